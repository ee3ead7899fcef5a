/** Plan rules shared by the server (which enforces them) and the web (which mirrors them). */
export const QuotaKinds = ['researcherSearch', 'aiQuery'] as const
export type QuotaKind = (typeof QuotaKinds)[number]

export const FREE_DAILY_LIMITS: Record<QuotaKind, number> = {
  researcherSearch: 5,
  aiQuery: 5,
}

export const QUOTA_EXCEEDED_MESSAGES: Record<QuotaKind, { title: string; message: string }> = {
  researcherSearch: {
    title: 'Search Limit Reached',
    message: 'Free users are limited to 5 searches per day. Upgrade to Premium for unlimited access.',
  },
  aiQuery: {
    title: 'Query Limit Reached',
    message: 'Free users are limited to 5 AI queries per day. Upgrade to Premium for unlimited access.',
  },
}

export const Roles = ['free', 'premium', 'admin'] as const
export type Role = (typeof Roles)[number]

export const DEFAULT_SUBSCRIPTION_TIER = 'Free Beta'
export const LIFETIME_TIER = 'Lifetime Access'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const FULL_NAME_MAX_LENGTH = 100

/** A quota day is the UTC calendar date. */
export function quotaDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

export function nextQuotaReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
}
