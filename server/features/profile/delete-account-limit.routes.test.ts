import { expect, test } from 'vitest'
import { DeleteAccountResponseSchema } from '#shared/contract/profile'
import { testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'

const deleteAccount = (app: Awaited<ReturnType<typeof testApp>>, cookie: string, password: string, ip: string) =>
  app.request('/api/profile/delete-account', { method: 'POST', cookie, json: { password }, ip })

test('a stolen session cannot guess the password through account deletion: 429 with Retry-After per account, even with the right password, until the window ends', async () => {
  const app = await testApp({
    TRUST_PROXY: 'true',
    SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: '3',
    SIGN_IN_MAX_ATTEMPTS_PER_IP: '100',
    SIGN_IN_WINDOW_SECONDS: '600',
  })
  const member = await app.signUp('Guessed Member')

  for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
    expect((await deleteAccount(app, member.cookie, 'not-it', ip)).status).toBe(400)
  const limited = await deleteAccount(app, member.cookie, 'still-not-it', '198.51.100.4')
  expect(limited.status).toBe(429)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600)
  expect((await readError(limited)).message).toBe(
    'Too many password attempts. Please wait a few minutes and try again.',
  )

  // The owner's right password waits too (a guesser must not learn it is right), and the account is kept.
  expect((await deleteAccount(app, member.cookie, member.password, '198.51.100.5')).status).toBe(429)
  expect((await app.request('/api/profile', { cookie: member.cookie })).status).toBe(200)
})

test('guesses from one address are limited across accounts, and parallel guesses cannot slip past the count', async () => {
  const app = await testApp({
    TRUST_PROXY: 'true',
    SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: '100',
    SIGN_IN_MAX_ATTEMPTS_PER_IP: '5',
  })
  const first = await app.signUp('First Member')
  const second = await app.signUp('Second Member')
  const ip = '203.0.113.7'

  const statuses = await Promise.all(
    Array.from({ length: 8 }, (_, i) => deleteAccount(app, i % 2 ? first.cookie : second.cookie, 'wrong', ip)),
  ).then((responses) => responses.map((response) => response.status).sort())
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429])

  // Another address is not affected, and a right password there deletes the account.
  const deleted = await deleteAccount(app, first.cookie, first.password, '203.0.113.8')
  expect(deleted.status).toBe(200)
  expect(await readJson(deleted, DeleteAccountResponseSchema)).toEqual({ deleted: true })
})
