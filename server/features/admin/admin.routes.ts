import { Hono } from 'hono'
import { z } from 'zod'
import {
  AdminUserListQuerySchema,
  ContactInboxQuerySchema,
  UpdateContactMessageInputSchema,
} from '../../../shared/contract/admin'
import { authed, requireAdmin } from '../../auth/guards'
import type { AppEnv } from '../../lib/request-context'
import { validate } from '../../lib/validate'
import { listContactMessages, setContactMessageHandled } from '../contact/contact.service'
import { grantLifetimeAccess, listUsers, revokeLifetimeAccess } from './admin.service'

const UserIdParamSchema = z.object({ userId: z.string().min(1).max(100) })
const MessageIdParamSchema = z.object({ messageId: z.uuid('Message not found') })

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/users', validate('query', AdminUserListQuerySchema), async (c) =>
    c.json(await listUsers(authed(c.var.ctx), c.req.valid('query'))),
  )
  .put('/users/:userId/lifetime-access', validate('param', UserIdParamSchema), async (c) => {
    await grantLifetimeAccess(authed(c.var.ctx), c.req.valid('param').userId)
    return c.json({ ok: true })
  })
  .delete('/users/:userId/lifetime-access', validate('param', UserIdParamSchema), async (c) => {
    await revokeLifetimeAccess(authed(c.var.ctx), c.req.valid('param').userId)
    return c.json({ ok: true })
  })
  .get('/messages', validate('query', ContactInboxQuerySchema), async (c) =>
    c.json(await listContactMessages(authed(c.var.ctx), c.req.valid('query'))),
  )
  .patch(
    '/messages/:messageId',
    validate('param', MessageIdParamSchema),
    validate('json', UpdateContactMessageInputSchema),
    async (c) =>
      c.json(
        await setContactMessageHandled(authed(c.var.ctx), c.req.valid('param').messageId, c.req.valid('json').handled),
      ),
  )
