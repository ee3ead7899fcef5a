import { and, eq, gt } from 'drizzle-orm'
import type { SourceId } from '#shared/contract/sources'
import type { Db } from '../../db/client'
import type { Logger } from '../../lib/logger'
import { cacheKeyOf, redactUrl } from './request-key'
import { currentSourceCaller, currentSourceSignal } from './source-caller'
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
  /** go upstream even when a cached answer exists; a good answer still replaces the cached one */
  skipCacheRead?: boolean
}

export type SourceResponse = {
  status: number
  contentType: string
  body: string
  fromCache: boolean
  /** the request URL without credentials */
  url: string
}

/**
 * `busy`: refused here, not by the source (the caller's share of its queue is full, or no turn came
 * within `maxQueueWaitMs`); never counts against the source's circuit. `over_budget`: `callBudgetMs` ran out.
 * `aborted`: the caller has gone (its scope's signal aborted); never counts against the circuit, never cached.
 */
export type SourceErrorKind =
  | 'timeout'
  | 'network'
  | 'rate_limited'
  | 'upstream'
  | 'circuit_open'
  | 'not_configured'
  | 'bad_response'
  | 'busy'
  | 'over_budget'
  | 'aborted'

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
  /** the longest a call waits for its turn (a free slot, then its spaced start) before failing as busy */
  maxQueueWaitMs: number
  /** all of one call: its queue waits, attempts and backoff sleeps */
  callBudgetMs: number
  /** calls one caller (user, else IP) may have queued or running at this source; identical calls shared in flight count once */
  maxCallsPerCaller: number
}

