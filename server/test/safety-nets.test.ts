import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { expect, test } from 'vitest'
import { user } from '../auth/auth.tables'
import { contactMessage } from '../features/contact/contact.tables'
import { toErrorResponse } from '../lib/error-response'
import { createLogger } from '../lib/logger'
import type { BaseEnv } from '../lib/base-context'
import { uniqueEmail } from './create-test-app'
import { testApp } from './factories'
import { readError } from './read-json'
import { ApiErrorBodySchema } from '#shared/errors'

const validContact = { name: 'Grace', email: 'grace@example.test', message: 'Hello' }

function cspDirectives(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? ''
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  )
}

/** A page: scripts from our origin only, never inline or eval'd, and framed nowhere. */
function expectPageSecurityHeaders(response: Response) {
  const csp = cspDirectives(response)
  expect(csp.get('script-src')).toContain("'self'")
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBeTruthy()
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
}

/** An API answer is never a document: it may load nothing at all, and is framed nowhere. */
function expectSecurityHeaders(response: Response) {
  const csp = cspDirectives(response)
  expect([...csp.keys()].sort()).toEqual(['default-src', 'frame-ancestors'])
  expect(csp.get('default-src')).toEqual(["'none'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('referrer-policy')).toBeTruthy()
}

test('API responses carry the security headers', async () => {
  const app = await testApp()

  expectSecurityHeaders(await app.request('/api/health'))
  expectSecurityHeaders(await app.request('/api/me'))
})

test('every kind of API response carries the security headers: ours, errors, better-auth’s answers and its redirects', async () => {
  const app = await testApp()
  const { cookie, email } = await app.signUp()
  const verifyLink = (await app.mailTo(email, 'Verify')).link

  const responses = {
    live: await app.request('/api/live'),
    me: await app.request('/api/me', { cookie }),
    unauthorized: await app.request('/api/subscription'),
    notFound: await app.request('/api/no-such-thing'),
    tooLarge: await app.request('/api/contact', {
      method: 'POST',
      json: { ...validContact, message: 'x'.repeat(65 * 1024) },
    }),
    betterAuth: await app.request('/api/auth/get-session', { cookie }),
    betterAuthError: await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'wrong-password-123' },
    }),
    betterAuthRedirect: await app.request(verifyLink, { cookie }),
  }

  expect(Object.fromEntries(Object.entries(responses).map(([name, response]) => [name, response.status]))).toEqual({
    live: 200,
    me: 200,
    unauthorized: 401,
    notFound: 404,
    tooLarge: 413,
    betterAuth: 200,
    betterAuthError: 401,
    betterAuthRedirect: 302,
  })
  for (const response of Object.values(responses)) expectSecurityHeaders(response)
  expect(responses.betterAuthRedirect.headers.get('location')).toBeTruthy()
})

test('Cache-Control is no-store unless the route chose its own', async () => {
  const app = await testApp()

  expect((await app.request('/api/live')).headers.get('cache-control')).toBe('no-store')
  expect((await app.request('/api/no-such-thing')).headers.get('cache-control')).toBe('no-store')
  expect((await app.request('/api/config')).headers.get('cache-control')).toBe('public, max-age=60')
})

test('the web app’s client-side routes carry the security headers too', async () => {
  const app = await testApp({}, { serveWeb: true })

  const response = await app.request('/pricing')

  // 200 with index.html once `npm run build` has run, 503 with a hint before.
  expect([200, 503]).toContain(response.status)
  expectPageSecurityHeaders(response)
})

test('authenticated JSON is never cached: /api/me has Cache-Control no-store', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  expect((await app.request('/api/me', { cookie })).headers.get('cache-control')).toBe('no-store')
  expect((await app.request('/api/me')).headers.get('cache-control')).toBe('no-store')
})

test('a JSON body over 64 KiB answers 413 PAYLOAD_TOO_LARGE and stores nothing', async () => {
  const app = await testApp()

  const response = await app.request('/api/contact', {
    method: 'POST',
    json: { ...validContact, message: 'x'.repeat(65 * 1024) },
  })

  expect(response.status).toBe(413)
  expect((await readError(response)).code).toBe('PAYLOAD_TOO_LARGE')
  expect(await app.db.select().from(contactMessage)).toEqual([])
})

test('a body under 64 KiB passes the size limit and reaches validation', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  // The contact schema caps messages at 5000 characters, so this reaches validation (400), not the size limit.
  const response = await app.request('/api/contact', {
    method: 'POST',
    cookie,
    json: { ...validContact, message: 'x'.repeat(60 * 1024) },
  })

  expect(response.status).toBe(400)
})

