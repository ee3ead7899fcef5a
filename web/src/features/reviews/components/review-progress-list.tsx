import type { ReactNode } from 'react'
import { StageProgressList } from '../../../components/stage-progress-list'
import { STAGE_LABELS, type GenerationProgress } from '../review-progress'

type ReviewProgressListProps = {
  progress: GenerationProgress
  isRunning: boolean
  onCancel: () => void
  footer?: ReactNode
}

/** The stages of a review as they stream in, each source's answer, a live summary for screen readers, and Cancel. */
export function ReviewProgressList(props: ReviewProgressListProps) {
  return <StageProgressList {...props} labels={STAGE_LABELS} runningTitle="Generating the review…" name="review" />
}
