import type { AnswerSentence } from '#shared/contract/research'
import { splitSentences } from './text-analysis'

export type CitedAnswer = {
  /** the answer with unresolvable markers removed */
  text: string
  /** one entry per sentence, in order; support is not assessed here (null) */
  sentences: AnswerSentence[]
  /** distinct passage numbers cited, in order of first citation */
  cited: number[]
  /** the numbers of markers that pointed at no passage */
  unresolved: number[]
}

// [3], [1, 2], [1-3], [1–3], [2,4-5]: digits, commas, hyphens or en dashes inside square brackets.
const MARKER = /\s?\[(\d+(?:\s*[-–,]\s*\d+)*)\]/g
const MAX_RANGE = 50

/** The numbers a marker's inside names: "1, 3-5" → [1, 3, 4, 5]. An absurd range gives its ends only. */
export function markerNumbers(inside: string): number[] {
  const numbers: number[] = []
  for (const part of inside.split(',')) {
    const [from, to] = part.split(/[-–]/).map((value) => Number(value.trim()))
    if (from === undefined || !Number.isInteger(from)) continue
    if (to === undefined || !Number.isInteger(to)) numbers.push(from)
    else if (to >= from && to - from <= MAX_RANGE) for (let n = from; n <= to; n++) numbers.push(n)
    else numbers.push(from, to)
  }
  return numbers
}

/**
 * Drops from each [n] marker the numbers that name no passage (1..passageCount); a marker left empty goes,
 * with the space before it. `flaggedAt`: where, in the repaired text, a marker lost a number.
 */
export function repairMarkers(
  answer: string,
  passageCount: number,
): { text: string; unresolved: number[]; flaggedAt: number[] } {
  const unresolved: number[] = []
  const flaggedAt: number[] = []
  let removed = 0
  const text = answer.replace(MARKER, (whole: string, inside: string, offset: number) => {
    const numbers = markerNumbers(inside)
    const valid = [...new Set(numbers.filter((n) => n >= 1 && n <= passageCount))]
    const invalid = numbers.filter((n) => n < 1 || n > passageCount)
    if (!invalid.length) return whole
    unresolved.push(...invalid)
    const replacement = valid.length ? `${whole.startsWith(' ') ? ' ' : ''}[${valid.join(', ')}]` : ''
    flaggedAt.push(offset - removed)
    removed += whole.length - replacement.length
    return replacement
  })
  return { text, unresolved, flaggedAt }
}

/**
 * Finds the [n] markers of a model's answer and checks each against the passages that were sent
 * (1..passageCount). A number that names no passage is dropped from its marker (the marker goes when
 * none is left) and the sentence is flagged. The answer is then split into sentences, each with its citations.
 */
export function resolveCitations(answer: string, passageCount: number): CitedAnswer {
  const { text, unresolved, flaggedAt } = repairMarkers(answer, passageCount)

  const cited: number[] = []
  const sentences: AnswerSentence[] = []
  for (const line of linesOf(text)) {
    for (const span of attachTrailingMarkers(splitSentences(line.text))) {
      const citations = [...span.text.matchAll(MARKER)].flatMap((match) => markerNumbers(match[1] ?? ''))
      const distinct = [...new Set(citations)]
      for (const n of distinct) if (!cited.includes(n)) cited.push(n)
      const start = line.start + span.start
      const end = line.start + span.end
      sentences.push({
        text: span.text,
        citations: distinct,
        support: null,
        score: null,
        flagged: flaggedAt.some((at) => at >= start && at <= end),
      })
    }
  }
  return { text, sentences, cited, unresolved }
}

/** Markdown lines with text (headings and list items are split apart before sentence splitting). */
function linesOf(text: string): { text: string; start: number }[] {
  const lines: { text: string; start: number }[] = []
  let start = 0
  for (const raw of text.split('\n')) {
    if (raw.trim()) lines.push({ text: raw, start })
    start += raw.length + 1
  }
  return lines
}

type Span = { text: string; start: number; end: number }

// "…was found. [2]" ends a sentence before its marker: a piece made of markers only joins the sentence before.
function attachTrailingMarkers(spans: readonly Span[]): Span[] {
  const result: Span[] = []
  for (const span of spans) {
    const previous = result.at(-1)
    const isMarkersOnly = !span.text.replace(MARKER, '').replace(/[\s.,;]/g, '')
    if (previous && isMarkersOnly) {
      result[result.length - 1] = {
        text: `${previous.text} ${span.text}`,
        start: previous.start,
        end: span.end,
      }
    } else {
      result.push({ ...span })
    }
  }
  return result
}

// Longer than any real marker ("[1, 2, 3, 4-8]"): a bracket still open after this many characters is text.
const MAX_OPEN_MARKER = 40
const MARKER_SO_FAR = /^\[[\d\s,\-–]*$/

/**
 * Repairs markers while an answer streams, so the text a reader sees never shows a number that names no
 * passage: text is passed on at once, except a marker still being written (and the space before it),
 * which waits for its closing bracket. The concatenated output equals `repairMarkers(whole answer).text`.
 */
export function createMarkerGate(passageCount: number): { push: (delta: string) => string; flush: () => string } {
  let pending = ''
  const release = (final: boolean): string => {
    let cut = pending.length
    if (!final) {
      const open = pending.lastIndexOf('[')
      const rest = open === -1 ? '' : pending.slice(open)
      if (open !== -1 && !rest.includes(']') && MARKER_SO_FAR.test(rest) && rest.length <= MAX_OPEN_MARKER) cut = open
      // A space may be the one before a marker that has not begun yet.
      if (cut > 0 && /\s/.test(pending.charAt(cut - 1))) cut -= 1
    }
    const ready = pending.slice(0, cut)
    pending = pending.slice(cut)
    return repairMarkers(ready, passageCount).text
  }
  return {
    push: (delta) => {
      pending += delta
      return release(false)
    },
    flush: () => release(true),
  }
}
