import { tokenize, type TermToken } from '../../research'

/**
 * One work read for clustering: the stems its similarity is computed on, and the runs of words its label
 * phrases may come from. Tokens come from the research engine's tokenizer on the same text its ranking reads
 * (title. abstract), so a review that ranked the works first finds them tagged already.
 */

/** A word as a phrase sees it: a token, or tokens joined without a space or by hyphens ("text-to-image", "3D"). */
export type PhraseWord = {
  /** the stems joined as written: "text-to-imag" */
  key: string
  /** every stem inside it, for the excluded words */
  stems: readonly string[]
  /** where it stands in the document's text */
  start: number
  end: number
  /** lower case, as written: "text-to-image", "models" */
  normal: string
  /** the part of speech of its last token, here */
  pos: string
}

export type DocumentTerms = {
  /** title. abstract */
  text: string
  /** where the title ends in the text */
  titleLength: number
  /** content stems of the title and abstract, repeats kept, the title's counted twice */
  stems: string[]
  /** maximal runs of content words with nothing between them but spaces: phrases never cross a comma */
  runs: PhraseWord[][]
}

export type TextOfWork = { title: string; abstract: string | null }

// $…$, $$…$$, \(…\), \[…\] and \commands: LaTeX in abstracts is formula, not vocabulary.
const LATEX = /\$\$[\s\S]*?\$\$|\$[^$]*\$|\\\([\s\S]*?\\\)|\\\[[\s\S]*?\\\]|\\[A-Za-z]+/g
const JOINING_GAP = /^[-‐‑]?$/
const CONTENT_WORD = /\p{L}.*\p{L}|\p{L}\d|\d\p{L}/u

type PlacedToken = { token: TermToken; start: number; end: number }

export function readDocument(work: TextOfWork): DocumentTerms {
  const text = [work.title, work.abstract ?? ''].join('. ')
  const placed = placeTokens(text, tokenize(text))
  const stems: string[] = []
  for (const item of placed) {
    if (!item || !isContentToken(item.token)) continue
    stems.push(item.token.key)
    if (item.start < work.title.length) stems.push(item.token.key)
  }
  return { text, titleLength: work.title.length, stems, runs: phraseRuns(text, placed) }
}

/** Each token with its place in the text, or null where it sits inside LaTeX or could not be found (a break). */
function placeTokens(text: string, tokens: readonly TermToken[]): (PlacedToken | null)[] {
  const latex = [...text.matchAll(LATEX)].map((match) => [match.index, match.index + match[0].length] as const)
  const placed: (PlacedToken | null)[] = []
  let cursor = 0
  let span = 0
  for (const token of tokens) {
    const start = text.indexOf(token.value, cursor)
    if (start < 0) {
      placed.push(null)
      continue
    }
    const end = start + token.value.length
    cursor = end
    while (span < latex.length && (latex[span]?.[1] ?? 0) <= start) span++
    const inLatex = span < latex.length && (latex[span]?.[0] ?? Infinity) < end
    placed.push(inLatex ? null : { token, start, end })
  }
  return placed
}

function isContentToken(token: TermToken): boolean {
  return token.kind === 'word' && !token.isStopWord && CONTENT_WORD.test(token.normal) && !token.normal.includes('.')
}

function phraseRuns(text: string, placed: readonly (PlacedToken | null)[]): PhraseWord[][] {
  const runs: PhraseWord[][] = []
  let run: PhraseWord[] = []
  let word: PlacedToken[] = []
  let previousEnd = -1
  const closeWord = (): void => {
    if (!word.length) return
    const phraseWord = toPhraseWord(text, word)
    if (phraseWord) run.push(phraseWord)
    else closeRun()
    word = []
  }
  const closeRun = (): void => {
    if (run.length) runs.push(run)
    run = []
  }
  for (const item of placed) {
    if (!item || item.token.normal.includes('.')) {
      closeWord()
      closeRun()
      previousEnd = -1
      continue
    }
    const gap = previousEnd < 0 ? ' ' : text.slice(previousEnd, item.start)
    if (!JOINING_GAP.test(gap)) {
      closeWord()
      if (!/^\s+$/.test(gap)) closeRun()
    }
    word.push(item)
    previousEnd = item.end
  }
  closeWord()
  closeRun()
  return runs
}

/** null for a word no phrase may hold: a lone stop word, a number, a single letter. */
function toPhraseWord(text: string, tokens: readonly PlacedToken[]): PhraseWord | null {
  const first = tokens[0]
  const last = tokens.at(-1)
  if (!first || !last) return null
  if (tokens.length === 1 && !isContentToken(first.token)) return null
  if (!tokens.some((item) => CONTENT_WORD.test(item.token.normal) || item.token.kind === 'number')) return null
  let key = ''
  let normal = ''
  tokens.forEach((item, index) => {
    const gap = index === 0 ? '' : text.slice(tokens[index - 1]?.end ?? item.start, item.start)
    key += gap + item.token.key
    normal += gap + item.token.normal
  })
  return {
    key: key.toLowerCase(),
    stems: tokens.map((item) => item.token.key),
    start: first.start,
    end: last.end,
    normal: normal.toLowerCase(),
    pos: last.token.pos,
  }
}
