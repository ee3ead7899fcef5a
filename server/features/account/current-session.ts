import type { BetterAuthOptions } from 'better-auth'
import { isAPIError } from 'better-auth/api'
import type { MiddlewareHandler } from 'hono'
import type { Auth } from '../../auth/auth'
import { readSignedCookie } from '../../auth/session-cookie'
import type { Env } from '../../env'
import type { AppEnv } from '../../request-context'
import { editResponseHeaders } from '../../lib/response-headers'
import { usageFromCounts } from '../quota'
import { roleFor } from './access.service'
import type { LookUpSession, SessionLookup } from './session-lookup'

type SessionRules = {
  cookieName: string
  secret: string
  /** better-auth's rule: a session is extended once it is `updateAge` old, unless refresh is off. */
  isDueForRefresh: (expiresAt: Date, now: Date, cookieHeader: string | undefined) => boolean
}

/** The cookie names, secret and refresh rule better-auth itself uses, read from its context. */
async function sessionRulesOf(auth: Auth): Promise<SessionRules> {
  const context = await auth.$context
  const options: BetterAuthOptions = context.options
  // The lookup below reads sessions from the database only; these options would keep them elsewhere.
  if (options.session?.cookieCache?.enabled || options.session?.deferSessionRefresh || options.secondaryStorage) {
    throw new Error(
      'The session lookup (server/features/account/current-session.ts) assumes sessions live in the database only: no cookieCache, deferSessionRefresh or secondaryStorage.',
    )
  }
  const { expiresIn, updateAge } = context.sessionConfig
  const refreshOff = options.session?.disableSessionRefresh === true
  const dontRememberCookieName = context.authCookies.dontRememberToken.name
  const secret = context.secret
  return {
    cookieName: context.authCookies.sessionToken.name,
    secret,
    isDueForRefresh: (expiresAt, now, cookieHeader) =>
      !refreshOff &&
      expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now.getTime() &&
      // A "don't remember me" session is never extended (better-auth checks the same signed cookie).
      !readSignedCookie(cookieHeader, dontRememberCookieName, secret),
  }
}

/**
 * Who is calling, on every request after /api/auth: one query when the session is live and not due for
 * refresh. Otherwise better-auth decides (it extends the session, or ends an expired one) and its
 * refreshed cookie goes out with our response. Grants, revocations and ended sessions apply at once.
 */
export function currentSession({
  auth,
  lookUpSession,
  env,
}: {
  auth: Auth
  lookUpSession: LookUpSession
  env: Pick<Env, 'ADMIN_EMAILS'>
}): MiddlewareHandler<AppEnv> {
  let rules: Promise<SessionRules> | undefined
  return async (c, next) => {
    rules ??= sessionRulesOf(auth)
    const { cookieName, secret, isDueForRefresh } = await rules
    const cookieHeader = c.req.header('cookie')
    const token = readSignedCookie(cookieHeader, cookieName, secret)
    if (!token) return next()

    const ctx = c.var.ctx
    // Expiry follows better-auth's clock, the quota day the app's.
    const now = new Date()
    const at = { now, today: ctx.now() }
    let found = await lookUpSession(token, at)
    let refreshCookies: string[] = []
    if (!found || isDueForRefresh(found.expiresAt, now, cookieHeader)) {
      const answer = await askBetterAuth(auth, c.req.raw.headers)
      if (!answer) {
        found = null
      } else {
        refreshCookies = answer.setCookies
        if (found?.user.id !== answer.userId) found = await lookUpSession(token, { ...at, now: new Date() })
      }
    }
    if (found) setCaller(ctx, found, env)

    await next()
    if (refreshCookies.length === 0) return
    editResponseHeaders(c, (headers) => {
      // A route that answered with its own session cookie (sign-out) has the last word on it.
      if (headers.getSetCookie().some((cookie) => cookie.startsWith(`${cookieName}=`))) return
      for (const cookie of refreshCookies) headers.append('Set-Cookie', cookie)
    })
  }
}

/**
 * better-auth's getSession: it extends a session due for refresh and deletes an expired one. Its cookie
 * is passed on only with a live session; clearing one on a stale request could undo a sign-in made meanwhile.
 */
async function askBetterAuth(auth: Auth, headers: Headers): Promise<{ userId: string; setCookies: string[] } | null> {
  try {
    const answer = await auth.api.getSession({ headers, returnHeaders: true })
    return answer.response ? { userId: answer.response.user.id, setCookies: answer.headers.getSetCookie() } : null
  } catch (error) {
    // The session was deleted while better-auth extended it.
    if (isAPIError(error) && error.statusCode === 401) return null
    throw error
  }
}

function setCaller(ctx: AppEnv['Variables']['ctx'], found: SessionLookup, env: Pick<Env, 'ADMIN_EMAILS'>) {
  const access = roleFor(found.user, env.ADMIN_EMAILS, found.subscriber)
  // A copy: the lookup may be cached and shared by later requests.
  ctx.user = { ...found.user }
  ctx.sessionId = found.sessionId
  ctx.access = access
  ctx.usageToday = usageFromCounts(found.usageCounts, access)
}
