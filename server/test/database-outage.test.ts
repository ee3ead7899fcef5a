import pg from 'pg'
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest'
import { openPostgres } from '../db/client'
import { createFreshPostgresDatabase, createTestApp, type TestApp, type TestRequestInit } from './create-test-app'
import { startTcpProxy, type TcpProxy } from './tcp-proxy'
import { readError } from './read-json'

// PostgreSQL only (npm run test:pg): PGlite lives in the process and cannot freeze or refuse.
const baseUrl = process.env.DATABASE_URL
let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>> | undefined

beforeAll(async () => {
  if (!baseUrl) return
  fresh = await createFreshPostgresDatabase(baseUrl)
  const database = await openPostgres(fresh.url)
  await database.migrate()
  await database.close()
})

afterAll(async () => {
  await fresh?.drop()
})

/** The app on the fresh database through a proxy that can take the database away, with one signed-up user. */
async function appBehindProxy(): Promise<{
  app: TestApp
  proxy: TcpProxy
  cookie: string
  email: string
  password: string
}> {
  if (!fresh) throw new Error('no database')
  const target = new URL(fresh.url)
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  const app = await createTestApp(
    { MIGRATE_ON_START: 'false', LOG_LEVEL: 'warn' },
    { databaseUrl: proxy.proxiedUrl(fresh.url) },
  )
  onTestFinished(async () => {
    await proxy.resume()
    await app.close()
    await proxy.close()
  })
  const user = await app.signUp()
  return { app, proxy, ...user }
}

/** Every route that needs the database, from the cheapest to one only better-auth answers. */
function probes(cookie: string, email: string, password: string): [string, TestRequestInit][] {
  return [
    ['/api/health', {}],
    ['/api/me', { cookie }],
    ['/api/auth/sign-in/email', { method: 'POST', json: { email, password } }],
    ['/api/auth/get-session', { cookie }],
  ]
}

async function timedRequest(app: TestApp, path: string, init: TestRequestInit) {
  const started = performance.now()
  const response = await app.request(path, init)
  return { response, ms: Math.round(performance.now() - started) }
}

async function expectServiceUnavailable(app: TestApp, path: string, init: TestRequestInit): Promise<number> {
  const { response, ms } = await timedRequest(app, path, init)
  const body = await readError(response)

  expect({ path, status: response.status, code: body.code }).toEqual({ path, status: 503, code: 'SERVICE_UNAVAILABLE' })
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(ms, `${path} answered after ${ms} ms`).toBeLessThan(3_000)
  return ms
}

async function expectAnswersAgain(app: TestApp, path: string, init: TestRequestInit): Promise<number> {
  const { response, ms } = await timedRequest(app, path, init)

  expect({ path, status: response.status }).toEqual({ path, status: 200 })
  return ms
}

test.skipIf(!baseUrl)(
  'with the database frozen, every route answers 503 SERVICE_UNAVAILABLE with Retry-After within 3 s, and answers again once it thaws',
  async () => {
    const { app, proxy, cookie, email, password } = await appBehindProxy()

    proxy.freeze()
    const unavailable: Record<string, number> = {}
    for (const [path, init] of probes(cookie, email, password))
      unavailable[path] = await expectServiceUnavailable(app, path, init)
    const resumed = performance.now()
    await proxy.resume()
    const recovered: Record<string, number> = {}
    for (const [path, init] of probes(cookie, email, password))
      recovered[path] = await expectAnswersAgain(app, path, init)

    expect(app.logs.some((entry) => entry.level === 'warn' && entry.msg === 'database unavailable')).toBe(true)
    expect(JSON.stringify(app.logs)).not.toContain(email)
    console.info(
      'frozen database, ms',
      JSON.stringify({
        unavailable,
        recovered,
        firstAnswerAfterResume: Math.round(recovered['/api/health'] ?? 0),
        total: Math.round(performance.now() - resumed),
      }),
    )
  },
)

test.skipIf(!baseUrl)(
  'with the database refusing connections, every route answers 503 SERVICE_UNAVAILABLE with Retry-After within 3 s, and answers again once it is back',
  async () => {
    const { app, proxy, cookie, email, password } = await appBehindProxy()

    await proxy.refuse()
    const unavailable: Record<string, number> = {}
    for (const [path, init] of probes(cookie, email, password))
      unavailable[path] = await expectServiceUnavailable(app, path, init)
    const resumed = performance.now()
    await proxy.resume()
    const recovered: Record<string, number> = {}
    for (const [path, init] of probes(cookie, email, password))
      recovered[path] = await expectAnswersAgain(app, path, init)

    expect(JSON.stringify(app.logs)).not.toContain(email)
    console.info(
      'refused database, ms',
      JSON.stringify({ unavailable, recovered, total: Math.round(performance.now() - resumed) }),
    )
  },
)

test.skipIf(!baseUrl)(
  'better-auth routes whose queries the server cancels at the statement timeout answer 503 SERVICE_UNAVAILABLE, not 500',
  async () => {
    if (!fresh) throw new Error('no database')
    const app = await createTestApp(
      { MIGRATE_ON_START: 'false', DATABASE_STATEMENT_TIMEOUT_MS: '300' },
      { databaseUrl: fresh.url },
    )
    onTestFinished(() => app.close())
    const { cookie, email, password } = await app.signUp()
    // The rate-limit table stays free, so both requests get into better-auth, whose lookups then wait on the lock.
    const locker = new pg.Client({ connectionString: fresh.url })
    await locker.connect()
    onTestFinished(() => locker.end())
    await locker.query('BEGIN')
    await locker.query('LOCK TABLE "user", "session" IN ACCESS EXCLUSIVE MODE')

    // Sign-in's query error leaves better-auth; get-session's becomes better-auth's own 500 answer.
    const signIn = await app.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })
    const session = await app.request('/api/auth/get-session', { cookie })
    await locker.query('ROLLBACK')

    for (const response of [signIn, session]) {
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect(await response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    }
  },
)
