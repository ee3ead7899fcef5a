import type { Work } from '../../../shared/contract/sources'
import { isContentToken, isQuestionFiller, questionTerms, tokenize, type TermToken } from './text-analysis'

/** Deep Research's rounds after the first, and the sub-queries each may send, by scan depth. */
export type DeepResearchPlan = {
  /** follow-up rounds after the first retrieval */
  extraRounds: number
  /** sub-queries per follow-up round */
  breadth: number
  /** the most source calls all rounds together may make */
  maxCalls: number
  /** no round starts after this much time, and a round still running then is given up */
  seconds: number
}

/** the works whose vocabulary the sub-questions are drawn from */
const SOURCE_WORKS = 10
/** the question's core words kept in a sub-query, so it stays short */
const CORE_WORDS = 4
/** a sub-query whose added words share this much with an earlier query's would fetch the same works */
const MAX_SIMILARITY = 0.5

/** `seconds` is the operator's DEEP_RESEARCH_SECONDS (20 by default). */
export function deepResearchPlan(scanDepth: number, sourcesPerQuery: number, seconds: number): DeepResearchPlan {
  const extraRounds = scanDepth <= 3 ? 1 : scanDepth <= 7 ? 2 : 3
  const breadth = scanDepth <= 7 ? 2 : 3
  return {
    extraRounds,
    breadth,
    maxCalls: sourcesPerQuery * (1 + extraRounds * breadth),
    seconds,
  }
}

type Candidate = { keys: string[]; text: string; works: number; count: number }

/**
 * Sub-queries for a follow-up round: the words and two-word phrases of the top works' titles, abstracts
 * and topics that are not the question's, those found in the most works first (a term of one work is
 * that work's idiom more than a thread of the literature, so it comes last), each joined to the question's core words.
 * Deterministic (ties go alphabetically); a sub-query too like an earlier query, or like one chosen
 * before it, is skipped.
 */
export function deriveSubQueries(input: {
  question: string
  /** the query the question itself was sent as */
  core: string
  /** the works to draw from, best first */
  works: readonly Work[]
  count: number
  /** every query sent so far */
  earlier: readonly string[]
}): string[] {
  if (input.count <= 0) return []
  const questionKeys = new Set([...questionTerms(input.question), ...stemsOf(input.core)])
  const candidates = new Map<string, Candidate>()
  for (const work of input.works.slice(0, SOURCE_WORKS)) {
    const seen = new Set<string>()
    for (const text of [work.title, work.abstract ?? '', ...work.topics]) {
      for (const phrase of phrasesOf(tokenize(text), questionKeys)) {
        const id = phrase.keys.join(' ')
        const known = candidates.get(id) ?? { ...phrase, works: 0, count: 0 }
        known.count++
        if (!seen.has(id)) {
          seen.add(id)
          known.works++
        }
        candidates.set(id, known)
      }
    }
  }
  const ranked = [...candidates.values()].sort(
    (a, b) => weight(b) - weight(a) || b.count - a.count || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
  )
  const core = input.core.split(/\s+/).filter(Boolean).slice(0, CORE_WORDS).join(' ')
  const chosen: string[] = []
  // Every query shares the question's words, so only what each adds to them is compared.
  const added = (query: string) => new Set(stemsOf(query).filter((key) => !questionKeys.has(key)))
  const sent = input.earlier.map(added)
  for (const candidate of ranked) {
    if (chosen.length >= input.count) break
    const query = `${core} ${candidate.text}`.trim()
    const stems = added(query)
    if (sent.some((earlier) => similarity(stems, earlier) >= MAX_SIMILARITY)) continue
    chosen.push(query)
    sent.push(stems)
  }
  return chosen
}

/** A phrase names a thread more precisely than a word, so it counts a little more. */
const weight = (candidate: Candidate) => candidate.works * (candidate.keys.length > 1 ? 1.5 : 1)

/** The words, and pairs of adjacent words, that could extend the question: content words not already in it. */
function phrasesOf(
  tokens: readonly TermToken[],
  questionKeys: ReadonlySet<string>,
): { keys: string[]; text: string }[] {
  const usable = (token: TermToken | undefined): token is TermToken =>
    token !== undefined &&
    token.kind === 'word' &&
    isContentToken(token) &&
    token.key.length >= 3 &&
    !isQuestionFiller(token.key) &&
    !questionKeys.has(token.key)
  const phrases: { keys: string[]; text: string }[] = []
  tokens.forEach((token, index) => {
    if (!usable(token)) return
    phrases.push({ keys: [token.key], text: token.normal })
    const next = tokens[index + 1]
    if (usable(next) && next.key !== token.key)
      phrases.push({ keys: [token.key, next.key], text: `${token.normal} ${next.normal}` })
  })
  return phrases
}

function stemsOf(text: string): string[] {
  return tokenize(text)
    .filter(isContentToken)
    .map((token) => token.key)
}

/** Jaccard similarity of two sets of stems; nothing added is like nothing else. */
function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0
  let shared = 0
  for (const key of a) if (b.has(key)) shared++
  return shared / (a.size + b.size - shared)
}
