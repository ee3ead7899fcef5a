import { Hono } from 'hono'
import {
  AdviceInputSchema,
  PlanIdParamSchema,
  PowerInputSchema,
  SendToTimelineInputSchema,
  SetCheckedInputSchema,
} from '../../../shared/contract/methodology'
import { requirePremium } from '../../auth/guards'
import type { AppEnv } from '../../request-context'
import { validate } from '../../lib/validate'
import {
  calculatePower,
  createPlan,
  deletePlan,
  getPlan,
  listPlans,
  sendPlanToTimeline,
  setChecked,
} from './methodology.service'

export const methodologyRoutes = new Hono<AppEnv>()
  .post('/methodology/power', requirePremium, validate('json', PowerInputSchema), (c) =>
    c.json(calculatePower(c.req.valid('json'))),
  )
  .post('/methodology/plans', requirePremium, validate('json', AdviceInputSchema), async (c) =>
    c.json(await createPlan(c.var.authed, c.req.valid('json'), c.req.raw.signal), 201),
  )
  .get('/methodology/plans', requirePremium, async (c) => c.json({ plans: await listPlans(c.var.authed) }))
  .get('/methodology/plans/:planId', requirePremium, validate('param', PlanIdParamSchema), async (c) =>
    c.json(await getPlan(c.var.authed, c.req.valid('param').planId)),
  )
  .put(
    '/methodology/plans/:planId/checked',
    requirePremium,
    validate('param', PlanIdParamSchema),
    validate('json', SetCheckedInputSchema),
    async (c) => c.json(await setChecked(c.var.authed, c.req.valid('param').planId, c.req.valid('json'))),
  )
  .post(
    '/methodology/plans/:planId/timeline',
    requirePremium,
    validate('param', PlanIdParamSchema),
    validate('json', SendToTimelineInputSchema),
    async (c) => c.json(await sendPlanToTimeline(c.var.authed, c.req.valid('param').planId, c.req.valid('json')), 201),
  )
  .delete('/methodology/plans/:planId', requirePremium, validate('param', PlanIdParamSchema), async (c) =>
    c.json(await deletePlan(c.var.authed, c.req.valid('param').planId)),
  )
