import { Hono } from 'hono'
import { CreateContactMessageInputSchema } from '../../../shared/contract/contact'
import { AppError } from '../../lib/app-error'
import { consumeRateLimit } from '../../lib/rate-limit'
import type { AppEnv } from '../../request-context'
import { validate } from '../../lib/validate'
import { createContactMessage } from './contact.service'

export const contactRoutes = new Hono<AppEnv>().post(
  '/contact',
  validate('json', CreateContactMessageInputSchema),
  async (c) => {
    const ctx = c.var.ctx
    const decision = await consumeRateLimit(ctx.db, `contact:${c.var.clientIp}`, { windowSeconds: 3600, max: 10 })
    if (!decision.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many messages from your network. Please try again later.', {
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      })
    }
    const message = await createContactMessage(ctx, c.req.valid('json'))
    return c.json({ id: message.id }, 201)
  },
)
