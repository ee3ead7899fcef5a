import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import {
  AnswerResultSchema,
  FavoriteResponseSchema,
  LearningContentSchema,
  LearningProgressSchema,
  LearningSettingsSchema,
  ReviewQueueSchema,
  ReviewResultSchema,
  WorkloadForecastSchema,
} from '#shared/contract/learning'
import type { TestApp } from '../../test/create-test-app'
import { signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { FLASHCARDS } from './content/flashcards'
import { learningCard, learningProfile, learningReviewLog } from './learning.tables'
import { localDay, addDays } from './study-days'

const HUB_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/learning/content'],
  ['GET', '/api/learning/progress'],
  ['POST', '/api/learning/answers', { cardId: 'p-value', mode: 'quiz', outcome: 'correct' }],
  ['PUT', '/api/learning/favorites/p-value'],
  ['DELETE', '/api/learning/favorites/p-value'],
  ['GET', '/api/learning/review/queue'],
  ['GET', '/api/learning/review/forecast'],
  ['POST', '/api/learning/review/p-value', { grade: 'good' }],
  ['PATCH', '/api/learning/settings', { newCardsPerDay: 10 }],
  ['GET', '/api/learning/review-parameters'],
  ['POST', '/api/learning/review-parameters/optimise'],
]

const answer = (app: TestApp, cookie: string, body: Record<string, unknown>) =>
  app.request('/api/learning/answers', { method: 'POST', cookie, json: { timeZone: 'UTC', ...body } })

const progressOf = async (app: TestApp, cookie: string) =>
  readJson(await app.request('/api/learning/progress', { cookie }), LearningProgressSchema)

test('every hub endpoint answers a visitor 401 and a free member 403, with the premium message', async () => {
  const app = await testApp()
  const free = await app.signUp('Free Member')
  for (const [method, path, json] of HUB_ROUTES) {
    const visitor = await readError(await app.request(path, { method, json }), 401)
    expect(visitor.code).toBe('UNAUTHORIZED')
    const refused = await readError(await app.request(path, { method, json, cookie: free.cookie }), 403)
    expect(refused.message, `${method} ${path}`).toBe('This feature requires premium access.')
  }
}, 120_000)

test('a premium member gets the 105-card deck and an empty start', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  const content = await readJson(await app.request('/api/learning/content', { cookie }), LearningContentSchema)
  expect(content.cards).toHaveLength(105)
  expect(content.quotes).toHaveLength(10)

  const progress = await progressOf(app, cookie)
  expect(progress).toMatchObject({ totalStudied: 0, correctAnswers: 0, xp: 0, level: 1, streakDays: 0, accuracy: null })
  expect(progress.achievements).toHaveLength(12)
  expect(progress.achievements.every((achievement) => achievement.unlockedAt === null)).toBe(true)
  expect(progress.settings).toEqual({ desiredRetention: 0.9, newCardsPerDay: 20, timeZone: 'UTC' })
})

test('answers earn 15 XP when correct and 5 otherwise; the first unlocks First Steps once; quiz masters after 3 in the category', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const statistics = FLASHCARDS.filter((card) => card.category === 'Statistics').map((card) => card.id)

  const first = await readJson(
    await answer(app, cookie, { cardId: statistics[0], mode: 'study', outcome: 'studied' }),
    AnswerResultSchema,
  )
  expect(first.xp.total).toBe(5)
  expect(first.unlocked.map((achievement) => achievement.id)).toEqual(['first-steps'])
  expect(first.progress.streakDays).toBe(1)

  await answer(app, cookie, { cardId: statistics[1], mode: 'quiz', outcome: 'incorrect' })
  const early = await readJson(
    await answer(app, cookie, { cardId: statistics[2], mode: 'quiz', outcome: 'correct' }),
    AnswerResultSchema,
  )
  expect(early.newlyMastered).toBe(false)
  expect(early.unlocked).toEqual([])

  const mastered = await readJson(
    await answer(app, cookie, { cardId: statistics[3], mode: 'quiz', outcome: 'correct' }),
    AnswerResultSchema,
  )
  expect(mastered.newlyMastered).toBe(true)
  expect(mastered.progress).toMatchObject({ totalStudied: 4, correctAnswers: 2, xp: 40, accuracy: 0.5 })
  expect(mastered.progress.masteredCards).toEqual([statistics[3]])
  expect(mastered.progress.categories.find((entry) => entry.category === 'Statistics')).toMatchObject({
    studied: 4,
    mastered: 1,
    cards: 18,
  })
})

