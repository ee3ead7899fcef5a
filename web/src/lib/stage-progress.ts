import type { SourceProgress } from '#shared/contract/research'

/** The streamed run of a long tool (a literature review, a hypothesis run): its stages and each source's answer. */
export type StageStatus = 'waiting' | 'started' | 'done' | 'skipped'
export type StageState<S extends string> = { stage: S; status: StageStatus; detail: string }
export type StageProgress<S extends string> = {
  stages: StageState<S>[]
  sources: SourceProgress[]
  /** the latest change in words, for the live region */
  announcement: string
}
export type StageEvent<S extends string> =
  | { type: 'stage'; stage: S; status: Exclude<StageStatus, 'waiting'>; detail: string }
  | { type: 'progress'; progress: SourceProgress }
  | { type: 'done' | 'error' }

export function initialStageProgress<S extends string>(stages: readonly S[], announcement: string): StageProgress<S> {
  return { stages: stages.map((stage) => ({ stage, status: 'waiting', detail: '' })), sources: [], announcement }
}

/**
 * The progress after one event of the stream; `done` and `error` end the stream and change nothing here. Stages are
 * listed as they run (a review enriches before it follows references), the waiting ones after; a source asked again
 * keeps its one line, with its latest answer.
 */
export function applyStageEvent<S extends string>(
  progress: StageProgress<S>,
  event: StageEvent<S>,
  labels: Record<S, string>,
): StageProgress<S> {
  if (event.type === 'stage') {
    const updated = progress.stages.map((state) =>
      state.stage === event.stage ? { ...state, status: event.status, detail: event.detail } : state,
    )
    const seen = progress.stages.filter((state) => state.status !== 'waiting').map((state) => state.stage)
    const order = [...seen, ...(seen.includes(event.stage) ? [] : [event.stage])]
    const stages = [
      ...order.flatMap((stage) => updated.filter((state) => state.stage === stage)),
      ...updated.filter((state) => !order.includes(state.stage)),
    ]
    const words = `${labels[event.stage]}: ${event.status}`
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
