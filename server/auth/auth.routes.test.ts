import { expect, test } from 'vitest'
import { MeResponseSchema, MeSchema } from '#shared/contract/account'
import { cookieFrom, TEST_PASSWORD, uniqueEmail, type TestApp } from '../test/create-test-app'
import { testApp } from '../test/factories'
import { readError, readJson } from '../test/read-json'
import { z } from 'zod'

const signUpRequest = (app: TestApp, body: { name: string; email: string; password: string }) =>
  app.request('/api/auth/sign-up/email', { method: 'POST', json: body })

const signInRequest = (app: TestApp, email: string, password: string, ip?: string) =>
  app.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, ip })

// better-auth's own answers, checked for what they must not carry: every key is kept.
const AnyObject = z.record(z.string(), z.unknown())

const meOf = async (app: TestApp, cookie: string) => readJson(await app.request('/api/me', { cookie }), MeSchema)

test('signing up creates the account without a session; signing in with its password then works', async () => {
  const app = await testApp()
  const email = uniqueEmail()

  const response = await signUpRequest(app, { name: 'Ada Lovelace', email, password: TEST_PASSWORD })

  expect(response.status).toBe(200)
  expect(cookieFrom(response)).not.toContain('session_token')
  const me = await meOf(app, await app.signIn(email))
  expect(me.user).toMatchObject({ name: 'Ada Lovelace', email, emailVerified: false })
})

test('a password shorter than 8 characters is refused with 400 and better-auth’s message', async () => {
  const app = await testApp()

  const tooShort = await signUpRequest(app, { name: 'Short', email: uniqueEmail(), password: 'x7#Lq9!' })
  const justLongEnough = await signUpRequest(app, { name: 'Long', email: uniqueEmail(), password: 'x7#Lq9!v' })

  expect(tooShort.status).toBe(400)
  expect(await readError(tooShort)).toMatchObject({
    code: 'BAD_REQUEST',
    message: 'Password too short',
    detail: 'PASSWORD_TOO_SHORT',
  })
  expect(justLongEnough.status).toBe(200)
})

test('a blank or overlong full name is refused by the server, and a name is stored trimmed', async () => {
  const app = await testApp()

  const blank = await signUpRequest(app, { name: '   ', email: uniqueEmail(), password: TEST_PASSWORD })
  const overlong = await signUpRequest(app, { name: 'x'.repeat(101), email: uniqueEmail(), password: TEST_PASSWORD })
  const padded = await signUpRequest(app, { name: '  Ada Lovelace  ', email: uniqueEmail(), password: TEST_PASSWORD })

  expect(blank.status).toBe(400)
  expect(await readError(blank)).toMatchObject({ code: 'BAD_REQUEST', detail: 'INVALID_NAME' })
  expect(overlong.status).toBe(400)
  expect(padded.status).toBe(200)
  expect((await readJson(padded, z.object({ user: z.object({ name: z.string() }) }))).user.name).toBe('Ada Lovelace')
})

test('the name cannot be blanked afterwards through update-user', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp('Grace Hopper')

  const response = await app.request('/api/auth/update-user', { method: 'POST', cookie, json: { name: '' } })

  expect(response.status).toBe(400)
  expect((await meOf(app, cookie)).user.name).toBe('Grace Hopper')
})

test('signing up with a registered e-mail answers exactly like a new one, and mails the owner instead', async () => {
  const app = await testApp()
  const { email, cookie } = await app.signUp('First Owner')

  const again = await signUpRequest(app, { name: 'Someone Else', email, password: 'another-long-passphrase' })
  const fresh = await signUpRequest(app, {
    name: 'Someone Else',
    email: uniqueEmail(),
    password: 'another-long-passphrase',
  })

  expect(again.status).toBe(fresh.status)
  const [againBody, freshBody] = [
    await readJson(again, z.object({ user: AnyObject })),
    await readJson(fresh, z.object({ user: AnyObject })),
  ]
  expect(Object.keys(againBody).sort()).toEqual(Object.keys(freshBody).sort())
  expect(Object.keys(againBody.user).sort()).toEqual(Object.keys(freshBody.user).sort())
  expect(cookieFrom(again)).toBe(cookieFrom(fresh))
  expect((await app.mailTo(email, 'Someone tried to create')).text).toContain('/auth?mode=forgot')
  // Nothing changed on the account: its owner's password and session still work.
  expect((await meOf(app, cookie)).user.name).toBe('First Owner')
  expect((await signInRequest(app, email, 'another-long-passphrase')).status).toBe(401)
})

