import { APIError } from 'better-auth/api'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { AppError } from './app-error'
import { toErrorResponse } from './error-response'
import { createLogger } from './logger'
import type { BaseEnv, BaseContext } from './base-context'

/** A one-route app that throws `error`, with the mapper and a logger that keeps its lines. */
function appThrowing(error: unknown) {
  const lines: string[] = []
  const log = createLogger('debug', {}, (line) => lines.push(line))
  const app = new Hono<BaseEnv>()
    .use(async (c, next) => {
      c.set('requestId', 'req-1')
      // Only the logger is read by the mapper.
      c.set('ctx', { log } as unknown as BaseContext)
      await next()
    })
    .get('/', () => {
      throw error
    })
  app.onError(toErrorResponse)
  return { request: () => app.request('/'), lines }
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

test('a query the database could not take answers 503 SERVICE_UNAVAILABLE with Retry-After, logged once as a warning without the query', async () => {
  const { request, lines } = appThrowing(
    new DrizzleQueryError('select * from "user" where "email" = $1', ['someone@example.test'], refused()),
  )

  const response = await request()

  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
  expect(await response.json()).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: expect.any(String) as unknown,
    requestId: 'req-1',
  })
  expect(lines).toHaveLength(1)
  expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
    level: 'warn',
    msg: 'database unavailable',
    database: { code: 'ECONNREFUSED' },
  })
  expect(lines[0]).not.toContain('someone@example.test')
  expect(lines[0]).not.toContain('select')
})

test('a server-side AppError caused by the database answers 503 too', async () => {
  const { request } = appThrowing(new AppError('UPSTREAM_FAILED', 'Could not search', { cause: refused() }))

  expect((await request()).status).toBe(503)
})

test('a client error keeps its own status whatever its cause', async () => {
  const { request } = appThrowing(new AppError('NOT_FOUND', 'No such card', { cause: refused() }))

  expect((await request()).status).toBe(404)
})

test('an AppError SERVICE_UNAVAILABLE carries Retry-After', async () => {
  const { request } = appThrowing(new AppError('SERVICE_UNAVAILABLE', 'Maintenance'))

  const response = await request()

  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
})

test('any other error stays a logged 500 INTERNAL', async () => {
  const { request, lines } = appThrowing(new TypeError('boom'))

  const response = await request()

  expect(response.status).toBe(500)
  expect(response.headers.get('retry-after')).toBeNull()
  expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 'error', msg: 'unhandled error' })
})

test("better-auth's refusals from a server-side call keep their status in our vocabulary; its failures stay 500s", async () => {
  const unauthorized = await appThrowing(new APIError('UNAUTHORIZED')).request()
  expect(unauthorized.status).toBe(401)
  expect(await unauthorized.json()).toEqual({
    code: 'UNAUTHORIZED',
    message: 'Please sign in to continue.',
    requestId: 'req-1',
  })

  const badRequest = await appThrowing(new APIError('BAD_REQUEST', { message: 'Session not found' })).request()
  expect(badRequest.status).toBe(400)
  expect(await badRequest.json()).toEqual({ code: 'BAD_REQUEST', message: 'Session not found', requestId: 'req-1' })

  const failing = appThrowing(new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to update session' }))
  const failed = await failing.request()
  expect(failed.status).toBe(500)
  expect(((await failed.json()) as { code: string }).code).toBe('INTERNAL')
  expect(failing.lines.some((line) => line.includes('unhandled error'))).toBe(true)
})
