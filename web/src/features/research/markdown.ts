/**
 * A small Markdown subset for answers, parsed to data (never to HTML): headings, paragraphs, lists,
 * quotes, fenced code, bold, italic, inline code, http(s) links and citation markers [n], [n, m], [n–m].
 * Every text leaf keeps its offsets in the source, so sentences located in the source can be marked.
 */

export type Inline =
  | { type: 'text'; text: string; start: number; end: number }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string; start: number; end: number }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'cite'; numbers: number[]; start: number; end: number }

export type Block =
  | { type: 'heading'; level: number; inlines: Inline[] }
  | { type: 'paragraph'; inlines: Inline[] }
  | { type: 'quote'; inlines: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; text: string }

const CITE = /^\[(\d+(?:\s*[,–-]\s*\d+)*)\]/
const LINK = /^\[([^\]\n]+)\]\(([^)\s]+)\)/
const ESCAPABLE = /[\\`*_[\]()#+\-.!>~|{}]/

export const isSafeHref = (href: string) => /^https?:\/\/[^\s]+$/i.test(href)

export function citationNumbers(inner: string): number[] {
  const numbers: number[] = []
  for (const [, from, to] of inner.matchAll(/(\d+)(?:\s*[–-]\s*(\d+))?/g)) {
    const a = Number(from)
    const b = Number(to ?? from)
    if (b >= a && b - a <= 50) for (let n = a; n <= b; n++) numbers.push(n)
    else numbers.push(a)
  }
  return [...new Set(numbers)]
}

/** Inline Markdown of source.slice(start, end). */
export function parseInline(source: string, start = 0, end = source.length): Inline[] {
  const out: Inline[] = []
  let textStart = start
  const flush = (until: number) => {
    if (until > textStart)
      out.push({ type: 'text', text: source.slice(textStart, until), start: textStart, end: until })
  }
  let i = start
  while (i < end) {
    const rest = source.slice(i, end)
    const char = source[i]
    if (char === '\\' && i + 1 < end && ESCAPABLE.test(source[i + 1] ?? '')) {
      flush(i)
      out.push({ type: 'text', text: source[i + 1] ?? '', start: i + 1, end: i + 2 })
      i += 2
      textStart = i
      continue
    }
    if (char === '`') {
      const close = source.indexOf('`', i + 1)
      if (close !== -1 && close < end) {
        flush(i)
        out.push({ type: 'code', text: source.slice(i + 1, close), start: i + 1, end: close })
        i = close + 1
        textStart = i
        continue
      }
    }
    if (char === '*' || char === '_') {
      const double = source.startsWith(char + char, i)
      const marker = double ? char + char : char
      const wordBefore = i > start && /\w/.test(source[i - 1] ?? '')
      const close = findClosing(source, marker, i + marker.length, end)
      const opensWord = !/\s/.test(source[i + marker.length] ?? ' ')
      if (close !== -1 && opensWord && !(char === '_' && wordBefore)) {
        flush(i)
        out.push({
          type: double ? 'strong' : 'em',
          children: parseInline(source, i + marker.length, close),
        })
        i = close + marker.length
        textStart = i
        continue
      }
    }
    if (char === '[') {
      const cite = CITE.exec(rest)
      if (cite) {
        flush(i)
        out.push({ type: 'cite', numbers: citationNumbers(cite[1] ?? ''), start: i, end: i + cite[0].length })
        i += cite[0].length
        textStart = i
        continue
      }
      const link = LINK.exec(rest)
      if (link) {
        flush(i)
        const label = parseInline(source, i + 1, i + 1 + (link[1] ?? '').length)
        const href = link[2] ?? ''
        if (isSafeHref(href)) out.push({ type: 'link', href, children: label })
        else out.push(...label)
        i += link[0].length
        textStart = i
        continue
      }
    }
    i++
  }
  flush(end)
  return out
}

function findClosing(source: string, marker: string, from: number, end: number): number {
  let at = source.indexOf(marker, from)
  while (at !== -1 && at + marker.length <= end) {
    const before = source[at - 1] ?? ''
    if (at > from && !/\s/.test(before)) {
      // a single * must not be half of a ** closing a bold run
      if (marker.length === 2 || source[at + 1] !== marker) return at
    }
    at = source.indexOf(marker, at + marker.length)
  }
  return -1
}

