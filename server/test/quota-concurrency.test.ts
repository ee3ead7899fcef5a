import { expect, test } from 'vitest'
import { MeSchema } from '#shared/contract/account'
import { AppError } from '../lib/app-error'
import { consume } from '../features/quota/quota.service'
import { testApp } from './factories'
import { readJson } from './read-json'

const SEARCH_LIMIT_MESSAGE = 'Free users are limited to 5 searches per day. Upgrade to Premium for unlimited access.'

test('50 parallel searches by a free user: exactly 5 succeed, 45 are refused with the limit message', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()

  const results = await Promise.allSettled(
    Array.from({ length: 50 }, () => consume(app.db, { userId, access: { isPremium: false } }, 'researcherSearch')),
  )

  const succeeded = results.filter((result) => result.status === 'fulfilled')
  const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
  expect(succeeded).toHaveLength(5)
  expect(succeeded.map((result) => result.value.used).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5])
  expect(refused).toHaveLength(45)
  for (const error of refused) {
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ code: 'RATE_LIMITED', message: SEARCH_LIMIT_MESSAGE })
    expect(Number((error as AppError).options.headers?.['Retry-After'])).toBeGreaterThan(0)
  }
})

test('the Retry-After of a refused search is the time left until midnight UTC', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const now = new Date('2030-03-01T23:59:00Z')
  const subject = { userId, access: { isPremium: false } }
  for (let i = 0; i < 5; i++) await consume(app.db, subject, 'researcherSearch', now)

  const refused = await consume(app.db, subject, 'researcherSearch', now).catch((error: unknown) => error)

  expect((refused as AppError).options.headers).toEqual({ 'Retry-After': '60' })
})

test('a premium user is unlimited: 50 of 50 parallel searches succeed', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()

  const results = await Promise.allSettled(
    Array.from({ length: 50 }, () => consume(app.db, { userId, access: { isPremium: true } }, 'researcherSearch')),
  )

  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(50)
  expect(results.map((result) => (result.status === 'fulfilled' ? result.value.limit : 'refused'))).toEqual(
    Array(50).fill(null),
  )
})

test('the daily count restarts on the next UTC day', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const subject = { userId, access: { isPremium: false } }
  const lateEvening = new Date('2030-03-01T23:30:00Z')
  const nextMorning = new Date('2030-03-02T00:05:00Z')
  for (let i = 0; i < 5; i++) await consume(app.db, subject, 'researcherSearch', lateEvening)
  await expect(consume(app.db, subject, 'researcherSearch', lateEvening)).rejects.toMatchObject({
    code: 'RATE_LIMITED',
  })

  const nextDay = await consume(app.db, subject, 'researcherSearch', nextMorning)

  expect(nextDay).toEqual({ kind: 'researcherSearch', used: 1, limit: 5 })
})

test('searches and AI queries are counted separately', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const subject = { userId, access: { isPremium: false } }
  for (let i = 0; i < 5; i++) await consume(app.db, subject, 'researcherSearch')

  await expect(consume(app.db, subject, 'aiQuery')).resolves.toEqual({ kind: 'aiQuery', used: 1, limit: 5 })
  await expect(consume(app.db, subject, 'aiQuery', undefined)).resolves.toMatchObject({ used: 2 })
})

test('/api/me reports the searches used today', async () => {
  const app = await testApp()
  const { userId, cookie } = await app.signUp()
  await Promise.allSettled(
    Array.from({ length: 8 }, () => consume(app.db, { userId, access: { isPremium: false } }, 'researcherSearch')),
  )
  await consume(app.db, { userId, access: { isPremium: false } }, 'aiQuery')

  const me = await readJson(await app.request('/api/me', { cookie }), MeSchema)

  expect(me.quota.usage).toEqual([
    { kind: 'researcherSearch', used: 5, limit: 5 },
    { kind: 'aiQuery', used: 1, limit: 5 },
  ])
  expect(me.quota.day).toBe(new Date().toISOString().slice(0, 10))
})