test('signing in with a wrong password answers 401 Invalid email or password', async () => {
  const app = await testApp()
  const { email } = await app.signUp()

  const response = await signInRequest(app, email, 'not-the-password')

  expect(response.status).toBe(401)
  const body = await readError(response)
  expect(body).toMatchObject({
    code: 'UNAUTHORIZED',
    message: 'Invalid email or password',
    detail: 'INVALID_EMAIL_OR_PASSWORD',
  })
  expect(body.requestId).toBe(response.headers.get('x-request-id'))
})

test('an unknown auth path answers 404 in the same error vocabulary, not an empty body', async () => {
  const app = await testApp()

  const response = await app.request('/api/auth/no-such-endpoint')

  expect(response.status).toBe(404)
  const body = await readError(response)
  expect(body).toMatchObject({ code: 'NOT_FOUND', message: 'No API route for GET /api/auth/no-such-endpoint' })
  expect(body.requestId).toBeTruthy()
})

test('no session token reaches page scripts through get-session', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const current = await readJson(
    await app.request('/api/auth/get-session', { cookie }),
    z.object({ session: AnyObject, user: AnyObject }),
  )

  expect(current.session.id).toBeTruthy()
  expect(current.session).not.toHaveProperty('token')
})

test('signing in sets an HttpOnly SameSite=Lax session cookie and never returns the token in the body', async () => {
  const app = await testApp()
  const { email } = await app.signUp()

  const response = await signInRequest(app, email, TEST_PASSWORD)

  expect(response.status).toBe(200)
  const sessionCookie = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='))
  expect(sessionCookie).toMatch(/;\s*HttpOnly/i)
  expect(sessionCookie).toMatch(/;\s*SameSite=Lax/i)
  const body = await readJson(response, AnyObject)
  expect(body).not.toHaveProperty('token')
  expect(body).toHaveProperty('user')
})

test('signing up returns no session token in the body either', async () => {
  const app = await testApp()

  const response = await signUpRequest(app, { name: 'New', email: uniqueEmail(), password: TEST_PASSWORD })

  expect(await readJson(response, AnyObject)).not.toHaveProperty('token')
})

test('/api/me without a session answers 200 with no user: a visitor is not an error', async () => {
  const app = await testApp()

  const response = await app.request('/api/me')

  expect(response.status).toBe(200)
  expect(await readJson(response, MeResponseSchema)).toEqual({ user: null })
})

test('a route that needs a session answers 401 UNAUTHORIZED with a request id without one', async () => {
  const app = await testApp()

  const response = await app.request('/api/subscription')

  expect(response.status).toBe(401)
  const body = await readError(response)
  expect(body.code).toBe('UNAUTHORIZED')
  expect(body.requestId).toBeTruthy()
})

test('opening the mailed verification link verifies the e-mail address', async () => {
  const app = await testApp()
  const { email, cookie } = await app.signUp()
  const mail = await app.mailTo(email, 'Verify')

  const response = await app.request(mail.link, { cookie })

  expect(response.status).toBe(302)
  expect((await meOf(app, cookie)).user.emailVerified).toBe(true)
})

test('with REQUIRE_EMAIL_VERIFICATION, sign-in is refused with 403 until the e-mail is verified', async () => {
  const app = await testApp({ REQUIRE_EMAIL_VERIFICATION: 'true' })
  const { email } = await app.signUp()

  const before = await signInRequest(app, email, TEST_PASSWORD)
  expect(before.status).toBe(403)
  expect((await readError(before)).message).toBeTruthy()

  // Nobody is signed in when the link is opened: the opener proves the mailbox and chooses the password.
  const verified = await app.request((await app.mailTo(email, 'Verify')).link)
  expect(verified.status).toBe(302)
  const token = new URL(verified.headers.get('location') ?? '', 'http://localhost').searchParams.get('token')
  expect(
    (
      await app.request('/api/auth/reset-password', {
        method: 'POST',
        json: { token, newPassword: 'chosen-after-verifying' },
      })
    ).status,
  ).toBe(200)

  const after = await signInRequest(app, email, 'chosen-after-verifying')
  expect(after.status).toBe(200)
  expect((await meOf(app, cookieFrom(after))).user.emailVerified).toBe(true)
})

