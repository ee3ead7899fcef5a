import { afterAll, beforeAll, expect, test } from 'vitest'
import { REJECTED_RECIPIENT_MARK, startFakeSmtp, type FakeSmtp } from '../test/fakes/smtp.fake'
import { createLogger } from './logger'
import { createMailer } from './mailer'

let smtp: FakeSmtp
beforeAll(async () => {
  smtp = await startFakeSmtp()
})
afterAll(async () => {
  await smtp.close()
})

const link =
  'http://localhost:3000/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.a-long-token-that-is-longer-than-one-mail-line-of-seventy-six-characters&callbackURL=%2F'

function logged() {
  const lines: Record<string, unknown>[] = []
  return { lines, log: createLogger('debug', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>)) }
}

test('with SMTP_URL, mail goes over SMTP with the login, sender, recipient, subject and the text with its link intact', async () => {
  const { lines, log } = logged()
  const mailer = createMailer(
    {
      SMTP_URL: smtp.url({ user: 'mailer@lodestar.test', pass: 's3cret:with/odd chars' }),
      MAIL_FROM: 'Lodestar <hello@lodestar.test>',
    },
    log,
  )

  await mailer.send({
    to: 'ada@example.com',
    subject: 'Verify your e-mail for Lodestar',
    text: `Welcome. Open this link:\n\n${link}`,
    link,
  })

  expect(mailer.transport).toBe('smtp')
  const mail = await smtp.waitForMail('ada@example.com', 'Verify')
  expect(mail).toMatchObject({
    envelopeFrom: 'hello@lodestar.test',
    envelopeTo: ['ada@example.com'],
    authUser: 'mailer@lodestar.test',
  })
  expect(mail.headers).toMatchObject({
    from: 'Lodestar <hello@lodestar.test>',
    to: 'ada@example.com',
    subject: 'Verify your e-mail for Lodestar',
  })
  expect(mail.text).toBe(`Welcome. Open this link:\n\n${link}`)
  // What was sent is logged, never the link or the text (they carry a token).
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'mail sent', mailTo: 'ada@example.com' }))
  expect(JSON.stringify(lines)).not.toContain('token=')
})

test('a recipient the SMTP server refuses makes the send fail with its answer', async () => {
  const mailer = createMailer({ SMTP_URL: smtp.url(), MAIL_FROM: 'hello@lodestar.test' }, logged().log)

  await expect(
    mailer.send({ to: `${REJECTED_RECIPIENT_MARK}@example.com`, subject: 'Hello', text: 'Hi' }),
  ).rejects.toThrow(/550|rejected/i)
})

test('an SMTP server that is not there makes the send fail instead of hanging', async () => {
  const closed = await startFakeSmtp()
  const url = closed.url()
  await closed.close()
  const mailer = createMailer({ SMTP_URL: url, MAIL_FROM: 'hello@lodestar.test' }, logged().log)

  await expect(mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hi' })).rejects.toThrow(
    /ECONNREFUSED|connect/i,
  )
})

test('without SMTP_URL, the mail and its link are written to the log for the developer', async () => {
  const { lines, log } = logged()
  const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'hello@lodestar.test' }, log)

  await mailer.send({ to: 'ada@example.com', subject: 'Reset your Lodestar password', text: `Open ${link}`, link })

  expect(mailer.transport).toBe('log')
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: 'mail (not sent: SMTP_URL is not set)', mailTo: 'ada@example.com', link }),
  )
})

test('the installed nodemailer is past the advisories that cover 8.0.x (9.1 or later)', async () => {
  const { readFile } = await import('node:fs/promises')
  const manifest = JSON.parse(
    await readFile(new URL('../../node_modules/nodemailer/package.json', import.meta.url), 'utf8'),
  ) as { version: string }
  const [major = 0, minor = 0] = manifest.version.split('.').map(Number)
  expect(major > 9 || (major === 9 && minor >= 1), `nodemailer ${manifest.version}`).toBe(true)
})