export const DEFAULT_POLICY: HostPolicy = {
  concurrency: 4,
  requestsPerSecond: 5,
  timeoutMs: 10_000,
  retries: 3,
  breakerThreshold: 5,
  breakerCooldownMs: 30_000,
  maxRetryAfterMs: 20_000,
  maxQueueWaitMs: 5_000,
  callBudgetMs: 20_000,
  maxCallsPerCaller: 4,
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

/**
 * One upstream request shared by identical concurrent calls. `stop` cuts it once every caller waiting on it has
 * gone: `waiting` counts the callers with an abort signal still waiting, `held` is set by any caller without one.
 */
type Flight = { promise: Promise<SourceResponse>; stop: AbortController; waiting: number; held: boolean }

const callerGone = (source: SourceId) =>
  new SourceError(source, 'aborted', `${source} call stopped: the caller has gone`)

/** Thrown by the limiter when a call's turn would come after the time it may start by. */
class NoTurnInTime extends Error {}

type Waiter = { grant: () => void; timer: ReturnType<typeof setTimeout> }

/** Per-source limiter: a concurrency cap plus evenly spaced starts (a token bucket of size 1). */
class Limiter {
  private active = 0
  private readonly waiting: Waiter[] = []
  private nextStartAt = 0

  constructor(
    private readonly policy: HostPolicy,
    private readonly now: () => number,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  /** Runs `task` in its turn, or throws NoTurnInTime when that turn would start after `startBy`. */
  async run<T>(task: () => Promise<T>, startBy: number): Promise<T> {
    await this.acquire(startBy)
    try {
      const startAt = Math.max(this.now(), this.nextStartAt)
      if (startAt > startBy) throw new NoTurnInTime()
      this.nextStartAt = startAt + 1000 / this.policy.requestsPerSecond
      const wait = startAt - this.now()
      if (wait > 0) await this.sleep(wait)
      return await task()
    } finally {
      this.release()
    }
  }

  private acquire(startBy: number): Promise<void> {
    if (this.active < this.policy.concurrency) {
      this.active++
      return Promise.resolve()
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(
          () => {
            this.waiting.splice(this.waiting.indexOf(waiter), 1)
            reject(new NoTurnInTime())
          },
          Math.max(0, startBy - this.now()),
        ),
      }
      this.waiting.push(waiter)
    })
  }

  // The slot passes straight to the next waiter, so a newcomer cannot take it in between.
  private release() {
    const next = this.waiting.shift()
    if (!next) {
      this.active--
      return
    }
    clearTimeout(next.timer)
    next.grant()
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

const inSeconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`

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
  const inFlight = new Map<string, Flight>()
  const callerLoads = new Map<string, number>()

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
    const values = {
      status: response.status,
      contentType: response.contentType,
      body: response.body,
      fetchedAt,
      expiresAt,
    }
    await options.db
      .insert(sourceCache)
      .values({ key, source: request.source, ...values })
      .onConflictDoUpdate({ target: sourceCache.key, set: values })
  }

  /** Counts the call against its caller's share of the source's queue, or refuses it; returns the release. */
  function admitCaller(source: SourceId, policy: HostPolicy): () => void {
    const caller = currentSourceCaller()
    if (caller === null) return () => undefined
    const key = `${source} ${caller}`
    const load = callerLoads.get(key) ?? 0
    if (load >= policy.maxCallsPerCaller) {
      options.log.info('source call refused: caller at its share', {
        source,
        maxCallsPerCaller: policy.maxCallsPerCaller,
      })
      throw new SourceError(source, 'busy', `${source} is busy with your other searches; try again when they finish`)
    }
    callerLoads.set(key, load + 1)
    return () => {
      const left = (callerLoads.get(key) ?? 1) - 1
      if (left > 0) callerLoads.set(key, left)
      else callerLoads.delete(key)
    }
  }

  const overBudget = (request: SourceRequest, policy: HostPolicy, last: SourceError | null) =>
    new SourceError(
      request.source,
      'over_budget',
      `${request.source} did not answer within ${inSeconds(policy.callBudgetMs)}${last ? ` (${last.message})` : ''}`,
      last?.status,
    )

  async function attempt(
    request: SourceRequest,
    policy: HostPolicy,
    safeUrl: string,
    deadline: number,
    stop: AbortSignal,
  ): Promise<SourceResponse> {
    const headers: Record<string, string> = { 'user-agent': options.userAgent, ...request.headers }
    // a function, not the property: TypeScript would keep the loop's earlier check narrowed to false
    const stopped = () => stop.aborted
    let lastError: SourceError | null = null
    for (let attemptNo = 0; attemptNo <= policy.retries; attemptNo++) {
      if (stop.aborted) throw callerGone(request.source)
      let retryAfterMs: number | null = null
      // an object, not a let: TypeScript does not see the assignment inside the limiter's callback
      const budget = { cut: false }
      const startBy = Math.min(now() + policy.maxQueueWaitMs, deadline)
      try {
        const response = await limiterOf(request.source).run(() => {
          // the turn may come after every caller has gone: no upstream call then
          if (stop.aborted) throw callerGone(request.source)
          const timeoutMs = Math.min(policy.timeoutMs, deadline - now())
          budget.cut = timeoutMs < policy.timeoutMs
          return doFetch(request.url, {
            method: request.method ?? 'GET',
            headers,
            body: request.body,
            signal: AbortSignal.any([AbortSignal.timeout(Math.max(1, timeoutMs)), stop]),
            redirect: 'follow',
          })
        }, startBy)
        const body = await response.text()
        if (!RETRYABLE_STATUS.has(response.status)) {
          return {
            status: response.status,
            contentType: response.headers.get('content-type') ?? '',
            body,
            fromCache: false,
            url: safeUrl,
          }
        }
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now())
        lastError = new SourceError(
          request.source,
          response.status === 429 ? 'rate_limited' : 'upstream',
          `${request.source} answered ${response.status}`,
          response.status,
        )
        if (retryAfterMs !== null && (retryAfterMs > policy.maxRetryAfterMs || now() + retryAfterMs >= deadline)) break
      } catch (error) {
        if (stopped()) throw callerGone(request.source)
        if (error instanceof NoTurnInTime) {
          if (startBy === deadline) throw overBudget(request, policy, lastError)
          options.log.warn('source call refused: no turn in time', {
            source: request.source,
            url: safeUrl,
            maxQueueWaitMs: policy.maxQueueWaitMs,
          })
          throw new SourceError(
            request.source,
            'busy',
            `${request.source} is busy with other searches (no turn within ${inSeconds(policy.maxQueueWaitMs)}); try again in a moment`,
          )
        }
        const isTimeout =
          error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
        if (isTimeout && budget.cut) throw overBudget(request, policy, lastError)
        lastError = new SourceError(
          request.source,
          isTimeout ? 'timeout' : 'network',
          isTimeout ? `${request.source} did not answer in time` : `${request.source} could not be reached`,
        )
      }
      if (attemptNo === policy.retries) break
      // Exponential backoff with full jitter, unless the server said how long to wait.
      const backoff = retryAfterMs ?? Math.round(random() * 250 * 2 ** attemptNo)
      if (now() + backoff >= deadline) throw overBudget(request, policy, lastError)
      options.log.warn('source call failed; retrying', {
        source: request.source,
        url: safeUrl,
        kind: lastError.kind,
        status: lastError.status,
        retryInMs: backoff,
      })
      await pauseUnlessStopped(backoff, stop)
    }
    throw lastError ?? new SourceError(request.source, 'upstream', `${request.source} failed`)
  }

  /** Sleeps `ms`, or less: the wait ends at once when `stop` aborts. */
  function pauseUnlessStopped(ms: number, stop: AbortSignal): Promise<void> {
    if (stop.aborted) return Promise.resolve()
    return new Promise<void>((resolve) => {
      const done = () => {
        stop.removeEventListener('abort', done)
        resolve()
      }
      stop.addEventListener('abort', done, { once: true })
      void sleep(ms).then(done)
    })
  }

  async function fetchFresh(
    request: SourceRequest,
    key: string,
    safeUrl: string,
    deadline: number,
    stop: AbortSignal,
  ): Promise<SourceResponse> {
    const policy = policyOf(request.source)
    const breaker = breakerOf(request.source)
    const state = circuitOf(request.source)
    if (state === 'open' || (state === 'half-open' && breaker.probing)) {
      throw new SourceError(request.source, 'circuit_open', `${request.source} is failing; not calling it for a while`)
    }
    if (state === 'half-open') breaker.probing = true
    try {
      const response = await attempt(request, policy, safeUrl, deadline, stop)
      breaker.failures = 0
      breaker.openUntil = 0
      if (response.status >= 200 && response.status < 300 && looksComplete(response.contentType, response.body))
        await writeCache(key, request, response)
      return response
    } catch (error) {
      if (error instanceof SourceError && (error.kind === 'busy' || error.kind === 'aborted')) throw error
      breaker.failures++
      if (breaker.failures >= policy.breakerThreshold || state === 'half-open') {
        breaker.openUntil = now() + policy.breakerCooldownMs
        options.log.warn('source circuit opened', {
          source: request.source,
          failures: breaker.failures,
          cooldownMs: policy.breakerCooldownMs,
        })
      }
      throw error
    } finally {
      breaker.probing = false
    }
  }

  /**
   * The shared request's outcome for one caller. A caller whose signal aborts stops waiting at once (an `aborted`
   * error); the request itself is cut only when no caller waits on it any more.
   */
  function follow(flight: Flight, signal: AbortSignal | undefined, source: SourceId): Promise<SourceResponse> {
    if (!signal) {
      flight.held = true
      return flight.promise
    }
    flight.waiting++
    return new Promise<SourceResponse>((resolve, reject) => {
      const leave = () => {
        flight.waiting--
        if (flight.waiting === 0 && !flight.held) flight.stop.abort(signal.reason)
        reject(callerGone(source))
      }
      signal.addEventListener('abort', leave, { once: true })
      flight.promise.then(
        (response) => {
          signal.removeEventListener('abort', leave)
          resolve(response)
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave)
          reject(error instanceof Error ? error : new Error(String(error)))
        },
      )
    })
  }

  return {
    circuitOf,
    async fetch(request) {
      const signal = currentSourceSignal()
      if (signal?.aborted) throw callerGone(request.source)
      const key = cacheKeyOf(request.method ?? 'GET', request.url, request.body)
      const safeUrl = redactUrl(request.url)
      if (request.cache !== 'none' && !request.skipCacheRead) {
        const cached = await readCache(key)
        if (cached) return { ...cached, url: safeUrl }
        if (signal?.aborted) throw callerGone(request.source)
      }
      // Identical concurrent calls share one upstream request, counted once against the caller who made it.
      // One whose callers have all gone is ending: a newcomer starts afresh.
      const pending = inFlight.get(key)
      if (pending && !pending.stop.signal.aborted) return follow(pending, signal, request.source)
      const policy = policyOf(request.source)
      const release = admitCaller(request.source, policy)
      const stop = new AbortController()
      const promise = fetchFresh(request, key, safeUrl, now() + policy.callBudgetMs, stop.signal).finally(() => {
        if (inFlight.get(key) === flight) inFlight.delete(key)
        release()
      })
      const flight: Flight = { promise, stop, waiting: 0, held: false }
      inFlight.set(key, flight)
      return follow(flight, signal, request.source)
    },
  }
}
