import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { sourceCallerScope } from '../sources'
import { analyzeCareer, getCareerAssessment, saveCareerAssessment } from './careers.service'

/** The Career Path Analyzer (premium): the resumable assessment, and the run kept as the tool's last output. */
export const careersRoutes = new EndpointRoutes()
  .serve(endpoints.careerAssessment, async (c) => c.json(await getCareerAssessment(c.var.authed)))
  .serve(endpoints.saveCareerAssessment, async (c) =>
    c.json(await saveCareerAssessment(c.var.authed, c.req.valid('json'))),
  )
  .serve(endpoints.analyzeCareer, { use: [sourceCallerScope] }, async (c) =>
    c.json(await analyzeCareer(c.var.authed, c.req.valid('json'))),
  )
