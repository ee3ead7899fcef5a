import { Hono } from 'hono'
import { z } from 'zod'
import {
  ResearcherIdSchema,
  SaveResearcherInputSchema,
  SearchResearchersInputSchema,
} from '../../../shared/contract/researchers'
import { requireUser } from '../../auth/guards'
import type { AppEnv } from '../../request-context'
import { refuseCrossSite } from '../../lib/security'
import { validate } from '../../lib/validate'
import { sourceCallerScope } from '../sources'
import { listSavedResearchers, saveResearcher, searchResearchers, unsaveResearcher } from './researchers.service'

const ResearcherParamSchema = z.object({ researcherId: ResearcherIdSchema })

export const researchersRoutes = new Hono<AppEnv>()
  .get(
    '/researchers/search',
    refuseCrossSite,
    requireUser,
    sourceCallerScope,
    validate('query', SearchResearchersInputSchema),
    async (c) => c.json(await searchResearchers(c.var.authed, c.req.valid('query'))),
  )
  .get('/researchers/saved', requireUser, async (c) =>
    c.json({ researchers: await listSavedResearchers(c.var.authed) }),
  )
  .put(
    '/researchers/saved/:researcherId',
    requireUser,
    validate('param', ResearcherParamSchema),
    validate('json', SaveResearcherInputSchema),
    async (c) => c.json(await saveResearcher(c.var.authed, c.req.valid('param').researcherId, c.req.valid('json'))),
  )
  .delete('/researchers/saved/:researcherId', requireUser, validate('param', ResearcherParamSchema), async (c) =>
    c.json(await unsaveResearcher(c.var.authed, c.req.valid('param').researcherId)),
  )
