import type { ReviewEvent, ReviewInput, SavedReview } from '#shared/contract/reviews'
import { useStreamedRun, type RunFailure } from '../../../lib/use-streamed-run'
import { generateReview } from '../api/reviews-api'
import { applyReviewEvent, initialProgress, type GenerationProgress } from '../review-progress'

export type GenerationFailure = RunFailure

/** One review's event stream: its stages and sources as they arrive, then the saved review (useStreamedRun). */
export function useReviewGeneration(callbacks: {
  onDone: (review: SavedReview) => void
  onFailed: (failure: GenerationFailure) => void
}) {
  return useStreamedRun<ReviewInput, ReviewEvent, SavedReview, GenerationProgress>({
    open: generateReview,
    savedOf: (event) => (event.type === 'done' ? event.review : null),
    initialProgress,
    applyEvent: applyReviewEvent,
    ...callbacks,
  })
}
