import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { createApi } from './app'
import { createAuth } from './auth/auth'
import { openSessionLookup } from './features/account/session-cache'
import { createSources, type SourcePolicies, type Sources } from './features/sources/sources.service'
import { resolveAuthSecret } from './auth/auth-secret'
import { openPglite, openPostgres, type Database } from './db/client'
import { postgresTimeoutsOf } from './db/postgres-timeouts'
import type { Env } from './env'
import { purgeOldSearchClaims } from './features/researchers/researchers.service'
import { purgeExpiredSourceCache } from './features/sources/source-cache-purge'
import { lockDataDir } from './lib/data-dir-lock'
import { secureDataDir } from './lib/data-dir-permissions'
import { startHousekeeping } from './lib/housekeeping'
import type { Logger } from './lib/logger'
import { createMailer, type Mailer } from './lib/mailer'
import { purgeStaleRateLimits } from './lib/rate-limit'
import { webDistDir } from './lib/paths'
import type { AppEnv } from './lib/request-context'
import { editResponseHeaders } from './lib/response-headers'
import { securityHeaders } from './lib/security'

export type Platform = {
  app: Hono<AppEnv>
  sources: Sources
  database: Database
  mailer: Mailer
  close: () => Promise<void>
}

export async function openDatabase(env: Env, log?: Logger): Promise<{ database: Database; release: () => void }> {
  if (env.DATABASE_URL) {
    const database = await openPostgres(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE, timeouts: postgresTimeoutsOf(env), log })
    return { database, release: () => undefined }
  }
  const dataDir = resolve(env.DATA_DIR)
  secureDataDir(dataDir)
  const release = lockDataDir(dataDir)
  try {
    const database = await openPglite(join(dataDir, 'pglite'))
    // A new database is unpacked with mode 0666 whatever the umask; files written later follow it.
    secureDataDir(dataDir)
    return { database, release }
  } catch (error) {
    release()
    throw error
  }
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000
/** Longer than every fixed rate-limit window in the code (the longest is an hour). */
const RATE_LIMIT_ROW_TTL_SECONDS = 24 * 60 * 60
const HOUSEKEEPING_FIRST_DELAY_MS = 60 * 1000

/** Everything the server runs: the API at /api and the built web app with its client-side routes. */
export type PlatformOptions = {
  database?: Database
  serveWeb?: boolean
  /** how upstream APIs are reached; tests pass the in-process fakes */
  sourceFetch?: typeof fetch
  /** per-source overrides of the upstream limits and bounds; tests shrink them */
  sourcePolicies?: SourcePolicies
}

export async function createPlatform(env: Env, log: Logger, options: PlatformOptions = {}): Promise<Platform> {
  const opened = options.database ? { database: options.database, release: () => undefined } : await openDatabase(env, log)
  const { database } = opened
  try {
    if (env.MIGRATE_ON_START) await database.migrate()
    const secret = await resolveAuthSecret(env.BETTER_AUTH_SECRET, database, resolve(env.DATA_DIR))
    const mailer = createMailer(env, log)
    const auth = createAuth({ db: database.db, env, secret, mailer, log })
    const sources = createSources({ db: database.db, env, log, fetch: options.sourceFetch, policies: options.sourcePolicies })
    const sessions = await openSessionLookup(database)
    const api = createApi({ database, env, auth, authSecret: secret, log, sources, lookUpSession: sessions.lookUp })
    const app = new Hono<AppEnv>()
    app.route('/api', api)
    if (options.serveWeb ?? true) mountWeb(app, env)
    const housekeeping = startHousekeeping({
      log,
      tasks: [
        { name: 'expired source cache', run: (now) => purgeExpiredSourceCache(database.db, now) },
        { name: 'earlier days’ researcher-search claims', run: (now) => purgeOldSearchClaims(database.db, now) },
        { name: 'stale rate-limit counters', run: (now) => purgeStaleRateLimits(database.db, now, Math.max(RATE_LIMIT_ROW_TTL_SECONDS, env.SIGN_IN_WINDOW_SECONDS)) },
      ],
      intervalMs: HOUSEKEEPING_INTERVAL_MS,
      firstDelayMs: HOUSEKEEPING_FIRST_DELAY_MS,
    })
    return {
      app,
      sources,
      database,
      mailer,
      async close() {
        await housekeeping.stop()
        await sessions.close()
        await database.close()
        opened.release()
      },
    }
  } catch (error) {
    await database.close().catch(() => undefined)
    opened.release()
    throw error
  }
}

function mountWeb(app: Hono<AppEnv>, env: Env) {
  const indexFile = join(webDistDir, 'index.html')
  if (!existsSync(indexFile)) {
    app.get('*', securityHeaders(env.APP_URL), (c) => c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503))
    return
  }
  const indexHtml = readFileSync(indexFile, 'utf8')
  app.use('*', securityHeaders(env.APP_URL))
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.ok) editResponseHeaders(c, (headers) => headers.set('Cache-Control', 'public, max-age=31536000, immutable'))
  })
  app.use('*', serveStatic({ root: webDistDir }))
  // Every other path is a client-side route; the SPA renders its own 404 page.
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(indexHtml)
  })
}