test('a password reset through the mailed link changes the password and ends the old sessions', async () => {
  const app = await testApp()
  const { email, cookie: oldSession } = await app.signUp()

  const requested = await app.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/auth?mode=reset' },
  })
  expect(requested.status).toBe(200)
  const opened = await app.request((await app.mailTo(email, 'Reset')).link)
  expect(opened.status).toBe(302)
  const location = opened.headers.get('location') ?? ''
  expect(location).toContain('/auth?mode=reset')
  const token = new URL(location, 'http://localhost').searchParams.get('token')
  expect(token).toBeTruthy()

  const reset = await app.request('/api/auth/reset-password', {
    method: 'POST',
    json: { newPassword: 'a-brand-new-password', token },
  })

  expect(reset.status).toBe(200)
  expect((await signInRequest(app, email, TEST_PASSWORD)).status).toBe(401)
  expect((await signInRequest(app, email, 'a-brand-new-password')).status).toBe(200)
  expect((await readJson(await app.request('/api/me', { cookie: oldSession }), MeResponseSchema)).user).toBeNull()
})

test('a reset link cannot be used twice', async () => {
  const app = await testApp()
  const { email } = await app.signUp()
  await app.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/auth?mode=reset' },
  })
  const opened = await app.request((await app.mailTo(email, 'Reset')).link)
  const token = new URL(opened.headers.get('location') ?? '', 'http://localhost').searchParams.get('token')

  const first = await app.request('/api/auth/reset-password', {
    method: 'POST',
    json: { newPassword: 'first-new-password', token },
  })
  const second = await app.request('/api/auth/reset-password', {
    method: 'POST',
    json: { newPassword: 'second-new-password', token },
  })

  expect(first.status).toBe(200)
  expect(second.status).toBe(400)
  expect((await signInRequest(app, email, 'first-new-password')).status).toBe(200)
})

test('too many sign-ins from one IP answer 429 RATE_LIMITED with Retry-After while another IP gets through', async () => {
  const app = await testApp({ TRUST_PROXY: 'true', SIGN_IN_MAX_ATTEMPTS_PER_IP: '3' })
  const { email } = await app.signUp()

  const statuses = []
  for (let attempt = 0; attempt < 3; attempt++)
    statuses.push((await signInRequest(app, email, 'wrong-password', '203.0.113.7')).status)
  const blocked = await signInRequest(app, email, TEST_PASSWORD, '203.0.113.7')
  const otherIp = await signInRequest(app, email, TEST_PASSWORD, '198.51.100.9')

  expect(statuses).toEqual([401, 401, 401])
  expect(blocked.status).toBe(429)
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await readError(blocked)).code).toBe('RATE_LIMITED')
  expect(otherIp.status).toBe(200)
})

test('the per-IP limit reads the client address from x-forwarded-for only behind a trusted proxy', async () => {
  const app = await testApp({ TRUST_PROXY: 'false', SIGN_IN_MAX_ATTEMPTS_PER_IP: '2' })
  const { email } = await app.signUp()

  // Without a trusted proxy, spoofed addresses all land in the same bucket.
  const statuses = []
  for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
    statuses.push((await signInRequest(app, email, 'wrong-password', ip)).status)

  expect(statuses).toEqual([401, 401, 429])
})

test('20 parallel wrong sign-ins on one account from different IPs: exactly the account limit reach the password check', async () => {
  const app = await testApp({ TRUST_PROXY: 'true', SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: '3' })
  const { email } = await app.signUp()

  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => signInRequest(app, email, 'wrong-password', `192.0.2.${i + 1}`)),
  )

  const statuses = responses.map((response) => response.status)
  expect(statuses.filter((status) => status === 401)).toHaveLength(3)
  expect(statuses.filter((status) => status === 429)).toHaveLength(17)
})

test('a successful sign-in resets the account’s failed-attempt counter', async () => {
  const app = await testApp({ TRUST_PROXY: 'true', SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: '3' })
  const { email } = await app.signUp()

  for (let attempt = 0; attempt < 2; attempt++) await signInRequest(app, email, 'wrong-password', '192.0.2.1')
  expect((await signInRequest(app, email, TEST_PASSWORD, '192.0.2.1')).status).toBe(200)

  const statuses = []
  for (let attempt = 0; attempt < 4; attempt++)
    statuses.push((await signInRequest(app, email, 'wrong-password', '192.0.2.1')).status)
  expect(statuses).toEqual([401, 401, 401, 429])
})

test('the account limit ignores the e-mail’s letter case', async () => {
  const app = await testApp({ TRUST_PROXY: 'true', SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: '2' })
  const { email } = await app.signUp()

  const statuses = []
  for (const variant of [email, email.toUpperCase(), ` ${email}`])
    statuses.push((await signInRequest(app, variant, 'wrong-password', '192.0.2.9')).status)

  expect(statuses[2]).toBe(429)
})
