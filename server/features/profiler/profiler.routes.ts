import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { analyzeProfile, getProfilerState, resetProfiler, saveProfilerDraft } from './profiler.service'

export const profilerRoutes = new EndpointRoutes()
  .serve(endpoints.profilerState, async (c) => c.json(await getProfilerState(c.var.authed)))
  .serve(endpoints.saveProfilerDraft, async (c) => c.json(await saveProfilerDraft(c.var.authed, c.req.valid('json'))))
  .serve(endpoints.analyzeProfile, async (c) => c.json(await analyzeProfile(c.var.authed, c.req.valid('json'))))
  .serve(endpoints.resetProfiler, async (c) => c.json(await resetProfiler(c.var.authed)))
