import type { HypothesisEvent, HypothesisInput, SavedHypothesisRun } from '#shared/contract/hypotheses'
import { useStreamedRun, type RunFailure } from '../../../lib/use-streamed-run'
import { generateHypotheses } from '../api/hypotheses-api'
import { applyHypothesisEvent, initialProgress, type GenerationProgress } from '../hypothesis-progress'

export type GenerationFailure = RunFailure

/** One hypothesis run's event stream: its stages and sources as they arrive, then the saved run (useStreamedRun). */
export function useHypothesisGeneration(callbacks: {
  onDone: (run: SavedHypothesisRun) => void
  onFailed: (failure: GenerationFailure) => void
}) {
  return useStreamedRun<HypothesisInput, HypothesisEvent, SavedHypothesisRun, GenerationProgress>({
    open: generateHypotheses,
    savedOf: (event) => (event.type === 'done' ? event.run : null),
    initialProgress,
    applyEvent: applyHypothesisEvent,
    ...callbacks,
  })
}
