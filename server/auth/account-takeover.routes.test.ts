import { expect, test } from 'vitest'
import { MeResponseSchema, MeSchema } from '#shared/contract/account'
import { cookieFrom, FOUNDER_EMAIL, TEST_PASSWORD, uniqueEmail, type TestApp } from '../test/create-test-app'
import { testApp } from '../test/factories'
import { readError, readJson } from '../test/read-json'

const signIn = (app: TestApp, email: string, password: string, init: { ip?: string; cookie?: string } = {}) =>
  app.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, ...init })

/** Whether a cookie still opens a session: /api/me answers a visitor with no user. */
const isSignedIn = async (app: TestApp, cookie: string) =>
  (await readJson(await app.request('/api/me', { cookie }), MeResponseSchema)).user !== null

const tokenIn = (location: string | null) => new URL(location ?? '', 'http://localhost').searchParams.get('token')

test('a stranger who signs up first with an admin address never gets admin, and loses the account once the owner opens the link', async () => {
  const app = await testApp()
  const squatter = await app.signUp('Not The Founder', { email: FOUNDER_EMAIL, password: 'squatters-own-passphrase' })

  // The owner opens the verification link from the mailbox (or the log), in a browser of their own.
  const opened = await app.request((await app.mailTo(FOUNDER_EMAIL, 'Verify')).link)

  expect(opened.status).toBe(302)
  expect(opened.headers.get('location')).toMatch(/\/auth\?mode=reset&verified=1&token=/)
  expect(cookieFrom(opened)).not.toContain('session_token')
  expect(await isSignedIn(app, squatter.cookie)).toBe(false)
  expect((await signIn(app, FOUNDER_EMAIL, 'squatters-own-passphrase')).status).toBe(401)

  const chosen = await app.request('/api/auth/reset-password', {
    method: 'POST',
    json: { token: tokenIn(opened.headers.get('location')), newPassword: 'the-founders-passphrase' },
  })
  expect(chosen.status).toBe(200)
  const owner = await signIn(app, FOUNDER_EMAIL, 'the-founders-passphrase')
  expect(owner.status).toBe(200)
  expect(await readJson(await app.request('/api/me', { cookie: cookieFrom(owner) }), MeSchema)).toMatchObject({
    isAdmin: true,
    isFounder: true,
  })
  expect((await signIn(app, FOUNDER_EMAIL, 'squatters-own-passphrase')).status).toBe(401)
})

test('verifying from the browser that signed up keeps that session and password, and ends every other session', async () => {
  const app = await testApp()
  const member = await app.signUp('Careful Member')
  const otherDevice = await app.signIn(member.email)

  const opened = await app.request((await app.mailTo(member.email, 'Verify')).link, { cookie: member.cookie })

  expect(opened.status).toBe(302)
  expect(opened.headers.get('location')).not.toContain('mode=reset')
  expect((await readJson(await app.request('/api/me', { cookie: member.cookie }), MeSchema)).user.emailVerified).toBe(
    true,
  )
  expect(await isSignedIn(app, otherDevice)).toBe(false)
  expect((await signIn(app, member.email, TEST_PASSWORD)).status).toBe(200)
})

test('with verification off, the mailbox owner takes a pre-registered account back through a password reset', async () => {
  const app = await testApp()
  const email = uniqueEmail('victim')
  const squatter = await app.signUp('Squatter', { email, password: 'squatters-own-passphrase' })

  await app.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/auth?mode=reset' },
  })
  const opened = await app.request((await app.mailTo(email, 'Reset')).link)
  const reset = await app.request('/api/auth/reset-password', {
    method: 'POST',
    json: { token: tokenIn(opened.headers.get('location')), newPassword: 'owners-new-passphrase' },
  })

  expect(reset.status).toBe(200)
  expect(await isSignedIn(app, squatter.cookie)).toBe(false)
  expect((await signIn(app, email, 'squatters-own-passphrase')).status).toBe(401)
})

test('better-auth endpoints the product does not use are not reachable over HTTP', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const closed = [
    ['POST', '/api/auth/verify-password', { password: TEST_PASSWORD }],
    ['GET', '/api/auth/list-sessions', undefined],
    ['POST', '/api/auth/revoke-session', { token: 'x' }],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['POST', '/api/auth/two-factor/get-totp-uri', { password: TEST_PASSWORD }],
    ['POST', '/api/auth/two-factor/generate-backup-codes', { password: TEST_PASSWORD }],
    ['POST', '/api/auth/two-factor/send-otp', {}],
    ['POST', '/api/auth/change-email', { newEmail: uniqueEmail() }],
    ['POST', '/api/auth/delete-user', {}],
    ['POST', '/api/auth/sign-out', {}],
  ] as const
  for (const [method, path, body] of closed) {
    const response = await app.request(path, { method, cookie, ...(body ? { json: body } : {}) })
    expect(response.status, `${method} ${path}`).toBe(404)
    expect((await readError(response)).code).toBe('NOT_FOUND')
  }
})

