import { Hono } from 'hono'
import { z } from 'zod'
import {
  ResearcherIdSchema,
  SaveResearcherInputSchema,
  SearchResearchersInputSchema,
} from '../../../shared/contract/researchers'
import { authed, requireUser } from '../../auth/guards'
import type { AppEnv } from '../../lib/request-context'
import { refuseCrossSite } from '../../lib/security'
import { validate } from '../../lib/validate'
import { sourceCallerScope } from '../sources'
import {
  listSavedResearchers,
  saveResearcher,
  searchResearchers,
  unsaveResearcher,
  type ResearcherSources,
} from './researchers.service'

const ResearcherParamSchema = z.object({ researcherId: ResearcherIdSchema })

export function researcherRoutes(sources: ResearcherSources) {
  return new Hono<AppEnv>()
    .get(
      '/researchers/search',
      refuseCrossSite,
      requireUser,
      sourceCallerScope,
      validate('query', SearchResearchersInputSchema),
      async (c) => c.json(await searchResearchers(authed(c.var.ctx), sources, c.req.valid('query'))),
    )
    .get('/researchers/saved', requireUser, async (c) =>
      c.json({ researchers: await listSavedResearchers(authed(c.var.ctx)) }),
    )
    .put(
      '/researchers/saved/:researcherId',
      requireUser,
      validate('param', ResearcherParamSchema),
      validate('json', SaveResearcherInputSchema),
      async (c) =>
        c.json(await saveResearcher(authed(c.var.ctx), c.req.valid('param').researcherId, c.req.valid('json'))),
    )
    .delete('/researchers/saved/:researcherId', requireUser, validate('param', ResearcherParamSchema), async (c) =>
      c.json(await unsaveResearcher(authed(c.var.ctx), c.req.valid('param').researcherId)),
    )
}
