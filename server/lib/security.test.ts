import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { afterAll, describe, expect, test } from 'vitest'
import { AppError } from './app-error'
import { toErrorResponse } from './error-response'
import { createLogger } from './logger'
import type { BaseEnv, BaseContext } from './base-context'
import { addDefaultHeaders } from './response-headers'
import { apiDefaultHeaders, securityHeaders } from './security'

const API_HEADER_NAMES = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']
const PAGE_HEADER_NAMES = [...API_HEADER_NAMES, 'cross-origin-opener-policy', 'permissions-policy']

/** The API's response headers, set as app.ts does, in front of routes answering every kind of response. */
function appWithHeaders(appUrl = 'http://localhost') {
  const defaults = apiDefaultHeaders(appUrl)
  const app = new Hono<BaseEnv>()
    .use(async (c, next) => {
      c.set('requestId', 'req-1')
      c.set('ctx', { log: createLogger('silent') } as unknown as BaseContext)
      await next()
      addDefaultHeaders(c, defaults)
    })
    .get('/json', (c) => c.json({ ok: true }))
    .get('/cached', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'public, max-age=60' }))
    .get('/own-policy', (c) => c.body('x', 200, { 'Content-Security-Policy': "default-src 'none'; sandbox" }))
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

const servers: ServerType[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

/** The same app on the Node server, where the defaults go on Node's own response (decision 029). */
async function onNodeServer(app: Hono<BaseEnv>): Promise<(path: string) => Promise<Response>> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return (path) => fetch(`http://127.0.0.1:${String(port)}${path}`, { redirect: 'manual' })
}

type Ask = (path: string) => Promise<Response>
const ways: [string, (appUrl?: string) => Promise<Ask>][] = [
  ['in process', (appUrl) => Promise.resolve((path: string) => Promise.resolve(appWithHeaders(appUrl).request(path)))],
  ['on the Node server', (appUrl) => onNodeServer(appWithHeaders(appUrl))],
]

describe.each(ways)('%s', (_way, askApp) => {
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
    const response = await (await askApp())(path)

    expect(response.status).toBe(status)
    expectSecurityHeaders(response)
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  test('bodies, redirects and cookies pass through unchanged', async () => {
    const ask = await askApp()

    expect(await (await ask('/json')).json()).toEqual({ ok: true })
    expect(await (await ask('/stream')).text()).toBe('one,two')
    expect((await ask('/immutable-redirect')).headers.get('location')).toBe('http://localhost/elsewhere')
    const raw = await ask('/raw')
    expect(await raw.text()).toBe('plain')
    expect(raw.headers.getSetCookie()).toEqual(['a=1; Path=/'])
  })

  test('a header the route chose is kept: its Cache-Control, its own stricter policy', async () => {
    const ask = await askApp()

    expect((await ask('/cached')).headers.get('cache-control')).toBe('public, max-age=60')
    expect((await ask('/own-policy')).headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })

  test('HSTS only when the public URL is https', async () => {
    expect((await (await askApp('http://localhost'))('/json')).headers.has('strict-transport-security')).toBe(false)
    expect((await (await askApp('https://lodestar.example'))('/json')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})

test('the page headers are set on the finished response itself, not on a rebuilt copy', async () => {
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