test('a mode cannot record another mode’s outcome, and unknown cards and zones are refused', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  await readError(await answer(app, cookie, { cardId: 'p-value', mode: 'study', outcome: 'correct' }), 400)
  await readError(await answer(app, cookie, { cardId: 'p-value', mode: 'quiz', outcome: 'studied' }), 400)
  await readError(await answer(app, cookie, { cardId: 'no-such-card', mode: 'quiz', outcome: 'correct' }), 404)
  await readError(
    await answer(app, cookie, { cardId: 'p-value', mode: 'quiz', outcome: 'correct', timeZone: 'Mars/Olympus' }),
    400,
  )
  await readError(await app.request('/api/learning/favorites/no-such-card', { method: 'PUT', cookie }), 404)
  expect((await progressOf(app, cookie)).totalStudied).toBe(0)
})

test('20 answers sent at once are all counted', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const cards = FLASHCARDS.slice(0, 20)

  const responses = await Promise.all(
    cards.map((card, i) =>
      i % 2
        ? answer(app, cookie, { cardId: card.id, mode: 'quiz', outcome: 'correct' })
        : app.request(`/api/learning/review/${card.id}`, { method: 'POST', cookie, json: { grade: 'good' } }),
    ),
  )
  expect(responses.map((response) => response.status)).toEqual(cards.map(() => 200))

  const progress = await progressOf(app, cookie)
  expect(progress).toMatchObject({ totalStudied: 20, correctAnswers: 20, xp: 300 })
  const logs = await app.db.select().from(learningReviewLog)
  expect(logs).toHaveLength(10)
})

test('progress, favorites and reviews belong to their owner alone', async () => {
  const app = await testApp()
  const owner = await signUpPremium(app, 'Owner')
  const other = await signUpPremium(app, 'Other')

  await answer(app, owner.cookie, { cardId: 'median', mode: 'quiz', outcome: 'correct' })
  await readJson(
    await app.request('/api/learning/favorites/median', { method: 'PUT', cookie: owner.cookie }),
    FavoriteResponseSchema,
  )
  await app.request('/api/learning/review/mean', { method: 'POST', cookie: owner.cookie, json: { grade: 'easy' } })

  const theirs = await progressOf(app, other.cookie)
  expect(theirs).toMatchObject({ totalStudied: 0, xp: 0, favoriteCards: [] })
  const queue = await readJson(
    await app.request('/api/learning/review/queue', { cookie: other.cookie }),
    ReviewQueueSchema,
  )
  expect(queue.newToday).toBe(0)

  const mine = await progressOf(app, owner.cookie)
  expect(mine).toMatchObject({ totalStudied: 2, favoriteCards: ['median'] })
  await app.request('/api/learning/favorites/median', { method: 'DELETE', cookie: owner.cookie })
  expect((await progressOf(app, owner.cookie)).favoriteCards).toEqual([])
})

test('spaced repetition: the queue offers new cards up to the daily limit, a review is scheduled by FSRS and logged', async () => {
  const app = await testApp()
  const { cookie, userId } = await signUpPremium(app)
  await readJson(
    await app.request('/api/learning/settings', {
      method: 'PATCH',
      cookie,
      json: { newCardsPerDay: 3, timeZone: 'Europe/Paris' },
    }),
    LearningSettingsSchema,
  )

  const queue = await readJson(await app.request('/api/learning/review/queue', { cookie }), ReviewQueueSchema)
  expect(queue).toMatchObject({ dueCount: 0, newToday: 0, newLeftToday: 3, unseen: 105, nextDue: null })
  expect(queue.items.map((item) => item.cardId)).toEqual(FLASHCARDS.slice(0, 3).map((card) => card.id))
  expect(queue.items[0]!.previews.map((preview) => preview.interval)).toEqual([
    '1m',
    '6m',
    '10m',
    expect.stringMatching(/d$/),
  ])

  const cardId = queue.items[0]!.cardId
  const reviewed = await readJson(
    await app.request(`/api/learning/review/${cardId}`, { method: 'POST', cookie, json: { grade: 'good' } }),
    ReviewResultSchema,
  )
  expect(reviewed.card).toMatchObject({ cardId, state: 'learning', interval: '10m' })
  expect(reviewed.xp).toMatchObject({ total: 15, retrievability: null })

  const [log] = await app.db.select().from(learningReviewLog).where(eq(learningReviewLog.userId, userId))
  expect(log).toMatchObject({
    cardId,
    rating: 3,
    state: 0,
    desiredRetention: 0.9,
    localDay: localDay(new Date(), 'Europe/Paris'),
  })

  const after = await readJson(await app.request('/api/learning/review/queue', { cookie }), ReviewQueueSchema)
  expect(after).toMatchObject({ newToday: 1, newLeftToday: 2, unseen: 104 })
  expect(after.items.map((item) => item.cardId)).not.toContain(cardId)
  expect(after.nextDue).toBe(reviewed.card.due)
})

