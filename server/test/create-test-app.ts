import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { createFakeFetch, fakeSourceEnv, IN_PROCESS_FAKE_ORIGIN } from './fakes'
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { openPglite, openPostgres, type Database, type Db } from '../db/client'
import { parseEnv, type Env } from '../env'
import type { SourcePolicies } from '../features/sources'
import { createLogger } from '../lib/logger'
import { migrationsDir, projectRoot } from '../lib/paths'
import { createPlatform, openDatabase, type Platform } from '../platform'

export const TEST_PASSWORD = 'correct-horse-battery'
export const FOUNDER_EMAIL = 'founder@lodestar.test'
export const OPS_EMAIL = 'ops@lodestar-research.org'

const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  // Same origin as app.request()'s default URL, so mailed links and redirects stay on it.
  APP_URL: 'http://localhost',
  BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
  ADMIN_EMAILS: `${FOUNDER_EMAIL},${OPS_EMAIL}`,
  REQUIRE_EMAIL_VERIFICATION: 'false',
  LOG_LEVEL: 'info',
  SIGN_IN_MAX_ATTEMPTS_PER_IP: '10000',
  SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: '10000',
  // Every upstream API is one of our fakes, answered in-process; a call anywhere else fails the test.
  ...fakeSourceEnv(IN_PROCESS_FAKE_ORIGIN),
}

export type LoggedMail = { to: string; subject: string; link: string; text: string }
export type LogEntry = Record<string, unknown> & { level: string; msg: string }

export type TestRequestInit = RequestInit & {
  /** Serialized as the JSON body, with its content type. */
  json?: unknown
  cookie?: string
  /** Sent as x-forwarded-for (only trusted with TRUST_PROXY=true). */
  ip?: string
}

export type SignedUp = { cookie: string; email: string; password: string; userId: string }

export type TestApp = {
  request: (path: string, init?: TestRequestInit) => Promise<Response>
  signUp: (name?: string, options?: { email?: string; password?: string }) => Promise<SignedUp>
  signIn: (email: string, password?: string) => Promise<string>
  /** The last mail sent to `to` (waiting briefly, as mails go out in the background). */
  mailTo: (to: string, subjectContains?: string) => Promise<LoggedMail>
  mails: LoggedMail[]
  logs: LogEntry[]
  db: Db
  database: Database
  env: Env
  platform: Platform
  close: () => Promise<void>
}

/** `name=value` pairs of the cookies a response sets (removals left out), as one Cookie header. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((cookie) => !/max-age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ')
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`

// ---------- databases ----------

/** The migrated empty database as a PGlite dump, built once per machine and migration set. */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256')
  hash.update(readFileSync(join(projectRoot, 'node_modules/@electric-sql/pglite/package.json')))
  for (const file of readdirSync(migrationsDir, { recursive: true, withFileTypes: true })) {
    if (file.isFile()) hash.update(file.name).update(readFileSync(join(file.parentPath, file.name)))
  }
  const cached = join(tmpdir(), `lodestar-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`)
  if (!existsSync(cached)) {
    const client = await PGlite.create()
    await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: migrationsDir })
    const dump = await client.dumpDataDir('none')
    await client.close()
    // Parallel workers may build it at the same time; a rename publishes a whole file or nothing.
    const partial = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, cached)
  }
  return new Blob([readFileSync(cached)])
}

let templatePromise: Promise<Blob> | undefined

/** A new, empty database on the server of `baseUrl`, dropped (even with open connections) by `drop`. */
export async function createFreshPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lodestar_t_${randomBytes(6).toString('hex')}`
  const adminQuery = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await adminQuery(`CREATE DATABASE ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/**
 * A migrated, empty database of its own: PGlite in memory, or a new PostgreSQL database when
 * DATABASE_URL is set (so `npm run test:pg` runs the same suites on PostgreSQL).
 */
export async function openTestDatabase(): Promise<{
  database: Database
  url: string | undefined
  drop: () => Promise<void>
}> {
  const baseUrl = process.env.DATABASE_URL
  if (baseUrl) {
    const fresh = await createFreshPostgresDatabase(baseUrl)
    const database = await openPostgres(fresh.url, { poolSize: 10 })
    try {
      await database.migrate()
    } catch (error) {
      await database.close()
      await fresh.drop()
      throw error
    }
    return { database, url: fresh.url, drop: fresh.drop }
  }
  templatePromise ??= pgliteTemplate()
  const database = await openPglite(undefined, { loadDataDir: await templatePromise })
  return { database, url: undefined, drop: async () => undefined }
}

