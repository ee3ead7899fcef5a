// Status checks use /api/subscription: /api/me answers a visitor 200 with no user.
import { webcrypto } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { MeSchema } from '#shared/contract/account'
import { session, user } from '../../auth/auth.tables'
import { handOverToMailboxOwner } from '../../auth/mailbox-proof'
import { cookieValue } from '../../auth/session-cookie'
import { cookieFrom, TEST_PASSWORD, type TestApp } from '../../test/create-test-app'
import { insertSubscriber, testApp } from '../../test/factories'
import { consume } from '../quota'
import { readJson } from '../../test/read-json'
import { z } from 'zod'

const DAY_MS = 24 * 60 * 60 * 1000
const SESSION_COOKIE = 'better-auth.session_token'

const tokenOf = (cookie: string, name = SESSION_COOKIE) => (cookieValue(cookie, name) ?? '').split('.')[0] ?? ''
const sessionRow = async (app: TestApp, token: string) =>
  (await app.db.select().from(session).where(eq(session.token, token)))[0]
const setExpiry = (app: TestApp, token: string, expiresAt: Date) =>
  app.db.update(session).set({ expiresAt }).where(eq(session.token, token))
/** better-auth's own answer for the same Cookie header: its session, or null. */
const betterAuthSession = async (app: TestApp, cookie: string) =>
  readJson(
    await app.request('/api/auth/get-session', { cookie }),
    z.object({ user: z.object({ id: z.string() }) }).nullable(),
  )

/**
 * Counts every query the app's database clients receive while `run` runs: the one PGlite connection, or on
 * PostgreSQL the main pool and the session lookups' own pool (decision 047). PGlite and pg.Pool both answer `query`.
 */
async function countQueries(app: TestApp, run: () => Promise<unknown>): Promise<number> {
  const clientOf = (db: unknown) => (db as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const clients = new Set([clientOf(app.db), ...(app.database.sessionDb ? [clientOf(app.database.sessionDb)] : [])])
  const spies = [...clients].map((client) => vi.spyOn(client, 'query'))
  try {
    await run()
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0)
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

/** Signed in with "remember me" unticked: a one-day session better-auth never extends. */
async function signInForgetful(app: TestApp): Promise<string> {
  const { email } = await app.signUp()
  const response = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: TEST_PASSWORD, rememberMe: false },
  })
  const cookie = cookieFrom(response)
  expect(cookie).toContain('better-auth.dont_remember=')
  return cookie
}

async function signedWith(secret: string, value: string): Promise<string> {
  const key = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = new Uint8Array(await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(value)))
  return encodeURIComponent(`${value}.${btoa(String.fromCharCode(...signature))}`)
}

test('a signed-in request reads session, user, grant and today’s usage in one database round trip', async () => {
  const app = await testApp()
  const member = await app.signUp()
  await insertSubscriber(app.db, member.email)
  await consume(app.db, { userId: member.userId, access: { isPremium: true } }, 'aiQuery')

  let me: Response | undefined
  const queries = await countQueries(app, async () => {
    me = await app.request('/api/me', { cookie: member.cookie })
  })

  expect(queries).toBe(1)
  expect(me?.status).toBe(200)
  const body = await readJson(me as Response, MeSchema)
  expect(body).toMatchObject({ role: 'premium', user: { id: member.userId, email: member.email } })
  expect(body.quota.usage).toEqual([
    { kind: 'researcherSearch', used: 0, limit: null },
    { kind: 'aiQuery', used: 1, limit: null },
  ])
})

test('requests that arrive together share one lookup query, and each is answered as its own user', async () => {
  const app = await testApp()
  const members = [await app.signUp(), await app.signUp(), await app.signUp()]
  await insertSubscriber(app.db, members[1]!.email)
  await consume(app.db, { userId: members[2]!.userId, access: { isPremium: false } }, 'aiQuery')

  let answers: Response[] = []
  const queries = await countQueries(app, async () => {
    answers = await Promise.all(
      [...members, ...members].map((member) => app.request('/api/me', { cookie: member.cookie })),
    )
  })

  // On PGlite the cache starts empty here: the subscribers row and the usage each sent a notice.
  expect(queries).toBe(1)
  const bodies = await Promise.all(answers.map((answer) => readJson(answer, MeSchema)))
  expect(bodies.map((body) => body.user.email)).toEqual([...members, ...members].map((member) => member.email))
  expect(bodies.map((body) => body.role)).toEqual(['free', 'premium', 'free', 'free', 'premium', 'free'])
  const aiUsed = (index: number) => bodies[index]!.quota.usage.find((row) => row.kind === 'aiQuery')?.used
  expect([aiUsed(0), aiUsed(1), aiUsed(2)]).toEqual([0, 0, 1])
})

