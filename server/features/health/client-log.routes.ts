import { Hono } from 'hono'
import { z } from 'zod'
import { consumeRateLimit } from '../../lib/rate-limit'
import type { AppEnv } from '../../request-context'
import { validate } from '../../lib/validate'

const NotFoundReportSchema = z.object({ path: z.string().min(1).max(2000) })

/** The SPA reports paths that matched no page, so broken links show up in the server logs. */
export const clientLogRoutes = new Hono<AppEnv>().post(
  '/client-log/not-found',
  validate('json', NotFoundReportSchema),
  async (c) => {
    const ctx = c.var.ctx
    const decision = await consumeRateLimit(ctx.db, `client-log:${c.var.clientIp}`, { windowSeconds: 60, max: 30 })
    if (decision.allowed) ctx.log.warn('page not found', { path: c.req.valid('json').path, userId: ctx.user?.id })
    return c.body(null, 204)
  },
)
