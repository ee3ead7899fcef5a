import { sql } from 'drizzle-orm'
import { expect, onTestFinished, test } from 'vitest'
import { startTcpProxy } from '../test/tcp-proxy'
import { openPostgres, type Database } from './client'
import { isDatabaseUnavailable } from './database-unavailable'
import { queryRows } from './query-rows'
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './postgres-timeouts'

// PostgreSQL only (npm run test:pg); these queries touch no table, so the run's database is enough.
const url = process.env.DATABASE_URL

async function open(databaseUrl: string, timeouts: Partial<PostgresTimeouts>, poolSize = 1): Promise<Database> {
  const database = await openPostgres(databaseUrl, {
    poolSize,
    timeouts: { ...DEFAULT_POSTGRES_TIMEOUTS, ...timeouts },
  })
  onTestFinished(() => database.close())
  return database
}

async function failureOf(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now()
  try {
    await promise
  } catch (error) {
    return { error, ms: performance.now() - started }
  }
  throw new Error('expected a failure')
}

async function timed<T>(promise: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await promise
  return { value, ms: performance.now() - started }
}

test.skipIf(!url)(
  'a transaction whose query outlives the client-side timeout gives its connection up: the next query does not wait behind it',
  async () => {
    const database = await open(url ?? '', { queryMs: 300, statementMs: 0, stallCheckMs: 0 })

    const failed = await failureOf(database.db.transaction((tx) => tx.execute(sql`select pg_sleep(3)`)))
    const next = await timed(queryRows(database.db, sql`select 1 as one`))

    expect(isDatabaseUnavailable(failed.error)).toBe(true)
    expect(failed.ms).toBeLessThan(1_500)
    expect(next.value).toEqual([{ one: 1 }])
    expect(next.ms).toBeLessThan(1_000)
  },
)

test.skipIf(!url)(
  'a session the server ends inside a transaction fails that transaction, and the process and the pool carry on',
  async () => {
    const database = await open(url ?? '', { idleInTransactionMs: 200 })

    const failed = await failureOf(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        await new Promise((resolve) => setTimeout(resolve, 600))
        await tx.execute(sql`select 1`)
      }),
    )

    expect(failed.error).toBeInstanceOf(Error)
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }])
  },
)

test.skipIf(!url)(
  'the server statement timeout cancels a long statement, and that counts as the database not answering',
  async () => {
    const database = await open(url ?? '', { statementMs: 200, queryMs: 5_000, stallCheckMs: 0 })

    const failed = await failureOf(database.db.execute(sql`select pg_sleep(2)`))

    expect(isDatabaseUnavailable(failed.error)).toBe(true)
    expect(database.recentlyUnreachable()).toBe(true)
  },
)

test.skipIf(!url)('a slow query on a server that still answers is left to finish', async () => {
  const database = await open(url ?? '', { stallCheckMs: 200 })

  const slow = await timed(queryRows(database.db, sql`select pg_sleep(1) as slept`))

  expect(slow.value).toHaveLength(1)
  expect(database.recentlyUnreachable()).toBe(false)
})

test.skipIf(!url)(
  'a server that stops answering fails the waiting query within two stall checks, and is used again once it answers',
  async () => {
    const target = new URL(url ?? '')
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    onTestFinished(() => proxy.close())
    const database = await open(proxy.proxiedUrl(url ?? ''), { stallCheckMs: 300 })
    await database.ping()

    proxy.freeze()
    const failed = await failureOf(database.ping())
    const flagged = database.recentlyUnreachable()
    await proxy.resume()
    const next = await timed(database.ping())

    expect(isDatabaseUnavailable(failed.error)).toBe(true)
    expect(failed.ms).toBeGreaterThanOrEqual(300)
    expect(failed.ms).toBeLessThan(2 * 300 + 400)
    expect(flagged).toBe(true)
    expect(next.ms).toBeLessThan(1_000)
  },
)
