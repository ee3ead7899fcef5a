import { and, eq, gte, sql } from 'drizzle-orm'
import { session, user } from '../../auth/auth.tables'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/request-context'
import { usageCountsToday, type UsageCounts } from '../quota/quota.service'
import { subscribers, type SubscriberRow } from './account.tables'

export type SessionLookup = {
  sessionId: string
  expiresAt: Date
  user: SessionUser
  subscriber: SubscriberRow | null
  usageCounts: UsageCounts
}

/**
 * Everything a signed-in request needs, in one round trip: the session of `token` unless it expired
 * before `now` (better-auth's rule), its user, the user's subscribers row and today's usage (`today` is
 * the quota clock). Null when there is no such live session or its user is gone.
 */
export async function lookUpSession(db: Db, token: string, { now, today }: { now: Date; today: Date }): Promise<SessionLookup | null> {
  const usage = usageCountsToday(db, session.userId, today)
  const [row] = await db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, createdAt: user.createdAt },
      subscriber: subscribers,
      usageCounts: usage.counts,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(subscribers, eq(subscribers.email, sql`lower(${user.email})`))
    .leftJoinLateral(usage, sql`true`)
    .where(and(eq(session.token, token), gte(session.expiresAt, now)))
    .limit(1)
  return row ?? null
}
