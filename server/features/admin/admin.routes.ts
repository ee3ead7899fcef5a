import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { listContactMessages, setContactMessageHandled } from '../contact'
import { grantLifetimeAccess, listUsers, revokeLifetimeAccess } from './admin.service'

export const adminRoutes = new EndpointRoutes()
  // Every /api/admin path, a wrong one too, is for admins (each entry's own guard then finds the caller admitted).
  .guardAll('/admin/*', 'admin')
  .serve(endpoints.adminUsers, async (c) => c.json(await listUsers(c.var.authed, c.req.valid('query'))))
  .serve(endpoints.grantLifetimeAccess, async (c) => {
    await grantLifetimeAccess(c.var.authed, c.req.valid('param').userId)
    return c.json({ ok: true })
  })
  .serve(endpoints.revokeLifetimeAccess, async (c) => {
    await revokeLifetimeAccess(c.var.authed, c.req.valid('param').userId)
    return c.json({ ok: true })
  })
  .serve(endpoints.contactInbox, async (c) => c.json(await listContactMessages(c.var.authed, c.req.valid('query'))))
  .serve(endpoints.setMessageHandled, async (c) =>
    c.json(await setContactMessageHandled(c.var.authed, c.req.valid('param').messageId, c.req.valid('json').handled)),
  )
