import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { QuotaUsage } from '#shared/contract/account'
import { quotaDay, type QuotaKind } from '#shared/plans'
import type { Db } from '../../db/client'
import { deleteInBatches } from '../../db/delete-in-batches'
import type { Access } from '../../lib/base-context'
import { consume, dailyLimit, usageToday } from './quota.service'
import { quotaClaim, usageCounter } from './quota.tables'

/** The part of a signed-in request's context that charging needs. */
export type ChargingContext = {
  db: Db
  now: () => Date
  user: { id: string }
  access: Pick<Access, 'isPremium'>
}

export type ChargeResult = { charged: boolean; usage: QuotaUsage }

const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC quota day before `now`'s. */
export const previousQuotaDay = (now: Date) => quotaDay(new Date(now.getTime() - DAY_MS))

/**
 * Charges one unit of `kind` for `key` unless it was charged today (UTC); throws RATE_LIMITED past the
 * daily limit. The claim and the counter change in one transaction: a refused unit rolls the claim back,
 * and on PostgreSQL a second claim of the same key waits for the first to commit or roll back, so a key
 * is paid exactly once.
 */
export async function chargeOnce(ctx: ChargingContext, kind: QuotaKind, key: string): Promise<ChargeResult> {
  const now = ctx.now()
  const subject = { userId: ctx.user.id, access: ctx.access }
  const usage = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(quotaClaim)
      .values({ userId: ctx.user.id, kind, day: quotaDay(now), key })
      .onConflictDoNothing()
      .returning({ key: quotaClaim.key })
    return claimed.length ? consume(tx, subject, kind, now) : null
  })
  if (usage) return { charged: true, usage }
  const current = (await usageToday(ctx.db, subject, now)).find((entry) => entry.kind === kind)
  return { charged: false, usage: current ?? { kind, used: 0, limit: dailyLimit(ctx.access, kind) } }
}

/**
 * Gives back the unit charged for `key` (any day): its claim goes and its day's counter drops by one, in one
 * transaction, and the counter never below zero (`WHERE count > 0`), so a refund runs at most once per charge even
 * when raced. Returns whether there was anything to give back.
 */
export async function refundCharge(ctx: ChargingContext, kind: QuotaKind, key: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [claim] = await tx
      .delete(quotaClaim)
      .where(and(eq(quotaClaim.userId, ctx.user.id), eq(quotaClaim.kind, kind), eq(quotaClaim.key, key)))
      .returning({ day: quotaClaim.day })
    if (!claim) return false
    await tx
      .update(usageCounter)
      .set({ count: sql`${usageCounter.count} - 1` })
      .where(
        and(
          eq(usageCounter.userId, ctx.user.id),
          eq(usageCounter.kind, kind),
          eq(usageCounter.day, claim.day),
          gt(usageCounter.count, 0),
        ),
      )
    return true
  })
}

/** Whether `key` was charged for `kind` on one of `days` (UTC quota days). */
export async function wasCharged(ctx: ChargingContext, kind: QuotaKind, key: string, days: string[]): Promise<boolean> {
  const rows = await ctx.db
    .select({ day: quotaClaim.day })
    .from(quotaClaim)
    .where(
      and(
        eq(quotaClaim.userId, ctx.user.id),
        eq(quotaClaim.kind, kind),
        inArray(quotaClaim.day, days),
        eq(quotaClaim.key, key),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** Claims older than yesterday decide nothing any more (yesterday's still frees Load More); housekeeping. Returns how many went. */
export function purgeOldQuotaClaims(db: Db, now: Date): Promise<number> {
  return deleteInBatches(db, 'quota_claim', sql`day < ${previousQuotaDay(now)}::date`)
}
