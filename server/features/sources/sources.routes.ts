import type { MiddlewareHandler } from 'hono'
import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { AppError } from '../../lib/app-error'
import { consumeRateLimit } from '../../lib/rate-limit'
import { refuseCrossSite } from '../../lib/security'
import type { AppEnv, AuthedContext } from '../../request-context'
import { searchAuthorsByName } from './author-search.service'
import { runWithSourceCaller } from './source-caller'
import { searchWorksEverywhere } from './works-search.service'

const SEARCHES_PER_MINUTE = 30

/**
 * For routes that call upstreams: the signed-in user is the caller, else the client IP; a client that disconnects
 * stops the calls made for it (the request's abort signal).
 */
export const sourceCallerScope: MiddlewareHandler<AppEnv> = (c, next) => {
  const user = c.var.ctx.user
  return runWithSourceCaller(user ? `user:${user.id}` : `ip:${c.var.clientIp}`, next, c.req.raw.signal)
}

export const sourcesRoutes = new EndpointRoutes()
  // Which upstream sources this deployment can use, and which are failing right now.
  .serve(endpoints.sources, (c) => c.json({ sources: c.var.authed.sources.statuses() }))
  .serve(endpoints.searchWorks, { before: [refuseCrossSite], use: [sourceCallerScope] }, async (c) => {
    const ctx = c.var.authed
    await limitUpstreamSearches(ctx, 'works-search')
    return c.json(await searchWorksEverywhere(ctx, c.req.valid('query')))
  })
  // People by name, from OpenAlex or Semantic Scholar.
  .serve(endpoints.searchAuthors, { before: [refuseCrossSite], use: [sourceCallerScope] }, async (c) => {
    const ctx = c.var.authed
    await limitUpstreamSearches(ctx, 'author-search')
    return c.json(await searchAuthorsByName(ctx, c.req.valid('query')))
  })

/** Upstream calls cost money (OpenAlex prices searches): a per-user ceiling against runaway clients. */
async function limitUpstreamSearches(ctx: AuthedContext, kind: 'works-search' | 'author-search') {
  const decision = await consumeRateLimit(ctx.db, `${kind}:${ctx.user.id}`, {
    windowSeconds: 60,
    max: SEARCHES_PER_MINUTE,
  })
  if (!decision.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many searches in a short time. Please wait a minute.', {
      headers: { 'Retry-After': String(decision.retryAfterSeconds) },
    })
  }
}
