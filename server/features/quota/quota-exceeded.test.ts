import { expect, test } from 'vitest'
import { QUOTA_EXCEEDED_MESSAGES } from '#shared/plans'
import { AppError } from '../../lib/app-error'
import { quotaExceeded, refuseWhenQuotaSpent } from './quota-exceeded'

const now = new Date('2026-03-10T23:00:00.500Z')

test('the quota error is a 429 RATE_LIMITED with the kind’s message and Retry-After until the next UTC day', () => {
  const error = quotaExceeded('aiQuery', now)
  expect(error).toBeInstanceOf(AppError)
  expect(error.code).toBe('RATE_LIMITED')
  expect(error.message).toBe(QUOTA_EXCEEDED_MESSAGES.aiQuery.message)
  // 59 minutes 59.5 seconds to midnight UTC, rounded up.
  expect(error.options.headers).toEqual({ 'Retry-After': '3600' })
})

test('the pre-check refuses only a kind whose limit is used up; no limit (premium) or no usage read passes', () => {
  const ctx = (used: number, limit: number | null) => ({
    usageToday: [{ kind: 'aiQuery' as const, used, limit }],
    now: () => now,
  })
  expect(() => refuseWhenQuotaSpent(ctx(3, 3), 'aiQuery')).toThrow(QUOTA_EXCEEDED_MESSAGES.aiQuery.message)
  expect(() => refuseWhenQuotaSpent(ctx(2, 3), 'aiQuery')).not.toThrow()
  expect(() => refuseWhenQuotaSpent(ctx(50, null), 'aiQuery')).not.toThrow()
  expect(() => refuseWhenQuotaSpent({ usageToday: [], now: () => now }, 'aiQuery')).not.toThrow()
})
