import { describe, expect, it } from 'vitest'
import { child, children, decodeXmlEntities, innerXml, parseXml, path, text, textContent, XmlError } from './xml'

describe('parseXml', () => {
  it('skips the prolog: declaration, DOCTYPE with an internal subset, comments, processing instructions', () => {
    const doc = parseXml(
      '\ufeff<?xml version="1.0"?>\n<!DOCTYPE a PUBLIC "-//X//DTD a//EN" "a.dtd" [ <!ENTITY x "y"> <!ELEMENT a ANY> ]>\n<!-- hi --><?pi data?><a>ok</a>\n',
    )
    expect(doc.root.name).toBe('a')
    expect(text(doc.root)).toBe('ok')
  })

  it('reads attributes in either quote, decodes entities in text and attributes, keeps CDATA raw', () => {
    const { root } = parseXml(
      `<r a="1 &amp; 2" b='it&apos;s'>x &lt; y &#x3b1; &#946; <![CDATA[<b>&amp;</b>]]> &unknown;</r>`,
    )
    expect(root.attrs).toEqual({ a: '1 & 2', b: "it's" })
    expect(textContent(root)).toBe('x < y α β <b>&amp;</b> &unknown;')
  })

  it('resolves namespaces declared on the root or on the element itself, whatever the prefix', () => {
    const modern = parseXml('<feed xmlns="urn:atom" xmlns:os="urn:os"><os:total>5</os:total></feed>')
    const legacy = parseXml(
      '<feed xmlns="urn:atom"><opensearch:total xmlns:opensearch="urn:os">5</opensearch:total></feed>',
    )
    for (const { root } of [modern, legacy]) {
      expect(root.ns).toBe('urn:atom')
      expect(text(child(root, 'total', 'urn:os'))).toBe('5')
      expect(child(root, 'total', 'urn:other')).toBeNull()
    }
  })

  it('keeps the raw inner markup of mixed content', () => {
    const doc = parseXml('<t>H<sub>2</sub>O &amp; <i>E. coli</i></t>')
    expect(innerXml(doc, doc.root)).toBe('H<sub>2</sub>O &amp; <i>E. coli</i>')
    expect(text(doc.root)).toBe('H2O & E. coli')
  })

  it('navigates children and paths', () => {
    const { root } = parseXml('<a><b><c>1</c><c>2</c></b><d/></a>')
    expect(children(child(root, 'b'), 'c').map((c) => text(c))).toEqual(['1', '2'])
    expect(text(path(root, 'b', 'c'))).toBe('1')
    expect(path(root, 'x', 'c')).toBeNull()
    expect(child(root, 'd')?.children).toEqual([])
  })

  it.each([
    ['truncated inside an element', '<a><b>text</b><c>more'],
    ['truncated inside a tag', '<a><b attr="x'],
    ['mismatched end tag', '<a><b></a></b>'],
    ['two root elements', '<a/><b/>'],
    ['text outside the root', 'hello <a/>'],
    ['no root at all', '<?xml version="1.0"?>'],
    ['unquoted attribute', '<a x=1/>'],
    ['empty body', ''],
  ])('rejects a broken document: %s', (_, xml) => {
    expect(() => parseXml(xml)).toThrow(XmlError)
  })
})

describe('decodeXmlEntities', () => {
  it('decodes the five predefined entities and character references once', () => {
    expect(decodeXmlEntities('&amp;lt; &quot;&apos;&gt; &#65;&#x42;')).toBe(`&lt; "'> AB`)
  })
  it('leaves invalid references as written', () => {
    expect(decodeXmlEntities('&#0; &#xD800; AT&T &nbsp;')).toBe('&#0; &#xD800; AT&T &nbsp;')
  })
})
