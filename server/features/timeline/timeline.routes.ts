import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { calendarFileName } from './calendar'
import { admitFeedRequest } from './feed-rate-limit'
import {
  createCalendarFeed,
  createResearchPath,
  deleteResearchPath,
  duplicateResearchPath,
  exportResearchPathCalendar,
  getResearchPath,
  listResearchPaths,
  readCalendarFeed,
  renameResearchPath,
  revokeCalendarFeed,
  updateResearchPath,
} from './timeline.service'

const CALENDAR_TYPE = 'text/calendar; charset=utf-8'

export const timelineRoutes = new EndpointRoutes()
  .serve(endpoints.researchPaths, async (c) => c.json(await listResearchPaths(c.var.authed)))
  .serve(endpoints.createResearchPath, async (c) =>
    c.json(await createResearchPath(c.var.authed, c.req.valid('json')), 201),
  )
  .serve(endpoints.researchPath, async (c) => c.json(await getResearchPath(c.var.authed, c.req.valid('param').pathId)))
  .serve(endpoints.updateResearchPath, async (c) =>
    c.json(await updateResearchPath(c.var.authed, c.req.valid('param').pathId, c.req.valid('json'))),
  )
  .serve(endpoints.renameResearchPath, async (c) =>
    c.json(await renameResearchPath(c.var.authed, c.req.valid('param').pathId, c.req.valid('json').title)),
  )
  .serve(endpoints.deleteResearchPath, async (c) =>
    c.json(await deleteResearchPath(c.var.authed, c.req.valid('param').pathId)),
  )
  .serve(endpoints.duplicateResearchPath, async (c) =>
    c.json(await duplicateResearchPath(c.var.authed, c.req.valid('param').pathId), 201),
  )
  .serve(endpoints.researchPathCalendar, async (c) => {
    const { title, calendar } = await exportResearchPathCalendar(c.var.authed, c.req.valid('param').pathId)
    return c.body(calendar, 200, {
      'Content-Type': CALENDAR_TYPE,
      'Content-Disposition': `attachment; filename="${calendarFileName(title)}"`,
    })
  })
  .serve(endpoints.createCalendarFeed, async (c) =>
    c.json(await createCalendarFeed(c.var.authed, c.req.valid('param').pathId, c.var.authed.env.APP_URL), 201),
  )
  .serve(endpoints.revokeCalendarFeed, async (c) =>
    c.json(await revokeCalendarFeed(c.var.authed, c.req.valid('param').pathId)),
  )
  // Public: a calendar app has no session; the token in the URL is the capability.
  .serve(endpoints.calendarFeed, async (c) => {
    const { pathId, token } = c.req.valid('param')
    await admitFeedRequest(c.var.ctx, c.var.clientIp, pathId, token)
    const calendar = await readCalendarFeed(c.var.ctx.db, c.var.ctx.now(), pathId, token)
    return c.body(calendar, 200, { 'Content-Type': CALENDAR_TYPE, 'Cache-Control': 'private, no-store' })
  })
