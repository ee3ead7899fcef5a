import { expect, test } from 'vitest'
import { default_w } from 'ts-fsrs'
import { ReviewParametersSchema, ReviewQueueSchema } from '#shared/contract/learning'
import type { TestApp } from '../../test/create-test-app'
import { signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { FLASHCARDS } from './content/flashcards'
import { learningCard, learningReviewLog } from './learning.tables'
import { syntheticReviewHistory } from './synthetic-review-history'

const DAY = 86_400_000

const parametersOf = async (app: TestApp, cookie: string) =>
  readJson(await app.request('/api/learning/review-parameters', { cookie }), ReviewParametersSchema)

async function logHistory(app: TestApp, userId: string) {
  const history = syntheticReviewHistory({
    cards: 60,
    reviewsPerCard: 8,
    start: new Date(Date.now() - 400 * DAY),
    forgetsFaster: 3,
  })
  await app.db
    .insert(learningReviewLog)
    .values(history.map((review) => ({ ...review, userId, cardId: FLASHCARDS[Number(review.cardId.slice(5))]!.id })))
}

/** The same card memory for a learner: a review card last seen 20 days ago with 10 days' stability. */
const sameMemory = (userId: string) => ({
  userId,
  cardId: 'effect-size',
  state: 'review' as const,
  due: new Date(Date.now() - 10 * DAY),
  stability: 10,
  difficulty: 5,
  scheduledDays: 10,
  learningSteps: 0,
  reps: 4,
  lapses: 0,
  lastReview: new Date(Date.now() - 20 * DAY),
})

test('without enough reviews the defaults are in use and optimising is refused with the threshold', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  expect(await parametersOf(app, cookie)).toEqual({
    trainingReviews: 0,
    minimumReviews: 64,
    personalised: false,
    parameters: [...default_w],
    lastFit: null,
  })
  const refused = await readError(
    await app.request('/api/learning/review-parameters/optimise', { method: 'POST', cookie }),
    400,
  )
  expect(refused.message).toContain('64 reviews')
  expect(refused.message).toContain('you have 0')
})

test('optimising fits parameters to the learner’s own reviews, keeps them, and future scheduling uses them', async () => {
  const app = await testApp()
  const learner = await signUpPremium(app, 'Learner')
  const other = await signUpPremium(app, 'Other')
  await logHistory(app, learner.userId)
  await app.db.insert(learningCard).values([sameMemory(learner.userId), sameMemory(other.userId)])

  const before = await parametersOf(app, learner.cookie)
  expect(before.trainingReviews).toBeGreaterThanOrEqual(64)

  const optimised = await readJson(
    await app.request('/api/learning/review-parameters/optimise', { method: 'POST', cookie: learner.cookie }),
    ReviewParametersSchema,
  )
  expect(optimised.lastFit).toMatchObject({ adopted: true, reviews: before.trainingReviews })
  expect(optimised.lastFit!.after.logLoss).toBeLessThan(optimised.lastFit!.before.logLoss)
  expect(optimised.personalised).toBe(true)
  expect(optimised.parameters).toHaveLength(default_w.length)
  expect(optimised.parameters).not.toEqual([...default_w])
  expect(await parametersOf(app, learner.cookie)).toEqual(optimised)
  expect((await parametersOf(app, other.cookie)).personalised).toBe(false)

  const goodInterval = async (cookie: string) => {
    const queue = await readJson(await app.request('/api/learning/review/queue', { cookie }), ReviewQueueSchema)
    const item = queue.items.find((entry) => entry.cardId === 'effect-size')!
    return { good: item.previews.find((preview) => preview.grade === 'good')!.due, r: item.retrievability }
  }
  const mine = await goodInterval(learner.cookie)
  const theirs = await goodInterval(other.cookie)
  expect(mine.r).not.toBeCloseTo(theirs.r!, 3)
  expect(mine.good).not.toBe(theirs.good)
})
