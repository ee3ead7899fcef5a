import { eq } from 'drizzle-orm'
import type { Me, SubscriptionStatus } from '#shared/contract/account'
import { DEFAULT_SUBSCRIPTION_TIER, nextQuotaReset, quotaDay } from '#shared/plans'
import { session } from '../../auth/auth.tables'
import type { AuthedContext } from '../../request-context'
import { hasLifetimeAccess } from './access.service'

export function getMe(ctx: AuthedContext): Me {
  const { user, access, env } = ctx
  const now = ctx.now()
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      image: user.image,
      createdAt: user.createdAt.toISOString(),
    },
    role: access.role,
    plan: access.isPremium ? 'lifetime' : 'free',
    isAdmin: access.isAdmin,
    isPremium: access.isPremium,
    isFounder: access.isFounder,
    adminAwaitingVerification: access.adminAwaitingVerification,
    founderLinks: access.isFounder
      ? { website: env.FOUNDER_WEBSITE_URL ?? null, linkedin: env.FOUNDER_LINKEDIN_URL ?? null }
      : null,
    entitlements: {
      premiumResearchModes: access.isPremium,
      voiceMode: access.isPremium,
      researchPathways: access.isPremium,
      learningHub: access.isPremium,
      writingTools: access.isPremium,
      adminConsole: access.isAdmin,
    },
    quota: {
      day: quotaDay(now),
      resetsAt: nextQuotaReset(now).toISOString(),
      usage: ctx.usageToday,
    },
  }
}

export function getSubscriptionStatus(ctx: AuthedContext): SubscriptionStatus {
  const row = ctx.access.subscriber
  const lifetime = hasLifetimeAccess(row)
  return {
    subscribed: lifetime,
    subscription_tier: row?.subscriptionTier ?? DEFAULT_SUBSCRIPTION_TIER,
    subscription_end: row?.subscriptionEnd?.toISOString() ?? null,
    lifetime_access: lifetime,
    registration_number: lifetime ? (row?.registrationNumber ?? null) : null,
  }
}

/** "Log out" ends every session of the user, on every device. */
export async function endAllSessions(ctx: AuthedContext): Promise<number> {
  const deleted = await ctx.db.delete(session).where(eq(session.userId, ctx.user.id)).returning({ id: session.id })
  return deleted.length
}
