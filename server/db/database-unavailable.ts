/** Socket errors that mean the database server could not be reached at all. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * SQLSTATEs of a server that is shutting down, starting up, crashed or full (class 08 is matched
 * separately). 53300 is "too many clients": the server is there but takes no one.
 */
const SERVER_GONE_CODES = new Set(['57P01', '57P02', '57P03', '53300'])

/** What node-postgres, pg-pool and PGlite say when a connection died, timed out or was closed under a query. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout expired',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
])

const MAX_DEPTH = 8

/**
 * The one place that decides "the database could not be reached or did not answer in time", so the
 * API answers 503 and clients retry. Drizzle wraps driver errors (DrizzleQueryError), other layers
 * wrap them again: the whole `cause` chain is searched, and each error of an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return findUnavailableCause(error) !== undefined
}

/** The driver-level error that made `error` count as unavailable: its message and code, never the query or its parameters. */
export function databaseFailureOf(error: unknown): { message: string; code?: string } | undefined {
  const cause = findUnavailableCause(error)
  if (!cause) return undefined
  return typeof cause.code === 'string' ? { message: cause.message, code: cause.code } : { message: cause.message }
}

type ErrorLike = { message: string; code?: unknown; cause?: unknown; errors?: unknown }

function findUnavailableCause(error: unknown, depth = 0): ErrorLike | undefined {
  if (depth > MAX_DEPTH || !isErrorLike(error)) return undefined
  if (isUnavailableItself(error)) return error
  if (Array.isArray(error.errors)) {
    for (const inner of error.errors) {
      const found = findUnavailableCause(inner, depth + 1)
      if (found) return found
    }
  }
  return error.cause === error ? undefined : findUnavailableCause(error.cause, depth + 1)
}

function isUnavailableItself(error: ErrorLike): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined
  if (code && NETWORK_CODES.has(code)) return true
  if (code && /^[0-9A-Z]{5}$/.test(code)) {
    if (code.startsWith('08') || SERVER_GONE_CODES.has(code)) return true
    // 57014 is also a cancel someone asked for (pg_cancel_backend); only our own statement limit counts.
    if (code === '57014') return error.message.includes('statement timeout')
    return false
  }
  return DRIVER_MESSAGES.has(error.message)
}

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string'
}
