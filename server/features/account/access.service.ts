import { eq } from 'drizzle-orm'
import { LIFETIME_TIER, type Role } from '../../../shared/plans'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { subscribers, type SubscriberRow } from './account.tables'

export type Access = {
  role: Role
  isAdmin: boolean
  isPremium: boolean
  isFounder: boolean
  subscriber: SubscriberRow | null
}

export function hasLifetimeAccess(row: Pick<SubscriberRow, 'lifetimeAccess' | 'subscriptionTier'> | null | undefined): boolean {
  return Boolean(row && (row.lifetimeAccess || row.subscriptionTier === LIFETIME_TIER))
}

export function roleFor(email: string, adminEmails: readonly string[], subscriber: SubscriberRow | null): Access {
  const normalized = email.toLowerCase()
  const isAdmin = adminEmails.includes(normalized)
  const isPremium = isAdmin || hasLifetimeAccess(subscriber)
  return {
    role: isAdmin ? 'admin' : isPremium ? 'premium' : 'free',
    isAdmin,
    isPremium,
    isFounder: isAdmin && adminEmails[0] === normalized,
    subscriber,
  }
}

/** Computed on every request, so a grant or revocation takes effect without signing in again. */
export async function resolveAccess(db: Db, env: Pick<Env, 'ADMIN_EMAILS'>, email: string): Promise<Access> {
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.email, email.toLowerCase())).limit(1)
  return roleFor(email, env.ADMIN_EMAILS, subscriber ?? null)
}
