import { and, eq, gt } from 'drizzle-orm'
import type { SourceId } from '../../../shared/contract/sources'
import type { Db } from '../../db/client'
import type { Logger } from '../../lib/logger'
import { cacheKeyOf, redactUrl } from './request-key'
import { sourceCache } from './sources.tables'

export type CachePolicy = 'search' | 'entity' | 'none'

export type SourceRequest = {
  source: SourceId
  url: string
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  /** searches are kept for hours, entities for days */
  cache: CachePolicy
}

export type SourceResponse = {
  status: number
  contentType: string
  body: string
  fromCache: boolean
  /** the request URL without credentials */
  url: string
}

export type SourceErrorKind = 'timeout' | 'network' | 'rate_limited' | 'upstream' | 'circuit_open' | 'not_configured' | 'bad_response'

export class SourceError extends Error {
  constructor(
    readonly source: SourceId,
    readonly kind: SourceErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'SourceError'
  }
}

export type HostPolicy = {
  concurrency: number
  requestsPerSecond: number
  timeoutMs: number
  retries: number
  /** consecutive failed calls that open the circuit, and how long it stays open */
  breakerThreshold: number
  breakerCooldownMs: number
  /** a Retry-After longer than this is not waited for */
  maxRetryAfterMs: number
}

export const DEFAULT_POLICY: HostPolicy = {
  concurrency: 4,
  requestsPerSecond: 5,
  timeoutMs: 10_000,
  retries: 3,
  breakerThreshold: 5,
  breakerCooldownMs: 30_000,
  maxRetryAfterMs: 20_000,
}

export const CACHE_TTL_MS: Record<Exclude<CachePolicy, 'none'>, number> = {
  search: 6 * 60 * 60 * 1000,
  entity: 7 * 24 * 60 * 60 * 1000,
}

export type SourceHttpOptions = {
  db: Db
  log: Logger
  userAgent: string
  policies?: Partial<Record<SourceId, Partial<HostPolicy>>>
  fetch?: typeof fetch
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

type Breaker = { failures: number; openUntil: number; probing: boolean }

/** Per-source limiter: a concurrency cap plus evenly spaced starts (a token bucket of size 1). */
class Limiter {
  private active = 0
  private readonly waiting: (() => void)[] = []
  private nextStartAt = 0

  constructor(
    private readonly policy: HostPolicy,
    private readonly now: () => number,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.policy.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve))
    this.active++
    try {
      const interval = 1000 / this.policy.requestsPerSecond
      const startAt = Math.max(this.now(), this.nextStartAt)
      this.nextStartAt = startAt + interval
      const wait = startAt - this.now()
      if (wait > 0) await this.sleep(wait)
      return await task()
    } finally {
      this.active--
      this.waiting.shift()?.()
    }
  }
}

const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504])

/** A body cut short must not be cached for hours: JSON has to parse, XML has to close. */
export function looksComplete(contentType: string, body: string): boolean {
  if (contentType.includes('json')) {
    try {
      JSON.parse(body)
      return true
    } catch {
      return false
    }
  }
  if (contentType.includes('xml')) {
    const root = /<([A-Za-z_][\w:.-]*)[\s>/]/.exec(body.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<![^>]*>/g, ''))?.[1]
    return root !== undefined && new RegExp(`</${root.replace(/[.]/g, '\\.')}>\\s*$`).test(body)
  }
  return true
}

export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

export type SourceHttp = {
  fetch: (request: SourceRequest) => Promise<SourceResponse>
  circuitOf: (source: SourceId) => 'closed' | 'open' | 'half-open'
}

