import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import {
  RESEARCH_MODES,
  type AnswerKind,
  type AnswerSentence,
  type AskInputSchema,
  type CompoundRecord,
  type Receipt,
  type ReceiptRound,
  type Reference,
  type ResearchEvent,
  type ResearchModeId,
  type SourceProgress,
} from '../../../shared/contract/research'
import type { Work } from '../../../shared/contract/sources'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { LlmError, type Llm, type LlmMessage } from '../llm'
import { chargeOnce } from '../quota'
import { mergeWorks, type YearCount } from '../sources'
import { buildAbstention } from './abstain'
import { buildAnswerPrompt } from './answer-prompt'
import type { ExchangeToSave } from './conversations.service'
import { createMarkerGate, resolveCitations } from './citations'
import { deepResearchPlan, deriveSubQueries, type DeepResearchPlan } from './deep-research'
import { screenQuestion } from './ethics-screen'
import { buildEvidenceBrief, sentenceCandidates } from './evidence-brief'
import { rankRelevantWorks, workText, type RankedWork } from './rank-works'
import { plannedSources, retrieve, unavailableReason, type Retrieval } from './retrieve'
import { sequenceOf, withoutSequence } from './sequence'
import { assessSupport } from './support'
import { isQuestionFiller, questionTerms, tokenize } from './text-analysis'

export type AskRequest = z.output<typeof AskInputSchema>

/**
 * One question and its answer as the user saw it: what a conversation keeps (ExchangeToSave: question, mode,
 * the answer's Markdown with every [n] naming one of its references, kind, sentences, references, receipt,
 * incomplete when a model's answer broke off midway), and what a follow-up builds on.
 */
export type Exchange = ExchangeToSave & {
  /** the key its quota charge was made under */
  questionId: string
  /** the client went away before the answer ended */
  stopped: boolean
  /** an AI query was counted against the user's daily quota */
  charged: boolean
  /** the relevant works behind the answer, best first: a follow-up's `earlierWorks` */
  works: Work[]
}

export type AnswerOptions = {
  /** the earlier turns of this conversation, oldest first, sent to the model before the question */
  history?: readonly { question: string; answer: string }[]
  /** works retrieved for earlier turns, ranked again beside this question's */
  earlierWorks?: readonly Work[]
}

/** The context an answer needs: the signed-in caller (for the quota) and the platform's services. */
export type AnswerContext = Pick<AuthedContext, 'db' | 'env' | 'now' | 'user' | 'access' | 'log' | 'sources' | 'llm'>

const MAX_HISTORY_TURNS = 3
const MAX_HISTORY_ANSWER_CHARS = 2000
const EVIDENCE_CHUNKS = 4
const WORKS_PER_SLICE = 3
/** the brief quotes from this many works at most (buildEvidenceBrief's default) */
const BRIEF_WORKS = 8
/** Words a chemistry question asks with that name no compound. */
const NOT_COMPOUNDS = new Set([
  'compound',
  'molecule',
  'structure',
  'formula',
  'weight',
  'property',
  'properties',
  'mechanism',
  'reaction',
  'synthesis',
  'effect',
  'effects',
  'toxicity',
  'use',
  'uses',
  'study',
  'studies',
])

/** What a mode adds to the answer's notice: Image Generation's diagram is drawn by the browser, not the server. */
const MODE_NOTICES: Partial<Record<ResearchModeId, string>> = {
  image:
    "Image Generation draws its research diagram (a concept map of the references' topics) in your browser below the answer; the text is a Comprehensive answer from the same literature.",
}

/**
 * What is sent to the sources: the question's words that carry its content terms (questionTerms), as
 * written, so "gene-editing" stays one word and filler like "what does research say" is left out.
 */
export function sourceQueryOf(question: string): string {
  const terms = new Set(questionTerms(question))
  const words: string[] = []
  for (const raw of question.split(/\s+/)) {
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    if (!word || words.includes(word.toLowerCase())) continue
    if (tokenize(word).some((token) => terms.has(token.key))) words.push(word.toLowerCase())
  }
  return words.join(' ') || question.trim()
}

