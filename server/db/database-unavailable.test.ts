import { DrizzleQueryError } from 'drizzle-orm/errors'
import { expect, test } from 'vitest'
import { AppError } from '../lib/app-error'
import { databaseFailureOf, isDatabaseUnavailable } from './database-unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

test.each([
  ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
  ['unknown host', withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND')],
  ['connection terminated under a query', new Error('Connection terminated unexpectedly')],
  ['connection dropped by us while waiting', new Error('Connection terminated')],
  [
    'connect timeout (pg-pool)',
    new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
  ],
  ['connect timeout (pg client)', new Error('timeout expired')],
  ['no free pooled connection in time', new Error('timeout exceeded when trying to connect')],
  ['client-side query timeout', new Error('Query read timeout')],
  [
    'a client that already lost its connection',
    new Error('Client has encountered a connection error and is not queryable'),
  ],
  ['a pool that is shutting down', new Error('Cannot use a pool after calling end on the pool')],
  ['a closed PGlite', new Error('PGlite is closed')],
  ['SQLSTATE 08006 connection failure', withCode('connection failure', '08006')],
  ['SQLSTATE 57P01 admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
  [
    'SQLSTATE 57P02 crash shutdown',
    withCode('terminating connection because of crash of another server process', '57P02'),
  ],
  ['SQLSTATE 57P03 cannot connect now', withCode('the database system is starting up', '57P03')],
  ['SQLSTATE 53300 too many clients', withCode('sorry, too many clients already', '53300')],
  ['our statement timeout (57014)', withCode('canceling statement due to statement timeout', '57014')],
  [
    'several addresses all refused (AggregateError)',
    Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {
      code: 'ECONNREFUSED',
    }),
  ],
])('%s counts as the database being unavailable', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true)
})

test.each([
  ['a unique violation', withCode('duplicate key value violates unique constraint "user_email_key"', '23505')],
  ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
  ['a cancel someone asked for (57014)', withCode('canceling statement due to user request', '57014')],
  ['a serialization failure', withCode('could not serialize access due to concurrent update', '40001')],
  ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  [
    'a message that only contains a driver phrase',
    new Error('Upload failed: Connection terminated by the storage server'),
  ],
  ['not an error at all', 'ECONNREFUSED'],
  ['nothing', undefined],
])('%s does not', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false)
})

test('the cause chain is searched: Drizzle wraps the driver error, and a service may wrap that again', () => {
  const driver = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
  const drizzle = new DrizzleQueryError('select "id" from "user" where "email" = $1', ['someone@example.test'], driver)
  const wrapped = new AppError('UPSTREAM_FAILED', 'Could not search', { cause: drizzle })

  expect(isDatabaseUnavailable(drizzle)).toBe(true)
  expect(isDatabaseUnavailable(wrapped)).toBe(true)
})

test('the failure named for the logs is the driver error, without the query or its parameters', () => {
  const drizzle = new DrizzleQueryError(
    'select "id" from "user" where "email" = $1',
    ['someone@example.test'],
    new Error('Query read timeout'),
  )

  expect(databaseFailureOf(drizzle)).toEqual({ message: 'Query read timeout' })
  expect(databaseFailureOf(new Error('boom'))).toBeUndefined()
})

test('an error that is its own cause does not loop', () => {
  const loop = new Error('loop') as Error & { cause?: unknown }
  loop.cause = loop
  const ring = new Error('a', { cause: new Error('b') })
  ;(ring.cause as Error).cause = ring

  expect(isDatabaseUnavailable(loop)).toBe(false)
  expect(isDatabaseUnavailable(ring)).toBe(false)
})
