import { createEmptyCard, Rating, State, type Grade } from 'ts-fsrs'
import { schedulerFor, type FsrsParameters } from './review-schedule'
import { daysBetween } from './study-days'

/** One logged review, as much of it as the optimiser reads. */
export type LoggedReview = { cardId: string; rating: number; localDay: string; reviewedAt: Date }

export type FitEvaluation = { logLoss: number; rmse: number; reviews: number }

const GRADE_OF_RATING: Partial<Record<number, Grade>> = {
  1: Rating.Again,
  2: Rating.Hard,
  3: Rating.Good,
  4: Rating.Easy,
}
const BINS = 10
const EPSILON = 1e-6

/** Calibration error: predictions grouped in tenths of predicted recall, each group's gap weighted by its size. */
function binnedRmse(predictions: { p: number; recalled: number }[]): number {
  const bins = Array.from({ length: BINS }, () => ({ n: 0, p: 0, y: 0 }))
  for (const { p, recalled } of predictions) {
    const bin = bins[Math.min(BINS - 1, Math.floor(p * BINS))]
    if (!bin) continue
    bin.n++
    bin.p += p
    bin.y += recalled
  }
  const squared = bins.reduce((sum, bin) => (bin.n ? sum + bin.n * (bin.y / bin.n - bin.p / bin.n) ** 2 : sum), 0)
  return Math.sqrt(squared / predictions.length)
}

/**
 * How well a parameter set predicts a learner's reviews: each card's history is replayed through the scheduler the
 * hub uses, and at every review made a day or more after the previous one FSRS's probability of recall is compared
 * with what happened (recalled unless graded Again). Log loss and binned calibration error, lower is better.
 */
export function scoreParameters(logs: readonly LoggedReview[], parameters: FsrsParameters): FitEvaluation {
  const scheduler = schedulerFor(0.9, parameters)
  const byCard = new Map<string, LoggedReview[]>()
  for (const log of logs) byCard.set(log.cardId, [...(byCard.get(log.cardId) ?? []), log])
  const predictions: { p: number; recalled: number }[] = []
  for (const reviews of byCard.values()) {
    const sorted = [...reviews].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime())
    const first = sorted[0]
    if (!first) continue
    let card = createEmptyCard(first.reviewedAt)
    let previous: LoggedReview | undefined
    for (const review of sorted) {
      const grade = GRADE_OF_RATING[review.rating]
      if (!grade) continue
      if (previous && card.state !== State.New && daysBetween(previous.localDay, review.localDay) > 0) {
        const p = Math.min(1 - EPSILON, Math.max(EPSILON, scheduler.get_retrievability(card, review.reviewedAt, false)))
        predictions.push({ p, recalled: grade === Rating.Again ? 0 : 1 })
      }
      card = scheduler.next(card, review.reviewedAt, grade).card
      previous = review
    }
  }
  if (!predictions.length) return { logLoss: Number.NaN, rmse: Number.NaN, reviews: 0 }
  const logLoss =
    -predictions.reduce((sum, { p, recalled }) => sum + (recalled ? Math.log(p) : Math.log(1 - p)), 0) /
    predictions.length
  return { logLoss, rmse: binnedRmse(predictions), reviews: predictions.length }
}
