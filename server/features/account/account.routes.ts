import { Hono } from 'hono'
import { SessionIdParamSchema, type MeResponse } from '../../../shared/contract/account'
import { isSignedIn, requireUser } from '../../auth/guards'
import { validate } from '../../lib/validate'
import type { AppEnv } from '../../request-context'
import { endAllSessions, getMe, getSubscriptionStatus } from './account.service'
import { listAccountSessions, revokeAccountSession, revokeOtherAccountSessions } from './sessions.service'

export const accountRoutes = new Hono<AppEnv>()
  .get('/me', (c) => {
    const ctx = c.var.ctx
    const body: MeResponse = isSignedIn(ctx) ? getMe(ctx) : { user: null }
    return c.json(body)
  })
  .get('/subscription', requireUser, (c) => c.json(getSubscriptionStatus(c.var.authed)))
  .post('/account/sign-out', requireUser, async (c) => {
    const ctx = c.var.authed
    // better-auth clears the cookies; then every other session of the user goes too.
    const signOut = await ctx.auth.api.signOut({ headers: c.req.raw.headers, asResponse: true })
    const ended = await endAllSessions(ctx)
    ctx.log.info('signed out everywhere', { userId: ctx.user.id, sessionsEnded: ended })
    for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true })
    return c.json({ ok: true })
  })
  .get('/account/sessions', requireUser, async (c) => c.json({ sessions: await listAccountSessions(c.var.authed) }))
  .delete('/account/sessions/:sessionId', requireUser, validate('param', SessionIdParamSchema), async (c) => {
    const revoked = await revokeAccountSession(c.var.authed, c.req.raw.headers, c.req.valid('param').sessionId)
    return c.json({ revoked })
  })
  .post('/account/sessions/revoke-others', requireUser, async (c) =>
    c.json({ revoked: await revokeOtherAccountSessions(c.var.authed, c.req.raw.headers) }),
  )