export function createSourceHttp(options: SourceHttpOptions): SourceHttp {
  const doFetch = options.fetch ?? fetch
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const random = options.random ?? Math.random
  const limiters = new Map<SourceId, Limiter>()
  const breakers = new Map<SourceId, Breaker>()
  const inFlight = new Map<string, Promise<SourceResponse>>()

  const policyOf = (source: SourceId): HostPolicy => ({ ...DEFAULT_POLICY, ...options.policies?.[source] })
  const limiterOf = (source: SourceId) => {
    let limiter = limiters.get(source)
    if (!limiter) limiters.set(source, (limiter = new Limiter(policyOf(source), now, sleep)))
    return limiter
  }
  const breakerOf = (source: SourceId) => {
    let breaker = breakers.get(source)
    if (!breaker) breakers.set(source, (breaker = { failures: 0, openUntil: 0, probing: false }))
    return breaker
  }

  function circuitOf(source: SourceId) {
    const breaker = breakerOf(source)
    if (breaker.openUntil === 0) return 'closed' as const
    return now() < breaker.openUntil ? ('open' as const) : ('half-open' as const)
  }

  async function readCache(key: string): Promise<SourceResponse | null> {
    const [row] = await options.db
      .select()
      .from(sourceCache)
      .where(and(eq(sourceCache.key, key), gt(sourceCache.expiresAt, new Date(now()))))
      .limit(1)
    return row ? { status: row.status, contentType: row.contentType, body: row.body, fromCache: true, url: '' } : null
  }

  async function writeCache(key: string, request: SourceRequest, response: SourceResponse) {
    if (request.cache === 'none') return
    const fetchedAt = new Date(now())
    const expiresAt = new Date(now() + CACHE_TTL_MS[request.cache])
    const values = { status: response.status, contentType: response.contentType, body: response.body, fetchedAt, expiresAt }
    await options.db
      .insert(sourceCache)
      .values({ key, source: request.source, ...values })
      .onConflictDoUpdate({ target: sourceCache.key, set: values })
  }

  async function attempt(request: SourceRequest, policy: HostPolicy, safeUrl: string): Promise<SourceResponse> {
    const headers: Record<string, string> = { 'user-agent': options.userAgent, ...request.headers }
    let lastError: SourceError | null = null
    for (let attemptNo = 0; attemptNo <= policy.retries; attemptNo++) {
      let retryAfterMs: number | null = null
      try {
        const response = await limiterOf(request.source).run(() =>
          doFetch(request.url, { method: request.method ?? 'GET', headers, body: request.body, signal: AbortSignal.timeout(policy.timeoutMs), redirect: 'follow' }),
        )
        const body = await response.text()
        if (!RETRYABLE_STATUS.has(response.status)) {
          return { status: response.status, contentType: response.headers.get('content-type') ?? '', body, fromCache: false, url: safeUrl }
        }
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now())
        lastError = new SourceError(
          request.source,
          response.status === 429 ? 'rate_limited' : 'upstream',
          `${request.source} answered ${response.status}`,
          response.status,
        )
        if (retryAfterMs !== null && retryAfterMs > policy.maxRetryAfterMs) break
      } catch (error) {
        const isTimeout = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
        lastError = new SourceError(request.source, isTimeout ? 'timeout' : 'network', isTimeout ? `${request.source} did not answer in time` : `${request.source} could not be reached`)
      }
      if (attemptNo === policy.retries) break
      // Exponential backoff with full jitter, unless the server said how long to wait.
      const backoff = retryAfterMs ?? Math.round(random() * 250 * 2 ** attemptNo)
      options.log.warn('source call failed; retrying', { source: request.source, url: safeUrl, kind: lastError.kind, status: lastError.status, retryInMs: backoff })
      await sleep(backoff)
    }
    throw lastError ?? new SourceError(request.source, 'upstream', `${request.source} failed`)
  }

  async function fetchFresh(request: SourceRequest, key: string, safeUrl: string): Promise<SourceResponse> {
    const policy = policyOf(request.source)
    const breaker = breakerOf(request.source)
    const state = circuitOf(request.source)
    if (state === 'open' || (state === 'half-open' && breaker.probing)) {
      throw new SourceError(request.source, 'circuit_open', `${request.source} is failing; not calling it for a while`)
    }
    if (state === 'half-open') breaker.probing = true
    try {
      const response = await attempt(request, policy, safeUrl)
      breaker.failures = 0
      breaker.openUntil = 0
      if (response.status >= 200 && response.status < 300 && looksComplete(response.contentType, response.body)) await writeCache(key, request, response)
      return response
    } catch (error) {
      breaker.failures++
      if (breaker.failures >= policy.breakerThreshold || state === 'half-open') {
        breaker.openUntil = now() + policy.breakerCooldownMs
        options.log.warn('source circuit opened', { source: request.source, failures: breaker.failures, cooldownMs: policy.breakerCooldownMs })
      }
      throw error
    } finally {
      breaker.probing = false
    }
  }

  return {
    circuitOf,
    async fetch(request) {
      const key = cacheKeyOf(request.method ?? 'GET', request.url, request.body)
      const safeUrl = redactUrl(request.url)
      if (request.cache !== 'none') {
        const cached = await readCache(key)
        if (cached) return { ...cached, url: safeUrl }
      }
      // Identical concurrent calls share one upstream request.
      const pending = inFlight.get(key)
      if (pending) return pending
      const promise = fetchFresh(request, key, safeUrl).finally(() => inFlight.delete(key))
      inFlight.set(key, promise)
      return promise
    },
  }
}
