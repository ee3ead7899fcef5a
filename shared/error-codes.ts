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
  'INTERNAL',
] as const
export type ErrorCode = (typeof ErrorCodes)[number]

export type ApiErrorBody = {
  code: ErrorCode
  message: string
  issues?: { path: string; message: string }[]
  requestId: string
}
