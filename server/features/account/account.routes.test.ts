import { expect, test } from 'vitest'
import { MeResponseSchema, MeSchema, SubscriptionStatusSchema } from '#shared/contract/account'
import { cookieFrom } from '../../test/create-test-app'
import { FOUNDER_EMAIL } from '../../test/create-test-app'
import { insertSubscriber, signUpFounder, signUpOps, testApp, verifyEmail } from '../../test/factories'
import type { TestApp } from '../../test/create-test-app'
import { readJson } from '../../test/read-json'

const meOf = async (app: TestApp, cookie: string) => readJson(await app.request('/api/me', { cookie }), MeSchema)
const subscriptionOf = async (app: TestApp, cookie: string) =>
  readJson(await app.request('/api/subscription', { cookie }), SubscriptionStatusSchema)

test('a new user is free: role and plan free, 5 searches and 5 AI queries a day', async () => {
  const app = await testApp()
  const { cookie, email } = await app.signUp('Free Member')

  const me = await meOf(app, cookie)

  expect(me).toMatchObject({
    user: { email, name: 'Free Member' },
    role: 'free',
    plan: 'free',
    isAdmin: false,
    isPremium: false,
    isFounder: false,
    founderLinks: null,
    entitlements: { premiumResearchModes: false, adminConsole: false },
  })
  expect(me.quota.usage).toEqual([
    { kind: 'researcherSearch', used: 0, limit: 5 },
    { kind: 'aiQuery', used: 0, limit: 5 },
  ])
})

test('the first admin e-mail is the founder: admin, premium, with the configured founder links', async () => {
  const app = await testApp({
    FOUNDER_WEBSITE_URL: 'https://founder.example/',
    FOUNDER_LINKEDIN_URL: 'https://linkedin.example/in/founder',
  })
  const { cookie } = await signUpFounder(app)

  const me = await meOf(app, cookie)

  expect(me).toMatchObject({
    role: 'admin',
    plan: 'lifetime',
    isAdmin: true,
    isPremium: true,
    isFounder: true,
    founderLinks: { website: 'https://founder.example/', linkedin: 'https://linkedin.example/in/founder' },
    entitlements: { adminConsole: true, premiumResearchModes: true },
  })
  expect(me.quota.usage.every((usage) => usage.limit === null)).toBe(true)
})

test('the second admin e-mail is an admin but not the founder', async () => {
  const app = await testApp({ FOUNDER_WEBSITE_URL: 'https://founder.example/' })
  const { cookie } = await signUpOps(app)

  const me = await meOf(app, cookie)

  expect(me).toMatchObject({ role: 'admin', isAdmin: true, isPremium: true, isFounder: false, founderLinks: null })
})

test('an administrator address has no admin powers until it is verified from the browser that signed up', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp('Claims To Be Founder', { email: FOUNDER_EMAIL })

  expect(await meOf(app, cookie)).toMatchObject({
    role: 'free',
    isAdmin: false,
    isPremium: false,
    adminAwaitingVerification: true,
  })
  expect((await app.request('/api/admin/users', { cookie })).status).toBe(403)

  await verifyEmail(app, FOUNDER_EMAIL, cookie)

  expect(await meOf(app, cookie)).toMatchObject({ role: 'admin', isAdmin: true, adminAwaitingVerification: false })
  expect((await app.request('/api/admin/users', { cookie })).status).toBe(200)
})

test('/api/subscription for a free user: not subscribed, Free Beta, no end, no registration number', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  expect(await subscriptionOf(app, cookie)).toEqual({
    subscribed: false,
    subscription_tier: 'Free Beta',
    subscription_end: null,
    lifetime_access: false,
    registration_number: null,
  })
})

