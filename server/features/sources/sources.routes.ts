import { Hono } from 'hono'
import { requireUser } from '../../auth/guards'
import type { AppEnv } from '../../lib/request-context'
import type { Sources } from './sources.service'

/** Which upstream sources this deployment can use, and which are failing right now. */
export function sourcesRoutes(sources: Sources) {
  return new Hono<AppEnv>().get('/sources', requireUser, (c) => c.json({ sources: sources.statuses() }))
}
