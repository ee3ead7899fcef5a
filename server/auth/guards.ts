import type { MiddlewareHandler } from 'hono'
import { AppError } from '../lib/app-error'
import type { AppEnv, AuthedContext, RequestContext } from '../lib/request-context'

export function assertUser(ctx: RequestContext): asserts ctx is AuthedContext {
  if (!ctx.user || !ctx.access || !ctx.sessionId || !ctx.usageToday)
    throw new AppError('UNAUTHORIZED', 'Please sign in to continue.')
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  assertUser(c.var.ctx)
  await next()
}

export const requirePremium: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ctx = c.var.ctx
  assertUser(ctx)
  if (!ctx.access.isPremium) throw new AppError('FORBIDDEN', 'This feature requires premium access.')
  await next()
}

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ctx = c.var.ctx
  assertUser(ctx)
  if (!ctx.access.isAdmin) throw new AppError('FORBIDDEN', 'Only administrators can do this.')
  await next()
}

/** The signed-in context inside a route behind `requireUser`. */
export function authed(ctx: RequestContext): AuthedContext {
  assertUser(ctx)
  return ctx
}
