import { and, eq, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm'
import type { QuotaUsage } from '#shared/contract/account'
import { FREE_DAILY_LIMITS, QuotaKinds, quotaDay, type QuotaKind } from '#shared/plans'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/query-rows'
import type { Access } from '../../lib/base-context'
import { quotaExceeded } from './quota-exceeded'
import { usageCounter } from './quota.tables'

export type QuotaSubject = { userId: string; access: Pick<Access, 'isPremium'> }

export function dailyLimit(access: Pick<Access, 'isPremium'>, kind: QuotaKind): number | null {
  return access.isPremium ? null : FREE_DAILY_LIMITS[kind]
}

/**
 * Counts one use of `kind` for today (UTC) or throws RATE_LIMITED.
 * One conditional upsert: the row is only incremented while under the limit, so parallel
 * requests on any number of instances can never exceed it.
 */
export async function consume(db: Db, subject: QuotaSubject, kind: QuotaKind, now = new Date()): Promise<QuotaUsage> {
  const limit = dailyLimit(subject.access, kind)
  const day = quotaDay(now)
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    INSERT INTO usage_counter (user_id, kind, day, count) VALUES (${subject.userId}, ${kind}, ${day}, 1)
    ON CONFLICT (user_id, kind, day) DO UPDATE SET count = usage_counter.count + 1
      WHERE ${limit === null} OR usage_counter.count < ${limit ?? 0}
    RETURNING count::int AS count`,
  )
  const row = rows[0]
  if (!row || (limit !== null && row.count > limit)) {
    throw quotaExceeded(kind, now)
  }
  return { kind, used: row.count, limit }
}

/** Uses per kind, as `usageCountsToday` reads them (null when nothing was used today). */
export type UsageCounts = Partial<Record<string, number>> | null

export function usageFromCounts(counts: UsageCounts, access: Pick<Access, 'isPremium'>): QuotaUsage[] {
  return QuotaKinds.map((kind) => ({ kind, used: counts?.[kind] ?? 0, limit: dailyLimit(access, kind) }))
}

/**
 * The counts of the user in `userId` (a column of the enclosing query) on `day` as one `counts` value,
 * for a LATERAL join: the session lookup reads them in the same round trip as the session.
 */
export function usageCountsOn(db: Db, userId: SQLWrapper, day: string | Placeholder) {
  return db
    .select({ counts: sql<UsageCounts>`json_object_agg(${usageCounter.kind}, ${usageCounter.count})`.as('counts') })
    .from(usageCounter)
    .where(and(eq(usageCounter.userId, userId), eq(usageCounter.day, day)))
    .as('usage_today')
}

export async function usageToday(db: Db, subject: QuotaSubject, now = new Date()): Promise<QuotaUsage[]> {
  const rows = await db
    .select({ kind: usageCounter.kind, count: usageCounter.count })
    .from(usageCounter)
    .where(and(eq(usageCounter.userId, subject.userId), eq(usageCounter.day, quotaDay(now))))
  return usageFromCounts(Object.fromEntries(rows.map((row) => [row.kind, row.count])), subject.access)
}
