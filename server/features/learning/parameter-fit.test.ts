import { expect, test } from 'vitest'
import { default_w } from 'ts-fsrs'
import { countTrainingReviews, fitParameters, trainingItems, type LoggedReview } from './parameter-fit'
import { scoreParameters } from './parameter-score'
import { syntheticReviewHistory } from './synthetic-review-history'

const start = new Date('2026-01-05T08:00:00Z')

test('training items are each card’s history up to every review after its first; only later-day ones count', () => {
  const logs: LoggedReview[] = [
    { cardId: 'a', rating: 3, localDay: '2026-01-05', reviewedAt: new Date('2026-01-05T08:00:00Z') },
    { cardId: 'a', rating: 3, localDay: '2026-01-05', reviewedAt: new Date('2026-01-05T08:10:00Z') },
    { cardId: 'a', rating: 1, localDay: '2026-01-09', reviewedAt: new Date('2026-01-09T08:00:00Z') },
    { cardId: 'b', rating: 4, localDay: '2026-01-06', reviewedAt: new Date('2026-01-06T08:00:00Z') },
  ]
  const items = trainingItems([...logs].reverse())
  expect(items.map((item) => item.reviews.map((review) => [review.rating, review.deltaT]))).toEqual([
    [
      [3, 0],
      [3, 0],
      [1, 4],
    ],
  ])
  expect(countTrainingReviews(logs)).toBe(1)
})

test('same-day-only histories never reach the optimiser (the binding would abort the process) and it keeps the defaults', async () => {
  const sameDay: LoggedReview[] = [1, 2, 3].map((minute) => ({
    cardId: 'a',
    rating: 3,
    localDay: '2026-01-05',
    reviewedAt: new Date(`2026-01-05T08:0${minute}:00Z`),
  }))
  expect(trainingItems(sameDay)).toEqual([])
  await expect(fitParameters(sameDay, null)).rejects.toThrow('No review')
})

test('fitted to a learner who forgets faster than the defaults assume, the parameters predict their reviews better', async () => {
  const logs = syntheticReviewHistory({ cards: 60, reviewsPerCard: 8, start, forgetsFaster: 3 })
  expect(countTrainingReviews(logs)).toBeGreaterThanOrEqual(64)

  const fit = await fitParameters(logs, null)

  expect(fit.parameters).toHaveLength(default_w.length)
  expect(fit.parameters).not.toEqual([...default_w])
  expect(fit.after.logLoss).toBeLessThan(fit.before.logLoss)
  expect(fit.reviews).toBe(countTrainingReviews(logs))
})

test('scoring replays the reviews: a learner who recalls everything is predicted better by higher recall', () => {
  const logs = syntheticReviewHistory({ cards: 30, reviewsPerCard: 6, start, forgetsFaster: 0.01 })
  const score = scoreParameters(logs, null)
  expect(score.reviews).toBe(countTrainingReviews(logs))
  expect(score.logLoss).toBeGreaterThan(0)
  expect(score.logLoss).toBeLessThan(0.2)
  const forgetful = scoreParameters(
    syntheticReviewHistory({ cards: 30, reviewsPerCard: 6, start, forgetsFaster: 5 }),
    null,
  )
  expect(forgetful.logLoss).toBeGreaterThan(score.logLoss)
  expect(forgetful.rmse).toBeGreaterThan(score.rmse)
})
