import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { declaresNoBody, limitBody } from './body-limit'
import { toErrorResponse } from './error-response'
import { createLogger } from './logger'
import type { BaseEnv, BaseContext } from './base-context'

const request = (method: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method, headers })

test.each([
  ['GET', {}, true],
  ['HEAD', {}, true],
  ['GET with a Content-Length', { 'content-length': '10' }, true],
  ['DELETE', {}, true],
  ['DELETE with Content-Length 0', { 'content-length': '0' }, true],
  ['DELETE with Content-Length 10', { 'content-length': '10' }, false],
  ['DELETE with Transfer-Encoding', { 'transfer-encoding': 'chunked' }, false],
  ['OPTIONS', {}, true],
  ['OPTIONS with Content-Length 10', { 'content-length': '10' }, false],
  ['POST', {}, false],
  ['PUT', {}, false],
  ['PATCH', {}, false],
] as const)('%s declares no body: %s', (name, headers, expected) => {
  expect(declaresNoBody(request(name.split(' ')[0] ?? name, headers))).toBe(expected)
})

function appWithLimit(maxSize: number) {
  const app = new Hono<BaseEnv>()
    .use(async (c, next) => {
      c.set('requestId', 'req-1')
      c.set('ctx', { log: createLogger('silent') } as unknown as BaseContext)
      await next()
    })
    .use(limitBody(maxSize))
    .on(['GET', 'DELETE', 'POST'], '/x', async (c) =>
      c.json({ received: c.req.method === 'GET' ? '' : await c.req.text() }),
    )
  app.onError(toErrorResponse)
  return app
}

test('a GET or a bodiless DELETE reaches the route without its body being read', async () => {
  const app = appWithLimit(8)
  for (const method of ['GET', 'DELETE']) {
    const raw = request(method)
    let bodyRead = false
    // The Node adapter builds a whole Request the moment `body` is read.
    Object.defineProperty(raw, 'body', {
      get() {
        bodyRead = true
        return null
      },
    })

    const response = await app.fetch(raw)

    expect(response.status).toBe(200)
    expect(bodyRead).toBe(false)
  }
})

test('bodies over the limit still answer 413 PAYLOAD_TOO_LARGE, on POST and on a DELETE that declares one', async () => {
  const app = appWithLimit(8)
  const tooBig = 'x'.repeat(9)

  for (const method of ['POST', 'DELETE']) {
    const response = await app.request('/x', {
      method,
      body: tooBig,
      headers: { 'content-length': String(tooBig.length) },
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE')
  }
})

test('a body under the limit reaches the route whole', async () => {
  const response = await appWithLimit(8).request('/x', { method: 'POST', body: 'small' })

  expect(await response.json()).toEqual({ received: 'small' })
})
