import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { requestId } from 'hono/request-id'
import { CLIENT_IP_HEADER, type Auth } from './auth/auth'
import { toClientAuthResponse } from './auth/auth-response'
import { admitSignInAttempt, recordSuccessfulSignIn } from './auth/sign-in-limiter'
import type { Database } from './db/client'
import type { Env } from './env'
import { resolveAccess } from './features/account/access.service'
import { accountRoutes } from './features/account/account.routes'
import { adminRoutes } from './features/admin/admin.routes'
import { contactRoutes } from './features/contact/contact.routes'
import { healthRoutes } from './features/health/health.routes'
import { researcherRoutes } from './features/researchers/researchers.routes'
import { sourcesRoutes, type Sources } from './features/sources'
import { clientLogRoutes } from './features/health/client-log.routes'
import { AppError } from './lib/app-error'
import { toErrorResponse } from './lib/error-response'
import type { Logger } from './lib/logger'
import type { AppEnv } from './lib/request-context'
import { crossSiteMutationGuard, noStore, securityHeaders } from './lib/security'

export type ApiDeps = { database: Database; env: Env; auth: Auth; log: Logger; sources: Sources; now?: () => Date }

const JSON_BODY_LIMIT_BYTES = 64 * 1024

function clientIpOf(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    // Behind a configured proxy, the right-most address is the one the proxy saw.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean)
    const last = forwarded?.at(-1)
    if (last) return last
  }
  // app.request() in tests has no socket
  return (c.env as Partial<AppEnv['Bindings']> | undefined)?.incoming?.socket.remoteAddress ?? 'unknown'
}

async function readEmailField(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json()
    const email = (body as { email?: unknown }).email
    return typeof email === 'string' && email.length <= 320 ? email : null
  } catch {
    return null
  }
}

/** The whole API, mounted by the server at /api. */
export function createApi({ database, env, auth, log, sources, now = () => new Date() }: ApiDeps) {
  const { db } = database
  const api = new Hono<AppEnv>()
    .use(requestId({ headerName: 'X-Request-Id', limitLength: 64 }))
    .use(async (c, next) => {
      const clientIp = clientIpOf(c, env.TRUST_PROXY)
      c.set('clientIp', clientIp)
      c.set('ctx', { db, env, now, requestId: c.var.requestId, log: log.child({ requestId: c.var.requestId }), user: null, sessionId: null, access: null })
      const started = performance.now()
      await next()
      const elapsed = performance.now() - started
      // Lets clients and benchmarks see time spent in the server, apart from the network.
      c.res.headers.set('Server-Timing', `app;dur=${elapsed.toFixed(1)}`)
      c.var.ctx.log.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(elapsed),
        userId: c.var.ctx.user?.id,
      })
    })
    .use(securityHeaders)
    .use(noStore)
    .use(bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: () => { throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large') } }))
    .use(crossSiteMutationGuard(env.APP_URL))
    .on(['GET', 'POST'], '/auth/*', async (c) => {
      const headers = new Headers(c.req.raw.headers)
      headers.set(CLIENT_IP_HEADER, c.var.clientIp)
      const isSignIn = c.req.method === 'POST' && c.req.path.endsWith('/auth/sign-in/email')
      const email = isSignIn ? await readEmailField(c.req.raw) : null
      if (isSignIn) await admitSignInAttempt(db, env, c.var.clientIp, email)
      const response = await auth.handler(new Request(c.req.raw, { headers }))
      if (isSignIn && email && response.ok) await recordSuccessfulSignIn(db, c.var.clientIp, email)
      // A raw Response skips Hono's header merging: the request id is carried over by hand.
      return toClientAuthResponse(response, { method: c.req.method, path: c.req.path, requestId: c.var.requestId })
    })
    // Liveness and readiness need no session: answered before it is loaded.
    .get('/live', (c) => c.json({ status: 'ok' }))
    .route('/', healthRoutes(database))
    .use(async (c, next) => {
      const found = await auth.api.getSession({ headers: c.req.raw.headers })
      if (found) {
        const ctx = c.var.ctx
        ctx.user = found.user
        ctx.sessionId = found.session.id
        ctx.access = await resolveAccess(db, env, found.user)
      }
      await next()
    })
    .route('/', clientLogRoutes)
    .route('/', contactRoutes)
    .route('/', accountRoutes(auth))
    .route('/admin', adminRoutes)
    .route('/', sourcesRoutes(sources))
    .route('/', researcherRoutes(sources))
    // Registered last so the server's SPA fallback never answers an /api path with a page.
    .all('*', (c) => {
      throw new AppError('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`)
    })
  api.onError(toErrorResponse)
  return api
}

export type Api = ReturnType<typeof createApi>
