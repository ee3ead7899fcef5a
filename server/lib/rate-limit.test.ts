import { expect, onTestFinished, test } from 'vitest'
import { openTestDatabase } from '../test/create-test-app'
import { consumeRateLimit, purgeStaleRateLimits, resetRateLimit } from './rate-limit'

async function testDb() {
  const { database, drop } = await openTestDatabase()
  onTestFinished(async () => {
    await database.close()
    await drop()
  })
  return database.db
}

const rule = { windowSeconds: 60, max: 3 }
const t0 = Date.UTC(2030, 0, 1, 12, 0, 0)

test('a fixed window allows max attempts, then refuses with the seconds left in the window', async () => {
  const db = await testDb()

  const decisions = []
  for (const offsetMs of [0, 1_000, 2_000, 15_000]) decisions.push(await consumeRateLimit(db, 'k', rule, t0 + offsetMs))

  expect(decisions.map((d) => [d.allowed, d.count])).toEqual([
    [true, 1],
    [true, 2],
    [true, 3],
    [false, 4],
  ])
  expect(decisions[3]?.retryAfterSeconds).toBe(45)
})

test('the window starts at the first attempt and a new one starts once it has passed', async () => {
  const db = await testDb()
  for (let i = 0; i < 4; i++) await consumeRateLimit(db, 'k', rule, t0)

  const stillInWindow = await consumeRateLimit(db, 'k', rule, t0 + 59_999)
  const nextWindow = await consumeRateLimit(db, 'k', rule, t0 + 60_000)
  const afterThat = await consumeRateLimit(db, 'k', rule, t0 + 61_000)

  expect(stillInWindow).toMatchObject({ allowed: false, retryAfterSeconds: 1 })
  expect(nextWindow).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 })
  expect(afterThat).toEqual({ allowed: true, count: 2, retryAfterSeconds: 59 })
})

test('keys are counted independently', async () => {
  const db = await testDb()
  for (let i = 0; i < 3; i++) await consumeRateLimit(db, 'a', rule, t0)

  expect((await consumeRateLimit(db, 'a', rule, t0)).allowed).toBe(false)
  expect((await consumeRateLimit(db, 'b', rule, t0)).allowed).toBe(true)
})

test('reset clears a key’s counter', async () => {
  const db = await testDb()
  for (let i = 0; i < 4; i++) await consumeRateLimit(db, 'k', rule, t0)

  await resetRateLimit(db, 'k')

  expect(await consumeRateLimit(db, 'k', rule, t0 + 1_000)).toMatchObject({ allowed: true, count: 1 })
})

test('30 parallel attempts with max 10: exactly 10 are allowed', async () => {
  const db = await testDb()

  const decisions = await Promise.all(
    Array.from({ length: 30 }, () => consumeRateLimit(db, 'burst', { windowSeconds: 60, max: 10 })),
  )

  expect(decisions.filter((d) => d.allowed)).toHaveLength(10)
  expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
})

test('stale counters are purged; counters still inside a window are kept and keep counting', async () => {
  const db = await testDb()
  const day = 24 * 60 * 60
  for (let i = 0; i < 1_200; i++) await consumeRateLimit(db, `old-${i}`, rule, t0 - (day + 60) * 1000)
  await consumeRateLimit(db, 'recent', rule, t0 - 30_000)
  await consumeRateLimit(db, 'recent', rule, t0 - 20_000)

  expect(await purgeStaleRateLimits(db, new Date(t0), day)).toBe(1_200)

  expect(await consumeRateLimit(db, 'recent', rule, t0)).toMatchObject({ count: 3 })
  expect(await purgeStaleRateLimits(db, new Date(t0), day)).toBe(0)
})
