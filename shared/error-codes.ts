/** Plain data (no zod), so the browser bundle can use it without the schema library. */
export const ErrorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'UPSTREAM_FAILED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const
export type ErrorCode = (typeof ErrorCodes)[number]

/** The one error body of the API; `ApiErrorBodySchema` in ./errors.ts checks it on the server side. */
export type ApiErrorBody = {
  code: ErrorCode
  message: string
  issues?: { path: string; message: string }[]
  requestId: string
  /** A finer code from the auth library, e.g. INVALID_EMAIL_OR_PASSWORD */
  detail?: string
}

/** The code an HTTP status stands for, when a response did not say one itself. */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  if (status === 429) return 'RATE_LIMITED'
  if (status === 503) return 'SERVICE_UNAVAILABLE'
  if (status >= 500) return 'INTERNAL'
  return 'BAD_REQUEST'
}