test('a POST from a foreign Origin answers 403 and stores nothing', async () => {
  const app = await testApp()

  const response = await app.request('/api/contact', {
    method: 'POST',
    json: validContact,
    headers: { origin: 'https://evil.example' },
  })

  expect(response.status).toBe(403)
  expect((await readError(response)).code).toBe('FORBIDDEN')
  expect(await app.db.select().from(contactMessage)).toEqual([])
})

test('a POST marked Sec-Fetch-Site: cross-site answers 403 and stores nothing', async () => {
  const app = await testApp()

  const response = await app.request('/api/contact', {
    method: 'POST',
    json: validContact,
    headers: { 'sec-fetch-site': 'cross-site' },
  })

  expect(response.status).toBe(403)
  expect(await app.db.select().from(contactMessage)).toEqual([])
})

test('a cross-site sign-up is refused before it reaches better-auth', async () => {
  const app = await testApp()

  const response = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: 'Mallory', email: uniqueEmail(), password: 'correct-horse-battery' },
    headers: { origin: 'https://evil.example' },
  })

  expect(response.status).toBe(403)
  expect(await app.db.select().from(user)).toEqual([])
})

test('a same-origin POST with Origin and Sec-Fetch-Site headers goes through', async () => {
  const app = await testApp()

  const response = await app.request('/api/contact', {
    method: 'POST',
    json: validContact,
    headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
  })

  expect(response.status).toBe(201)
})

test('an unknown /api path answers 404 JSON NOT_FOUND with a request id, signed in or not', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  for (const response of [
    await app.request('/api/no-such-thing'),
    await app.request('/api/no-such-thing', { cookie }),
  ]) {
    expect(response.status).toBe(404)
    const body = await readError(response)
    expect(body.code).toBe('NOT_FOUND')
    expect(body.requestId).toBe(response.headers.get('x-request-id'))
  }
})

test('with the web app served, an unknown /api path still answers 404 JSON, never the SPA page', async () => {
  const app = await testApp({}, { serveWeb: true })

  for (const method of ['GET', 'POST']) {
    const response = await app.request('/api/no-such-thing', { method })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect((await readError(response)).code).toBe('NOT_FOUND')
  }
})

test('error responses carry an X-Request-Id header equal to the body’s requestId', async () => {
  const app = await testApp()

  for (const response of [
    await app.request('/api/subscription'),
    await app.request('/api/contact', { method: 'POST', json: {} }),
    await app.request('/api/contact', {
      method: 'POST',
      json: validContact,
      headers: { origin: 'https://evil.example' },
    }),
  ]) {
    const body = await readError(response)
    expect(body.requestId).toMatch(/\S/)
    expect(response.headers.get('x-request-id')).toBe(body.requestId)
  }
})

test('a client-sent X-Request-Id is echoed, so logs can be correlated across services', async () => {
  const app = await testApp()

  const response = await app.request('/api/subscription', { headers: { 'x-request-id': 'trace-1234' } })

  expect(response.headers.get('x-request-id')).toBe('trace-1234')
  expect((await readError(response)).requestId).toBe('trace-1234')
})

test('an unexpected error answers 500 INTERNAL without its message or stack, and is logged with the request id', async () => {
  const app = await testApp()
  const lines: string[] = []
  const log = createLogger('error', {}, (line) => lines.push(line))
  const throwaway = new Hono<BaseEnv>()
    .use(requestId({ headerName: 'X-Request-Id' }))
    .use(async (c, next) => {
      const id = c.var.requestId
      c.set('ctx', {
        db: app.db,
        env: app.env,
        now: () => new Date(),
        requestId: id,
        log: log.child({ requestId: id }),
        user: null,
        sessionId: null,
        access: null,
        usageToday: null,
      })
      await next()
    })
    .get('/boom', () => {
      throw new Error('secret internals: connection string postgres://admin:hunter2@db')
    })
  throwaway.onError(toErrorResponse)

  const response = await throwaway.request('/boom')

  expect(response.status).toBe(500)
  const text = await response.text()
  const body = ApiErrorBodySchema.parse(JSON.parse(text))
  expect(body.code).toBe('INTERNAL')
  expect(body.requestId).toBe(response.headers.get('x-request-id'))
  expect(text).not.toMatch(/stack|hunter2|secret internals|at .*\.ts/)
  const logged = lines.map((line) => JSON.parse(line) as { requestId?: string; err?: { stack?: string } })
  expect(
    logged.some((entry) => entry.requestId === body.requestId && entry.err?.stack?.includes('secret internals')),
  ).toBe(true)
})

test('when the database is gone mid-request, the API answers 503 SERVICE_UNAVAILABLE JSON with Retry-After and without details', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  await app.database.close()

  const response = await app.request('/api/me', { cookie })

  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
  const body = await readError(response)
  expect(body).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: expect.any(String),
    requestId: response.headers.get('x-request-id'),
  })
  expect(JSON.stringify(body)).not.toMatch(/stack|closed|pglite|ECONN/i)
})
