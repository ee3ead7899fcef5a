import { errorCodeForStatus, ErrorCodes, type ApiErrorBody, type ErrorCode } from '../../../shared/error-codes'
import { parseJsonOrUndefined } from '../../../shared/json'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues: ApiErrorBody['issues'] = [],
    readonly requestId?: string,
    /** a finer code from better-auth, e.g. INVALID_EMAIL_OR_PASSWORD */
    readonly detailCode?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal }

/** Calls the API with the session cookie and turns any error body into an ApiError. */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: Options = {}): Promise<T> {
  let response: Response
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'UPSTREAM_FAILED', 'Could not reach Lodestar. Check your connection and try again.')
  }
  if (response.status === 204) return undefined as T
  const text = await response.text()
  const json: unknown = parseJsonOrUndefined(text)
  if (response.ok) return json as T
  if (isApiErrorBody(json))
    throw new ApiError(response.status, json.code, json.message, json.issues, json.requestId, json.detail)
  // Not from Lodestar's API (a proxy's error page, say): the status is all there is to go on.
  throw new ApiError(response.status, errorCodeForStatus(response.status), `Request failed (${response.status})`)
}

// A hand-written guard: zod would add ~40 kB to every page's first download.
function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!value || typeof value !== 'object') return false
  const body = value as Record<string, unknown>
  return (
    typeof body.message === 'string' &&
    typeof body.requestId === 'string' &&
    (body.detail === undefined || typeof body.detail === 'string') &&
    (ErrorCodes as readonly unknown[]).includes(body.code)
  )
}

export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message
  return fallback
}
