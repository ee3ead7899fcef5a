import { ReviewStages, type ReviewEvent, type ReviewStage } from '#shared/contract/reviews'
import { applyStageEvent, initialStageProgress, type StageProgress } from '../../lib/stage-progress'

export { describeSourceProgress, type StageStatus } from '../../lib/stage-progress'

export const STAGE_LABELS: Record<ReviewStage, string> = {
  retrieve: 'Search the sources',
  follow: 'Follow references',
  enrich: 'Enrich the records',
  screen: 'Screen the records',
  themes: 'Find the themes',
  gaps: 'Search for what is missing',
  write: 'Write the review',
}

/** What the progress list shows while a review is made: every stage, and each source's answer. */
export type GenerationProgress = StageProgress<ReviewStage>

export function initialProgress(): GenerationProgress {
  return initialStageProgress(ReviewStages, 'Generating the literature review.')
}

export function applyReviewEvent(progress: GenerationProgress, event: ReviewEvent): GenerationProgress {
  return applyStageEvent(progress, event, STAGE_LABELS)
}
