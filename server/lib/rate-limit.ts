import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { AppError } from './app-error'
import { deleteInBatches } from '../db/delete-in-batches'
import { queryRows } from '../db/query-rows'

export type RateLimitDecision = { allowed: boolean; count: number; retryAfterSeconds: number }

/**
 * Fixed-window counter in one atomic statement, so concurrent requests on any number of
 * instances cannot slip past the limit between a read and a write.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: { windowSeconds: number; max: number },
  now = Date.now(),
): Promise<RateLimitDecision> {
  const windowMs = rule.windowSeconds * 1000
  const rows = await queryRows<{ count: number; window_started_at: string | number }>(
    db,
    sql`
    INSERT INTO rate_limit (key, count, window_started_at) VALUES (${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.window_started_at <= ${now - windowMs} THEN 1 ELSE rate_limit.count + 1 END,
      window_started_at = CASE WHEN rate_limit.window_started_at <= ${now - windowMs} THEN ${now} ELSE rate_limit.window_started_at END
    RETURNING count::int AS count, window_started_at::bigint AS window_started_at`,
  )
  const row = rows[0]
  if (!row) throw new Error('rate limit upsert returned no row')
  const count = row.count
  const windowStartedAt = Number(row.window_started_at)
  return {
    allowed: count <= rule.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStartedAt + windowMs - now) / 1000)),
  }
}

/** 429 with the first refusing counter's Retry-After when any of `decisions` refused; otherwise nothing. */
export function refuseWhenLimited(decisions: readonly RateLimitDecision[], message: string): void {
  const blocked = decisions.find((decision) => !decision.allowed)
  if (blocked)
    throw new AppError('RATE_LIMITED', message, { headers: { 'Retry-After': String(blocked.retryAfterSeconds) } })
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit WHERE key = ${key}`)
}

/** Gives back one counted use (e.g. an attempt that turned out legitimate). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`UPDATE rate_limit SET count = GREATEST(count - 1, 0) WHERE key = ${key}`)
}

/**
 * Deletes counters whose window began more than `olderThanSeconds` ago. When that is at least the
 * longest window in use, a deleted row is indistinguishable from an expired one, so nothing changes
 * but the table's size (sign-in writes one row per e-mail tried).
 */
export function purgeStaleRateLimits(db: Db, now: Date, olderThanSeconds: number): Promise<number> {
  return deleteInBatches(db, 'rate_limit', sql`window_started_at < ${now.getTime() - olderThanSeconds * 1000}`)
}
