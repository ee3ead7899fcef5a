import { endpoints } from '#shared/contract/endpoints'
import { consumeRateLimit } from '../../lib/rate-limit'
import { EndpointRoutes } from '../../serve-endpoint'

/** The SPA reports paths that matched no page, so broken links show up in the server logs. */
export const clientLogRoutes = new EndpointRoutes().serve(endpoints.reportPageNotFound, async (c) => {
  const ctx = c.var.ctx
  const decision = await consumeRateLimit(ctx.db, `client-log:${c.var.clientIp}`, { windowSeconds: 60, max: 30 })
  if (decision.allowed) ctx.log.warn('page not found', { path: c.req.valid('json').path, userId: ctx.user?.id })
  return c.body(null, 204)
})
