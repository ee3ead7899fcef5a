import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { sourceCallerScope } from '../sources'
import { findCollaborators } from './collaborators.service'

export const collaboratorsRoutes = new EndpointRoutes().serve(
  endpoints.findCollaborators,
  { use: [sourceCallerScope] },
  async (c) => c.json(await findCollaborators(c.var.authed, c.req.valid('json'))),
)