/**
 * Names to look up in PubChem: the question's nouns, last first (a question names its topic at the end:
 * "…the toxicity of benzene"), without the words a chemistry question asks with.
 */
export function compoundNamesOf(question: string): string[] {
  const nouns = tokenize(question).filter(
    (token) =>
      token.kind === 'word' &&
      !token.isStopWord &&
      (token.pos === 'NOUN' || token.pos === 'PROPN') &&
      !isQuestionFiller(token.key) &&
      !NOT_COMPOUNDS.has(token.normal),
  )
  return [...new Set(nouns.map((token) => token.normal))].reverse()
}

/** The least-squares line through the yearly counts: count ≈ slope × year + intercept. */
export function fitTrend(years: readonly YearCount[]): { slope: number; intercept: number } {
  const n = years.length
  if (n === 0) return { slope: 0, intercept: 0 }
  const meanX = years.reduce((sum, point) => sum + point.year, 0) / n
  const meanY = years.reduce((sum, point) => sum + point.count, 0) / n
  let covariance = 0
  let variance = 0
  for (const point of years) {
    covariance += (point.year - meanX) * (point.count - meanY)
    variance += (point.year - meanX) ** 2
  }
  const slope = variance === 0 ? 0 : covariance / variance
  return { slope, intercept: meanY - slope * meanX }
}

/** Why the model was not used, in a few words a user understands; the full message goes to the log. */
function modelFailure(error: LlmError): string {
  switch (error.kind) {
    case 'unreachable':
      return 'no connection'
    case 'http':
      return error.status ? `HTTP ${error.status}` : 'its answer could not be read'
    case 'timeout':
      return 'no answer in time'
    case 'cut':
      return 'the connection broke'
    case 'empty':
      return 'it wrote nothing'
  }
}

const plainSentence = ({ text, citations, support, score, flagged }: AnswerSentence): AnswerSentence => ({
  text,
  citations,
  support,
  score,
  flagged,
})

/** Markdown in a few pieces at line ends, so an evidence brief arrives like any other answer. */
function chunksOf(markdown: string): string[] {
  const lines = markdown.split(/(?<=\n)/)
  const size = Math.max(1, Math.ceil(lines.length / EVIDENCE_CHUNKS))
  const chunks: string[] = []
  for (let i = 0; i < lines.length; i += size) chunks.push(lines.slice(i, i + size).join(''))
  return chunks.filter(Boolean)
}

/**
 * Answers one question, emitting its events in order: progress per source, trend or compounds where the
 * mode asks for them, answer-start, deltas, sentences, references, done (or error). Retrieves first, then
 * answers only from what was retrieved: with the model when one is configured and answers, else as an
 * evidence brief; abstains when nothing relevant came back. One AI query is charged when an answer starts.
 * Returns the exchange, or null when no answer was given (the client left first, or the quota refused it).
 * Once `signal` aborts nothing more is emitted and the work stops.
 */
