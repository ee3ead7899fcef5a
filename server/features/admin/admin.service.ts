import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { AdminUser, AdminUserList } from '#shared/contract/admin'
import { DEFAULT_SUBSCRIPTION_TIER, LIFETIME_TIER, QuotaKinds, quotaDay } from '#shared/plans'
import { user } from '../../auth/auth.tables'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { roleFor } from '../account'
import { subscribers } from '../account/account.tables'
import { dailyLimit } from '../quota'
import { usageCounter } from '../quota/quota.tables'

export async function listUsers(
  ctx: AuthedContext,
  query: { q?: string; page: number; pageSize: number },
): Promise<AdminUserList> {
  const day = quotaDay(ctx.now())
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null
  const where = pattern ? or(ilike(user.email, pattern), ilike(user.name, pattern)) : undefined
  const rows = await ctx.db
    .select({ user, subscriber: subscribers })
    .from(user)
    .leftJoin(subscribers, eq(subscribers.email, sql`lower(${user.email})`))
    .where(where)
    .orderBy(desc(user.createdAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await ctx.db.select({ n: count() }).from(user).where(where)
  const ids = rows.map((row) => row.user.id)
  const usage = ids.length
    ? await ctx.db
        .select({ userId: usageCounter.userId, kind: usageCounter.kind, count: usageCounter.count })
        .from(usageCounter)
        .where(and(inArray(usageCounter.userId, ids), eq(usageCounter.day, day)))
    : []
  const users: AdminUser[] = rows.map(({ user: u, subscriber }) => {
    const access = roleFor(u, ctx.env.ADMIN_EMAILS, subscriber)
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      emailVerified: u.emailVerified,
      createdAt: u.createdAt.toISOString(),
      role: access.role,
      lifetimeAccess: subscriber?.lifetimeAccess === true || subscriber?.subscriptionTier === LIFETIME_TIER,
      isConfiguredAdmin: access.isAdmin || access.adminAwaitingVerification,
      usageToday: QuotaKinds.map((kind) => ({
        kind,
        used: usage.find((row) => row.userId === u.id && row.kind === kind)?.count ?? 0,
        limit: dailyLimit(access, kind),
      })),
    }
  })
  return { users, total: total?.n ?? 0, day }
}

async function findUserEmail(ctx: AuthedContext, userId: string): Promise<string> {
  const [row] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1)
  if (!row) throw new AppError('NOT_FOUND', 'User not found')
  return row.email.toLowerCase()
}

export async function grantLifetimeAccess(ctx: AuthedContext, userId: string): Promise<void> {
  const email = await findUserEmail(ctx, userId)
  const now = ctx.now()
  await ctx.db
    .insert(subscribers)
    .values({ email, lifetimeAccess: true, subscriptionTier: LIFETIME_TIER, grantedBy: ctx.user.email, updatedAt: now })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { lifetimeAccess: true, subscriptionTier: LIFETIME_TIER, grantedBy: ctx.user.email, updatedAt: now },
    })
  ctx.log.info('lifetime access granted', { targetUserId: userId, by: ctx.user.id })
}

export async function revokeLifetimeAccess(ctx: AuthedContext, userId: string): Promise<void> {
  const email = await findUserEmail(ctx, userId)
  await ctx.db
    .update(subscribers)
    .set({
      lifetimeAccess: false,
      subscriptionTier: DEFAULT_SUBSCRIPTION_TIER,
      grantedBy: ctx.user.email,
      updatedAt: ctx.now(),
    })
    .where(eq(subscribers.email, email))
  ctx.log.info('lifetime access revoked', { targetUserId: userId, by: ctx.user.id })
}