test('malformed, unsigned and foreign-signed cookies are refused exactly where better-auth refuses them', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const signed = cookieValue(cookie, SESSION_COOKIE) ?? ''
  const token = tokenOf(cookie)
  const [, signature = ''] = decodeURIComponent(signed).split('.')
  const cases: [string, string, boolean][] = [
    ['as issued', `${SESSION_COOKIE}=${signed}`, true],
    ['quoted, among other cookies', `theme=dark; ${SESSION_COOKIE}="${signed}"`, true],
    ['not percent-encoded', `${SESSION_COOKIE}=${decodeURIComponent(signed)}`, true],
    ['unsigned', `${SESSION_COOKIE}=${token}`, false],
    ['empty', `${SESSION_COOKIE}=`, false],
    ['signature only', `${SESSION_COOKIE}=.${signature}`, false],
    [
      'signed with another secret',
      `${SESSION_COOKIE}=${await signedWith('another-secret-that-is-long-enough-for-it', token)}`,
      false,
    ],
    [
      'another token under our signature',
      `${SESSION_COOKIE}=${encodeURIComponent(`x${token.slice(1)}.${signature}`)}`,
      false,
    ],
    ['signature without padding', `${SESSION_COOKIE}=${token}.${signature.slice(0, -1)}`, false],
    [
      'signature in URL-safe base64',
      `${SESSION_COOKIE}=${token}.${signature.replace(/\+/g, '-').replace(/\//g, '_')}`,
      !/[+/]/.test(signature),
    ],
    ['a forged cookie of the same name first', `${SESSION_COOKIE}=forged.value; ${SESSION_COOKIE}=${signed}`, false],
    ['the real one first', `${SESSION_COOKIE}=${signed}; ${SESSION_COOKIE}=forged.value`, true],
    ['malformed percent-encoding', `${SESSION_COOKIE}=%E0%A4%A${signed}`, false],
    ['under the https name', `__Secure-${SESSION_COOKIE}=${signed}`, false],
  ]

  const outcomes: Record<string, { expected: boolean; betterAuth: boolean; ours: boolean }> = {}
  for (const [name, header, expected] of cases) {
    const ours = (await app.request('/api/subscription', { cookie: header })).status === 200
    outcomes[name] = { expected, betterAuth: (await betterAuthSession(app, header)) !== null, ours }
  }

  for (const [name, outcome] of Object.entries(outcomes)) {
    expect({ name, ...outcome }).toEqual({
      name,
      expected: outcome.expected,
      betterAuth: outcome.expected,
      ours: outcome.expected,
    })
  }
})

test('an expired session is refused as better-auth refuses it, and better-auth deletes its row', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const token = tokenOf(cookie)
  await setExpiry(app, token, new Date(Date.now() - 1000))

  const response = await app.request('/api/subscription', { cookie })

  expect(response.status).toBe(401)
  expect(await sessionRow(app, token)).toBeUndefined()
  expect(response.headers.getSetCookie()).toEqual([])
})

test('a “don’t remember me” session (never extended) counts until it expires, then is refused and deleted', async () => {
  const app = await testApp()
  const cookie = await signInForgetful(app)
  const token = tokenOf(cookie)

  await setExpiry(app, token, new Date(Date.now() + 60_000))
  expect((await app.request('/api/subscription', { cookie })).status).toBe(200)

  await setExpiry(app, token, new Date(Date.now() - 1000))
  expect((await app.request('/api/subscription', { cookie })).status).toBe(401)
  expect(await sessionRow(app, token)).toBeUndefined()
})