test('guesses from elsewhere lock out strangers, never a browser the owner signed in from before', async () => {
  const app = await testApp({ TRUST_PROXY: 'true', SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: '3' })
  const { email } = await app.signUp()
  const ownersBrowser = await app.signIn(email)

  for (let guess = 0; guess < 5; guess++)
    await signIn(app, email, `guess-number-${guess}`, { ip: `203.0.113.${guess + 1}` })

  expect((await signIn(app, email, TEST_PASSWORD, { ip: '198.51.100.1' })).status).toBe(429)
  const owner = await signIn(app, email, TEST_PASSWORD, { ip: '198.51.100.2', cookie: ownersBrowser })
  expect(owner.status).toBe(200)
  // The owner's device has a budget of its own: a stolen device cookie buys only that many guesses.
  const stolen = cookieFrom(owner)
  const statuses = []
  for (let guess = 0; guess < 4; guess++)
    statuses.push((await signIn(app, email, `stolen-${guess}`, { ip: '192.0.2.44', cookie: stolen })).status)
  expect(statuses).toEqual([401, 401, 401, 429])
})

test('a browser that resets the password through the mailed link is trusted for sign-in during an attack', async () => {
  const app = await testApp({ TRUST_PROXY: 'true', SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: '2' })
  const { email } = await app.signUp()
  for (let guess = 0; guess < 3; guess++) await signIn(app, email, `guess-${guess}`, { ip: '203.0.113.9' })

  await app.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/auth?mode=reset' },
  })
  const opened = await app.request((await app.mailTo(email, 'Reset')).link)
  const reset = await app.request('/api/auth/reset-password', {
    method: 'POST',
    json: { token: tokenIn(opened.headers.get('location')), newPassword: 'after-the-attack-42' },
  })

  expect((await signIn(app, email, 'after-the-attack-42', { ip: '198.51.100.3' })).status).toBe(429)
  expect(
    (await signIn(app, email, 'after-the-attack-42', { ip: '198.51.100.3', cookie: cookieFrom(reset) })).status,
  ).toBe(200)
})

test('a forged or foreign device cookie counts as no device', async () => {
  const app = await testApp({ TRUST_PROXY: 'true', SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: '2' })
  const victim = await app.signUp()
  const attacker = await app.signUp()
  const attackersDevice = await app.signIn(attacker.email)
  const forged = attackersDevice.replace(/lodestar_device_[^=]+=[^;]+/, (pair) => pair.replace(/\.[^.]+$/, '.forged'))

  const statuses = []
  for (const cookie of [attackersDevice, attackersDevice, forged])
    statuses.push((await signIn(app, victim.email, 'not-it-at-all', { ip: '203.0.113.50', cookie })).status)

  expect(statuses).toEqual([401, 401, 429])
})

test.each([['password'], ['12345678'], ['        ']])(
  'the weak password %j is refused at sign-up and at reset, with the reason',
  async (weak) => {
    const app = await testApp()
    const email = uniqueEmail()

    const signUp = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Weak Password', email, password: weak },
    })

    expect(signUp.status).toBe(400)
    expect(await readError(signUp)).toMatchObject({
      code: 'BAD_REQUEST',
      detail: 'WEAK_PASSWORD',
      message: expect.stringMatching(/too easy to guess|spaces only/),
    })
  },
)

test('the e-mail address as its own password is refused, and a weak new password at reset too', async () => {
  const app = await testApp()
  const email = uniqueEmail('rosalind')

  const own = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: 'Rosalind Franklin', email, password: email },
  })
  expect(own.status).toBe(400)
  expect((await readError(own)).detail).toBe('WEAK_PASSWORD')

  await app.signUp('Rosalind Franklin', { email })
  await app.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/auth?mode=reset' },
  })
  const opened = await app.request((await app.mailTo(email, 'Reset')).link)
  const token = tokenIn(opened.headers.get('location'))
  const weak = await app.request('/api/auth/reset-password', {
    method: 'POST',
    json: { token, newPassword: 'rosalindfranklin' },
  })
  expect(weak.status).toBe(400)
  expect((await readError(weak)).detail).toBe('WEAK_PASSWORD')
  // The refused attempt did not use up the link.
  expect(
    (
      await app.request('/api/auth/reset-password', {
        method: 'POST',
        json: { token, newPassword: 'double-helix-photo-51' },
      })
    ).status,
  ).toBe(200)
})

test.each([
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a foreign URL', 'https://tracker.example/pixel.png'],
  ['a path out of the avatar folder', '/api/avatars/../../admin'],
  ['60 KiB of text', 'x'.repeat(60_000)],
])('a profile image that Lodestar did not issue (%s) is refused at sign-up and on update', async (_label, image) => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const signUp = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: 'Image', email: uniqueEmail(), password: TEST_PASSWORD, image },
  })
  const update = await app.request('/api/auth/update-user', { method: 'POST', cookie, json: { image } })

  expect(signUp.status).toBe(400)
  expect(update.status).toBe(400)
  expect((await readError(update)).detail).toBe('INVALID_IMAGE')
})

test('an avatar path the platform issues is accepted as the profile image', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const update = await app.request('/api/auth/update-user', {
    method: 'POST',
    cookie,
    json: { image: '/api/avatars/Ab3dEf6hIj' },
  })

  expect(update.status).toBe(200)
})

test.each([['https://evil.example/phish'], ['//evil.example'], ['%FF%FE'], ['^HE']])(
  'a return address that is not a page of this site (%s) is refused with 400, never a 500',
  async (callbackURL) => {
    const app = await testApp()

    const verify = await app.request(`/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callbackURL)}`)
    const reset = await app.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: uniqueEmail(), redirectTo: callbackURL },
    })

    expect([verify.status, reset.status]).toEqual([400, 400])
  },
)
