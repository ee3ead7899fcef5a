import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Logger } from '../lib/logger'
import { migrationsDir } from '../lib/paths'
import { createWatchedPool } from './postgres-pool'
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './postgres-timeouts'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  describe: string
  migrate: () => Promise<void>
  ping: () => Promise<void>
  /** True for a few seconds after the server could not be reached or did not answer (always false for PGlite). */
  recentlyUnreachable: () => boolean
  /**
   * PGlite only. One process and one connection: a notification reaches its listeners before the query
   * that committed it resolves. PostgreSQL delivers them to other connections later, so it has none.
   */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>
  /**
   * PostgreSQL only: a small pool of its own for session lookups, so that the sign-in check that comes before every
   * request's first byte never queues behind other requests' queries (50 open answer streams fill the main pool).
   */
  sessionDb?: Db
  close: () => Promise<void>
}

export type PostgresOptions = { poolSize?: number; timeouts?: PostgresTimeouts; log?: Logger }

// Any constant works; it only has to be the same in every instance of the app.
const MIGRATION_LOCK_ID = 724_001
/** Connections kept for session lookups: each is one indexed read of a few milliseconds. */
const SESSION_POOL_SIZE = 3

export function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const timeouts = options.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS
  const watched = createWatchedPool(url, { poolSize: options.poolSize ?? 10, timeouts, log: options.log })
  const { pool } = watched
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
  const sessionPool = createWatchedPool(url, { poolSize: SESSION_POOL_SIZE, timeouts, log: options.log })
  const sessionDb = drizzlePg(sessionPool.pool, { schema, casing: 'snake_case' }) as unknown as Db
  const target = new URL(url)
  return Promise.resolve({
    db,
    kind: 'postgres',
    describe: `PostgreSQL at ${target.hostname}:${target.port || '5432'}${target.pathname}`,
    async migrate() {
      // Instances starting together must not run the same migration twice. No query limit: waiting
      // for the lock and long migrations are expected here.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs })
      await client.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder: migrationsDir })
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined)
        await client.end()
      }
    },
    async ping() {
      await pool.query('SELECT 1')
    },
    recentlyUnreachable: () => watched.recentlyUnreachable() || sessionPool.recentlyUnreachable(),
    sessionDb,
    async close() {
      await Promise.all([watched.close(), sessionPool.close()])
    },
  })
}

/** `dataDir` undefined → in-memory (tests). */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {})
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    describe: dataDir ? `embedded PostgreSQL (PGlite) in ${dataDir}` : 'embedded PostgreSQL (PGlite) in memory',
    async migrate() {
      await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder: migrationsDir })
    },
    async ping() {
      await client.query('SELECT 1')
    },
    recentlyUnreachable: () => false,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    async close() {
      await client.close()
    },
  }
}
