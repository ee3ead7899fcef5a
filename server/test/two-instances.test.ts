import { expect, onTestFinished, test } from 'vitest'
import { MeResponseSchema, MeSchema } from '#shared/contract/account'
import { consume } from '../features/quota/quota.service'
import { appSetting } from '../lib/platform.tables'
import { createFreshPostgresDatabase, createTestApp, type TestApp } from './create-test-app'
import { signUpFounder } from './factories'
import { readJson } from './read-json'

const baseUrl = process.env.DATABASE_URL
// Without PostgreSQL the tests are skipped, and their names say why.
const pgOnly = test.skipIf(!baseUrl)
const named = (name: string) =>
  baseUrl ? name : `${name} [skipped: two instances need a shared PostgreSQL database; run npm run test:pg]`

/** Two independent platforms (separate pools, separate auth instances) on one new database, started in parallel. */
async function twoInstances(envOverrides: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
  const fresh = await createFreshPostgresDatabase(baseUrl ?? '')
  const started = await Promise.allSettled([
    createTestApp(envOverrides, { databaseUrl: fresh.url }),
    createTestApp(envOverrides, { databaseUrl: fresh.url }),
  ])
  onTestFinished(async () => {
    for (const result of started) if (result.status === 'fulfilled') await result.value.close()
    await fresh.drop()
  })
  const [a, b] = started
  if (a.status === 'rejected') throw a.reason
  if (b.status === 'rejected') throw b.reason
  return [a.value, b.value]
}

pgOnly(named('both instances migrate at start in parallel and share sessions'), async () => {
  const [a, b] = await twoInstances()

  const { cookie, email } = await a.signUp('Roaming User')
  const onB = await b.request('/api/me', { cookie })

  expect(onB.status).toBe(200)
  expect((await readJson(onB, MeSchema)).user.email).toBe(email)
})

pgOnly(named('a grant made on one instance is seen by the other at once'), async () => {
  const [a, b] = await twoInstances()
  const member = await a.signUp()
  const admin = await signUpFounder(b)

  const granted = await b.request(`/api/admin/users/${member.userId}/lifetime-access`, {
    method: 'PUT',
    cookie: admin.cookie,
  })

  expect(granted.status).toBe(200)
  expect((await readJson(await a.request('/api/me', { cookie: member.cookie }), MeSchema)).role).toBe('premium')
})

pgOnly(named('a revocation made on one instance applies on the other at the very next request'), async () => {
  const [a, b] = await twoInstances()
  const member = await a.signUp()
  const admin = await signUpFounder(b)
  await b.request(`/api/admin/users/${member.userId}/lifetime-access`, { method: 'PUT', cookie: admin.cookie })
  expect((await readJson(await a.request('/api/me', { cookie: member.cookie }), MeSchema)).role).toBe('premium')

  const revoked = await b.request(`/api/admin/users/${member.userId}/lifetime-access`, {
    method: 'DELETE',
    cookie: admin.cookie,
  })

  expect(revoked.status).toBe(200)
  expect((await readJson(await a.request('/api/me', { cookie: member.cookie }), MeSchema)).role).toBe('free')
})

pgOnly(named('signing out on one instance ends the session on the other at the very next request'), async () => {
  const [a, b] = await twoInstances()
  const { cookie } = await a.signUp()
  expect((await b.request('/api/subscription', { cookie })).status).toBe(200)

  expect((await a.request('/api/account/sign-out', { method: 'POST', cookie })).status).toBe(200)

  // /api/me answers a visitor 200 with no user; a route that needs a session says 401.
  expect((await b.request('/api/subscription', { cookie })).status).toBe(401)
})

pgOnly(named('50 parallel searches split across two instances: exactly 5 succeed'), async () => {
  const [a, b] = await twoInstances()
  const { userId } = await a.signUp()
  const subject = { userId, access: { isPremium: false } }

  const results = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) => consume((i % 2 === 0 ? a : b).db, subject, 'researcherSearch')),
  )

  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5)
  expect(results.filter((result) => result.status === 'rejected')).toHaveLength(45)
})

pgOnly(named('the sign-in limit holds across instances'), async () => {
  const [a, b] = await twoInstances({ SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: '3', TRUST_PROXY: 'true' })
  const { email } = await a.signUp()

  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      (i % 2 === 0 ? a : b).request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: 'wrong-password' },
        ip: `192.0.2.${i + 1}`,
      }),
    ),
  )

  expect(responses.filter((response) => response.status === 401)).toHaveLength(3)
})

pgOnly(named('without BETTER_AUTH_SECRET both instances use one generated secret from the database'), async () => {
  const [a, b] = await twoInstances({ BETTER_AUTH_SECRET: '' })
  expect(a.env.BETTER_AUTH_SECRET).toBeUndefined()

  expect(await b.db.select().from(appSetting)).toEqual([
    { key: 'auth_secret', value: expect.stringMatching(/^.{32,}$/) },
  ])

  const { cookie } = await a.signUp()

  const onB = await readJson(await b.request('/api/me', { cookie }), MeResponseSchema)
  if (onB.user === null) throw new Error('the session made on one instance is unknown to the other')
  const secondSession = await b.signIn(onB.user.email)
  expect((await readJson(await a.request('/api/me', { cookie: secondSession }), MeResponseSchema)).user).not.toBeNull()
})
