import type { AccountSession } from '#shared/contract/account'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { deviceLabel } from './device-label'

type StoredSession = Awaited<
  ReturnType<Awaited<AuthedContext['auth']['$context']>['internalAdapter']['listSessions']>
>[number]

// better-auth's own list (its `listSessions` endpoint also demands a session created within the last day).
async function storedSessions(ctx: AuthedContext): Promise<StoredSession[]> {
  const { internalAdapter } = await ctx.auth.$context
  const now = ctx.now()
  return (await internalAdapter.listSessions(ctx.user.id)).filter((row) => row.expiresAt > now)
}

/** The caller's live sessions, this one first, then the most recently created. */
export async function listAccountSessions(ctx: AuthedContext): Promise<AccountSession[]> {
  const rows = await storedSessions(ctx)
  return rows
    .map((row) => ({
      id: row.id,
      device: deviceLabel(row.userAgent),
      ipAddress: row.ipAddress ?? null,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      isCurrent: row.id === ctx.sessionId,
    }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.createdAt.localeCompare(a.createdAt))
}

/** Ends one other session of the caller's (through better-auth's revokeSession); someone else's is a 404. */
export async function revokeAccountSession(ctx: AuthedContext, headers: Headers, sessionId: string): Promise<number> {
  if (sessionId === ctx.sessionId)
    throw new AppError('BAD_REQUEST', 'This is the session you are using: use Log out to end it.')
  const target = (await storedSessions(ctx)).find((row) => row.id === sessionId)
  if (!target) throw new AppError('NOT_FOUND', 'No such session.')
  await ctx.auth.api.revokeSession({ headers, body: { token: target.token } })
  ctx.log.info('session revoked', { userId: ctx.user.id, sessionId })
  return 1
}

/** Ends every session of the caller's but this one (better-auth's revokeOtherSessions). */
export async function revokeOtherAccountSessions(ctx: AuthedContext, headers: Headers): Promise<number> {
  const others = (await storedSessions(ctx)).filter((row) => row.id !== ctx.sessionId).length
  await ctx.auth.api.revokeOtherSessions({ headers })
  ctx.log.info('other sessions revoked', { userId: ctx.user.id, sessionsEnded: others })
  return others
}
