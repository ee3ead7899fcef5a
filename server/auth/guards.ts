import type { MiddlewareHandler } from 'hono'
import { AppError } from '../lib/app-error'
import type { AuthedContext, AuthedEnv, RequestContext } from '../request-context'

export function isSignedIn(ctx: RequestContext): ctx is AuthedContext {
  return Boolean(ctx.user && ctx.access && ctx.sessionId && ctx.usageToday)
}

/** A guard that lets the signed-in callers `admits` accepts through, with `c.var.authed` set for the handler. */
function guard(admits: (ctx: AuthedContext) => void): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const ctx = c.var.ctx
    if (!isSignedIn(ctx)) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.')
    admits(ctx)
    c.set('authed', ctx)
    await next()
  }
}

export const requireUser = guard(() => undefined)

export const requirePremium = guard((ctx) => {
  if (!ctx.access.isPremium) throw new AppError('FORBIDDEN', 'This feature requires premium access.')
})

export const requireAdmin = guard((ctx) => {
  if (!ctx.access.isAdmin) throw new AppError('FORBIDDEN', 'Only administrators can do this.')
})
