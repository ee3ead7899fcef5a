import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import {
  explainWhyNot,
  getAssessment,
  listSavedColleges,
  resetAssessment,
  runMatch,
  saveAssessment,
  saveCollege,
  savedCollegesCsv,
  unsaveCollege,
  writeNarrative,
} from './colleges.service'

export const collegesRoutes = new EndpointRoutes()
  .serve(endpoints.collegeAssessment, async (c) => c.json(await getAssessment(c.var.authed)))
  .serve(endpoints.saveCollegeAssessment, async (c) => c.json(await saveAssessment(c.var.authed, c.req.valid('json'))))
  .serve(endpoints.resetCollegeAssessment, async (c) => c.json(await resetAssessment(c.var.authed)))
  .serve(endpoints.matchColleges, async (c) => c.json(await runMatch(c.var.authed, c.req.valid('json'))))
  .serve(endpoints.whyNotCollege, async (c) => c.json(await explainWhyNot(c.var.authed, c.req.valid('json'))))
  .serve(endpoints.collegeNarrative, async (c) =>
    c.json(await writeNarrative(c.var.authed, c.req.valid('json'), c.req.raw.signal)),
  )
  .serve(endpoints.savedColleges, async (c) => c.json(await listSavedColleges(c.var.authed)))
  .serve(endpoints.savedCollegesCsv, async (c) =>
    c.body(await savedCollegesCsv(c.var.authed), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="saved-colleges.csv"',
    }),
  )
  .serve(endpoints.saveCollege, async (c) =>
    c.json(await saveCollege(c.var.authed, Number(c.req.valid('param').unitId))),
  )
  .serve(endpoints.unsaveCollege, async (c) =>
    c.json(await unsaveCollege(c.var.authed, Number(c.req.valid('param').unitId))),
  )
