import { afterAll, beforeAll, expect, test } from 'vitest'
import { MeSchema } from '#shared/contract/account'
import { cookieFrom, TEST_PASSWORD, uniqueEmail } from '../test/create-test-app'
import { testApp } from '../test/factories'
import { startFakeSmtp, type FakeSmtp } from '../test/fakes/smtp.fake'
import { readJson } from '../test/read-json'

let smtp: FakeSmtp
beforeAll(async () => {
  smtp = await startFakeSmtp()
})
afterAll(async () => {
  await smtp.close()
})

/** The platform with mail over SMTP and the default that comes with it: verification required. */
const smtpApp = () =>
  testApp({
    SMTP_URL: smtp.url({ user: 'mailer', pass: 'secret' }),
    MAIL_FROM: 'Lodestar <hello@lodestar.test>',
    REQUIRE_EMAIL_VERIFICATION: '',
  })

const linkIn = (text: string) => {
  const link = /https?:\/\/\S+/.exec(text)?.[0]
  if (!link) throw new Error(`no link in mail: ${text}`)
  return link
}

test('with SMTP, sign-up mails the verification link over SMTP, and sign-in waits for it', async () => {
  const app = await smtpApp()
  const email = uniqueEmail()

  const signedUp = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: 'Mail Reader', email, password: TEST_PASSWORD },
  })
  expect(signedUp.status).toBe(200)
  const mail = await smtp.waitForMail(email, 'Verify your e-mail')
  expect(mail.headers.from).toBe('Lodestar <hello@lodestar.test>')

  const early = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: TEST_PASSWORD },
  })
  expect(early.status).toBe(403)

  // Nobody can be signed in yet, so the link's opener proves the mailbox and chooses the password (decision 011).
  const verified = await app.request(linkIn(mail.text))
  expect(verified.status).toBe(302)
  const token = new URL(verified.headers.get('location') ?? '', 'http://localhost').searchParams.get('token')
  expect(
    (await app.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: TEST_PASSWORD } }))
      .status,
  ).toBe(200)
  const signedIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: TEST_PASSWORD },
  })
  expect(signedIn.status).toBe(200)
  expect(
    (await readJson(await app.request('/api/me', { cookie: cookieFrom(signedIn) }), MeSchema)).user.emailVerified,
  ).toBe(true)
})

test('with SMTP, a password reset link arrives by mail and sets the new password', async () => {
  const app = await smtpApp()
  const email = uniqueEmail()
  await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: 'Forgetful Reader', email, password: TEST_PASSWORD },
  })
  await app.request(linkIn((await smtp.waitForMail(email, 'Verify your e-mail')).text))

  const requested = await app.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/auth?mode=reset' },
  })
  expect(requested.status).toBe(200)
  const resetLink = new URL(linkIn((await smtp.waitForMail(email, 'Reset your Lodestar password')).text))

  const opened = await app.request(resetLink.pathname + resetLink.search)
  const token = new URL(opened.headers.get('location') ?? '', 'http://localhost').searchParams.get('token')
  expect(token).toBeTruthy()
  const reset = await app.request('/api/auth/reset-password', {
    method: 'POST',
    json: { token, newPassword: 'a-brand-new-passphrase' },
  })
  expect(reset.status).toBe(200)

  const withNew = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: 'a-brand-new-passphrase' },
  })
  expect(withNew.status).toBe(200)
})
