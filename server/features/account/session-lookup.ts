import { and, eq, gte, sql } from 'drizzle-orm'
import { quotaDay } from '../../../shared/plans'
import { session, user } from '../../auth/auth.tables'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../request-context'
import { usageCountsOn, type UsageCounts } from '../quota'
import { subscribers, type SubscriberRow } from './account.tables'

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
 * its user is gone. Prepared once: PostgreSQL then plans it once per connection.
 */
export function createSessionLookup(db: Db): LookUpSession {
  const usage = usageCountsOn(db, session.userId, sql.placeholder('day'))
  const query = db
    .select({
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
    .where(and(eq(session.token, sql.placeholder('token')), gte(session.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('lodestar_session_lookup')
  return async (token, { now, today }) => {
    const [row] = await query.execute({ token, now, day: quotaDay(today) })
    return row ?? null
  }
}
