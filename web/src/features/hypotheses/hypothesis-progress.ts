import { HypothesisStages, type HypothesisEvent, type HypothesisStage } from '#shared/contract/hypotheses'
import { applyStageEvent, initialStageProgress, type StageProgress } from '../../lib/stage-progress'

export { describeSourceProgress, type StageStatus } from '../../lib/stage-progress'

export const STAGE_LABELS: Record<HypothesisStage, string> = {
  retrieve: 'Search the sources',
  concepts: 'Find the concepts',
  expand: 'Search the linking concepts',
  discover: 'Find the hypotheses',
  write: 'Write the hypotheses',
}

/** What the progress list shows while a run goes: every stage, and each source's answer. */
export type GenerationProgress = StageProgress<HypothesisStage>

export function initialProgress(): GenerationProgress {
  return initialStageProgress(HypothesisStages, 'Generating hypotheses.')
}

export function applyHypothesisEvent(progress: GenerationProgress, event: HypothesisEvent): GenerationProgress {
  return applyStageEvent(progress, event, STAGE_LABELS)
}