/** One fresh database for the whole test file: opened before its first test, closed and dropped after its last. */
export function useTestDatabase(): () => Database {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined
  beforeAll(async () => {
    opened = await openTestDatabase()
  })
  afterAll(async () => {
    await opened?.database.close()
    await opened?.drop()
  })
  return () => {
    if (!opened) throw new Error('useTestDatabase(): the database opens in beforeAll; use it inside a test')
    return opened.database
  }
}

// ---------- the app ----------

/**
 * The whole platform (API at /api) on a database of its own. With `databaseUrl`, it connects to that
 * existing PostgreSQL database instead (several instances on one database), and never drops it.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: {
    databaseUrl?: string
    serveWeb?: boolean
    sourceFetch?: typeof fetch
    sourcePolicies?: SourcePolicies
  } = {},
): Promise<TestApp> {
  let database: Database | undefined
  let databaseUrl: string | undefined
  let drop: () => Promise<void> = async () => undefined
  if (options.databaseUrl) {
    databaseUrl = options.databaseUrl
  } else {
    const opened = await openTestDatabase()
    database = opened.database
    databaseUrl = opened.url
    drop = opened.drop
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-test-'))
  const parsed = parseEnv({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...envOverrides,
  })
  if (!parsed.ok) {
    await database?.close()
    await drop()
    throw new Error(`test env is invalid:\n${parsed.problems.join('\n')}`)
  }
  const env = parsed.env

  const mails: LoggedMail[] = []
  const logs: LogEntry[] = []
  const log = createLogger(env.LOG_LEVEL, {}, (line) => {
    const entry = JSON.parse(line) as LogEntry
    logs.push(entry)
    if (typeof entry.mailTo === 'string' && typeof entry.link === 'string') {
      mails.push({ to: entry.mailTo, subject: String(entry.subject), link: entry.link, text: String(entry.text) })
    }
  })
  // An existing database is opened with the app's own settings, so its timeouts can be tested.
  database ??= (await openDatabase(env, log)).database

  let platform: Platform
  try {
    platform = await createPlatform(env, log, {
      database,
      serveWeb: options.serveWeb ?? false,
      sourceFetch: options.sourceFetch ?? createFakeFetch(),
      sourcePolicies: options.sourcePolicies,
    })
  } catch (error) {
    await drop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }

  const request = async (path: string, init: TestRequestInit = {}) => {
    const { json, cookie, ip, headers: givenHeaders, ...rest } = init
    const headers = new Headers(givenHeaders)
    let body = rest.body
    if (json !== undefined) {
      body = JSON.stringify(json)
      if (!headers.has('content-type')) headers.set('content-type', 'application/json')
    }
    if (cookie) headers.set('cookie', cookie)
    if (ip) headers.set('x-forwarded-for', ip)
    // Mailed links are absolute; keep only the path so the request reaches this in-process app.
    const target = /^https?:\/\//.test(path) ? ((url) => url.pathname + url.search)(new URL(path)) : path
    return platform.app.request(target, { ...rest, headers, body })
  }

  const signIn = async (email: string, password = TEST_PASSWORD) => {
    const response = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })
    if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`)
    return cookieFrom(response)
  }

  const signUp = async (name = 'Test User', signUpOptions: { email?: string; password?: string } = {}) => {
    const email = signUpOptions.email ?? uniqueEmail()
    const password = signUpOptions.password ?? TEST_PASSWORD
    const response = await request('/api/auth/sign-up/email', { method: 'POST', json: { name, email, password } })
    if (!response.ok) throw new Error(`sign-up of ${email} failed: ${response.status} ${await response.text()}`)
    const body = (await response.json()) as { user: { id: string } }
    // Sign-up never signs in (decision 011); the web app signs in right after, unless verification is required.
    const cookie = env.REQUIRE_EMAIL_VERIFICATION ? '' : await signIn(email, password)
    return { cookie, email, password, userId: body.user.id }
  }

  const mailTo = async (to: string, subjectContains = '') => {
    for (let waited = 0; waited <= 2000; waited += 20) {
      const mail = mails.findLast((m) => m.to === to && m.subject.includes(subjectContains))
      if (mail) return mail
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(
      `no mail to ${to}${subjectContains ? ` about "${subjectContains}"` : ''}; mails: ${JSON.stringify(mails.map((m) => [m.to, m.subject]))}`,
    )
  }

  return {
    request,
    signUp,
    signIn,
    mailTo,
    mails,
    logs,
    db: database.db,
    database,
    env,
    platform,
    async close() {
      // A test may already have closed the database (health check); closing twice is harmless here.
      await platform.close().catch(() => undefined)
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
