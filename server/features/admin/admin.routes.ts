import { Hono } from 'hono'
import { z } from 'zod'
import {
  AdminUserListQuerySchema,
  ContactInboxQuerySchema,
  UpdateContactMessageInputSchema,
} from '../../../shared/contract/admin'
import { requireAdmin } from '../../auth/guards'
import type { AppEnv } from '../../request-context'
import { validate } from '../../lib/validate'
import { listContactMessages, setContactMessageHandled } from '../contact'
import { grantLifetimeAccess, listUsers, revokeLifetimeAccess } from './admin.service'

const UserIdParamSchema = z.object({ userId: z.string().min(1).max(100) })
const MessageIdParamSchema = z.object({ messageId: z.uuid('Message not found') })

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/users', validate('query', AdminUserListQuerySchema), async (c) =>
    c.json(await listUsers(c.var.authed, c.req.valid('query'))),
  )
  .put('/users/:userId/lifetime-access', validate('param', UserIdParamSchema), async (c) => {
    await grantLifetimeAccess(c.var.authed, c.req.valid('param').userId)
    return c.json({ ok: true })
  })
  .delete('/users/:userId/lifetime-access', validate('param', UserIdParamSchema), async (c) => {
    await revokeLifetimeAccess(c.var.authed, c.req.valid('param').userId)
    return c.json({ ok: true })
  })
  .get('/messages', validate('query', ContactInboxQuerySchema), async (c) =>
    c.json(await listContactMessages(c.var.authed, c.req.valid('query'))),
  )
  .patch(
    '/messages/:messageId',
    validate('param', MessageIdParamSchema),
    validate('json', UpdateContactMessageInputSchema),
    async (c) =>
      c.json(await setContactMessageHandled(c.var.authed, c.req.valid('param').messageId, c.req.valid('json').handled)),
  )
