import type { SourceProgress } from '#shared/contract/research'
import { ReviewStages, type ReviewEvent, type ReviewStage } from '#shared/contract/reviews'

export const STAGE_LABELS: Record<ReviewStage, string> = {
  retrieve: 'Search the sources',
  follow: 'Follow references',
  enrich: 'Enrich the records',
  screen: 'Screen the records',
  themes: 'Find the themes',
  write: 'Write the review',
}

export type StageStatus = 'waiting' | 'started' | 'done' | 'skipped'
export type StageState = { stage: ReviewStage; status: StageStatus; detail: string }

/** What the progress list shows while a review is made: every stage, and each source's answer. */
export type GenerationProgress = {
  stages: StageState[]
  sources: SourceProgress[]
  /** the latest change in words, for the live region */
  announcement: string
}

export function initialProgress(): GenerationProgress {
  return {
    stages: ReviewStages.map((stage) => ({ stage, status: 'waiting', detail: '' })),
    sources: [],
    announcement: 'Generating the literature review.',
  }
}

const STATUS_WORDS: Record<Exclude<StageStatus, 'waiting'>, string> = {
  started: 'started',
  done: 'done',
  skipped: 'skipped',
}

/** The progress after one event of the stream; `done` and `error` end the stream and change nothing here. */
export function applyReviewEvent(progress: GenerationProgress, event: ReviewEvent): GenerationProgress {
  if (event.type === 'stage') {
    const updated = progress.stages.map((state) =>
      state.stage === event.stage ? { ...state, status: event.status, detail: event.detail } : state,
    )
    // Stages are listed as they run (the server enriches before it follows references), the waiting ones after.
    const seen = progress.stages.filter((state) => state.status !== 'waiting').map((state) => state.stage)
    const order = [...seen, ...(seen.includes(event.stage) ? [] : [event.stage])]
    const stages = [
      ...order.map((stage) => updated.find((state) => state.stage === stage) as StageState),
      ...updated.filter((state) => !order.includes(state.stage)),
    ]
    const words = `${STAGE_LABELS[event.stage]}: ${STATUS_WORDS[event.status]}`
    return { ...progress, stages, announcement: event.detail ? `${words}. ${event.detail}` : `${words}.` }
  }
  if (event.type === 'progress') {
    const known = progress.sources.some((source) => source.source === event.progress.source)
    const sources = known
      ? progress.sources.map((source) => (source.source === event.progress.source ? event.progress : source))
      : [...progress.sources, event.progress]
    return { ...progress, sources }
  }
  return progress
}

/** One source's answer in words: "asked", "12 hits", "failed: the reason". */
export function describeSourceProgress(progress: SourceProgress): string {
  switch (progress.status) {
    case 'asked':
      return 'asked…'
    case 'done':
      return progress.hits === 1 ? '1 hit' : `${progress.hits ?? 0} hits`
    case 'failed':
      return `failed${progress.reason ? `: ${progress.reason}` : ''}`
    case 'unavailable':
      return `unavailable${progress.reason ? `: ${progress.reason}` : ''}`
  }
}
