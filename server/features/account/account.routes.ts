import { Hono } from 'hono'
import type { MeResponse } from '../../../shared/contract/account'
import { authed, requireUser } from '../../auth/guards'
import type { Auth } from '../../auth/auth'
import type { AppEnv } from '../../lib/request-context'
import { endAllSessions, getMe, getSubscriptionStatus } from './account.service'

export function accountRoutes(auth: Auth) {
  return new Hono<AppEnv>()
    .get('/me', (c) => {
      const ctx = c.var.ctx
      const body: MeResponse = ctx.user ? getMe(authed(ctx)) : { user: null }
      return c.json(body)
    })
    .get('/subscription', requireUser, (c) => c.json(getSubscriptionStatus(authed(c.var.ctx))))
    .post('/account/sign-out', requireUser, async (c) => {
      const ctx = authed(c.var.ctx)
      // better-auth clears the cookies; then every other session of the user goes too.
      const signOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true })
      const ended = await endAllSessions(ctx)
      ctx.log.info('signed out everywhere', { userId: ctx.user.id, sessionsEnded: ended })
      for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true })
      return c.json({ ok: true })
    })
}
