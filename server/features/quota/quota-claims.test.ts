import { expect, test } from 'vitest'
import { MeSchema } from '#shared/contract/account'
import { FREE_DAILY_LIMITS } from '#shared/plans'
import type { TestApp } from '../../test/create-test-app'
import { testApp } from '../../test/factories'
import { readJson } from '../../test/read-json'
import { AppError } from '../../lib/app-error'
import { chargeOnce, purgeOldQuotaClaims, refundCharge, usageToday, wasCharged, type ChargingContext } from '.'

function callerOf(app: TestApp, userId: string, options: { isPremium?: boolean; now?: Date } = {}): ChargingContext {
  const now = options.now
  return {
    db: app.db,
    now: () => now ?? new Date(),
    user: { id: userId },
    access: { isPremium: options.isPremium ?? false },
  }
}

test('50 parallel charges with distinct keys by a free user charge exactly the free limit; the rest are refused', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const caller = callerOf(app, userId)

  const results = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) => chargeOnce(caller, 'aiQuery', `question-${i}`)),
  )

  const charged = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
  expect(FREE_DAILY_LIMITS.aiQuery).toBe(5)
  expect(charged.filter((result) => result.charged)).toHaveLength(5)
  expect(charged.map((result) => result.usage.used).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5])
  expect(refused).toHaveLength(45)
  for (const error of refused) expect(error).toMatchObject({ code: 'RATE_LIMITED' })
  // 50 transactions in a row on one shared, busy machine
}, 60_000)

test('a refused charge leaves no claim behind: the key is not counted as paid', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const caller = callerOf(app, userId)
  for (let i = 0; i < 5; i++) await chargeOnce(caller, 'aiQuery', `question-${i}`)

  const refused = await chargeOnce(caller, 'aiQuery', 'one too many').catch((error: unknown) => error)

  expect(refused).toBeInstanceOf(AppError)
  expect(await wasCharged(caller, 'aiQuery', 'one too many', [new Date().toISOString().slice(0, 10)])).toBe(false)
})

test('repeats with the same key the same day charge once, in sequence and in parallel', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const caller = callerOf(app, userId)

  const first = await chargeOnce(caller, 'researcherSearch', 'coral reefs')
  const again = await chargeOnce(caller, 'researcherSearch', 'coral reefs')
  const parallel = await Promise.all(Array.from({ length: 20 }, () => chargeOnce(caller, 'aiQuery', 'question-1')))

  expect(first).toEqual({ charged: true, usage: { kind: 'researcherSearch', used: 1, limit: 5 } })
  expect(again).toEqual({ charged: false, usage: { kind: 'researcherSearch', used: 1, limit: 5 } })
  expect(parallel.filter((result) => result.charged)).toHaveLength(1)
  expect(parallel.map((result) => result.usage.used)).toEqual(Array(20).fill(1))
})

test('a key is charged per kind and per UTC day', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const yesterday = callerOf(app, userId, { now: new Date(Date.now() - 24 * 60 * 60 * 1000) })
  const today = callerOf(app, userId)

  expect((await chargeOnce(yesterday, 'aiQuery', 'same key')).charged).toBe(true)
  expect((await chargeOnce(today, 'aiQuery', 'same key')).charged).toBe(true)
  expect((await chargeOnce(today, 'researcherSearch', 'same key')).charged).toBe(true)
  expect((await chargeOnce(today, 'researcherSearch', 'same key')).charged).toBe(false)
})

test('a premium user is charged without limit, and the usage says so', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const caller = callerOf(app, userId, { isPremium: true })

  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => chargeOnce(caller, 'aiQuery', `q-${i}`)))

  expect(results.every((result) => result.charged && result.usage.limit === null)).toBe(true)
  expect(Math.max(...results.map((result) => result.usage.used))).toBe(20)
})

test('charges show in the caller’s usage on /api/me', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  const caller = callerOf(app, userId)
  await chargeOnce(caller, 'aiQuery', 'question-1')
  await chargeOnce(caller, 'aiQuery', 'question-1')
  await chargeOnce(caller, 'aiQuery', 'question-2')

  const me = await readJson(await app.request('/api/me', { cookie }), MeSchema)

  expect(me.quota.usage).toContainEqual({ kind: 'aiQuery', used: 2, limit: 5 })
})

test('housekeeping drops claims older than yesterday and keeps yesterday’s and today’s', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const now = new Date()
  await chargeOnce(callerOf(app, userId, { now: new Date('2000-01-01T12:00:00Z') }), 'aiQuery', 'old')
  await chargeOnce(callerOf(app, userId, { now: new Date(now.getTime() - 24 * 60 * 60 * 1000) }), 'aiQuery', 'recent')
  await chargeOnce(callerOf(app, userId), 'researcherSearch', 'today')

  expect(await purgeOldQuotaClaims(app.db, now)).toBe(1)
  expect(await purgeOldQuotaClaims(app.db, now)).toBe(0)
})

test('a refund gives the unit back once, even raced, and the key can be charged again', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const caller = callerOf(app, userId)
  const used = async () =>
    (await usageToday(app.db, { userId, access: caller.access })).find((entry) => entry.kind === 'aiQuery')?.used
  await chargeOnce(caller, 'aiQuery', 'kept')
  await chargeOnce(caller, 'aiQuery', 'given-back')
  expect(await used()).toBe(2)

  const refunds = await Promise.all(Array.from({ length: 5 }, () => refundCharge(caller, 'aiQuery', 'given-back')))

  expect(refunds.filter(Boolean)).toHaveLength(1)
  expect(await used()).toBe(1)
  expect(await refundCharge(caller, 'aiQuery', 'never-charged')).toBe(false)
  expect(await used()).toBe(1)
  expect((await chargeOnce(caller, 'aiQuery', 'given-back')).charged).toBe(true)
  expect(await used()).toBe(2)
})
