import { inArray } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { MeResponseSchema } from '#shared/contract/account'
import { verification } from './auth.tables'
import { cookieFrom, TEST_PASSWORD, type TestApp } from '../test/create-test-app'
import { testApp } from '../test/factories'
import { readError, readJson } from '../test/read-json'
import { totpFromUri } from '../test/totp'

const EnableSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })
const SignInSchema = z.object({ twoFactorRedirect: z.literal(true) })

const post = (app: TestApp, path: string, cookie: string, json: unknown) =>
  app.request(`/api/auth${path}`, { method: 'POST', cookie, json })
const isSignedIn = async (app: TestApp, cookie: string) =>
  (await readJson(await app.request('/api/me', { cookie }), MeResponseSchema)).user !== null

/** Turns two-factor on as the settings page does: password, then the first code from the app. */
async function enableTwoFactor(app: TestApp, cookie: string) {
  const enabled = await readJson(
    await post(app, '/two-factor/enable', cookie, { password: TEST_PASSWORD }),
    EnableSchema,
  )
  const verified = await post(app, '/two-factor/verify-totp', cookie, { code: totpFromUri(enabled.totpURI) })
  expect(verified.status, await verified.clone().text()).toBe(200)
  // better-auth replaces the session when two-factor is turned on.
  return { ...enabled, cookie: cookieFrom(verified) }
}

async function signInWithPassword(app: TestApp, email: string) {
  const response = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: TEST_PASSWORD },
  })
  const cookie = cookieFrom(response)
  return { cookie, body: await readJson(response, SignInSchema) }
}

test('turning two-factor on needs the password and a first code; until then sign-in is unchanged', async () => {
  const app = await testApp()
  const { cookie, email } = await app.signUp('Tara Totp')

  expect(
    (await readError(await post(app, '/two-factor/enable', cookie, { password: 'not-it-at-all' }), 400)).detail,
  ).toBe('INVALID_PASSWORD')
  const enabled = await readJson(
    await post(app, '/two-factor/enable', cookie, { password: TEST_PASSWORD }),
    EnableSchema,
  )
  expect(enabled.totpURI).toMatch(/^otpauth:\/\/totp\/Lodestar:/)
  expect(enabled.backupCodes).toHaveLength(10)
  expect(await app.signIn(email)).not.toBe('')

  const wrong = await post(app, '/two-factor/verify-totp', cookie, {
    code: '000000' === totpFromUri(enabled.totpURI) ? '111111' : '000000',
  })
  expect(wrong.status).toBe(401)
  const right = await post(app, '/two-factor/verify-totp', cookie, { code: totpFromUri(enabled.totpURI) })
  expect(right.status).toBe(200)
  expect(await isSignedIn(app, cookie)).toBe(false)
  expect(await isSignedIn(app, cookieFrom(right))).toBe(true)
  const signIn = await signInWithPassword(app, email)
  expect(signIn.body).toMatchObject({ twoFactorRedirect: true })
}, 60_000)

test('with two-factor on, the password alone opens no session; the code from the app does', async () => {
  const app = await testApp()
  const { cookie, email } = await app.signUp('Sam Second')
  const { totpURI } = await enableTwoFactor(app, cookie)

  const { cookie: pending } = await signInWithPassword(app, email)
  expect(await isSignedIn(app, pending)).toBe(false)
  expect((await app.request('/api/profile', { cookie: pending })).status).toBe(401)

  const wrong = await post(app, '/two-factor/verify-totp', pending, { code: '12345' })
  expect(wrong.status).toBeGreaterThanOrEqual(400)
  const verified = await post(app, '/two-factor/verify-totp', pending, { code: totpFromUri(totpURI) })
  expect(verified.status, await verified.clone().text()).toBe(200)
  expect(await verified.text()).not.toMatch(/"token"/)
  const session = `${pending}; ${cookieFrom(verified)}`
  expect(await isSignedIn(app, session)).toBe(true)
}, 60_000)

test('a backup code signs in once; turning two-factor off with the password restores plain sign-in', async () => {
  const app = await testApp()
  const member = await app.signUp('Bea Backup')
  const email = member.email
  const { backupCodes, cookie } = await enableTwoFactor(app, member.cookie)
  const code = backupCodes[0] ?? ''

  const first = await signInWithPassword(app, email)
  const used = await post(app, '/two-factor/verify-backup-code', first.cookie, { code })
  expect(used.status, await used.clone().text()).toBe(200)
  expect(await isSignedIn(app, `${first.cookie}; ${cookieFrom(used)}`)).toBe(true)

  const second = await signInWithPassword(app, email)
  const reused = await post(app, '/two-factor/verify-backup-code', second.cookie, { code })
  expect(reused.status).toBeGreaterThanOrEqual(400)

  expect((await post(app, '/two-factor/disable', cookie, { password: 'wrong-password-9' })).status).toBe(400)
  expect((await post(app, '/two-factor/disable', cookie, { password: TEST_PASSWORD })).status).toBe(200)
  const plain = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: TEST_PASSWORD },
  })
  expect(await isSignedIn(app, cookieFrom(plain))).toBe(true)
}, 60_000)

test('the data export leaves out the TOTP secret and the backup codes', async () => {
  const app = await testApp()
  const member = await app.signUp('Eve Export')
  const { backupCodes, cookie } = await enableTwoFactor(app, member.cookie)

  const text = await (await app.request('/api/profile/export', { cookie })).text()
  const data = JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]> }

  expect(data.tables.two_factor).toHaveLength(1)
  expect(Object.keys(data.tables.two_factor?.[0] ?? {})).not.toContain('secret')
  expect(text).not.toContain(backupCodes[0])
  expect(data.tables.user?.[0]).toMatchObject({ twoFactorEnabled: true })
}, 60_000)

test('deleting the account while a two-factor sign-in waits for its code leaves none of its verification rows', async () => {
  const app = await testApp()
  const { cookie, email } = await app.signUp('Pending Pat')
  const enabled = await enableTwoFactor(app, cookie)
  const before = await app.db.select({ identifier: verification.identifier }).from(verification)
  await signInWithPassword(app, email)
  const pending = (await app.db.select({ identifier: verification.identifier }).from(verification)).filter(
    (row) => !before.some((earlier) => earlier.identifier === row.identifier),
  )
  // The pending sign-in (its value is the user id) and its attempt counter (value "0").
  expect(pending.length).toBeGreaterThanOrEqual(2)

  const deleted = await app.request('/api/profile/delete-account', {
    method: 'POST',
    cookie: enabled.cookie,
    json: { password: TEST_PASSWORD },
  })

  expect(deleted.status, await deleted.clone().text()).toBe(200)
  const left = await app.db
    .select({ identifier: verification.identifier })
    .from(verification)
    .where(
      inArray(
        verification.identifier,
        pending.map((row) => row.identifier),
      ),
    )
  expect(left).toEqual([])
}, 60_000)
