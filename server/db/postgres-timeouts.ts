import type { Env } from '../env'

/** How long the PostgreSQL pool waits for the server, in milliseconds; 0 turns a limit off. */
export type PostgresTimeouts = {
  /** opening a connection, and waiting for a free one when the pool is full */
  connectMs: number
  /**
   * A query without an answer after this long makes the server be checked on a new connection, with
   * the same limit; when that check gets no answer either, the waiting queries fail. This, not
   * `queryMs`, is what answers a frozen server quickly without cutting short slow but live queries.
   */
  stallCheckMs: number
  /** server side (`statement_timeout`): the server cancels a statement that runs longer */
  statementMs: number
  /** client side (`query_timeout`): the last word when the server cannot say anything, then the connection is dropped */
  queryMs: number
  /** server side (`idle_in_transaction_session_timeout`): ends a session left idle inside a transaction */
  idleInTransactionMs: number
}

// The defaults are env.ts's, which reads the settings that override them.
export { DEFAULT_POSTGRES_TIMEOUTS } from '../env'

type TimeoutSettings = Pick<
  Env,
  | 'DATABASE_CONNECT_TIMEOUT_MS'
  | 'DATABASE_STALL_CHECK_MS'
  | 'DATABASE_STATEMENT_TIMEOUT_MS'
  | 'DATABASE_QUERY_TIMEOUT_MS'
  | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'
>

export function postgresTimeoutsOf(env: TimeoutSettings): PostgresTimeouts {
  return {
    connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    stallCheckMs: env.DATABASE_STALL_CHECK_MS,
    statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    queryMs: env.DATABASE_QUERY_TIMEOUT_MS,
    idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  }
}
