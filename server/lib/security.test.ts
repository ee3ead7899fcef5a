import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { expect, test } from 'vitest'
import { AppError } from './app-error'
import { toErrorResponse } from './error-response'
import { createLogger } from './logger'
import type { BaseEnv, BaseContext } from './base-context'
import { editResponseHeaders } from './response-headers'
import { apiResponseHeaders, securityHeaders } from './security'

const API_HEADER_NAMES = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']
const PAGE_HEADER_NAMES = [...API_HEADER_NAMES, 'cross-origin-opener-policy', 'permissions-policy']

/** The API's response headers, set as app.ts does, in front of routes answering every kind of response. */
function appWithHeaders(appUrl = 'http://localhost') {
  const setHeaders = apiResponseHeaders(appUrl)
  const app = new Hono<BaseEnv>()
    .use(async (c, next) => {
      c.set('requestId', 'req-1')
      c.set('ctx', { log: createLogger('silent') } as unknown as BaseContext)
      await next()
      editResponseHeaders(c, setHeaders)
    })
    .get('/json', (c) => c.json({ ok: true }))
    .get('/cached', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'public, max-age=60' }))
    .get('/app-error', () => {
      throw new AppError('NOT_FOUND', 'Nothing here')
    })
    .get('/crash', () => {
      throw new Error('boom')
    })
    .get('/redirect', (c) => c.redirect('/elsewhere', 302))
    // Response.redirect() and fetch() answers have immutable headers.
    .get('/immutable-redirect', () => Response.redirect('http://localhost/elsewhere', 302))
    .get('/raw', () => new Response('plain', { headers: { 'Set-Cookie': 'a=1; Path=/' } }))
    .get('/stream', (c) =>
      stream(c, async (s) => {
        await s.write('one,')
        await s.write('two')
      }),
    )
  app.onError(toErrorResponse)
  return app
}

function expectSecurityHeaders(response: Response, names = API_HEADER_NAMES) {
  for (const name of names) expect(response.headers.get(name), name).toBeTruthy()
}

test.each([
  ['JSON', '/json', 200],
  ['an AppError', '/app-error', 404],
  ['an unexpected error', '/crash', 500],
  ['an unknown route', '/missing', 404],
  ['a redirect', '/redirect', 302],
  ['a redirect with immutable headers', '/immutable-redirect', 302],
  ['a Response built by hand', '/raw', 200],
  ['a streamed body', '/stream', 200],
] as const)('%s carries every security header and no-store', async (_kind, path, status) => {
  const response = await appWithHeaders().request(path)

  expect(response.status).toBe(status)
  expectSecurityHeaders(response)
  expect(response.headers.get('cache-control')).toBe('no-store')
})

test('bodies, redirects and cookies pass through unchanged', async () => {
  const app = appWithHeaders()

  expect(await (await app.request('/json')).json()).toEqual({ ok: true })
  expect(await (await app.request('/stream')).text()).toBe('one,two')
  expect((await app.request('/immutable-redirect')).headers.get('location')).toBe('http://localhost/elsewhere')
  const raw = await app.request('/raw')
  expect(await raw.text()).toBe('plain')
  expect(raw.headers.getSetCookie()).toEqual(['a=1; Path=/'])
})

test('a Cache-Control the route chose is kept', async () => {
  expect((await appWithHeaders().request('/cached')).headers.get('cache-control')).toBe('public, max-age=60')
})

test('HSTS only when the public URL is https', async () => {
  expect((await appWithHeaders('http://localhost').request('/json')).headers.has('strict-transport-security')).toBe(
    false,
  )
  expect(
    (await appWithHeaders('https://lodestar.example').request('/json')).headers.get('strict-transport-security'),
  ).toBe('max-age=31536000; includeSubDomains')
})

test('the headers are set on the finished response itself, not on a rebuilt copy', async () => {
  let answered: Response | undefined
  const app = new Hono<BaseEnv>()
    .use(securityHeaders('https://lodestar.example'))
    .use(async (c, next) => {
      await next()
      answered = c.res
    })
    .get('/page', (c) => c.html('<p>page</p>'))

  const response = await app.request('/page')

  expect(response).toBe(answered)
  expectSecurityHeaders(response, PAGE_HEADER_NAMES)
  expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
})
