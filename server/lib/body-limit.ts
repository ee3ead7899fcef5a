import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { AppError } from './app-error'
import type { BaseEnv } from './base-context'

/**
 * GET and HEAD never carry a body (the Node adapter drops one); OPTIONS and DELETE have one only when
 * they declare it. Asking a request for its body makes the Node adapter build a whole Request first.
 */
export function declaresNoBody(request: Request): boolean {
  const method = request.method
  if (method === 'GET' || method === 'HEAD') return true
  if (method !== 'OPTIONS' && method !== 'DELETE') return false
  const length = request.headers.get('content-length')
  return !request.headers.has('transfer-encoding') && (length === null || Number(length) === 0)
}

/** 413 PAYLOAD_TOO_LARGE for a body over `maxSize` bytes; requests without a body pass untouched. */
export function limitBody(maxSize: number, message = 'The request body is too large'): MiddlewareHandler<BaseEnv> {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', message)
    },
  })
  return (c, next) => (declaresNoBody(c.req.raw) ? next() : limit(c, next))
}

/** The same limit on every path but the uploads, whose routes set their own. */
export function limitBodyExcept(paths: readonly string[], maxSize: number): MiddlewareHandler<BaseEnv> {
  const limit = limitBody(maxSize)
  const exempt = new Set(paths)
  return (c, next) => (exempt.has(c.req.path) ? next() : limit(c, next))
}
