import { join, resolve } from 'node:path'
import { Hono } from 'hono'
import { createApi } from './app'
import { createAuth } from './auth/auth'
import { openSessionLookup } from './features/account'
import { resolveAuthSecret } from './auth/auth-secret'
import { openPglite, openPostgres, type Database } from './db/client'
import { postgresTimeoutsOf } from './db/postgres-timeouts'
import type { Env } from './env'
import { importCollegesIfEmpty } from './features/colleges'
import { importCareersIfEmpty } from './features/careers'
import { createLocalLibraryConnector } from './features/library'
import { createLlm } from './features/llm'
import { createAvatarStorage, type ChosenAvatarStorage } from './features/profile'
import { purgeOldQuotaClaims } from './features/quota'
import { createSources, purgeExpiredSourceCache, type SourcePolicies, type Sources } from './features/sources'
import { lockDataDir } from './lib/data-dir-lock'
import { secureDataDir } from './lib/data-dir-permissions'
import { startHousekeeping } from './lib/housekeeping'
import type { Logger } from './lib/logger'
import { compressResponsesExceptUnder } from './lib/compression'
import { createMailer, type Mailer } from './lib/mailer'
import { purgeStaleRateLimits } from './lib/rate-limit'
import type { AppEnv } from './request-context'
import { mountWeb } from './web/serve-web'
import { prerenderVisitorPages } from './web/visitor-pages'

export type Platform = {
  app: Hono<AppEnv>
  sources: Sources
  database: Database
  mailer: Mailer
  avatars: ChosenAvatarStorage
  close: () => Promise<void>
}

export async function openDatabase(env: Env, log?: Logger): Promise<{ database: Database; release: () => void }> {
  if (env.DATABASE_URL) {
    const database = await openPostgres(env.DATABASE_URL, {
      poolSize: env.DATABASE_POOL_SIZE,
      timeouts: postgresTimeoutsOf(env),
      log,
    })
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
  const opened = options.database
    ? { database: options.database, release: () => undefined }
    : await openDatabase(env, log)
  const { database } = opened
  try {
    if (env.MIGRATE_ON_START) await database.migrate()
    if (env.COLLEGE_DATA) await importCollegesIfEmpty(database.db, env.COLLEGE_DATA, log)
    if (env.CAREERS_DATA) await importCareersIfEmpty(database.db, env.CAREERS_DATA, log)
    const secret = await resolveAuthSecret(env.BETTER_AUTH_SECRET, database, resolve(env.DATA_DIR))
    const mailer = createMailer(env, log)
    const auth = createAuth({ db: database.db, env, secret, mailer, log })
    const sources = createSources({
      db: database.db,
      env,
      log,
      library: createLocalLibraryConnector(database.db),
      fetch: options.sourceFetch,
      policies: options.sourcePolicies,
    })
    // Tests reach the fake model through the same in-process fetch as the fake sources.
    const llm = createLlm(env, { fetch: options.sourceFetch })
    const avatars = createAvatarStorage(env)
    const sessions = await openSessionLookup(database)
    const api = createApi({ database, env, auth, log, sources, llm, avatars, lookUpSession: sessions.lookUp })
    const app = new Hono<AppEnv>()
    // better-auth's answers stay uncompressed: small, and the ones that matter carry secrets (BREACH).
    app.use('/api/*', compressResponsesExceptUnder('/api/auth/'))
    app.route('/api', api)
    if (options.serveWeb ?? true) mountWeb(app, { appUrl: env.APP_URL, visitorPages: await prerenderVisitorPages(log) })
    const housekeeping = startHousekeeping({
      log,
      tasks: [
        { name: 'expired source cache', run: (now) => purgeExpiredSourceCache(database.db, now) },
        { name: 'earlier days’ quota claims', run: (now) => purgeOldQuotaClaims(database.db, now) },
        {
          name: 'stale rate-limit counters',
          run: (now) =>
            purgeStaleRateLimits(database.db, now, Math.max(RATE_LIMIT_ROW_TTL_SECONDS, env.SIGN_IN_WINDOW_SECONDS)),
        },
      ],
      intervalMs: HOUSEKEEPING_INTERVAL_MS,
      firstDelayMs: HOUSEKEEPING_FIRST_DELAY_MS,
    })
    return {
      app,
      sources,
      database,
      mailer,
      avatars,
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