export async function answerQuestion(
  ctx: AnswerContext,
  input: AskRequest,
  emit: (event: ResearchEvent) => void,
  signal: AbortSignal,
  options: AnswerOptions = {},
): Promise<Exchange | null> {
  const send = (event: ResearchEvent) => {
    if (!signal.aborted) emit(event)
  }
  const questionId = randomUUID()
  const { question, mode } = input
  const notices: string[] = []
  const modeNotice = MODE_NOTICES[mode]
  if (modeNotice) notices.push(modeNotice)
  let rounds: ReceiptRound[] | undefined

  const finish = (
    kind: AnswerKind,
    answer: string,
    sentences: AnswerSentence[],
    references: Reference[],
    extra: Partial<Exchange> & { progress: SourceProgress[] },
  ): Exchange => {
    const receipt: Receipt = {
      at: ctx.now().toISOString(),
      mode,
      sources: extra.progress,
      model: kind === 'model' ? (ctx.llm?.model ?? null) : null,
      kind,
      ...(rounds ? { rounds } : {}),
    }
    const incomplete = extra.incomplete ?? false
    send({ type: 'sentences', sentences: sentences.map(plainSentence) })
    send({ type: 'references', references })
    send({ type: 'done', incomplete, receipt })
    return {
      questionId,
      question,
      mode,
      answer,
      kind,
      sentences,
      references,
      receipt,
      incomplete,
      stopped: signal.aborted,
      charged: extra.charged ?? false,
      works: extra.works ?? [],
      trend: extra.trend ?? null,
      compounds: extra.compounds ?? [],
      blast: extra.blast ?? null,
    }
  }

  const abstain = (
    markdown: string,
    sentences: AnswerSentence[],
    progress: SourceProgress[],
    extra: Partial<Exchange> = {},
  ) => {
    send({ type: 'answer-start', kind: 'abstain', model: null, notice: null })
    for (const chunk of chunksOf(markdown)) send({ type: 'delta', text: chunk })
    return finish('abstain', markdown, sentences, [], { progress, ...extra })
  }

  if (input.ethicalMode) {
    const verdict = screenQuestion(question)
    if (!verdict.allowed) {
      const sentence: AnswerSentence = {
        text: verdict.message,
        citations: [],
        support: null,
        score: null,
        flagged: false,
      }
      return abstain(verdict.message, [sentence], [])
    }
  }

  const sequence = input.sources.includes('blast') ? sequenceOf(question) : null
  const query = sequence ? sourceQueryOf(withoutSequence(question) || question) : sourceQueryOf(question)
  const wantsCompounds = input.sources.includes('pubchem')
  const trendPromise = mode === 'trends' ? yearlyCounts(ctx, query, notices, signal) : Promise.resolve(null)
  const deep =
    mode === 'deep'
      ? deepResearchPlan(input.scanDepth, sourcesPerQuery(ctx, input), ctx.env.DEEP_RESEARCH_SECONDS)
      : null
  const startedAt = performance.now()
  if (deep) send(roundEvent(deep, 1, [query], 0, 0))
  const retrieval = await untilAborted(
    retrieve(
      ctx.sources,
      {
        query,
        sources: input.sources,
        scanDepth: input.scanDepth,
        webScanning: input.webScanning,
        compoundNames: wantsCompounds ? compoundNamesOf(question) : undefined,
        sequence,
        // Deep Research's time budget bounds the wait for BLAST too.
        blastWaitMs: deep ? Math.min(ctx.env.BLAST_WAIT_MS, deep.seconds * 1000) : ctx.env.BLAST_WAIT_MS,
      },
      {
        log: ctx.log,
        onProgress: (progress) =>
          send(deep ? { type: 'progress', progress, round: 1 } : { type: 'progress', progress }),
        signal,
      },
    ),
    signal,
  )
  const trend = retrieval && (await untilAborted(trendPromise, signal))
  if (!retrieval || signal.aborted) return null
  if (trend) send({ type: 'trend', ...trend })
  const compounds: CompoundRecord[] = retrieval.compounds
  if (compounds.length) send({ type: 'compounds', compounds })
  const blast = retrieval.blast
  if (blast) send({ type: 'blast', blast })

  let found = retrieval.works
  if (deep) {
    const deeper = await researchDeeper(ctx, input, { query, retrieval }, deep, startedAt, send, signal)
    if (!deeper) return null
    found = deeper.works
    rounds = deeper.rounds
  }
  const works = options.earlierWorks?.length ? mergeWorks([found, [...options.earlierWorks]]) : found
  await tagInSlices(works, (work) => [work.title, workText(work)], signal)
  if (isStopped(signal)) return null
  const relevant = rankRelevantWorks(question, works, { now: ctx.now() })
  const progress = retrieval.progress
  const common = { progress, trend, compounds, blast }
  if (!relevant.length) {
    const abstention = buildAbstention(question, progress, works.length)
    return abstain(abstention.markdown, abstention.sentences, progress, { trend, compounds, blast })
  }
  const relevantWorks = relevant.map((entry) => entry.work)

  const charge = async (): Promise<boolean> => {
    try {
      return (await chargeOnce(ctx, 'aiQuery', questionId)).charged
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        send({ type: 'error', code: error.code, message: error.message })
        return false
      }
      throw error
    }
  }

  const answerAsEvidence = async (): Promise<Exchange | null> => {
    await tagInSlices(
      relevant.slice(0, BRIEF_WORKS).map((entry) => entry.work),
      (work) => sentenceCandidates(work).map((candidate) => candidate.text),
      signal,
    )
    if (isStopped(signal)) return null
    const brief = buildEvidenceBrief(question, relevant)
    if (!(await charge())) return null
    send({ type: 'answer-start', kind: 'evidence', model: null, notice: notices.join(' ') || null })
    for (const chunk of chunksOf(brief.markdown)) send({ type: 'delta', text: chunk })
    return finish('evidence', brief.markdown, brief.sentences.map(plainSentence), brief.references, {
      ...common,
      charged: true,
      works: relevantWorks,
    })
  }

  if (!ctx.llm) return answerAsEvidence()

  const outcome = await streamModelAnswer(ctx.llm, {
    question,
    mode,
    ethicalMode: input.ethicalMode,
    relevant,
    history: options.history ?? [],
    signal,
    onStart: async () => {
      if (!(await charge())) return false
      send({ type: 'answer-start', kind: 'model', model: ctx.llm?.model ?? null, notice: notices.join(' ') || null })
      return true
    },
    onDelta: (text) => send({ type: 'delta', text }),
  })
  if (outcome.kind === 'refused' || outcome.kind === 'stopped-before-answer') return null
  if (outcome.kind === 'failed-before-answer') {
    ctx.log.warn('the language model failed before answering; answering in evidence mode', {
      kind: outcome.error.kind,
      status: outcome.error.status,
      err: outcome.error.message,
    })
    notices.unshift(
      `The language model could not be reached (${modelFailure(outcome.error)}); this is an evidence brief.`,
    )
    return answerAsEvidence()
  }
  const { prompt, raw, incomplete } = outcome
  const cited = resolveCitations(raw, prompt.passages.length)
  const sentences = assessSupport(cited.sentences, prompt.passageTexts)
  const references = prompt.passages.filter((passage) => cited.cited.includes(passage.n))
  if (cited.unresolved.length)
    ctx.log.info('the model cited passages that were not sent; markers removed', { unresolved: cited.unresolved })
  return finish('model', cited.text, sentences, references, {
    ...common,
    incomplete,
    charged: true,
    works: relevantWorks,
  })
}

