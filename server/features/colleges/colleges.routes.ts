import { Hono } from 'hono'
import { MatchInputSchema, SaveAssessmentInputSchema, WhyNotInputSchema } from '../../../shared/contract/colleges'
import { requireUser } from '../../auth/guards'
import { validate } from '../../lib/validate'
import type { AppEnv } from '../../request-context'
import { explainWhyNot, getAssessment, resetAssessment, runMatch, saveAssessment } from './colleges.service'

export const collegeRoutes = new Hono<AppEnv>()
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
