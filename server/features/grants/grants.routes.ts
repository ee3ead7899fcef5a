import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { sourceCallerScope } from '../sources'
import { writeGrant } from './grants.service'

export const grantsRoutes = new EndpointRoutes().serve(endpoints.writeGrant, { use: [sourceCallerScope] }, async (c) =>
  c.json(await writeGrant(c.var.authed, c.req.valid('json'), c.req.raw.signal)),
)
