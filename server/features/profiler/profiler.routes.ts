import { Hono } from 'hono'
import { AnalyzeProfileInputSchema, SaveProfilerDraftInputSchema } from '../../../shared/contract/profiler'
import { requireUser } from '../../auth/guards'
import { validate } from '../../lib/validate'
import type { AppEnv } from '../../request-context'
import { analyzeProfile, getProfilerState, resetProfiler, saveProfilerDraft } from './profiler.service'

export const profilerRoutes = new Hono<AppEnv>()
  .get('/profiler', requireUser, async (c) => c.json(await getProfilerState(c.var.authed)))
  .put('/profiler/draft', requireUser, validate('json', SaveProfilerDraftInputSchema), async (c) =>
    c.json(await saveProfilerDraft(c.var.authed, c.req.valid('json'))),
  )
  .post('/profiler/analysis', requireUser, validate('json', AnalyzeProfileInputSchema), async (c) =>
    c.json(await analyzeProfile(c.var.authed, c.req.valid('json'))),
  )
  .delete('/profiler', requireUser, async (c) => c.json(await resetProfiler(c.var.authed)))
