import { isAPIError } from 'better-auth/api'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ZodError } from 'zod'
import { errorCodeForStatus } from '#shared/error-codes'
import { errorStatus, type ApiErrorBody, type ErrorCode } from '#shared/errors'
import { databaseFailureOf } from '../db/database-unavailable'
import { AppError } from './app-error'
import type { BaseEnv } from './base-context'

/** Long enough for a database restart or failover to finish, short enough that a retry soon succeeds. */
export const RETRY_AFTER_SECONDS = 5
export const SERVICE_UNAVAILABLE_MESSAGE = 'Lodestar is briefly unavailable. Please try again in a few seconds.'

function body(code: ErrorCode, message: string, requestId: string, issues?: ApiErrorBody['issues']): ApiErrorBody {
  return issues ? { code, message, issues, requestId } : { code, message, requestId }
}

/** The one mapper from anything thrown to the JSON error vocabulary; stack traces stay in the logs. */
export function toErrorResponse<E extends BaseEnv>(error: unknown, c: Context<E>) {
  // Unset when the error happened before the request-id and context middleware ran.
  const variables: Partial<BaseEnv['Variables']> = c.var
  const requestId = variables.requestId ?? 'unknown'
  const log = variables.ctx?.log
  const databaseFailure =
    error instanceof AppError && errorStatus[error.code] < 500 ? undefined : databaseFailureOf(error)
  if (databaseFailure) {
    // Only the driver's own words: the wrapping query error carries the SQL and its parameters.
    ;(log ?? console).warn('database unavailable', { database: databaseFailure })
    c.header('Retry-After', String(RETRY_AFTER_SECONDS))
    return c.json(body('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, requestId), 503)
  }
  if (error instanceof AppError) {
    if (error.code === 'SERVICE_UNAVAILABLE') c.header('Retry-After', String(RETRY_AFTER_SECONDS))
    for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value)
    if (error.code === 'INTERNAL' || error.code === 'UPSTREAM_FAILED')
      log?.error(error.message, { err: error.cause ?? error })
    return c.json(body(error.code, error.message, requestId), errorStatus[error.code] as 400)
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    return c.json(body('BAD_REQUEST', 'Some fields are invalid', requestId, issues), 400)
  }
  if (error instanceof HTTPException) {
    const status = error.status
    const code = errorCodeForStatus(status)
    return c.json(
      body(code, status === 413 ? 'The request body is too large' : error.message || 'Bad request', requestId),
      status,
    )
  }
  // better-auth's server-side calls (a session revoked by a parallel request, say) throw its own errors; a refusal
  // keeps its status in our vocabulary, its failures stay 500s below.
  if (isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500) {
    const code = errorCodeForStatus(error.statusCode)
    const message = code === 'UNAUTHORIZED' ? 'Please sign in to continue.' : error.message || 'Bad request'
    return c.json(body(code, message, requestId), error.statusCode as 400)
  }
  ;(log ?? console).error('unhandled error', { err: error })
  return c.json(body('INTERNAL', 'Something went wrong on our side. Please try again.', requestId), 500)
}