type Line = { text: string; start: number; end: number }

function linesOf(source: string): Line[] {
  const lines: Line[] = []
  let start = 0
  for (const part of source.split('\n')) {
    lines.push({ text: part, start, end: start + part.length })
    start += part.length + 1
  }
  return lines
}

const HEADING = /^(#{1,6})\s+/
const LIST_ITEM = /^\s{0,3}([-*+]|\d{1,9}[.)])\s+/
const QUOTE = /^\s{0,3}>\s?/
const FENCE = /^\s{0,3}```/

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  const lines = linesOf(source)
  let i = 0
  while (i < lines.length) {
    const line = lines[i] as Line
    if (line.text.trim() === '') {
      i++
      continue
    }
    if (FENCE.test(line.text)) {
      const body: string[] = []
      i++
      while (i < lines.length && !FENCE.test((lines[i] as Line).text)) body.push((lines[i++] as Line).text)
      i++
      blocks.push({ type: 'code', text: body.join('\n') })
      continue
    }
    const heading = HEADING.exec(line.text)
    if (heading) {
      const level = (heading[1] ?? '#').length
      blocks.push({ type: 'heading', level, inlines: parseInline(source, line.start + heading[0].length, line.end) })
      i++
      continue
    }
    const item = LIST_ITEM.exec(line.text)
    if (item) {
      const ordered = /\d/.test(item[1] ?? '')
      const items: Inline[][] = []
      while (i < lines.length) {
        const current = lines[i] as Line
        const match = LIST_ITEM.exec(current.text)
        if (!match || /\d/.test(match[1] ?? '') !== ordered) break
        items.push(parseInline(source, current.start + match[0].length, current.end))
        i++
      }
      blocks.push({ type: 'list', ordered, items })
      continue
    }
    if (QUOTE.test(line.text)) {
      const inlines: Inline[] = []
      while (i < lines.length && QUOTE.test((lines[i] as Line).text)) {
        const current = lines[i] as Line
        const prefix = (QUOTE.exec(current.text)?.[0] ?? '').length
        if (inlines.length > 0) inlines.push({ type: 'text', text: ' ', start: current.start, end: current.start })
        inlines.push(...parseInline(source, current.start + prefix, current.end))
        i++
      }
      blocks.push({ type: 'quote', inlines })
      continue
    }
    const first = line
    let last = line
    i++
    while (i < lines.length) {
      const next = lines[i] as Line
      if (next.text.trim() === '' || HEADING.test(next.text) || LIST_ITEM.test(next.text) || QUOTE.test(next.text))
        break
      if (FENCE.test(next.text)) break
      last = next
      i++
    }
    blocks.push({ type: 'paragraph', inlines: parseInline(source, first.start, last.end) })
  }
  return blocks
}

export type SentenceRange = { start: number; end: number }

/** A quoted sentence's closing quote belongs to it, so its support mark follows the quote instead of sitting inside. */
const TRAILING_CITES = /^[”’"'»]*(?:\s*\[\d+(?:\s*[,–-]\s*\d+)*\])*[.!?]?/

/**
 * Where each sentence of the `sentences` event sits in the answer's source, in order; null where it
 * cannot be found (the answer then still shows, without that sentence's marks).
 */
export function locateSentences(source: string, sentences: readonly { text: string }[]): (SentenceRange | null)[] {
  let cursor = 0
  return sentences.map(({ text }) => {
    const wanted = text.trim()
    if (!wanted) return null
    let start = source.indexOf(wanted, cursor)
    let end = start + wanted.length
    if (start === -1) {
      const head = wanted
        .replace(/\s*\[\d+(?:\s*[,–-]\s*\d+)*\]/g, '')
        .slice(0, 30)
        .trim()
      start = head ? source.indexOf(head, cursor) : -1
      if (start === -1) return null
      const stop = source.slice(start).search(/[.!?](\s|$)/)
      end = stop === -1 ? source.length : start + stop
    }
    end += TRAILING_CITES.exec(source.slice(end))?.[0].length ?? 0
    cursor = end
    return { start, end }
  })
}
