import { z } from 'zod'

import { ErrorCodes, type ApiErrorBody, type ErrorCode } from './error-codes'

export { ErrorCodes, type ApiErrorBody, type ErrorCode }
export const ErrorCodeSchema = z.enum(ErrorCodes)

export const ApiErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string(),
  detail: z.string().optional(),
}) satisfies z.ZodType<ApiErrorBody>

export const errorStatus: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
}
