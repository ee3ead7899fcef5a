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
} from '#shared/contract/research'
import type { Work } from '#shared/contract/sources'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { chargeOnce } from '../quota'
import { mergeWorks } from '../sources'
import { buildAbstention } from './abstain'
import { resolveCitations } from './citations'
import { deepResearchPlan, researchDeeper, roundEvent, sourcesPerQuery } from './deep-research'
import { screenQuestion } from './ethics-screen'
import { buildEvidenceBrief, sentenceCandidates } from './evidence-brief'
import type { Exchange } from './exchange'
import { MODE_NOTICES, modelFailure, streamModelAnswer } from './model-answer'
import { compoundNamesOf, sourceQueryOf } from './question-terms'
import { rankRelevantWorks, workText } from './rank-works'
import { retrieve } from './retrieve'
import { sequenceOf, withoutSequence } from './sequence'
import { assessSupport } from './support'
import { tagInSlices } from './tag-in-slices'
import { yearlyCounts } from './trend'
import { isStopped, untilAborted } from './until-aborted'

export type AskRequest = z.output<typeof AskInputSchema>

export type AnswerOptions = {
  /** the earlier turns of this conversation, oldest first, sent to the model before the question */
  history?: readonly { question: string; answer: string }[]
  /** works retrieved for earlier turns, ranked again beside this question's */
  earlierWorks?: readonly Work[]
  /**
   * The id of a question whose AI query the caller has already claimed (the route claims it before retrieval, so
   * parallel or abandoned asks cost nothing upstream): no charge is made here, and the caller gives the claim back
   * when no answer started (the exchange is null or not `charged`).
   */
  prepaidQuestionId?: string
}

/** The context an answer needs: the signed-in caller (for the quota) and the platform's services. */
export type AnswerContext = Pick<AuthedContext, 'db' | 'env' | 'now' | 'user' | 'access' | 'log' | 'sources' | 'llm'>

const EVIDENCE_CHUNKS = 4
/** the brief quotes from this many works at most (buildEvidenceBrief's default) */
const BRIEF_WORKS = 8

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
 * evidence brief; abstains when nothing relevant came back. One AI query is charged when an answer starts
 * (unless the caller claimed it beforehand: `prepaidQuestionId`).
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
  const questionId = options.prepaidQuestionId ?? randomUUID()
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

  // 1. Ethical mode screens the question; a declined one ends at once as an abstention naming the rule.
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

  // 2. The question's content words go to the chosen sources in parallel, with the trend (Trends), the
  //    compounds (PubChem) and the BLAST hits (a sequence in the question) beside them.
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

  // Deep Research: follow-up rounds of sub-queries drawn from the best works so far.
  let found = retrieval.works
  if (deep) {
    const deeper = await researchDeeper(ctx, input, { query, retrieval }, deep, startedAt, send, signal)
    if (!deeper) return null
    found = deeper.works
    rounds = deeper.rounds
  }
  // 3. The works (with a follow-up's earlier ones) are ranked; nothing relevant is an abstention.
  const works = options.earlierWorks?.length ? mergeWorks([found, [...options.earlierWorks]]) : found
  await tagInSlices(works, (work) => [work.title, workText(work)], signal)
  if (isStopped(signal)) return null
  const relevant = rankRelevantWorks(question, works, { now: ctx.now() })
  const progress = retrieval.progress
  const common = { progress, trend, compounds, blast }
  if (!relevant.length) {
    const abstention = buildAbstention(
      question,
      progress,
      works.length,
      works.map((work) => `${work.title} ${workText(work)}`),
    )
    return abstain(abstention.markdown, abstention.sentences, progress, { trend, compounds, blast })
  }
  const relevantWorks = relevant.map((entry) => entry.work)

  // 4. The answer: the model's when there is one and it answers, else the evidence brief. One AI query is
  //    charged when it starts; losing the race for the last one ends the stream with an error event.
  const charge = async (): Promise<boolean> => {
    if (options.prepaidQuestionId !== undefined) return true
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
  // 5. The model's text: its markers checked against the passages sent, each sentence's support scored.
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

export const modeName = (mode: ResearchModeId): string =>
  RESEARCH_MODES.find((entry) => entry.id === mode)?.name ?? mode
