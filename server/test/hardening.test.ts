import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { serializeError } from '../lib/logger'
import { TEST_PASSWORD } from './create-test-app'
import { testApp } from './factories'

test('HSTS is sent when the public URL is https, though the request reached us over http (behind a proxy)', async () => {
  const secure = await testApp({ APP_URL: 'https://lodestar.example' })
  const plain = await testApp()

  expect((await secure.request('/api/live')).headers.get('strict-transport-security')).toBe(
    'max-age=31536000; includeSubDomains',
  )
  expect((await plain.request('/api/live')).headers.get('strict-transport-security')).toBeNull()
})

test('the request log never holds a password-reset token', async () => {
  const app = await testApp()
  const { email } = await app.signUp()
  await app.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/auth?mode=reset' },
  })
  const link = (await app.mailTo(email, 'Reset')).link
  const token = /reset-password\/([^?]+)/.exec(link)?.[1] ?? ''
  expect(token.length).toBeGreaterThan(10)

  await app.request(link)

  const requestLines = app.logs.filter((entry) => entry.msg === 'request')
  expect(requestLines.some((entry) => entry.path === '/api/auth/reset-password/[redacted]')).toBe(true)
  expect(JSON.stringify(requestLines)).not.toContain(token)
})

test('a failed query is logged by its SQL text, without the values that were bound to it', async () => {
  const app = await testApp()
  let failure: unknown
  try {
    await app.db.execute(sql`SELECT ${'ada.secret@example.test'}::int AS nope`)
  } catch (error) {
    failure = error
  }

  const logged = JSON.stringify(serializeError(failure))

  expect(logged).toContain('Failed query: SELECT $1::int')
  expect(logged).not.toContain('ada.secret@example.test')
  expect(logged).not.toMatch(/params/i)
})

test('better-auth’s own messages arrive as our JSON log lines, one level down, not as console text', async () => {
  const app = await testApp({ LOG_LEVEL: 'debug' })
  const { email } = await app.signUp()

  await app.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: `${TEST_PASSWORD}-wrong` } })

  expect(app.logs).toContainEqual(
    expect.objectContaining({ component: 'better-auth', level: 'info', msg: 'Invalid password' }),
  )
})

test('X-Forwarded-For with TRUST_PROXY off draws one warning, not one per request', async () => {
  const app = await testApp({ TRUST_PROXY: 'false' })

  await app.request('/api/live', { ip: '198.51.100.7' })
  await app.request('/api/live', { ip: '198.51.100.8' })
  await app.request('/api/live')

  const warnings = app.logs.filter((entry) => entry.level === 'warn' && entry.msg.includes('TRUST_PROXY is off'))
  expect(warnings).toHaveLength(1)
})

test('with TRUST_PROXY on, forwarded requests draw no warning', async () => {
  const app = await testApp({ TRUST_PROXY: 'true' })

  await app.request('/api/live', { ip: '198.51.100.7' })

  expect(app.logs.filter((entry) => entry.msg.includes('TRUST_PROXY is off'))).toEqual([])
})

test("every route fits Hono's RegExpRouter, so a request is matched by one regular expression, not a trie walk", async () => {
  // SmartRouter silently falls back to the slower TrieRouter when one route is ambiguous for RegExpRouter
  // (e.g. POST /a/:id beside POST /a/b/c); the hot path then pays for it on every request (decision 029).
  const app = await testApp({}, { serveWeb: true })
  await app.request('/api/live')
  const router = app.platform.app.router as { activeRouter?: { name: string } }
  expect(router.activeRouter?.name).toBe('RegExpRouter')
})
