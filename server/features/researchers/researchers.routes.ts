import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { refuseCrossSite } from '../../lib/security'
import { sourceCallerScope } from '../sources'
import { listSavedResearchers, saveResearcher, searchResearchers, unsaveResearcher } from './researchers.service'

export const researchersRoutes = new EndpointRoutes()
  .serve(endpoints.searchResearchers, { before: [refuseCrossSite], use: [sourceCallerScope] }, async (c) =>
    c.json(await searchResearchers(c.var.authed, c.req.valid('query'))),
  )
  .serve(endpoints.savedResearchers, async (c) => c.json({ researchers: await listSavedResearchers(c.var.authed) }))
  .serve(endpoints.saveResearcher, async (c) =>
    c.json(await saveResearcher(c.var.authed, c.req.valid('param').researcherId, c.req.valid('json'))),
  )
  .serve(endpoints.unsaveResearcher, async (c) =>
    c.json(await unsaveResearcher(c.var.authed, c.req.valid('param').researcherId)),
  )
