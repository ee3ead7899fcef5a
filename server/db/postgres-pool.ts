import pg from 'pg'
import type { Logger } from '../lib/logger'
import { isDatabaseUnavailable } from './database-unavailable'
import type { PostgresTimeouts } from './postgres-timeouts'

/** How long after a failure to reach the server `recentlyUnreachable()` still says so. */
const RECENT_FAILURE_MS = 3_000

export type WatchedPool = {
  pool: pg.Pool
  /** True when a connection or a query failed because the server could not be reached or did not answer, in the last few seconds. */
  recentlyUnreachable: () => boolean
  close: () => Promise<void>
}

type ConnectCallback = NonNullable<Parameters<pg.Pool['connect']>[0]>

/** A pool that reports every failure to hand out a connection (refused, timed out, pool full for too long). */
class ObservedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly onAcquireFailure: (error: unknown) => void,
  ) {
    super(config)
  }

  override connect(): Promise<pg.PoolClient>
  override connect(callback: ConnectCallback): void
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        this.onAcquireFailure(error)
        throw error
      })
    }
    super.connect((error, client, done) => {
      if (error) this.onAcquireFailure(error)
      callback(error, client, done)
    })
  }
}

type TrackedQuery = { client: pg.PoolClient; stalled: boolean; stallTimer?: NodeJS.Timeout }

/**
 * A pg pool with every timeout set, that fails queries within about two `stallCheckMs` when the server
 * stops answering, and never hands out a connection that still waits for an answer.
 */
export function createWatchedPool(
  url: string,
  options: { poolSize: number; timeouts: PostgresTimeouts; log?: Logger },
): WatchedPool {
  const { timeouts, log } = options
  const now = () => performance.now()
  let lastFailureAt = Number.NEGATIVE_INFINITY
  let checking = false
  let closed = false
  let reportedUnanswered = false
  const inFlight = new Set<TrackedQuery>()

  const markUnreachable = () => {
    lastFailureAt = now()
  }
  const noteFailure = (error: unknown) => {
    if (isDatabaseUnavailable(error)) markUnreachable()
  }

  const pool = new ObservedPool(
    {
      connectionString: url,
      max: options.poolSize,
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.queryMs || undefined,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    },
    noteFailure,
  )
  pool.on('error', () => {
    // Idle client errors (server restart) are reported by the next query; keep the process alive.
  })
  pool.on('connect', (client) => {
    // A checked-out client has no error listener of its own: a session the server ends between two
    // queries of a transaction would otherwise crash the process. Its next query reports the failure.
    client.on('error', () => undefined)
    wrapQuery(client, () => {
      const tracked = track(client)
      return (error) => {
        untrack(tracked)
        if (!isDatabaseUnavailable(error)) return
        markUnreachable()
        // The server said nothing (read timeout, dropped link): its late answer must not reach the next borrower.
        if (!(error instanceof pg.DatabaseError)) dropConnection(client)
      }
    })
  })

  function track(client: pg.PoolClient): TrackedQuery | undefined {
    if (!timeouts.stallCheckMs) return undefined
    const query: TrackedQuery = { client, stalled: false }
    query.stallTimer = setTimeout(() => {
      query.stalled = true
      void checkWhileStalled()
    }, timeouts.stallCheckMs).unref()
    inFlight.add(query)
    return query
  }

  function untrack(query: TrackedQuery | undefined) {
    if (!query) return
    clearTimeout(query.stallTimer)
    inFlight.delete(query)
  }

  /** While some query waits longer than `stallCheckMs`, asks a new connection for `SELECT 1`, at most once per `stallCheckMs`. */
  async function checkWhileStalled() {
    if (checking) return
    checking = true
    try {
      while (!closed && [...inFlight].some((query) => query.stalled)) {
        const started = now()
        const answered = await answersWithin(url, timeouts.stallCheckMs)
        if (answered) {
          if (reportedUnanswered) log?.info('database answers again')
          reportedUnanswered = false
        } else {
          const stalled = [...inFlight].filter((query) => query.stalled)
          markUnreachable()
          if (!reportedUnanswered)
            log?.warn('database does not answer; failing the queries waiting for it', {
              waiting: stalled.length,
              checkMs: timeouts.stallCheckMs,
            })
          reportedUnanswered = true
          for (const query of stalled) dropConnection(query.client)
        }
        const rest = timeouts.stallCheckMs - (now() - started)
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest).unref())
      }
    } finally {
      checking = false
    }
  }

  return {
    pool,
    recentlyUnreachable: () => now() - lastFailureAt < RECENT_FAILURE_MS,
    async close() {
      closed = true
      await pool.end()
    },
  }
}

/** Ends the connection at once, failing the query it runs with "Connection terminated"; the pool then discards it. */
function dropConnection(client: pg.PoolClient) {
  client.end().catch(() => undefined)
}

/** Whether the server answers `SELECT 1` on a new connection within `ms`. */
async function answersWithin(url: string, ms: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: ms, query_timeout: ms })
  client.on('error', () => undefined)
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  try {
    const answer = client.connect().then(
      () =>
        client.query('SELECT 1').then(
          () => true,
          () => false,
        ),
      () => false,
    )
    return await Promise.race([answer, deadline])
  } finally {
    clearTimeout(timer)
    client.end().catch(() => undefined)
  }
}

type QueryFunction = (...args: unknown[]) => unknown
type Settle = (error: unknown) => void

/**
 * Calls `start` when a query is sent and the function it returns when the query settles, for both of
 * pg's calling styles (callback last, or a returned promise). The casts live here because pg types
 * each `query` overload separately and this wrapper forwards them all unchanged.
 */
function wrapQuery(client: pg.PoolClient, start: () => Settle) {
  const query = client.query.bind(client) as QueryFunction
  const watched: QueryFunction = (...args) => {
    const settle = start()
    const last = args.at(-1)
    try {
      if (typeof last === 'function') {
        const callback = last as (error: unknown, result: unknown) => void
        args[args.length - 1] = (error: unknown, result: unknown) => {
          settle(error)
          callback(error, result)
        }
        return query(...args)
      }
      const result = query(...args)
      if (isThenable(result)) {
        // Registered before the caller awaits, so a dropped connection is gone before its caller (say a rollback) uses it again.
        result.then(
          () => settle(undefined),
          (error: unknown) => settle(error),
        )
      } else {
        settle(undefined)
      }
      return result
    } catch (error) {
      settle(error)
      throw error
    }
  }
  client.query = watched as typeof client.query
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function'
}
