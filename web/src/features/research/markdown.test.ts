import { expect, test } from 'vitest'
import { citationNumbers, locateSentences, parseInline, parseMarkdown, type Inline } from './markdown'

const texts = (inlines: Inline[]): string =>
  inlines
    .map((inline) =>
      inline.type === 'text' || inline.type === 'code'
        ? inline.text
        : inline.type === 'cite'
          ? `[${inline.numbers.join(',')}]`
          : texts(inline.children),
    )
    .join('')

test('blocks: headings, paragraphs, lists, quotes, code', () => {
  const blocks = parseMarkdown('# Title\n\nOne\ntwo.\n\n- a\n- b\n\n1. x\n\n> q\n\n```\n<b>\n```')
  expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code'])
  expect(blocks[4]).toMatchObject({ type: 'quote' })
  expect(blocks[5]).toEqual({ type: 'code', text: '<b>' })
})

test('inline: bold, italic, code and citations', () => {
  const inlines = parseInline('**Bold** and *it* `x<y>` [1, 3–4]')
  expect(inlines.map((inline) => inline.type)).toEqual(['strong', 'text', 'em', 'text', 'code', 'text', 'cite'])
  expect(inlines.at(-1)).toMatchObject({ type: 'cite', numbers: [1, 3, 4] })
})

test('only http(s) links become links; others keep just their text', () => {
  const [safe] = parseInline('[site](https://example.org/a)')
  expect(safe).toMatchObject({ type: 'link', href: 'https://example.org/a' })
  const unsafe = parseInline('[click](javascript:alert(1))')
  expect(unsafe.some((inline) => inline.type === 'link')).toBe(false)
  expect(texts(unsafe)).toBe('click)')
})

test('raw HTML is kept as text, never as markup', () => {
  expect(texts(parseInline('<img src=x onerror=alert(1)>'))).toBe('<img src=x onerror=alert(1)>')
})

test('an unclosed emphasis while streaming stays literal', () => {
  expect(texts(parseInline('**partial'))).toBe('**partial')
})

test('text leaves keep their offsets in the source', () => {
  const source = 'Intro. **Strong** claim [2].'
  const leaves = (inlines: Inline[]): Extract<Inline, { type: 'text' }>[] =>
    inlines.flatMap((inline) =>
      inline.type === 'text'
        ? [inline]
        : inline.type === 'code' || inline.type === 'cite'
          ? []
          : leaves(inline.children),
    )
  const found = leaves(parseInline(source))
  expect(found.map((leaf) => leaf.text)).toEqual(['Intro. ', 'Strong', ' claim ', '.'])
  for (const leaf of found) expect(source.slice(leaf.start, leaf.end)).toBe(leaf.text)
})

test('a quoted sentence takes its closing quote and citation, so its support mark comes after both', () => {
  const source = '- “Mass bleaching now recurs every few years.” [1]\n- “Reefs lost resilience.” [2]'
  const ranges = locateSentences(source, [
    { text: 'Mass bleaching now recurs every few years.' },
    { text: 'Reefs lost resilience.' },
  ])
  expect(ranges.map((range) => (range ? source.slice(range.start, range.end) : null))).toEqual([
    'Mass bleaching now recurs every few years.” [1]',
    'Reefs lost resilience.” [2]',
  ])
})

test('citation numbers expand short ranges', () => {
  expect(citationNumbers('1–3, 5')).toEqual([1, 2, 3, 5])
  expect(citationNumbers('2-1')).toEqual([2])
})

test('sentences are located in order, with their trailing markers', () => {
  const source = 'First claim [1]. Second claim [2][3].\n\n- Third one.'
  const ranges = locateSentences(source, [
    { text: 'First claim [1].' },
    { text: 'Second claim' },
    { text: 'Third one.' },
    { text: 'Not in the answer.' },
  ])
  expect(ranges.map((range) => (range ? source.slice(range.start, range.end) : null))).toEqual([
    'First claim [1].',
    'Second claim [2][3].',
    'Third one.',
    null,
  ])
})
