import type { MeResponse } from '#shared/contract/account'
import { endpoints } from '#shared/contract/endpoints'
import { isSignedIn } from '../../auth/guards'
import { EndpointRoutes } from '../../serve-endpoint'
import { endAllSessions, getMe, getSubscriptionStatus } from './account.service'
import { listAccountSessions, revokeAccountSession, revokeOtherAccountSessions } from './sessions.service'

export const accountRoutes = new EndpointRoutes()
  .serve(endpoints.me, (c) => {
    const ctx = c.var.ctx
    const body: MeResponse = isSignedIn(ctx) ? getMe(ctx) : { user: null }
    return c.json(body)
  })
  .serve(endpoints.subscription, (c) => c.json(getSubscriptionStatus(c.var.authed)))
  .serve(endpoints.signOutEverywhere, async (c) => {
    const ctx = c.var.authed
    // better-auth clears the cookies; then every other session of the user goes too.
    const signOut = await ctx.auth.api.signOut({ headers: c.req.raw.headers, asResponse: true })
    const ended = await endAllSessions(ctx)
    ctx.log.info('signed out everywhere', { userId: ctx.user.id, sessionsEnded: ended })
    for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true })
    return c.json({ ok: true })
  })
  .serve(endpoints.accountSessions, async (c) => c.json({ sessions: await listAccountSessions(c.var.authed) }))
  .serve(endpoints.revokeAccountSession, async (c) => {
    const revoked = await revokeAccountSession(c.var.authed, c.req.raw.headers, c.req.valid('param').sessionId)
    return c.json({ revoked })
  })
  .serve(endpoints.revokeOtherSessions, async (c) =>
    c.json({ revoked: await revokeOtherAccountSessions(c.var.authed, c.req.raw.headers) }),
  )
