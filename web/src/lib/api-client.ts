import type { EndpointName } from '#shared/contract/endpoint-routes'
import { fillPath, shellEndpointRoutes, type EndpointRoute } from '#shared/contract/shell-endpoint-routes'
import type { EndpointInput, EndpointOutput } from '#shared/contract/endpoints'
import { errorCodeForStatus, ErrorCodes, type ApiErrorBody, type ErrorCode } from '#shared/error-codes'
import { parseJsonOrUndefined } from '#shared/json'

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
  const { method, path } = await routeOf(name)
  const body = await send(method, urlOf(fillPath(path, input.params), input.query), input.json, options.signal)
  return checkAnswer(name, body)
}

/** The whole endpoint table; the landing ships only the shell's part of it (decision 023). */
export const loadEndpointRoutes = () => import('#shared/contract/endpoint-routes')

async function routeOf(name: EndpointName): Promise<EndpointRoute> {
  if (Object.hasOwn(shellEndpointRoutes, name)) return shellEndpointRoutes[name as keyof typeof shellEndpointRoutes]
  const { endpointRoutes } = await loadEndpointRoutes()
  return endpointRoutes[name]
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
  const response = await fetchFromApi(url, { method, json: body, signal })
  if (response.status === 204) return undefined
  if (!response.ok) throw await apiErrorOf(response)
  return parseJsonOrUndefined(await response.text())
}

/** fetch with the session cookie: no connection becomes an ApiError with status 0, an abort stays an abort. */
export async function fetchFromApi(
  url: string,
  init: { method: string; json?: unknown; signal?: AbortSignal; accept?: string },
): Promise<Response> {
  const accept = init.accept ?? 'application/json'
  try {
    return await fetch(url, {
      method: init.method,
      signal: init.signal,
      credentials: 'same-origin',
      headers: init.json === undefined ? { accept } : { accept, 'content-type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'UPSTREAM_FAILED', 'Could not reach Lodestar. Check your connection and try again.')
  }
}

/**
 * The ApiError of a refused answer: the body's code, message, issues, request id and detail where it has
 * them. A body without a message (a proxy's error page, say) leaves the status as all there is to go on.
 * Checked by hand: zod would add ~40 kB to every page's first download.
 */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const fallback = errorCodeForStatus(response.status)
  const json: unknown = parseJsonOrUndefined(await response.text())
  if (!json || typeof json !== 'object' || typeof (json as { message?: unknown }).message !== 'string')
    return new ApiError(response.status, fallback, `Request failed (${response.status})`)
  const body = json as Partial<Record<keyof ApiErrorBody, unknown>> & { message: string }
  return new ApiError(
    response.status,
    (ErrorCodes as readonly unknown[]).includes(body.code) ? (body.code as ErrorCode) : fallback,
    body.message,
    Array.isArray(body.issues) ? (body.issues as ApiErrorBody['issues']) : [],
    typeof body.requestId === 'string' ? body.requestId : undefined,
    typeof body.detail === 'string' ? body.detail : undefined,
  )
}

export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message
  return fallback
}
