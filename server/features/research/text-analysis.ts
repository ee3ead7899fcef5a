/* eslint-disable @typescript-eslint/unbound-method -- wink-nlp's its.* helpers are plain functions made to be passed to out() */
import winkNLP, { type Bow, type ItsFunction, type Tokens, type WinkMethods } from 'wink-nlp'
import type { BM25Vectorizer } from 'wink-nlp/utilities/bm25-vectorizer'
import model from 'wink-eng-lite-web-model'

/**
 * English text analysis for the research engine, on wink-nlp with its light English model: tokens with
 * their stems, stop-word and negation flags, and sentence boundaries. Every other module of the engine
 * tokenises through here so that a question, an abstract and a model's answer are compared alike.
 */

let engine: WinkMethods | null = null

/** The model takes ~70 ms to load; it is loaded on first use and kept. */
export function nlp(): WinkMethods {
  engine ??= winkNLP(model, ['sbd', 'negation', 'pos'])
  return engine
}

export type TermToken = {
  /** as written */
  value: string
  /** lower case, contractions expanded */
  normal: string
  /** the comparison key: Porter2 stem for words, the normal form for numbers */
  key: string
  kind: 'word' | 'number'
  isStopWord: boolean
  /** a negation word itself (not, no, never, without, …) */
  isNegation: boolean
  pos: string
}

// Words a question uses to ask rather than to say what it is about: matching them says nothing about a work.
const QUESTION_FILLER = new Set([
  'research',
  'studi',
  'paper',
  'articl',
  'literatur',
  'recent',
  'current',
  'latest',
  'new',
  'say',
  'know',
  'find',
  'show',
  'tell',
  'explain',
  'describ',
  'review',
  'evid',
  'main',
  'effect',
])

// wink-nlp marks the tokens *after* a negation; the negating words themselves are listed here.
const NEGATION_WORDS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nor',
  'neither',
  'without',
  'cannot',
  'lack',
  'lacks',
  'lacked',
  'absent',
  'fail',
  'fails',
  'failed',
])

// Tagging is the engine's costly part, and one answer reads the same texts several times (ranking, the
// brief, the support check): the latest results are kept, oldest dropped first.
const TOKENS_KEPT = 2000
const tokensByText = new Map<string, readonly TermToken[]>()

/** The text's words and numbers with their stems, stop-word flags and parts of speech. Do not mutate the result. */
export function tokenize(text: string): readonly TermToken[] {
  const known = tokensByText.get(text)
  if (known) return known
  const tokens = tagTokens(text)
  tokensByText.set(text, tokens)
  if (tokensByText.size > TOKENS_KEPT) {
    const oldest = tokensByText.keys().next().value
    if (oldest !== undefined) tokensByText.delete(oldest)
  }
  return tokens
}

/** Forgets every kept result: benchmarks measure the cold cost with it. */
export function forgetTokens(): void {
  tokensByText.clear()
}

function tagTokens(text: string): TermToken[] {
  const engine = nlp()
  const its = engine.its
  const tokens = engine.readDoc(text).tokens()
  const values = tokens.out(its.value)
  const normals = tokens.out(its.normal)
  const types = tokens.out(its.type)
  const stems = stemsOf(tokens)
  const stopFlags = tokens.out(its.stopWordFlag)
  const tags = tokens.out(its.pos)
  const result: TermToken[] = []
  values.forEach((value, index) => {
    const type = types[index]
    if (type !== 'word' && type !== 'number') return
    const normal = normals[index] ?? value.toLowerCase()
    result.push({
      value,
      normal,
      key: type === 'number' ? normal : (stems[index] ?? normal),
      kind: type,
      isStopWord: stopFlags[index] === true,
      isNegation: NEGATION_WORDS.has(normal),
      pos: tags[index] ?? 'X',
    })
  })
  return result
}

/** A word that carries meaning: not a stop word, not a lone letter. Numbers count. */
export function isContentToken(token: TermToken): boolean {
  if (token.kind === 'number') return true
  return !token.isStopWord && /\p{L}.*\p{L}|\p{L}\d|\d\p{L}/u.test(token.normal)
}

/** The stems of a text's content words, in order, repeats kept. */
export function contentKeys(text: string): string[] {
  return tokenize(text)
    .filter(isContentToken)
    .map((token) => token.key)
}

/** true for a stem a question uses to ask rather than to name its topic ("research", "recent") */
export function isQuestionFiller(key: string): boolean {
  return QUESTION_FILLER.has(key)
}

/** The distinct content stems a question is about (filler like "recent research" removed). */
export function questionTerms(question: string): string[] {
  const keys = contentKeys(question).filter((key) => !QUESTION_FILLER.has(key))
  return [...new Set(keys.length ? keys : contentKeys(question))]
}

export type SentenceSpan = { text: string; start: number; end: number }

// Abbreviations after which wink-nlp's boundary detector sometimes ends a sentence too early.
const NON_FINAL_ENDINGS = /(?:\bet al|\be\.g|\bi\.e|\bvs|\bcf|\bca|\bapprox|\bFigs?|\bEqs?|\bRefs?|\bNo|\b[A-Z])\.$/

/**
 * The sentences of a text as exact slices of it (offsets into `text`), so that quoting one is verbatim.
 * Boundaries come from wink-nlp; a piece that starts in lower case or with a bracket, a short piece that
 * starts with a digit ("2019."), or one that follows "et al." or "e.g.", is joined to the sentence before it.
 */
export function splitSentences(text: string): SentenceSpan[] {
  const pieces = nlp().readDoc(text).sentences().out()
  const spans: SentenceSpan[] = []
  let cursor = 0
  for (const piece of pieces) {
    const trimmed = piece.trim()
    const found = trimmed ? text.indexOf(trimmed, cursor) : -1
    // A piece wink-nlp reworded (whitespace) is not found; its text falls into the next span.
    if (found < 0) continue
    const start = firstNonSpaceFrom(text, cursor)
    const end = found + trimmed.length
    cursor = end
    const previous = spans.at(-1)
    if (previous && shouldJoin(previous.text, text.slice(start, end))) {
      previous.end = end
      previous.text = text.slice(previous.start, end)
    } else {
      spans.push({ text: text.slice(start, end), start, end })
    }
  }
  const tail = text.slice(cursor).trim()
  if (tail) {
    const start = text.indexOf(tail, cursor)
    const previous = spans.at(-1)
    if (previous && shouldJoin(previous.text, tail)) {
      previous.end = start + tail.length
      previous.text = text.slice(previous.start, previous.end)
    } else {
      spans.push({ text: tail, start, end: start + tail.length })
    }
  }
  return spans
}

function firstNonSpaceFrom(text: string, from: number): number {
  let index = from
  while (index < text.length && /\s/.test(text.charAt(index))) index++
  return index
}

function shouldJoin(previous: string, next: string): boolean {
  if (NON_FINAL_ENDINGS.test(previous)) return true
  if (!/[.!?;:)\]"'”’]$/.test(previous)) return true
  if (/^[\p{Ll}([,;]/u.test(next)) return true
  return /^\d/.test(next) && next.split(/\s+/).length < 4
}

// wink-nlp's type declarations disagree with the library here (its.stem takes the model's addons, and
// docBOWArray returns one bag of words per document); these two helpers hold the only casts.
function stemsOf(tokens: Tokens): string[] {
  return tokens.out(nlp().its.stem as unknown as ItsFunction<string>)
}

export function bm25BagsOf(vectorizer: BM25Vectorizer): Bow[] {
  return vectorizer.out(nlp().its.docBOWArray as unknown as ItsFunction<Bow[]>)
}