test('a user deleted while signed in is signed out on the very next request', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  expect((await app.request('/api/subscription', { cookie })).status).toBe(200)

  await app.db.delete(user).where(eq(user.id, userId))

  expect((await app.request('/api/subscription', { cookie })).status).toBe(401)
  expect(await betterAuthSession(app, cookie)).toBeNull()
})

test('sessions ended by a mailbox proof fail on the very next request', async () => {
  const app = await testApp()
  const { cookie, email, userId } = await app.signUp()
  const laptop = await app.signIn(email)

  await handOverToMailboxOwner(app.db, userId)

  expect((await app.request('/api/subscription', { cookie })).status).toBe(401)
  expect((await app.request('/api/subscription', { cookie: laptop })).status).toBe(401)
})

test('a session due for refresh is extended by better-auth, and its cookie reaches the browser', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const token = tokenOf(cookie)
  // Last extended a day and a minute ago (expiresIn 30 days, updateAge 1 day).
  await setExpiry(app, token, new Date(Date.now() + 29 * DAY_MS - 60_000))

  const response = await app.request('/api/subscription', { cookie })

  expect(response.status).toBe(200)
  const refreshed = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? ''
  expect(refreshed).toMatch(/Max-Age=2592000/)
  expect(refreshed).toMatch(/HttpOnly/)
  expect(refreshed).toMatch(/SameSite=Lax/)
  expect(refreshed).toMatch(/Path=\//)
  expect(tokenOf(refreshed.split(';')[0] ?? '')).toBe(token)
  const expiresAt = (await sessionRow(app, token))?.expiresAt.getTime() ?? 0
  expect(expiresAt).toBeGreaterThan(Date.now() + 30 * DAY_MS - 60_000)

  const next = await app.request('/api/subscription', { cookie: cookieFrom(response) })
  expect(next.status).toBe(200)
  expect(next.headers.getSetCookie()).toEqual([])
})

test('a session not due for refresh is answered without Set-Cookie', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const response = await app.request('/api/subscription', { cookie })

  expect(response.status).toBe(200)
  expect(response.headers.getSetCookie()).toEqual([])
})

test('signing out with a session due for refresh: the cleared cookie is the last word', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  await setExpiry(app, tokenOf(cookie), new Date(Date.now() + 29 * DAY_MS - 60_000))

  const response = await app.request('/api/account/sign-out', { method: 'POST', cookie })

  expect(response.status).toBe(200)
  const sessionCookies = response.headers.getSetCookie().filter((line) => line.startsWith(`${SESSION_COOKIE}=`))
  expect(sessionCookies).toHaveLength(1)
  expect(sessionCookies[0]).toMatch(/^better-auth\.session_token=;.*Max-Age=0/)
})

test('a “don’t remember me” session is never extended, as better-auth decides, and stays on the one-query path', async () => {
  const app = await testApp()
  const cookie = await signInForgetful(app)
  const token = tokenOf(cookie)
  const expiresAt = (await sessionRow(app, token))?.expiresAt

  let response: Response | undefined
  const queries = await countQueries(app, async () => {
    response = await app.request('/api/subscription', { cookie })
  })

  expect(response?.status).toBe(200)
  expect(response?.headers.getSetCookie()).toEqual([])
  expect(queries).toBe(1)
  expect((await sessionRow(app, token))?.expiresAt).toEqual(expiresAt)
  expect(
    (await app.request('/api/auth/get-session', { cookie })).headers
      .getSetCookie()
      .some((line) => line.startsWith(`${SESSION_COOKIE}=`)),
  ).toBe(false)
})

test('with an https public URL the session cookie is __Secure- prefixed, and only that name signs in', async () => {
  const app = await testApp({ APP_URL: 'https://lodestar.example' })
  const { cookie } = await app.signUp()
  const signed = cookieValue(cookie, `__Secure-${SESSION_COOKIE}`)
  expect(signed).toBeTruthy()

  expect((await app.request('/api/subscription', { cookie })).status).toBe(200)
  expect((await app.request('/api/subscription', { cookie: `${SESSION_COOKIE}=${signed}` })).status).toBe(401)
  expect(await betterAuthSession(app, `${SESSION_COOKIE}=${signed}`)).toBeNull()
})
