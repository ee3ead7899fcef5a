import { endpoints } from '#shared/contract/endpoints'
import { AppError } from '../../lib/app-error'
import { consumeRateLimit } from '../../lib/rate-limit'
import { EndpointRoutes } from '../../serve-endpoint'
import { createContactMessage } from './contact.service'

export const contactRoutes = new EndpointRoutes().serve(endpoints.sendContactMessage, async (c) => {
  const ctx = c.var.ctx
  const decision = await consumeRateLimit(ctx.db, `contact:${c.var.clientIp}`, { windowSeconds: 3600, max: 10 })
  if (!decision.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many messages from your network. Please try again later.', {
      headers: { 'Retry-After': String(decision.retryAfterSeconds) },
    })
  }
  const message = await createContactMessage(ctx, c.req.valid('json'))
  return c.json({ id: message.id }, 201)
})
