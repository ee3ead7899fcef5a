/**
 * npm run bench:fsrs-fit — FSRS parameter optimisation on synthetic learners (server/features/learning): for each
 * history size and forgetting speed, the scored reviews, the fit time, and the log loss and calibration error of
 * the default and the fitted parameters on those reviews.
 */
import { countTrainingReviews, fitParameters } from '../server/features/learning/parameter-fit'
import { syntheticReviewHistory } from '../server/features/learning/synthetic-review-history'

const start = new Date('2026-01-05T08:00:00Z')
const cases = [
  { cards: 20, reviewsPerCard: 6, forgetsFaster: 1 },
  { cards: 60, reviewsPerCard: 8, forgetsFaster: 1 },
  { cards: 60, reviewsPerCard: 8, forgetsFaster: 3 },
  { cards: 105, reviewsPerCard: 12, forgetsFaster: 0.5 },
  { cards: 105, reviewsPerCard: 12, forgetsFaster: 3 },
]

console.log('cards reviews/card forgets-faster scored fit-ms logloss-default logloss-fitted rmse-default rmse-fitted')
for (const entry of cases) {
  const logs = syntheticReviewHistory({ ...entry, start })
  const started = performance.now()
  const fit = await fitParameters(logs, null)
  const elapsed = performance.now() - started
  console.log(
    [
      entry.cards,
      entry.reviewsPerCard,
      entry.forgetsFaster,
      countTrainingReviews(logs),
      elapsed.toFixed(0),
      fit.before.logLoss.toFixed(4),
      fit.after.logLoss.toFixed(4),
      fit.before.rmse.toFixed(4),
      fit.after.rmse.toFixed(4),
    ].join(' '),
  )
}
