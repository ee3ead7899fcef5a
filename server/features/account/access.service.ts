import { LIFETIME_TIER } from '#shared/plans'
import type { Access } from '../../lib/base-context'
import type { SubscriberRow } from './account.tables'

export type { Access } from '../../lib/base-context'

/** Who the person is, as far as access goes: the address and whether they proved they own it. */
export type AccessIdentity = { email: string; emailVerified: boolean }

export function hasLifetimeAccess(
  row: Pick<SubscriberRow, 'lifetimeAccess' | 'subscriptionTier'> | null | undefined,
): boolean {
  return Boolean(row && (row.lifetimeAccess || row.subscriptionTier === LIFETIME_TIER))
}

/**
 * Admin powers follow the address, so they wait until its owner proves it: otherwise whoever signs up
 * first with a listed address would run the console. Premium grants do not wait, as without SMTP a
 * member has no way to verify (see decision 009).
 */
export function roleFor(
  { email, emailVerified }: AccessIdentity,
  adminEmails: readonly string[],
  subscriber: SubscriberRow | null,
): Access {
  const normalized = email.toLowerCase()
  const listed = adminEmails.includes(normalized)
  const isAdmin = listed && emailVerified
  const isPremium = isAdmin || hasLifetimeAccess(subscriber)
  return {
    adminAwaitingVerification: listed && !emailVerified,
    role: isAdmin ? 'admin' : isPremium ? 'premium' : 'free',
    isAdmin,
    isPremium,
    isFounder: isAdmin && adminEmails[0] === normalized,
    subscriber,
  }
}