test('a due review card pays a bonus for a faded memory, and the queue lists it first', async () => {
  const app = await testApp()
  const { cookie, userId } = await signUpPremium(app)
  const long = new Date(Date.now() - 40 * 86_400_000)
  await app.db.insert(learningCard).values({
    userId,
    cardId: 'effect-size',
    state: 'review',
    due: new Date(Date.now() - 30 * 86_400_000),
    stability: 10,
    difficulty: 5,
    scheduledDays: 10,
    learningSteps: 0,
    reps: 3,
    lapses: 0,
    lastReview: long,
  })
  const queue = await readJson(await app.request('/api/learning/review/queue', { cookie }), ReviewQueueSchema)
  expect(queue.dueCount).toBe(1)
  expect(queue.items[0]).toMatchObject({ cardId: 'effect-size', state: 'review' })
  expect(queue.items[0]!.retrievability).toBeLessThan(0.9)

  const reviewed = await readJson(
    await app.request('/api/learning/review/effect-size', { method: 'POST', cookie, json: { grade: 'good' } }),
    ReviewResultSchema,
  )
  expect(reviewed.xp.recallBonus).toBeGreaterThan(0)
  expect(reviewed.xp.total).toBe(15 + reviewed.xp.recallBonus)
  expect(reviewed.xp.reason).toContain('%')
})

test('a study day after yesterday’s extends the streak in the learner’s zone and unlocks Streak Champion at 7', async () => {
  const app = await testApp()
  const { cookie, userId } = await signUpPremium(app)
  const zone = 'Pacific/Auckland'
  const yesterday = addDays(localDay(new Date(), zone), -1)
  await app.db.insert(learningProfile).values({ userId, streakDays: 6, lastStudyDay: yesterday, timeZone: zone })

  const result = await readJson(
    await answer(app, cookie, { cardId: 'peer-review', mode: 'study', outcome: 'studied', timeZone: zone }),
    AnswerResultSchema,
  )
  expect(result.progress.streakDays).toBe(7)
  expect(result.unlocked.map((achievement) => achievement.id)).toEqual(['first-steps', 'streak-champion'])
})

test('settings keep retention between 0.70 and 0.97; the forecast covers 30 days for the retention asked', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  for (const desiredRetention of [0.69, 0.98]) {
    await readError(
      await app.request('/api/learning/settings', { method: 'PATCH', cookie, json: { desiredRetention } }),
      400,
    )
  }
  await readError(
    await app.request('/api/learning/settings', { method: 'PATCH', cookie, json: { timeZone: 'Nowhere/City' } }),
    400,
  )

  const low = await readJson(
    await app.request('/api/learning/review/forecast?retention=0.75', { cookie }),
    WorkloadForecastSchema,
  )
  const high = await readJson(
    await app.request('/api/learning/review/forecast?retention=0.95', { cookie }),
    WorkloadForecastSchema,
  )
  expect(low.days).toHaveLength(30)
  expect(low.days.reduce((sum, day) => sum + day.newCards, 0)).toBe(105)
  expect(low.totalReviews).toBeLessThan(high.totalReviews)
  await readError(await app.request('/api/learning/review/forecast?retention=0.5', { cookie }), 400)

  const saved = await readJson(
    await app.request('/api/learning/settings', { method: 'PATCH', cookie, json: { desiredRetention: 0.85 } }),
    LearningSettingsSchema,
  )
  expect(saved.desiredRetention).toBe(0.85)
  expect((await progressOf(app, cookie)).settings.desiredRetention).toBe(0.85)
})
