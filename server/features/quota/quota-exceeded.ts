import type { QuotaUsage } from '#shared/contract/account'
import { nextQuotaReset, QUOTA_EXCEEDED_MESSAGES, type QuotaKind } from '#shared/plans'
import { AppError } from '../../lib/app-error'

/** The one quota error: 429 RATE_LIMITED with the kind's message and Retry-After until the next quota day (UTC). */
export function quotaExceeded(kind: QuotaKind, now: Date): AppError {
  const retryAfter = Math.ceil((nextQuotaReset(now).getTime() - now.getTime()) / 1000)
  return new AppError('RATE_LIMITED', QUOTA_EXCEEDED_MESSAGES[kind].message, {
    headers: { 'Retry-After': String(retryAfter) },
  })
}

/**
 * Throws the quota error when today's `kind` is already used up, by the usage the session lookup read. Not a
 * charge (that comes with chargeOnce or consume): it only spares work that could not be paid for.
 */
export function refuseWhenQuotaSpent(
  ctx: { usageToday: readonly QuotaUsage[]; now: () => Date },
  kind: QuotaKind,
): void {
  const usage = ctx.usageToday.find((entry) => entry.kind === kind)
  if (usage && usage.limit !== null && usage.used >= usage.limit) throw quotaExceeded(kind, ctx.now())
}