type ModelOutcome =
  | { kind: 'answered'; prompt: ReturnType<typeof buildAnswerPrompt>; raw: string; incomplete: boolean }
  | { kind: 'failed-before-answer'; error: LlmError }
  | { kind: 'stopped-before-answer' }
  | { kind: 'refused' }

/**
 * Streams the model's answer from the relevant works' passages. Deltas go out through a marker gate, so
 * a citation of a passage that was not sent never reaches the reader. `onStart` runs before the first
 * delta and may refuse the answer (the quota), which stops the model.
 */
async function streamModelAnswer(
  llm: Llm,
  input: {
    question: string
    mode: ResearchModeId
    ethicalMode: boolean
    relevant: readonly RankedWork[]
    history: readonly { question: string; answer: string }[]
    signal: AbortSignal
    onStart: () => Promise<boolean>
    onDelta: (text: string) => void
  },
): Promise<ModelOutcome> {
  const voice = MODE_NOTICES[input.mode] ? 'comprehensive' : input.mode
  const prompt = buildAnswerPrompt({
    question: input.question,
    mode: voice,
    ethicalMode: input.ethicalMode,
    works: input.relevant.map((entry) => entry.work),
  })
  const [system, ...question] = prompt.messages
  const earlier: LlmMessage[] = input.history.slice(-MAX_HISTORY_TURNS).flatMap((turn): LlmMessage[] => [
    { role: 'user', content: turn.question },
    { role: 'assistant', content: turn.answer.slice(0, MAX_HISTORY_ANSWER_CHARS) },
  ])
  const messages: LlmMessage[] = [...(system ? [system] : []), ...earlier, ...question]
  const gate = createMarkerGate(prompt.passages.length)
  let raw = ''
  let started = false
  try {
    for await (const delta of llm.stream({ messages, signal: input.signal })) {
      if (!started) {
        started = true
        // Leaving the loop ends the model's request too.
        if (!(await input.onStart())) return { kind: 'refused' }
      }
      raw += delta
      const shown = gate.push(delta)
      if (shown) input.onDelta(shown)
    }
  } catch (error) {
    if (input.signal.aborted) {
      if (!started) return { kind: 'stopped-before-answer' }
      return { kind: 'answered', prompt, raw, incomplete: true }
    }
    if (!(error instanceof LlmError)) throw error
    if (!started) return { kind: 'failed-before-answer', error }
    const rest = gate.flush()
    if (rest) input.onDelta(rest)
    return { kind: 'answered', prompt, raw, incomplete: true }
  }
  const rest = gate.flush()
  if (rest) input.onDelta(rest)
  return { kind: 'answered', prompt, raw, incomplete: false }
}

