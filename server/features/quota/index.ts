/**
 * The quota feature's public entry (decisions 004, 010): daily per-user counters (quota.service: consume,
 * atomic per user, kind and UTC day), charges made once per key and day (quota-claims: chargeOnce, refundCharge to
 * give a charge back, wasCharged, the claims purge), and the one quota error with its Retry-After (quota-exceeded: quotaExceeded,
 * refuseWhenQuotaSpent).
 */
export {
  consume,
  dailyLimit,
  usageCountsOn,
  usageFromCounts,
  usageToday,
  type QuotaSubject,
  type UsageCounts,
} from './quota.service'
export {
  chargeOnce,
  previousQuotaDay,
  purgeOldQuotaClaims,
  refundCharge,
  wasCharged,
  type ChargeResult,
  type ChargingContext,
} from './quota-claims'
export { quotaExceeded, refuseWhenQuotaSpent } from './quota-exceeded'
