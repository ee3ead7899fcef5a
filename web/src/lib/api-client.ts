import { endpointRoutes, fillPath, type EndpointName } from '../../../shared/contract/endpoint-routes'
import type { EndpointInput, EndpointOutput } from '../../../shared/contract/endpoints'
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

export type CallOptions = { signal?: AbortSignal }

type NoInput = { params?: never; query?: never; json?: never }

/** The input may be left out when nothing in it is required. */
type CallArgs<Name extends EndpointName> =
  NoInput extends EndpointInput<Name>
    ? [input?: EndpointInput<Name>, options?: CallOptions]
    : [input: EndpointInput<Name>, options?: CallOptions]

type RequestParts = { params?: Record<string, string>; query?: Record<string, unknown>; json?: unknown }

/**
 * Calls one endpoint of the contract's table with the session cookie: input and output types come
 * from the table, and any error body becomes an ApiError.
 */
export async function callApi<Name extends EndpointName>(
  name: Name,
  ...args: CallArgs<Name>
): Promise<EndpointOutput<Name>>
export async function callApi(name: EndpointName, input: RequestParts = {}, options: CallOptions = {}) {
  const { method, path } = endpointRoutes[name]
  const body = await send(method, urlOf(fillPath(path, input.params), input.query), input.json, options.signal)
  return checkAnswer(name, body)
}

function urlOf(path: string, query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      search.set(key, String(value))
    }
  }
  const searchText = search.toString()
  return searchText ? `/api${path}?${searchText}` : `/api${path}`
}

type AnswerCheck = (name: EndpointName, body: unknown) => unknown
let checkAnswer: AnswerCheck = (_name, body) => body

/**
 * Development and tests check every answer against the contract (./contract-check.ts). The production
 * bundle trusts the server's answer and never imports that check, so zod stays out of every page's download.
 */
export function checkAnswersWith(check: AnswerCheck) {
  checkAnswer = check
}

async function send(method: string, url: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
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
  if (response.status === 204) return undefined
  const text = await response.text()
  const json: unknown = parseJsonOrUndefined(text)
  if (response.ok) return json
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
