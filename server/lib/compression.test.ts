import { Hono } from 'hono'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { compressResponses, compressResponsesExceptUnder, negotiateEncoding } from './compression'

test.each([
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, deflate', 'gzip'],
  ['br;q=0.5, gzip', 'gzip'],
  ['br;q=0, gzip;q=0.1', 'gzip'],
  ['gzip;q=0, br;q=0', null],
  ['*', 'br'],
  ['identity', null],
  ['', null],
  [undefined, null],
] as const)('Accept-Encoding %j gets %s', (header, expected) => {
  expect(negotiateEncoding(header)).toBe(expected)
})

const bigList = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, title: `Work number ${index}` })) }

function appWith(route: (app: Hono) => void) {
  const app = new Hono()
  app.use('*', compressResponses)
  route(app)
  return app
}

test('a large JSON answer is sent with brotli when the client takes it, and decodes to the same JSON', async () => {
  const app = appWith((a) => a.get('/list', (c) => c.json(bigList)))

  const response = await app.request('/list', { headers: { 'accept-encoding': 'gzip, deflate, br' } })

  expect(response.headers.get('content-encoding')).toBe('br')
  expect(response.headers.get('vary')).toBe('Accept-Encoding')
  expect(response.headers.get('content-type')).toContain('application/json')
  const body = Buffer.from(await response.arrayBuffer())
  expect(Number(response.headers.get('content-length'))).toBe(body.byteLength)
  expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual(bigList)
})

test('a client that takes only gzip gets gzip', async () => {
  const app = appWith((a) => a.get('/list', (c) => c.json(bigList)))

  const response = await app.request('/list', { headers: { 'accept-encoding': 'gzip' } })

  expect(response.headers.get('content-encoding')).toBe('gzip')
  expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'))).toEqual(bigList)
})

test('a small answer goes as it is, but still varies by Accept-Encoding', async () => {
  const app = appWith((a) => a.get('/small', (c) => c.json({ status: 'ok' })))

  const response = await app.request('/small', { headers: { 'accept-encoding': 'br' } })

  expect(response.headers.get('content-encoding')).toBeNull()
  expect(response.headers.get('vary')).toBe('Accept-Encoding')
  expect(await response.json()).toEqual({ status: 'ok' })
})

test('a client that accepts no encoding gets the answer untouched, without Vary', async () => {
  const app = appWith((a) => a.get('/list', (c) => c.json(bigList)))

  for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
    const response = await app.request('/list', { headers })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBeNull()
    expect(await response.json()).toEqual(bigList)
  }
})

test('streams, HEAD requests and no-transform answers are left alone', async () => {
  const app = appWith((a) => {
    a.get('/events', (c) => c.body('data: hello\n\n'.repeat(200), 200, { 'Content-Type': 'text/event-stream' }))
    a.get('/raw', (c) => c.json(bigList, 200, { 'Cache-Control': 'no-transform' }))
  })
  const headers = { 'accept-encoding': 'br, gzip' }

  expect((await app.request('/events', { headers })).headers.get('content-encoding')).toBeNull()
  expect((await app.request('/raw', { headers })).headers.get('content-encoding')).toBeNull()
  expect((await app.request('/raw', { method: 'HEAD', headers })).headers.get('content-encoding')).toBeNull()
})

test('headers of the original answer survive compression, cookies once each', async () => {
  const app = appWith((a) =>
    a.get('/list', (c) => {
      c.header('Set-Cookie', 'a=1; Path=/', { append: true })
      c.header('Set-Cookie', 'b=2; Path=/', { append: true })
      c.header('X-Request-Id', 'req-1')
      c.header('Vary', 'Cookie')
      return c.json(bigList, 201)
    }),
  )

  const response = await app.request('/list', { headers: { 'accept-encoding': 'br' } })

  expect(response.status).toBe(201)
  expect(response.headers.get('content-encoding')).toBe('br')
  expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
  expect(response.headers.get('x-request-id')).toBe('req-1')
  expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding')
})

test('compressResponsesExceptUnder leaves the paths under its prefix alone and compresses the others', async () => {
  const app = new Hono()
  app.use('/api/*', compressResponsesExceptUnder('/api/auth/'))
  app.get('/api/auth/session', (c) => c.json(bigList))
  app.get('/api/list', (c) => c.json(bigList))
  const headers = { 'accept-encoding': 'br' }

  const secret = await app.request('/api/auth/session', { headers })
  expect(secret.headers.get('content-encoding')).toBeNull()
  expect(secret.headers.get('vary')).toBeNull()
  expect(await secret.json()).toEqual(bigList)
  expect((await app.request('/api/list', { headers })).headers.get('content-encoding')).toBe('br')
})
