import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { endpointRoutes } from '#shared/contract/endpoint-routes'
import type { Auth } from './auth/auth'
import { authRoutes } from './auth/auth.routes'
import type { Database } from './db/client'
import type { Env } from './env'
import { accountRoutes, currentSession, type LookUpSession } from './features/account'
import { adminRoutes } from './features/admin'
import { contactRoutes } from './features/contact'
import { dataAnalysisRoutes } from './features/data-analysis'
import { clientLogRoutes, healthRoutes } from './features/health'
import { learningRoutes } from './features/learning'
import { methodologyRoutes } from './features/methodology'
import { hypothesesRoutes } from './features/hypotheses'
import { pathwaysRoutes } from './features/pathways'
import { reviewsRoutes } from './features/reviews'
import { profilerRoutes } from './features/profiler'
import { researchersRoutes } from './features/researchers'
import { conversationsRoutes, researchRoutes } from './features/research'
import { collegesRoutes } from './features/colleges'
import type { Llm } from './features/llm'
import { sourcesRoutes, type Sources } from './features/sources'
import { timelineRoutes } from './features/timeline'
import { trendsRoutes } from './features/trends'
import { collaboratorsRoutes } from './features/collaborators'
import { careersRoutes } from './features/careers'
import { grantsRoutes } from './features/grants'
import { profileRoutes, type AvatarStorage } from './features/profile'
import { AppError } from './lib/app-error'
import type { BaseEnv } from './lib/base-context'
import { limitBodyExcept } from './lib/body-limit'
import { toErrorResponse } from './lib/error-response'
import { refuseUnstorableText } from './lib/input-sanity'
import { redactPath, type Logger } from './lib/logger'
import type { AppEnv, RequestContext, Services } from './request-context'
import { addDefaultHeaders } from './lib/response-headers'
import { apiDefaultHeaders, crossSiteMutationGuard, SAFE_METHODS } from './lib/security'

/** The routes whose body is an upload (multipart or raw bytes in the table): each sets its own size limit and sniffs its bytes. */
const UPLOAD_PATHS = Object.values(endpointRoutes)
  .filter((entry) => 'kind' in entry && (entry.kind === 'multipart' || entry.kind === 'bytes'))
  .map((entry) => `/api${entry.path}`)

export type ApiDeps = {
  database: Database
  env: Env
  auth: Auth
  log: Logger
  sources: Sources
  llm: Llm | null
  avatars: AvatarStorage
  lookUpSession: LookUpSession
  now?: () => Date
}

const JSON_BODY_LIMIT_BYTES = 64 * 1024
const REQUEST_ID_HEADER = 'X-Request-Id'

/** The caller's id when it is a short token (a proxy's, or a client's for its own logs), else a new one. */
function requestIdOf(given: string | undefined): string {
  return given && given.length <= 64 && !/[^\w\-=]/.test(given) ? given : crypto.randomUUID()
}

function clientIpOf(c: Context<AppEnv>, trustProxy: boolean, onUntrustedForward: () => void): string {
  if (!trustProxy && c.req.header('x-forwarded-for')) onUntrustedForward()
  if (trustProxy) {
    // Behind a configured proxy, the right-most address is the one the proxy saw.
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const last = forwarded?.at(-1)
    if (last) return last
  }
  // app.request() in tests has no socket
  return (c.env as Partial<AppEnv['Bindings']> | undefined)?.incoming?.socket.remoteAddress ?? 'unknown'
}

/** The whole API, mounted by the server at /api. */
export function createApi({
  database,
  env,
  auth,
  log,
  sources,
  llm,
  avatars,
  lookUpSession,
  now = () => new Date(),
}: ApiDeps) {
  const { db } = database
  const services: Services = { database, auth, sources, llm, avatars }
  let warnedOfProxy = false
  const warnOfUntrustedProxy = () => {
    if (warnedOfProxy) return
    warnedOfProxy = true
    log.warn(
      'requests carry X-Forwarded-For but TRUST_PROXY is off: every client behind that proxy shares one IP for rate limits. Set TRUST_PROXY=true if this server is behind your own proxy.',
    )
  }
  const defaultHeaders = apiDefaultHeaders(env.APP_URL)
  const limitBody = limitBodyExcept(UPLOAD_PATHS, JSON_BODY_LIMIT_BYTES)
  const crossSite = crossSiteMutationGuard(env.APP_URL)
  // Only requests that may carry a body or change state pass these two: a GET goes straight on.
  const guardUnsafeMethods: MiddlewareHandler<BaseEnv> = (c, next) =>
    SAFE_METHODS.has(c.req.method)
      ? next()
      : limitBody(c, async () => {
          await crossSite(c, next)
        })
  // One layer around every request, not five: each middleware layer costs a closure and a promise on the
  // hottest path (decision 028).
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER))
      c.set('requestId', requestId)
      const clientIp = clientIpOf(c, env.TRUST_PROXY, warnOfUntrustedProxy)
      c.set('clientIp', clientIp)
      // Each property named: in Node 20's V8, a spread followed by more properties costs about 1 µs per property
      // (measured 22 µs of a 90 µs request; decision 029).
      const ctx: RequestContext = {
        database: services.database,
        auth: services.auth,
        sources: services.sources,
        llm: services.llm,
        avatars: services.avatars,
        db,
        env,
        now,
        requestId,
        log: log.child({ requestId }),
        user: null,
        sessionId: null,
        access: null,
        usageToday: null,
      }
      c.set('ctx', ctx)
      const started = performance.now()
      await next()
      const elapsed = performance.now() - started
      addDefaultHeaders(c, [
        [REQUEST_ID_HEADER, requestId],
        // Lets clients and benchmarks see time spent in the server, apart from the network.
        ['Server-Timing', `app;dur=${elapsed.toFixed(1)}`],
        ...defaultHeaders,
      ])
      ctx.log.info('request', {
        method: c.req.method,
        path: redactPath(c.req.path),
        status: c.res.status,
        ms: Math.round(elapsed),
        userId: ctx.user?.id,
      })
    })
    .use(guardUnsafeMethods)
    .use(refuseUnstorableText(UPLOAD_PATHS))
    .route('/', authRoutes)
    // Liveness and readiness need no session: answered before it is loaded.
    .route('/', healthRoutes)
    .use(currentSession({ auth, lookUpSession, env }))
    .route('/', clientLogRoutes)
    .route('/', contactRoutes)
    .route('/', accountRoutes)
    .route('/', adminRoutes)
    .route('/', sourcesRoutes)
    .route('/', researchersRoutes)
    .route('/', conversationsRoutes)
    .route('/', researchRoutes)
    .route('/', learningRoutes)
    .route('/', pathwaysRoutes)
    .route('/', timelineRoutes)
    .route('/', profileRoutes)
    .route('/', collegesRoutes)
    .route('/', methodologyRoutes)
    .route('/', reviewsRoutes)
    .route('/', hypothesesRoutes)
    .route('/', trendsRoutes)
    .route('/', collaboratorsRoutes)
    .route('/', careersRoutes)
    .route('/', grantsRoutes)
    .route('/', profilerRoutes)
    .route('/', dataAnalysisRoutes)
    // Registered last so the server's SPA fallback never answers an /api path with a page.
    .all('*', (c) => {
      throw new AppError('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`)
    })
  api.onError(toErrorResponse)
  return api
}

export type Api = ReturnType<typeof createApi>
