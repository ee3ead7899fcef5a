import { Hono } from 'hono'
import { z } from 'zod'
import {
  RenameResearchPathInputSchema,
  ResearchPathParamSchema,
  SaveResearchPathInputSchema,
} from '../../../shared/contract/timeline'
import { requireUser } from '../../auth/guards'
import { validate } from '../../lib/validate'
import type { AppEnv } from '../../request-context'
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

const FeedParamSchema = ResearchPathParamSchema.extend({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a feed token'),
})

export const timelineRoutes = new Hono<AppEnv>()
  .get('/timeline/paths', requireUser, async (c) => c.json(await listResearchPaths(c.var.authed)))
  .post('/timeline/paths', requireUser, validate('json', SaveResearchPathInputSchema), async (c) =>
    c.json(await createResearchPath(c.var.authed, c.req.valid('json')), 201),
  )
  .get('/timeline/paths/:pathId', requireUser, validate('param', ResearchPathParamSchema), async (c) =>
    c.json(await getResearchPath(c.var.authed, c.req.valid('param').pathId)),
  )
  .put(
    '/timeline/paths/:pathId',
    requireUser,
    validate('param', ResearchPathParamSchema),
    validate('json', SaveResearchPathInputSchema),
    async (c) => c.json(await updateResearchPath(c.var.authed, c.req.valid('param').pathId, c.req.valid('json'))),
  )
  .patch(
    '/timeline/paths/:pathId',
    requireUser,
    validate('param', ResearchPathParamSchema),
    validate('json', RenameResearchPathInputSchema),
    async (c) => c.json(await renameResearchPath(c.var.authed, c.req.valid('param').pathId, c.req.valid('json').title)),
  )
  .delete('/timeline/paths/:pathId', requireUser, validate('param', ResearchPathParamSchema), async (c) =>
    c.json(await deleteResearchPath(c.var.authed, c.req.valid('param').pathId)),
  )
  .post('/timeline/paths/:pathId/duplicate', requireUser, validate('param', ResearchPathParamSchema), async (c) =>
    c.json(await duplicateResearchPath(c.var.authed, c.req.valid('param').pathId), 201),
  )
  .get('/timeline/paths/:pathId/calendar', requireUser, validate('param', ResearchPathParamSchema), async (c) => {
    const { title, calendar } = await exportResearchPathCalendar(c.var.authed, c.req.valid('param').pathId)
    return c.body(calendar, 200, {
      'Content-Type': CALENDAR_TYPE,
      'Content-Disposition': `attachment; filename="${calendarFileName(title)}"`,
    })
  })
  .post('/timeline/paths/:pathId/feed', requireUser, validate('param', ResearchPathParamSchema), async (c) =>
    c.json(await createCalendarFeed(c.var.authed, c.req.valid('param').pathId, c.var.authed.env.APP_URL), 201),
  )
  .delete('/timeline/paths/:pathId/feed', requireUser, validate('param', ResearchPathParamSchema), async (c) =>
    c.json(await revokeCalendarFeed(c.var.authed, c.req.valid('param').pathId)),
  )
  // Public: a calendar app has no session; the token in the URL is the capability.
  .get('/timeline/feeds/:pathId/:token', validate('param', FeedParamSchema), async (c) => {
    const { pathId, token } = c.req.valid('param')
    await admitFeedRequest(c.var.ctx, c.var.clientIp, pathId, token)
    const calendar = await readCalendarFeed(c.var.ctx.db, c.var.ctx.now(), pathId, token)
    return c.body(calendar, 200, { 'Content-Type': CALENDAR_TYPE, 'Cache-Control': 'private, no-store' })
  })
