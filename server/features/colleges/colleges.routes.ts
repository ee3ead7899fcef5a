import { Hono } from 'hono'
import {
  CollegeUnitParamSchema,
  MatchInputSchema,
  NarrativeInputSchema,
  SaveAssessmentInputSchema,
  WhyNotInputSchema,
} from '../../../shared/contract/colleges'
import { requireUser } from '../../auth/guards'
import { validate } from '../../lib/validate'
import type { AppEnv } from '../../request-context'
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

export const collegesRoutes = new Hono<AppEnv>()
  .get('/colleges/assessment', requireUser, async (c) => c.json(await getAssessment(c.var.authed)))
  .put('/colleges/assessment', requireUser, validate('json', SaveAssessmentInputSchema), async (c) =>
    c.json(await saveAssessment(c.var.authed, c.req.valid('json'))),
  )
  .delete('/colleges/assessment', requireUser, async (c) => c.json(await resetAssessment(c.var.authed)))
  .post('/colleges/match', requireUser, validate('json', MatchInputSchema), async (c) =>
    c.json(await runMatch(c.var.authed, c.req.valid('json'))),
  )
  .post('/colleges/why-not', requireUser, validate('json', WhyNotInputSchema), async (c) =>
    c.json(await explainWhyNot(c.var.authed, c.req.valid('json'))),
  )
  .post('/colleges/narrative', requireUser, validate('json', NarrativeInputSchema), async (c) =>
    c.json(await writeNarrative(c.var.authed, c.req.valid('json'), c.req.raw.signal)),
  )
  .get('/colleges/saved', requireUser, async (c) => c.json(await listSavedColleges(c.var.authed)))
  .get('/colleges/saved/csv', requireUser, async (c) =>
    c.body(await savedCollegesCsv(c.var.authed), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="saved-colleges.csv"',
    }),
  )
  .put('/colleges/saved/:unitId', requireUser, validate('param', CollegeUnitParamSchema), async (c) =>
    c.json(await saveCollege(c.var.authed, Number(c.req.valid('param').unitId))),
  )
  .delete('/colleges/saved/:unitId', requireUser, validate('param', CollegeUnitParamSchema), async (c) =>
    c.json(await unsaveCollege(c.var.authed, Number(c.req.valid('param').unitId))),
  )
