import { eq, sql } from 'drizzle-orm'
import { quotaDay } from '#shared/plans'
import { session, user } from '../../auth/auth.tables'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../request-context'
import { usageCountsOn, type UsageCounts } from '../quota'
import { subscribers, type SubscriberRow } from './account.tables'
import { batchLookups } from './lookup-batch'

export type SessionLookup = {
  sessionId: string
  expiresAt: Date
  user: SessionUser
  subscriber: SubscriberRow | null
  usageCounts: UsageCounts
}

/** `now` decides expiry (better-auth's rule and clock), `today` the quota day (the app's clock). */
export type LookupTime = { now: Date; today: Date }

export type LookUpSession = (token: string, time: LookupTime) => Promise<SessionLookup | null>

/**
 * Everything a signed-in request needs, in one round trip: the session of a token unless it expired,
 * its user, the user's subscribers row and today's usage. Null when there is no such live session or
 * its user is gone. The lookups of requests that arrive together are one query (`lookup-batch.ts`),
 * prepared once: PostgreSQL then plans it once per connection.
 */
export function createSessionLookup(db: Db): LookUpSession {
  const usage = usageCountsOn(db, session.userId, sql.placeholder('day'))
  const query = db
    .select({
      token: session.token,
      sessionId: session.id,
      expiresAt: session.expiresAt,
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        image: user.image,
        createdAt: user.createdAt,
      },
      subscriber: subscribers,
      usageCounts: usage.counts,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(subscribers, eq(subscribers.email, sql`lower(${user.email})`))
    .leftJoinLateral(usage, sql`true`)
    .where(sql`${session.token} = any(${sql.placeholder('tokens')}::text[])`)
    .prepare('lodestar_session_lookup')
  const lookUp = batchLookups<SessionLookup>(async (tokens, day) => {
    const rows = await query.execute({ tokens, day })
    return new Map(rows.map(({ token, ...found }) => [token, found]))
  })
  return async (token, { now, today }) => {
    const found = await lookUp(token, quotaDay(today))
    // better-auth's rule, with this request's own clock: the batch may hold requests of other instants.
    return found && found.expiresAt >= now ? found : null
  }
}
