import type { ErrorCode } from '#shared/errors'

/** An error whose message is safe to show to users; `cause` is for logs only. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'AppError'
  }
}
