import { APICallError, RetryError } from 'ai'

/**
 * - `unreachable`: no HTTP answer at all (refused, DNS, TLS, reset before the status line)
 * - `http`: the server answered with an error status, or with something that is not a chat completion
 * - `timeout`: no first token within LLM_TIMEOUT_MS
 * - `cut`: the answer stopped before a proper finish (connection dropped or stalled); the text already
 *   yielded is all there is
 * - `empty`: a proper finish without any text
 */
export type LlmErrorKind = 'unreachable' | 'http' | 'timeout' | 'cut' | 'empty'

/** A language-model failure. Its message is safe to show: it names settings, never their values. */
export class LlmError extends Error {
  override readonly name = 'LlmError'
  readonly kind: LlmErrorKind
  readonly status: number | undefined

  constructor(kind: LlmErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.kind = kind
    this.status = options.status
  }
}

export function httpStatusError(status: number, cause?: unknown): LlmError {
  const message =
    status === 401 || status === 403
      ? `The language model server refused our credentials (HTTP ${status}); check LLM_API_KEY.`
      : status === 404
        ? 'The language model server answered 404; check LLM_MODEL, and that LLM_BASE_URL ends where the API starts (often /v1).'
        : status === 429
          ? 'The language model server is over its rate limit (HTTP 429); try again in a minute.'
          : status >= 500
            ? `The language model server failed (HTTP ${status}); try again later.`
            : `The language model server refused the request (HTTP ${status}).`
  return new LlmError('http', message, { status, cause })
}

export const unreachableError = (cause?: unknown) =>
  new LlmError(
    'unreachable',
    'The language model server could not be reached; check that it is running and that LLM_BASE_URL points to it.',
    { cause },
  )

export const unreadableError = (cause?: unknown) =>
  new LlmError(
    'http',
    "The language model server's answer is not an OpenAI-compatible chat completion; check LLM_BASE_URL.",
    { cause },
  )

export const timeoutError = (timeoutMs: number) =>
  new LlmError(
    'timeout',
    `The language model did not start answering within ${String(Math.round(timeoutMs / 100) / 10)} s; try again, or use a faster model.`,
  )

export const cutError = (cause?: unknown) =>
  new LlmError('cut', 'The language model stopped before finishing its answer; the part that arrived is kept.', {
    cause,
  })

export const emptyError = () => new LlmError('empty', 'The language model finished without writing an answer.')

/** Node's and undici's names for a connection that ended under a response being read. */
const CONNECTION_LOST = /terminated|socket|ECONNRESET|EPIPE|premature close|other side closed/i

function isConnectionLost(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as Error & { code?: unknown }).code
    if (CONNECTION_LOST.test(current.message) || (typeof code === 'string' && CONNECTION_LOST.test(code))) return true
    current = current.cause
  }
  return false
}

/**
 * Any error out of the AI SDK (thrown or put in the stream) as an LlmError. `answerStarted`: the
 * server had sent a status and at least one chunk, so a failure now breaks an answer off.
 */
export function toLlmError(error: unknown, answerStarted: boolean): LlmError {
  if (error instanceof LlmError) return error
  const inner = RetryError.isInstance(error) ? error.lastError : error
  if (APICallError.isInstance(inner)) {
    if (inner.statusCode !== undefined && inner.statusCode >= 400) return httpStatusError(inner.statusCode, inner)
    // A success status whose body then broke off: the SDK reports it as a call error with status 200.
    if (inner.statusCode !== undefined || answerStarted) return cutError(inner)
    return unreachableError(inner)
  }
  if (isConnectionLost(inner)) return cutError(inner)
  return answerStarted ? cutError(inner) : unreadableError(inner)
}