// A function, so a check after an await is not narrowed away by one before it.
const isStopped = (signal: AbortSignal): boolean => signal.aborted

/**
 * Tags the works' texts a few works at a time, yielding between slices: ranking and the brief then read the
 * tags from tokenize's memory, and the other answers streaming meanwhile are not held up behind this one.
 */
async function tagInSlices(
  works: readonly Work[],
  textsOf: (work: Work) => readonly string[],
  signal: AbortSignal,
): Promise<void> {
  for (let start = 0; start < works.length && !signal.aborted; start += WORKS_PER_SLICE) {
    for (const work of works.slice(start, start + WORKS_PER_SLICE)) for (const text of textsOf(work)) tokenize(text)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** The research sources one query goes to (PubChem answers names, not queries): a round's calls per query. */
function sourcesPerQuery(ctx: AnswerContext, input: AskRequest): number {
  return plannedSources(input).filter((id) => id !== 'pubchem' && id !== 'blast' && !unavailableReason(ctx.sources, id))
    .length
}

const callsIn = (progress: readonly SourceProgress[]) =>
  progress.filter(
    (entry) =>
      entry.source !== 'pubchem' && entry.source !== 'blast' && (entry.status === 'done' || entry.status === 'failed'),
  ).length

function roundEvent(
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
async function researchDeeper(
  ctx: AnswerContext,
  input: AskRequest,
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

/** The promise's value, or null as soon as `signal` aborts (the work behind it is left to settle on its own). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null)
  return new Promise<T | null>((resolve, reject) => {
    const onAbort = () => resolve(null)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

/** Trends: works per year from OpenAlex with the fitted line; null (and a notice) when it cannot be asked. */
async function yearlyCounts(
  ctx: AnswerContext,
  query: string,
  notices: string[],
  signal: AbortSignal,
): Promise<{ years: YearCount[]; slope: number; intercept: number } | null> {
  const reason = unavailableReason(ctx.sources, 'openalex')
  if (reason) {
    notices.push(`The yearly publication counts come from OpenAlex, which cannot be asked here: ${reason}`)
    return null
  }
  try {
    const years = await ctx.sources.openalex.countWorksByYear({ search: query })
    if (signal.aborted || !years.length) return null
    return { years, ...fitTrend(years) }
  } catch (error) {
    ctx.log.warn('yearly publication counts failed', { err: error })
    notices.push('The yearly publication counts could not be fetched from OpenAlex this time.')
    return null
  }
}

export const modeName = (mode: ResearchModeId): string =>
  RESEARCH_MODES.find((entry) => entry.id === mode)?.name ?? mode
