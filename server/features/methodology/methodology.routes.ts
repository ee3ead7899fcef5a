import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import {
  calculatePower,
  createPlan,
  deletePlan,
  getPlan,
  listPlans,
  sendPlanToTimeline,
  setChecked,
} from './methodology.service'

export const methodologyRoutes = new EndpointRoutes()
  .serve(endpoints.calculatePower, (c) => c.json(calculatePower(c.req.valid('json'))))
  .serve(endpoints.createMethodologyPlan, async (c) =>
    c.json(await createPlan(c.var.authed, c.req.valid('json'), c.req.raw.signal), 201),
  )
  .serve(endpoints.methodologyPlans, async (c) => c.json({ plans: await listPlans(c.var.authed) }))
  .serve(endpoints.methodologyPlan, async (c) => c.json(await getPlan(c.var.authed, c.req.valid('param').planId)))
  .serve(endpoints.setMethodologyChecked, async (c) =>
    c.json(await setChecked(c.var.authed, c.req.valid('param').planId, c.req.valid('json'))),
  )
  .serve(endpoints.sendMethodologyPlanToTimeline, async (c) =>
    c.json(await sendPlanToTimeline(c.var.authed, c.req.valid('param').planId, c.req.valid('json')), 201),
  )
  .serve(endpoints.deleteMethodologyPlan, async (c) =>
    c.json(await deletePlan(c.var.authed, c.req.valid('param').planId)),
  )
