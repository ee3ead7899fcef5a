/** The quota feature's public entry: daily per-user counters, and charges made once per key and day. */
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
  wasCharged,
  type ChargeResult,
  type ChargingContext,
} from './quota-claims'
export { quotaExceeded, refuseWhenQuotaSpent } from './quota-exceeded'
