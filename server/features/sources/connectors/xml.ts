/**
 * A small, strict, namespace-aware XML reader for the feeds our sources send: Atom (arXiv) and
 * NCBI E-utilities (PubMed). It builds a tree, resolves `xmlns` prefixes, decodes the predefined
 * and numeric character references, skips the prolog (declaration, DOCTYPE with an internal subset,
 * comments, processing instructions) and keeps CDATA as text.
 *
 * It is strict where that catches broken upstream answers: a truncated or mismatched document throws
 * XmlError rather than yielding half a tree. It does not validate against DTDs or expand entities a
 * DTD declares (those are left as written).
 *
 * Every element remembers where its content starts and ends in the source, so callers can hand the
 * raw inner markup of mixed-content fields (a PubMed title with `<i>` or MathML) to toPlainText().
 */

export class XmlError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} (at offset ${offset})`)
    this.name = 'XmlError'
  }
}

export type XmlNode = XmlElement | string

export type XmlElement = {
  /** the qualified name as written, e.g. `arxiv:doi` */
  name: string
  /** the name without its prefix, e.g. `doi` */
  local: string
  /** the namespace URI the prefix (or the default namespace) resolves to, or null */
  ns: string | null
  attrs: Record<string, string>
  children: XmlNode[]
  /** offsets in the source of the element's content (between the start and end tags) */
  innerStart: number
  innerEnd: number
}

export type XmlDocument = { root: XmlElement; source: string }

const XML_NS = 'http://www.w3.org/XML/1998/namespace'

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Decodes `&amp;`-style predefined entities and numeric character references; others stay as written. */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][\w.-]*);/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return whole
      return String.fromCodePoint(code)
    }
    return PREDEFINED[body] ?? whole
  })
}

const NAME_START = /[A-Za-z_:\u00c0-\uffff]/
const NAME_CHAR = /[\w:.\-\u00b7\u00c0-\uffff]/

type Scope = Map<string, string>

export function parseXml(source: string): XmlDocument {
  const src = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source
  const n = src.length
  const stack: { el: XmlElement; scope: Scope }[] = []
  let root: XmlElement | null = null
  const rootScope: Scope = new Map([['xml', XML_NS]])
  let i = 0

  const appendText = (text: string, at: number) => {
    const top = stack[stack.length - 1]
    if (!top) {
      if (text.trim()) throw new XmlError('text outside the root element', at)
      return
    }
    if (!text) return
    const last = top.el.children[top.el.children.length - 1]
    if (typeof last === 'string') top.el.children[top.el.children.length - 1] = last + text
    else top.el.children.push(text)
  }

  const readName = (from: number): number => {
    if (from >= n || !NAME_START.test(src[from] as string)) throw new XmlError('expected a name', from)
    let j = from + 1
    while (j < n && NAME_CHAR.test(src[j] as string)) j++
    return j
  }

  const skipSpace = (from: number): number => {
    let j = from
    while (j < n && (src[j] === ' ' || src[j] === '\n' || src[j] === '\t' || src[j] === '\r')) j++
    return j
  }

  while (i < n) {
    const lt = src.indexOf('<', i)
    if (lt === -1) {
      appendText(decodeXmlEntities(src.slice(i)), i)
      i = n
      break
    }
    if (lt > i) appendText(decodeXmlEntities(src.slice(i, lt)), i)

    if (src.startsWith('<!--', lt)) {
      const end = src.indexOf('-->', lt + 4)
      if (end === -1) throw new XmlError('unterminated comment', lt)
      i = end + 3
      continue
    }
    if (src.startsWith('<![CDATA[', lt)) {
      const end = src.indexOf(']]>', lt + 9)
      if (end === -1) throw new XmlError('unterminated CDATA section', lt)
      if (!stack.length) throw new XmlError('CDATA outside the root element', lt)
      appendText(src.slice(lt + 9, end), lt)
      i = end + 3
      continue
    }
    if (src.startsWith('<?', lt)) {
      const end = src.indexOf('?>', lt + 2)
      if (end === -1) throw new XmlError('unterminated processing instruction', lt)
      i = end + 2
      continue
    }
    if (src.startsWith('<!', lt)) {
      // DOCTYPE (possibly with an internal subset in [...]) or another declaration.
      if (stack.length) throw new XmlError('declaration inside an element', lt)
      let j = lt + 2
      let depth = 0
      let quote: string | null = null
      for (; j < n; j++) {
        const ch = src[j]
        if (quote) {
          if (ch === quote) quote = null
        } else if (ch === '"' || ch === "'") quote = ch
        else if (ch === '[') depth++
        else if (ch === ']') depth--
        else if (ch === '>' && depth <= 0) break
      }
      if (j >= n) throw new XmlError('unterminated declaration', lt)
      i = j + 1
      continue
    }

    if (src[lt + 1] === '/') {
      const nameEnd = readName(lt + 2)
      const name = src.slice(lt + 2, nameEnd)
      const close = skipSpace(nameEnd)
      if (src[close] !== '>') throw new XmlError(`malformed end tag </${name}`, lt)
      const top = stack.pop()
      if (!top) throw new XmlError(`end tag </${name}> without a start tag`, lt)
      if (top.el.name !== name) throw new XmlError(`end tag </${name}> does not match <${top.el.name}>`, lt)
      top.el.innerEnd = lt
      i = close + 1
      continue
    }

    // A start tag.
    const nameEnd = readName(lt + 1)
    const name = src.slice(lt + 1, nameEnd)
    const rawAttrs: [string, string][] = []
    let j = nameEnd
    let selfClosing = false
    for (;;) {
      const afterSpace = skipSpace(j)
      if (afterSpace >= n) throw new XmlError(`unterminated start tag <${name}`, lt)
      if (src[afterSpace] === '>') {
        j = afterSpace + 1
        break
      }
      if (src[afterSpace] === '/' && src[afterSpace + 1] === '>') {
        selfClosing = true
        j = afterSpace + 2
        break
      }
      if (afterSpace === j) throw new XmlError(`expected whitespace between attributes in <${name}`, afterSpace)
      const attrEnd = readName(afterSpace)
      const attrName = src.slice(afterSpace, attrEnd)
      const eq = skipSpace(attrEnd)
      if (src[eq] !== '=') throw new XmlError(`attribute ${attrName} has no value`, eq)
      const q = skipSpace(eq + 1)
      const quote = src[q]
      if (quote !== '"' && quote !== "'") throw new XmlError(`attribute ${attrName} is not quoted`, q)
      const valueEnd = src.indexOf(quote, q + 1)
      if (valueEnd === -1) throw new XmlError(`unterminated value of attribute ${attrName}`, q)
      const raw = src.slice(q + 1, valueEnd)
      if (raw.includes('<')) throw new XmlError(`'<' in the value of attribute ${attrName}`, q)
      rawAttrs.push([attrName, decodeXmlEntities(raw)])
      j = valueEnd + 1
    }

    const parent = stack[stack.length - 1]
    if (!parent && root) throw new XmlError('more than one root element', lt)
    let scope = parent?.scope ?? rootScope
    const attrs: Record<string, string> = {}
    for (const [attrName, value] of rawAttrs) {
      if (attrName === 'xmlns' || attrName.startsWith('xmlns:')) {
        if (scope === (parent?.scope ?? rootScope)) scope = new Map(scope)
        scope.set(attrName === 'xmlns' ? '' : attrName.slice(6), value)
      }
      if (attrName in attrs) throw new XmlError(`attribute ${attrName} repeated in <${name}>`, lt)
      attrs[attrName] = value
    }
    const colon = name.indexOf(':')
    const prefix = colon >= 0 ? name.slice(0, colon) : ''
    const local = colon >= 0 ? name.slice(colon + 1) : name
    // An undeclared prefix (seen in hand-edited feeds) resolves to no namespace rather than failing the page.
    const ns = scope.get(prefix) ?? null
    const el: XmlElement = { name, local, ns: ns || null, attrs, children: [], innerStart: j, innerEnd: j }
    if (parent) parent.el.children.push(el)
    else root = el
    if (!selfClosing) stack.push({ el, scope })
    i = j
  }

  if (stack.length) throw new XmlError(`document ends inside <${stack[stack.length - 1]?.el.name}>`, n)
  if (!root) throw new XmlError('no root element', 0)
  return { root, source: src }
}

// ---------- navigation ----------

const matches = (node: XmlNode, local: string, ns?: string | null): node is XmlElement =>
  typeof node !== 'string' && node.local === local && (ns === undefined || node.ns === ns)

/** The first child element with this local name (and namespace URI, when given). */
export function child(el: XmlElement | null | undefined, local: string, ns?: string | null): XmlElement | null {
  if (!el) return null
  for (const node of el.children) if (matches(node, local, ns)) return node
  return null
}

/** All child elements with this local name (and namespace URI, when given). */
export function children(el: XmlElement | null | undefined, local: string, ns?: string | null): XmlElement[] {
  if (!el) return []
  return el.children.filter((node): node is XmlElement => matches(node, local, ns))
}

/** Follows a path of child local names: path(article, 'Journal', 'JournalIssue', 'PubDate'). */
export function path(el: XmlElement | null | undefined, ...locals: string[]): XmlElement | null {
  let current: XmlElement | null = el ?? null
  for (const local of locals) current = child(current, local)
  return current
}

/** All text inside the element, entities decoded, markup dropped, as written (whitespace kept). */
export function textContent(el: XmlElement | null | undefined): string {
  if (!el) return ''
  let out = ''
  for (const node of el.children) out += typeof node === 'string' ? node : textContent(node)
  return out
}

/** The element's text with runs of whitespace collapsed to one space and trimmed; '' when absent. */
export function text(el: XmlElement | null | undefined): string {
  return textContent(el).replace(/\s+/g, ' ').trim()
}

/** The raw markup between the element's start and end tags, exactly as in the source. */
export function innerXml(doc: XmlDocument, el: XmlElement | null | undefined): string {
  if (!el) return ''
  return doc.source.slice(el.innerStart, el.innerEnd)
}