test('after an admin grant, /api/subscription shows Lifetime Access with a registration number', async () => {
  const app = await testApp()
  const admin = await signUpFounder(app)
  const member = await app.signUp()

  const granted = await app.request(`/api/admin/users/${member.userId}/lifetime-access`, {
    method: 'PUT',
    cookie: admin.cookie,
  })

  expect(granted.status).toBe(200)
  const subscription = await subscriptionOf(app, member.cookie)
  expect(subscription).toMatchObject({
    subscribed: true,
    subscription_tier: 'Lifetime Access',
    lifetime_access: true,
    subscription_end: null,
  })
  expect(subscription.registration_number).toEqual(expect.any(Number))
})

test('a grant takes effect on the member’s very next request, and a revocation too, without signing in again', async () => {
  const app = await testApp()
  const admin = await signUpFounder(app)
  const member = await app.signUp()
  expect((await meOf(app, member.cookie)).role).toBe('free')

  await app.request(`/api/admin/users/${member.userId}/lifetime-access`, { method: 'PUT', cookie: admin.cookie })
  const afterGrant = await meOf(app, member.cookie)

  expect(afterGrant).toMatchObject({ role: 'premium', plan: 'lifetime', isPremium: true, isAdmin: false })
  expect(afterGrant.quota.usage.every((usage) => usage.limit === null)).toBe(true)

  const revoked = await app.request(`/api/admin/users/${member.userId}/lifetime-access`, {
    method: 'DELETE',
    cookie: admin.cookie,
  })
  expect(revoked.status).toBe(200)

  expect(await meOf(app, member.cookie)).toMatchObject({ role: 'free', plan: 'free', isPremium: false })
  expect((await subscriptionOf(app, member.cookie)).subscribed).toBe(false)
})

test('a subscribers row with tier Lifetime Access but lifetime_access false still means premium', async () => {
  const app = await testApp()
  const member = await app.signUp()
  await insertSubscriber(app.db, member.email, { lifetimeAccess: false, subscriptionTier: 'Lifetime Access' })

  expect(await meOf(app, member.cookie)).toMatchObject({ role: 'premium', isPremium: true })
  expect(await subscriptionOf(app, member.cookie)).toMatchObject({
    subscribed: true,
    lifetime_access: true,
    subscription_tier: 'Lifetime Access',
  })
})

test('a grant made before sign-up applies to the account once it exists', async () => {
  const app = await testApp()
  await insertSubscriber(app.db, 'early.bird@example.test')

  const { cookie } = await app.signUp('Early Bird', { email: 'early.bird@example.test' })

  expect((await meOf(app, cookie)).role).toBe('premium')
})

test('signing out ends every session of the user, not only the current one', async () => {
  const app = await testApp()
  const { email } = await app.signUp()
  const laptop = await app.signIn(email)
  const phone = await app.signIn(email)
  expect((await readJson(await app.request('/api/me', { cookie: phone }), MeResponseSchema)).user).not.toBeNull()

  const signedOut = await app.request('/api/account/sign-out', { method: 'POST', cookie: laptop })

  expect(signedOut.status).toBe(200)
  expect(signedOut.headers.getSetCookie().some((cookie) => /session_token=;/.test(cookie))).toBe(true)
  expect(cookieFrom(signedOut)).toBe('')
  expect((await readJson(await app.request('/api/me', { cookie: laptop }), MeResponseSchema)).user).toBeNull()
  expect((await readJson(await app.request('/api/me', { cookie: phone }), MeResponseSchema)).user).toBeNull()
})

test('signing out does not touch other users’ sessions', async () => {
  const app = await testApp()
  const leaving = await app.signUp()
  const staying = await app.signUp()

  await app.request('/api/account/sign-out', { method: 'POST', cookie: leaving.cookie })

  expect((await readJson(await app.request('/api/me', { cookie: staying.cookie }), MeResponseSchema)).user?.email).toBe(
    staying.email,
  )
})

test('signing out without a session answers 401', async () => {
  const app = await testApp()

  expect((await app.request('/api/account/sign-out', { method: 'POST' })).status).toBe(401)
})
