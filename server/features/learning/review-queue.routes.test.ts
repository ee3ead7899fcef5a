import { expect, test } from 'vitest'
import { ReviewQueueSchema } from '#shared/contract/learning'
import type { Flashcard } from '#shared/contract/learning'
import type { TestApp } from '../../test/create-test-app'
import { signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { FLASHCARDS } from './content/flashcards'
import { learningCard } from './learning.tables'

const DAY = 86_400_000
const byCategory = (category: Flashcard['category']) => FLASHCARDS.filter((card) => card.category === category)

async function scheduled(app: TestApp, userId: string, cardId: string, dueInDays: number) {
  await app.db.insert(learningCard).values({
    userId,
    cardId,
    state: 'review',
    due: new Date(Date.now() + dueInDays * DAY),
    stability: 5,
    difficulty: 5,
    scheduledDays: 5,
    learningSteps: 0,
    reps: 2,
    lapses: 0,
    lastReview: new Date(Date.now() + (dueInDays - 5) * DAY),
  })
}

const queueOf = async (app: TestApp, cookie: string, query = '') =>
  readJson(await app.request(`/api/learning/review/queue${query}`, { cookie }), ReviewQueueSchema)

test('the queue narrowed to a category counts only its due cards, its unseen cards and its next due date', async () => {
  const app = await testApp()
  const { cookie, userId } = await signUpPremium(app)
  const statistics = byCategory('Statistics')
  const ethics = byCategory('Research Ethics')
  await scheduled(app, userId, statistics[0]!.id, -2)
  await scheduled(app, userId, statistics[1]!.id, 9)
  await scheduled(app, userId, ethics[0]!.id, -1)
  await scheduled(app, userId, ethics[1]!.id, -3)
  await scheduled(app, userId, ethics[2]!.id, 2)

  const all = await queueOf(app, cookie)
  expect(all).toMatchObject({ dueCount: 3, unseen: 100 })
  expect(all.nextDue).toBe((await queueOf(app, cookie, '?category=Research%20Ethics')).nextDue)

  const narrowed = await queueOf(app, cookie, '?category=Statistics')
  expect(narrowed).toMatchObject({ dueCount: 1, unseen: statistics.length - 2, newLeftToday: 20 })
  expect(narrowed.items[0]).toMatchObject({ cardId: statistics[0]!.id, state: 'review' })
  const categories = narrowed.items.map((item) => FLASHCARDS.find((card) => card.id === item.cardId)?.category)
  expect(new Set(categories)).toEqual(new Set(['Statistics']))
  expect(narrowed.items).toHaveLength(1 + Math.min(20, statistics.length - 2))
  expect(new Date(narrowed.nextDue!).getTime()).toBeGreaterThan(Date.now() + 8 * DAY)

  const ethicsQueue = await queueOf(app, cookie, '?category=Research%20Ethics')
  expect(ethicsQueue.dueCount).toBe(2)
  expect(ethicsQueue.items.slice(0, 2).map((item) => item.cardId)).toEqual([ethics[1]!.id, ethics[0]!.id])
})

test('category and level narrow together; new cards come from the narrowed deck', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const expected = FLASHCARDS.filter((card) => card.category === 'Research Design' && card.difficulty === 'advanced')

  const queue = await queueOf(app, cookie, '?category=Research%20Design&level=advanced')
  expect(queue).toMatchObject({ dueCount: 0, unseen: expected.length, nextDue: null })
  expect(queue.items.map((item) => item.cardId)).toEqual(expected.slice(0, 20).map((card) => card.id))

  const beginners = await queueOf(app, cookie, '?level=beginner')
  expect(beginners.unseen).toBe(FLASHCARDS.filter((card) => card.difficulty === 'beginner').length)
})

test('the queue refuses an unknown category or level', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  await readError(await app.request('/api/learning/review/queue?category=Astrology', { cookie }), 400)
  await readError(await app.request('/api/learning/review/queue?level=expert', { cookie }), 400)
})
