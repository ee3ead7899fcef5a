import { expect, test } from 'vitest'
import { AccountSessionsSchema, MeResponseSchema, RevokeSessionsResponseSchema } from '#shared/contract/account'
import { ChangePasswordResponseSchema } from '#shared/contract/auth'
import { cookieFrom, TEST_PASSWORD, type TestApp } from '../../test/create-test-app'
import { testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0'
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1'

async function signInFrom(app: TestApp, email: string, userAgent: string, password = TEST_PASSWORD) {
  const response = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password },
    headers: { 'user-agent': userAgent },
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return cookieFrom(response)
}

const sessionsOf = async (app: TestApp, cookie: string) =>
  (await readJson(await app.request('/api/account/sessions', { cookie }), AccountSessionsSchema)).sessions
const isSignedIn = async (app: TestApp, cookie: string) =>
  (await readJson(await app.request('/api/me', { cookie }), MeResponseSchema)).user !== null

test('the session list names each device, marks this one first and carries no session token', async () => {
  const app = await testApp()
  const { email } = await app.signUp('Two Devices')
  const laptop = await signInFrom(app, email, FIREFOX_ON_WINDOWS)
  await signInFrom(app, email, SAFARI_ON_IOS)

  const response = await app.request('/api/account/sessions', { cookie: laptop })
  const text = await response.clone().text()
  const sessions = await sessionsOf(app, laptop)

  expect(sessions.map((s) => [s.device, s.isCurrent])).toEqual([
    ['Firefox on Windows', true],
    ['Safari on iOS', false],
    ['Unknown device', false],
  ])
  expect(text).not.toMatch(/token/i)
  for (const s of sessions) expect(Date.parse(s.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt))
})

test('a revoked session is signed out on its very next request, even just after being used', async () => {
  const app = await testApp()
  const { email } = await app.signUp('Revoker')
  const laptop = await signInFrom(app, email, FIREFOX_ON_WINDOWS)
  const phone = await signInFrom(app, email, SAFARI_ON_IOS)
  // Used just before, so a cached lookup of it would exist.
  expect(await isSignedIn(app, phone)).toBe(true)
  expect((await app.request('/api/profile', { cookie: phone })).status).toBe(200)
  const target = (await sessionsOf(app, laptop)).find((s) => s.device === 'Safari on iOS')

  const revoked = await app.request(`/api/account/sessions/${target?.id ?? ''}`, { method: 'DELETE', cookie: laptop })

  expect(await readJson(revoked, RevokeSessionsResponseSchema)).toEqual({ revoked: 1 })
  expect(await isSignedIn(app, phone)).toBe(false)
  expect((await app.request('/api/profile', { cookie: phone })).status).toBe(401)
  expect(await isSignedIn(app, laptop)).toBe(true)
  expect((await sessionsOf(app, laptop)).map((s) => s.device)).not.toContain('Safari on iOS')
})

test("another account's session cannot be revoked (404), nor the caller's own through the list (400)", async () => {
  const app = await testApp()
  const owner = await app.signUp('Owner')
  const other = await app.signUp('Other')
  const [ownerSession] = await sessionsOf(app, owner.cookie)
  const [otherSession] = await sessionsOf(app, other.cookie)

  const foreign = await app.request(`/api/account/sessions/${ownerSession?.id ?? ''}`, {
    method: 'DELETE',
    cookie: other.cookie,
  })
  const own = await app.request(`/api/account/sessions/${otherSession?.id ?? ''}`, {
    method: 'DELETE',
    cookie: other.cookie,
  })

  expect((await readError(foreign, 404)).code).toBe('NOT_FOUND')
  expect((await readError(own, 400)).message).toMatch(/Log out/)
  expect(await isSignedIn(app, owner.cookie)).toBe(true)
  expect(await isSignedIn(app, other.cookie)).toBe(true)
})

test('signing out the other sessions ends all of them and keeps this one', async () => {
  const app = await testApp()
  const { email, cookie: first } = await app.signUp('Many Devices')
  const laptop = await signInFrom(app, email, FIREFOX_ON_WINDOWS)
  const phone = await signInFrom(app, email, SAFARI_ON_IOS)
  expect(await isSignedIn(app, first)).toBe(true)

  const response = await app.request('/api/account/sessions/revoke-others', {
    method: 'POST',
    cookie: laptop,
    json: {},
  })

  expect(await readJson(response, RevokeSessionsResponseSchema)).toEqual({ revoked: 2 })
  expect(await isSignedIn(app, first)).toBe(false)
  expect(await isSignedIn(app, phone)).toBe(false)
  expect((await sessionsOf(app, laptop)).map((s) => s.isCurrent)).toEqual([true])
})

