import type { ReceiptRound, ResearchEvent, ResearchSourceId, SourceProgress } from '#shared/contract/research'
import type { Work } from '#shared/contract/sources'
import type { Logger } from '../../lib/logger'
import { mergeWorks, type Sources } from '../sources'
import { rankRelevantWorks, workText } from './rank-works'
import { plannedSources, retrieve, unavailableReason, type Retrieval } from './retrieve'
import { tagInSlices } from './tag-in-slices'
import { isContentToken, isQuestionFiller, questionTerms, tokenize, type TermToken } from './text-analysis'
import { isStopped, untilAborted } from './until-aborted'

/** What Deep Research's rounds read of the answer's context: the sources, the log and the clock. */
type RoundContext = { sources: Sources; log: Logger; now: () => Date }
/** What they read of the question asked. */
type RoundRequest = { question: string; sources: readonly ResearchSourceId[]; scanDepth: number; webScanning: boolean }

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

/** The research sources one query goes to (PubChem answers names, not queries): a round's calls per query. */
export function sourcesPerQuery(ctx: RoundContext, input: RoundRequest): number {
  return plannedSources(input).filter((id) => id !== 'pubchem' && id !== 'blast' && !unavailableReason(ctx.sources, id))
    .length
}

const callsIn = (progress: readonly SourceProgress[]) =>
  progress.filter(
    (entry) =>
      entry.source !== 'pubchem' && entry.source !== 'blast' && (entry.status === 'done' || entry.status === 'failed'),
  ).length

export function roundEvent(
  plan: DeepResearchPlan,
  round: number,
  queries: string[],
  calls: number,
  ms: number,
): ResearchEvent {
  return {
    type: 'round',
    round,
    of: 1 + plan.extraRounds,
    queries,
    budget: { calls: plan.maxCalls, seconds: plan.seconds },
    spent: { calls, ms: Math.round(ms) },
  }
}

/**
 * Deep Research's follow-up rounds: sub-queries drawn from the best works so far (ranked against the
 * original question), each sent to the same sources, until the planned rounds, the sub-questions, the call
 * budget or the time budget run out. A round still running when the time is up is given up; its works are
 * not waited for. Returns every round's works merged and what each round asked, or null once the client left.
 */
export async function researchDeeper(
  ctx: RoundContext,
  input: RoundRequest,
  first: { query: string; retrieval: Retrieval },
  plan: DeepResearchPlan,
  startedAt: number,
  send: (event: ResearchEvent) => void,
  signal: AbortSignal,
): Promise<{ works: Work[]; rounds: ReceiptRound[] } | null> {
  const rounds: ReceiptRound[] = [{ round: 1, queries: [first.query], sources: first.retrieval.progress }]
  const sent = [first.query]
  const perQuery = Math.max(1, sourcesPerQuery(ctx, input))
  let works = first.retrieval.works
  let calls = callsIn(first.retrieval.progress)
  for (let round = 2; round <= 1 + plan.extraRounds; round++) {
    const elapsed = performance.now() - startedAt
    const left = plan.seconds * 1000 - elapsed
    const affordable = Math.floor((plan.maxCalls - calls) / perQuery)
    if (left <= 0 || affordable <= 0) break
    await tagInSlices(works, (work) => [work.title, workText(work)], signal)
    if (isStopped(signal)) return null
    const best = rankRelevantWorks(input.question, works, { now: ctx.now() }).map((entry) => entry.work)
    const queries = deriveSubQueries({
      question: input.question,
      core: first.query,
      works: best,
      count: Math.min(plan.breadth, affordable),
      earlier: sent,
    })
    if (!queries.length) break
    send(roundEvent(plan, round, queries, calls, elapsed))
    sent.push(...queries)
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(Math.ceil(left))])
    const asked = new Map<string, SourceProgress>()
    const results = await untilAborted(
      Promise.all(
        queries.map((query) =>
          retrieve(
            ctx.sources,
            {
              query,
              sources: input.sources.filter((id) => id !== 'pubchem' && id !== 'blast'),
              scanDepth: input.scanDepth,
              webScanning: input.webScanning,
            },
            {
              log: ctx.log,
              onProgress: (progress) => {
                asked.set(`${progress.source} ${query}`, progress)
                send({ type: 'progress', progress, round })
              },
              signal: deadline,
            },
          ),
        ),
      ),
      deadline,
    )
    if (isStopped(signal)) return null
    const progress = results ? results.flatMap((result) => result.progress) : [...asked.values()]
    rounds.push({ round, queries, sources: progress })
    calls += callsIn(progress)
    if (!results) {
      ctx.log.info('deep research ran out of time in a round', { round })
      break
    }
    works = mergeWorks([works, ...results.map((result) => result.works)])
  }
  return { works, rounds }
}
