import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { getPathwaysContent, lastToolOutputs } from './pathways.service'

/** The pathways page is premium content: its archetypes and resources, and each tool's last output per user. */
export const pathwaysRoutes = new EndpointRoutes()
  .serve(endpoints.pathwaysContent, (c) => c.json(getPathwaysContent()))
  .serve(endpoints.pathwayToolOutputs, async (c) => {
    const ctx = c.var.authed
    return c.json({ outputs: await lastToolOutputs(ctx.db, ctx.user.id, c.req.valid('query').tool) })
  })