const changePassword = (app: TestApp, cookie: string, json: Record<string, unknown>) =>
  app.request('/api/auth/change-password', { method: 'POST', cookie, json })

test('changing the password needs the current one, and refuses a weak new one', async () => {
  const app = await testApp()
  const { cookie, email } = await app.signUp('Careful Changer')

  const wrong = await changePassword(app, cookie, {
    currentPassword: 'not-my-password',
    newPassword: 'violet-otter-lantern',
  })
  const weak = await changePassword(app, cookie, { currentPassword: TEST_PASSWORD, newPassword: 'password123' })

  expect((await readError(wrong, 400)).detail).toBe('INVALID_PASSWORD')
  expect((await readError(weak, 400)).detail).toBe('WEAK_PASSWORD')
  expect(await app.signIn(email, TEST_PASSWORD)).not.toBe('')
})

test('a changed password signs in; ticking "sign out other devices" ends them and renews this one', async () => {
  const app = await testApp()
  const { cookie, email } = await app.signUp('Changer')
  const phone = await signInFrom(app, email, SAFARI_ON_IOS)
  expect(await isSignedIn(app, phone)).toBe(true)

  const response = await changePassword(app, cookie, {
    currentPassword: TEST_PASSWORD,
    newPassword: 'violet-otter-lantern',
    revokeOtherSessions: true,
  })
  const renewed = cookieFrom(response)
  const text = await response.clone().text()

  await readJson(response, ChangePasswordResponseSchema)
  expect(text).not.toMatch(/"token"/)
  expect(await isSignedIn(app, phone)).toBe(false)
  expect(await isSignedIn(app, cookie)).toBe(false)
  expect(await isSignedIn(app, renewed)).toBe(true)
  const oldPassword = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: TEST_PASSWORD },
  })
  expect(oldPassword.status).toBe(401)
  expect(await app.signIn(email, 'violet-otter-lantern')).not.toBe('')
})

test('without the tick, a password change leaves the other sessions signed in', async () => {
  const app = await testApp()
  const { cookie, email } = await app.signUp('Gentle Changer')
  const phone = await signInFrom(app, email, SAFARI_ON_IOS)

  const response = await changePassword(app, cookie, {
    currentPassword: TEST_PASSWORD,
    newPassword: 'violet-otter-lantern',
    revokeOtherSessions: false,
  })

  await readJson(response, ChangePasswordResponseSchema)
  expect(await isSignedIn(app, phone)).toBe(true)
  expect(await isSignedIn(app, cookie)).toBe(true)
})

test('a password change through the API that does not say ends the other sessions, as the page does by default', async () => {
  const app = await testApp()
  const { cookie, email } = await app.signUp('Terse Changer')
  const phone = await signInFrom(app, email, SAFARI_ON_IOS)

  const response = await changePassword(app, cookie, {
    currentPassword: TEST_PASSWORD,
    newPassword: 'violet-otter-lantern',
  })

  await readJson(response, ChangePasswordResponseSchema)
  expect(await isSignedIn(app, phone)).toBe(false)
  expect(await isSignedIn(app, cookieFrom(response))).toBe(true)
})

test('two sessions ending each other at once: each answer is 200 or 401 (its session was ended by the other), never a 500', async () => {
  const app = await testApp()
  const { email } = await app.signUp('Racing Devices')
  const cookies = await Promise.all(
    Array.from({ length: 8 }, (_, i) => signInFrom(app, email, i % 2 ? FIREFOX_ON_WINDOWS : SAFARI_ON_IOS)),
  )

  const statuses = await Promise.all(
    cookies.map((cookie) => app.request('/api/account/sessions/revoke-others', { method: 'POST', cookie })),
  ).then((responses) => responses.map((response) => response.status))

  expect(
    statuses.filter((status) => status !== 200 && status !== 401),
    statuses.join(', '),
  ).toEqual([])
  const alive = await Promise.all(cookies.map((cookie) => isSignedIn(app, cookie)))
  expect(alive.filter(Boolean).length).toBeLessThanOrEqual(statuses.filter((status) => status === 200).length)
})
