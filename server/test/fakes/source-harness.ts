import { Hono } from 'hono'
import type { SourceId } from '#shared/contract/sources'
import type { Db } from '../../db/client'
import { parseEnv, type Env } from '../../env'
import { createSourceHttp, type ConnectorDeps, type HostPolicy, type SourceHttp } from '../../features/sources'
import { createLogger } from '../../lib/logger'
import { rateLimitedAnswer } from './fault-injection'

export const HARNESS_ORIGIN = 'http://fake-upstreams.test'

export type SourceHarness = {
  http: SourceHttp
  env: Env
  deps: ConnectorDeps
  /** every request that reached the fake, with its headers */
  /** each upstream call; `body` when it was sent as a string (a JSON POST) */
  calls: { url: URL; headers: Headers; method: string; body?: string }[]
  /** every log line SourceHttp wrote (JSON) */
  logLines: string[]
}

/**
 * The real SourceHttp in front of one fake upstream, in process: the fake is mounted at
 * `/<mount>` of HARNESS_ORIGIN and answers like a network fetch would, rejecting when the
 * request's signal aborts. Retries don't wait (sleep is instant); timeouts are real.
 */
export function createSourceHarness(options: {
  db: Db
  mount: string
  fake: Hono
  env?: Record<string, string>
  policies?: Partial<Record<SourceId, Partial<HostPolicy>>>
  /** answer the first N requests with 429 and `Retry-After: 1` before letting the fake answer */
  rateLimitFirst?: number
}): SourceHarness {
  let refusals = options.rateLimitFirst ?? 0
  const upstream = new Hono()
    .use('*', async (c, next) => {
      if (refusals > 0) {
        refusals--
        return rateLimitedAnswer(c)
      }
      await next()
    })
    .route(`/${options.mount}`, options.fake)
  const calls: SourceHarness['calls'] = []
  const logLines: string[] = []
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== HARNESS_ORIGIN) throw new TypeError(`unexpected upstream call to ${url.origin} in a test`)
    calls.push({
      url,
      headers: new Headers(request.headers),
      method: request.method,
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    })
    const signal = init?.signal ?? undefined
    if (signal?.aborted) throw signal.reason
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal?.reason)
      signal?.addEventListener('abort', onAbort, { once: true })
      Promise.resolve(upstream.fetch(request))
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort))
    })
  }) as typeof fetch

  const parsed = parseEnv({ NODE_ENV: 'test', CONTACT_EMAIL: 'ops@lodestar-research.org', ...options.env })
  if (!parsed.ok) throw new Error(`bad test env: ${parsed.problems.join('; ')}`)
  const http = createSourceHttp({
    db: options.db,
    log: createLogger('debug', {}, (line) => logLines.push(line)),
    userAgent: 'Lodestar/test (mailto:ops@lodestar-research.org)',
    fetch: fetchImpl,
    sleep: async () => {},
    policies: options.policies,
  })
  return { http, env: parsed.env, deps: { http, env: parsed.env }, calls, logLines }
}
