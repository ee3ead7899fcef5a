import { computeParameters, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding'
import { default_w } from 'ts-fsrs'
import { scoreParameters, type FitEvaluation, type LoggedReview } from './parameter-score'
import { daysBetween } from './study-days'

export type Fit = { parameters: number[]; reviews: number; before: FitEvaluation; after: FitEvaluation }
export type { FitEvaluation, LoggedReview }

/**
 * Each card's reviews in order, as (rating, whole local days since the card's previous review). A change of time
 * zone can make a local day go backwards: that gap counts as 0, never negative.
 */
function historiesOf(logs: readonly LoggedReview[]): [number, number][][] {
  const byCard = new Map<string, LoggedReview[]>()
  for (const log of logs) {
    if (Number.isInteger(log.rating) && log.rating >= 1 && log.rating <= 4)
      byCard.set(log.cardId, [...(byCard.get(log.cardId) ?? []), log])
  }
  return [...byCard.values()].map((reviews) =>
    reviews
      .sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime())
      .map((review, i, sorted) => {
        const previous = sorted[i - 1]
        return [review.rating, previous ? Math.max(0, daysBetween(previous.localDay, review.localDay)) : 0]
      }),
  )
}

/**
 * The reviews the optimiser learns from: those made on a later day than the card's previous review (fsrs-rs drops
 * same-day ones from training). Below 8 it returns the defaults and below 64 it fits only the four initial
 * stabilities, so the hub offers optimisation from 64.
 */
export function countTrainingReviews(logs: readonly LoggedReview[]): number {
  return historiesOf(logs).reduce((sum, history) => sum + history.filter(([, days], i) => i > 0 && days > 0).length, 0)
}

/**
 * fsrs-rs's training items: for every review after a card's first, the card's history up to and including it.
 * A history with no gap of a day or more is left out: the binding aborts the whole process (a Rust panic across
 * the native boundary) on such an item rather than returning an error.
 */
export function trainingItems(logs: readonly LoggedReview[]): FSRSBindingItem[] {
  return historiesOf(logs).flatMap((history) =>
    history.slice(1).flatMap((_, i) => {
      const upTo = history.slice(0, i + 2)
      if (!upTo.some(([, days]) => days > 0)) return []
      return [new FSRSBindingItem(upTo.map(([rating, days]) => new FSRSBindingReview(rating, days)))]
    }),
  )
}

function checkedParameters(parameters: number[]): number[] {
  if (parameters.length !== default_w.length || !parameters.every(Number.isFinite))
    throw new Error(`the optimiser returned ${parameters.length} parameters, expected ${default_w.length}`)
  return parameters
}

/**
 * Fits FSRS parameters to a learner's logs with fsrs-rs (learning steps 1m 10m and one relearning step, as the
 * scheduler uses), and scores the parameters in use and the fitted ones on the same reviews.
 */
export async function fitParameters(logs: readonly LoggedReview[], current: readonly number[] | null): Promise<Fit> {
  const items = trainingItems(logs)
  if (!items.some((item) => (item.current?.deltaT ?? 0) > 0))
    throw new Error('No review made a day or more after its card’s previous one to learn from')
  const parameters = checkedParameters(await computeParameters(items, { enableShortTerm: true, numRelearningSteps: 1 }))
  // Scored by replaying the reviews through ts-fsrs, the scheduler the hub runs: the binding's own evaluate refuses
  // histories of fewer than some 30 cards (NotEnoughData) even with hundreds of reviews.
  const before = scoreParameters(logs, current)
  const after = scoreParameters(logs, parameters)
  return { parameters, reviews: after.reviews, before, after }
}
