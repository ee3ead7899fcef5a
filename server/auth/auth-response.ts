import { errorCodeForStatus, type ApiErrorBody } from '#shared/error-codes'
import { parseJsonOrUndefined } from '#shared/json'
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../lib/error-response'

export type AuthRequest = {
  method: string
  path: string
  requestId: string
  /** Whether the database just failed to connect or answer (`Database.recentlyUnreachable`). */
  databaseUnreachable?: () => boolean
}

/**
 * What leaves /api/auth/*: better-auth's errors in the API's one error vocabulary (its own code kept
 * as `detail`), and no session token anywhere in a body — the session lives only in the httpOnly cookie.
 */
export async function toClientAuthResponse(response: Response, request: AuthRequest): Promise<Response> {
  const headers = new Headers(response.headers)
  headers.set('X-Request-Id', request.requestId)
  const init = { status: response.status, statusText: response.statusText, headers }
  const isJson = headers.get('content-type')?.includes('application/json') ?? false

  if (response.status >= 400) {
    let loose: Record<string, unknown> | undefined
    if (isJson) loose = asRecord(parseJsonOrUndefined(await response.text()))
    else await response.body?.cancel()
    headers.set('content-type', 'application/json')
    headers.delete('content-length')
    if (isDatabaseFailure(response.status, loose?.code) && request.databaseUnreachable?.()) {
      headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
      const body: ApiErrorBody = {
        code: 'SERVICE_UNAVAILABLE',
        message: SERVICE_UNAVAILABLE_MESSAGE,
        requestId: request.requestId,
      }
      return new Response(JSON.stringify(body), { status: 503, headers })
    }
    // A server-side failure's own text stays in the server; clients get the generic sentence.
    const ownMessage =
      response.status < 500 && typeof loose?.message === 'string' && loose.message ? loose.message : undefined
    const body: ApiErrorBody = {
      code: errorCodeForStatus(response.status),
      message: ownMessage ?? defaultMessage(response.status, request),
      requestId: request.requestId,
    }
    if (typeof loose?.code === 'string') body.detail = loose.code
    return new Response(JSON.stringify(body), init)
  }

  if (!isJson) return new Response(response.body, init)
  const text = await response.text()
  const parsed = parseJsonOrUndefined(text)
  if (parsed === undefined) return new Response(text, init)
  headers.delete('content-length')
  return new Response(JSON.stringify(withoutSessionTokens(parsed)), init)
}

/** Removes `token` from the places better-auth puts it: the body, `session`, and each listed session. */
export function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map((item) => withoutToken(item))
  const record = asRecord(body)
  if (!record) return body
  const copy = withoutToken(record) as Record<string, unknown>
  if (asRecord(copy.session)) copy.session = withoutToken(copy.session)
  return copy
}

function withoutToken(value: unknown): unknown {
  const record = asRecord(value)
  if (!record || !('token' in record)) return value
  const { token: _token, ...rest } = record
  return rest
}

/** better-auth's codes for a row it could not write (sign-up answers 422 when the user row failed). */
const FAILED_WRITE_CODES = new Set(['FAILED_TO_CREATE_USER', 'FAILED_TO_CREATE_SESSION'])

/**
 * better-auth turns some failures of its own queries into answers (500, or 422 for sign-up); whether the
 * database was the cause is then known only to the database layer, which the caller asks.
 */
function isDatabaseFailure(status: number, code: unknown): boolean {
  return status >= 500 || (typeof code === 'string' && FAILED_WRITE_CODES.has(code))
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

function defaultMessage(status: number, request: { method: string; path: string }): string {
  if (status === 404) return `No API route for ${request.method} ${request.path}`
  if (status === 429) return 'Too many requests. Please wait a moment and try again.'
  if (status >= 500) return 'Something went wrong on our side. Please try again.'
  return 'The request could not be completed.'
}
