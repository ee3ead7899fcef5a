import { expect, test } from 'vitest'
import { createLogger } from '../../lib/logger'
import { useTestDatabase } from '../../test/create-test-app'
import { runWithSourceCaller } from './source-caller'
import { createSourceHttp, looksComplete, parseRetryAfter, SourceError, type HostPolicy } from './source-http'

const testDatabase = useTestDatabase()

type Reply = { status: number; body?: string; headers?: Record<string, string> } | 'network-error' | 'hang'

/** A scripted upstream: answers in order, records every call. */
function scriptedUpstream(replies: Reply[]) {
  const calls: { url: string; headers: Headers }[] = []
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), headers: new Headers(init?.headers) })
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? { status: 200 }
    if (reply === 'network-error') throw new TypeError('fetch failed')
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )
    }
    return new Response(reply.body ?? '{}', {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    })
  }) as typeof fetch
  return { calls, fetchImpl }
}

function harness(replies: Reply[], policy: Partial<HostPolicy> = {}) {
  const upstream = scriptedUpstream(replies)
  const clock = { now: 1_800_000_000_000 }
  const sleeps: number[] = []
  const logLines: string[] = []
  const http = createSourceHttp({
    db: testDatabase().db,
    log: createLogger('debug', {}, (line) => logLines.push(line)),
    userAgent: 'Lodestar/test (mailto:ops@lodestar-research.org)',
    fetch: upstream.fetchImpl,
    now: () => clock.now,
    sleep: async (ms) => {
      sleeps.push(ms)
      clock.now += ms
    },
    random: () => 0.5,
    policies: { openalex: { requestsPerSecond: 1000, ...policy } },
  })
  return { http, upstream, clock, sleeps, logLines }
}

let counter = 0
const uniqueUrl = (extra = '') => `https://api.openalex.org/works?search=topic-${++counter}${extra}`

test('a 503 is retried with backoff, then the answer comes through', async () => {
  const { http, upstream, sleeps } = harness([{ status: 503 }, { status: 503 }, { status: 200, body: '{"ok":true}' }])
  const response = await http.fetch({ source: 'openalex', url: uniqueUrl(), cache: 'none' })
  expect(response.status).toBe(200)
  expect(upstream.calls).toHaveLength(3)
  expect(sleeps).toEqual([125, 250]) // jitter 0.5 × 250 ms × 2^n
})

test('Retry-After on a 429 is honoured', async () => {
  const { http, sleeps } = harness([{ status: 429, headers: { 'retry-after': '2' } }, { status: 200 }])
  expect((await http.fetch({ source: 'openalex', url: uniqueUrl(), cache: 'none' })).status).toBe(200)
  expect(sleeps).toEqual([2000])
})

test('a Retry-After longer than we wait gives up at once as rate limited', async () => {
  const { http, upstream } = harness([{ status: 429, headers: { 'retry-after': '3600' } }])
  await expect(http.fetch({ source: 'openalex', url: uniqueUrl(), cache: 'none' })).rejects.toMatchObject({
    kind: 'rate_limited',
    status: 429,
  })
  expect(upstream.calls).toHaveLength(1)
})

test('a source that does not answer times out, after the retries', async () => {
  const { http, upstream } = harness(['hang'], { timeoutMs: 20, retries: 1 })
  await expect(http.fetch({ source: 'openalex', url: uniqueUrl(), cache: 'none' })).rejects.toMatchObject({
    kind: 'timeout',
  })
  expect(upstream.calls).toHaveLength(2)
})

test('network errors are retried and reported as such', async () => {
  const { http } = harness(['network-error'], { retries: 2 })
  const error = await http.fetch({ source: 'openalex', url: uniqueUrl(), cache: 'none' }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(SourceError)
  expect(error).toMatchObject({ kind: 'network' })
})

test('client errors such as 404 are returned, not retried and not cached', async () => {
  const { http, upstream } = harness([
    { status: 404, body: '<html>Not found</html>', headers: { 'content-type': 'text/html' } },
  ])
  const url = uniqueUrl()
  expect((await http.fetch({ source: 'openalex', url, cache: 'entity' })).status).toBe(404)
  expect((await http.fetch({ source: 'openalex', url, cache: 'entity' })).status).toBe(404)
  expect(upstream.calls).toHaveLength(2)
})

test('after repeated failures the circuit opens and calls fail fast; after the cooldown one probe closes it', async () => {
  const { http, upstream, clock } = harness([{ status: 500 }, { status: 500 }, { status: 200 }], {
    retries: 0,
    breakerThreshold: 2,
    breakerCooldownMs: 30_000,
  })
  await expect(http.fetch({ source: 'openalex', url: uniqueUrl(), cache: 'none' })).rejects.toMatchObject({
    kind: 'upstream',
  })
  await expect(http.fetch({ source: 'openalex', url: uniqueUrl(), cache: 'none' })).rejects.toMatchObject({
    kind: 'upstream',
  })
  expect(http.circuitOf('openalex')).toBe('open')
  await expect(http.fetch({ source: 'openalex', url: uniqueUrl(), cache: 'none' })).rejects.toMatchObject({
    kind: 'circuit_open',
  })
  expect(upstream.calls).toHaveLength(2)

  clock.now += 30_001
  expect(http.circuitOf('openalex')).toBe('half-open')
  expect((await http.fetch({ source: 'openalex', url: uniqueUrl(), cache: 'none' })).status).toBe(200)
  expect(http.circuitOf('openalex')).toBe('closed')
})

test('a cached answer is served from the database, whatever the credentials; a search expires after hours', async () => {
  const { http, upstream, clock } = harness([
    { status: 200, body: '{"n":1}' },
    { status: 200, body: '{"n":2}' },
  ])
  const url = uniqueUrl()
  const first = await http.fetch({ source: 'openalex', url: `${url}&api_key=ONE`, cache: 'search' })
  const second = await http.fetch({ source: 'openalex', url: `${url}&api_key=TWO&mailto=x%40y.z`, cache: 'search' })
  expect([first.fromCache, second.fromCache]).toEqual([false, true])
  expect(second.body).toBe('{"n":1}')
  expect(upstream.calls).toHaveLength(1)

  clock.now += 7 * 60 * 60 * 1000
  const later = await http.fetch({ source: 'openalex', url, cache: 'search' })
  expect(later).toMatchObject({ fromCache: false, body: '{"n":2}' })
})

test('identical concurrent calls share one upstream request', async () => {
  const { http, upstream } = harness([{ status: 200, body: '{"shared":true}' }])
  const url = uniqueUrl()
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => http.fetch({ source: 'openalex', url, cache: 'none' })),
  )
  expect(upstream.calls).toHaveLength(1)
  expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['{"shared":true}']))
})

test('no more than the concurrency cap are in flight for one source', async () => {
  let active = 0
  let peak = 0
  const http = createSourceHttp({
    db: testDatabase().db,
    log: createLogger('silent'),
    userAgent: 'Lodestar/test',
    policies: { crossref: { concurrency: 2, requestsPerSecond: 1000 } },
    fetch: async () => {
      active++
      peak = Math.max(peak, active)
      await new Promise((resolve) => setTimeout(resolve, 15))
      active--
      return new Response('{}', { status: 200 })
    },
  })
  await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      http.fetch({ source: 'crossref', url: `https://api.crossref.org/works?query=q${i}`, cache: 'none' }),
    ),
  )
  expect(peak).toBe(2)
})

/** A Crossref upstream whose answers take `delayMs` of real time (or hang until aborted), counting calls. */
function slowUpstream(delayMs: number) {
  let calls = 0
  const fetchImpl = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls++
    await new Promise<void>((resolve, reject) => {
      const timer = Number.isFinite(delayMs) ? setTimeout(resolve, delayMs) : undefined
      init?.signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer)
          reject(init.signal?.reason)
        },
        { once: true },
      )
    })
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { fetchImpl, calls: () => calls }
}

function realTimeHttp(fetchImpl: typeof fetch, policy: Partial<HostPolicy>) {
  return createSourceHttp({
    db: testDatabase().db,
    log: createLogger('silent'),
    userAgent: 'Lodestar/test',
    fetch: fetchImpl,
    policies: { crossref: { requestsPerSecond: 1000, ...policy } },
  })
}

const crossrefCall = (name: string) => ({
  source: 'crossref' as const,
  url: `https://api.crossref.org/works?query=${name}-${++counter}`,
  cache: 'none' as const,
})

test('a call that gets no turn within maxQueueWaitMs fails fast as busy, and the source is not blamed for it', async () => {
  const upstream = slowUpstream(1_000)
  const http = realTimeHttp(upstream.fetchImpl, { concurrency: 1, maxQueueWaitMs: 100, breakerThreshold: 1 })
  const first = http.fetch(crossrefCall('first'))

  const started = performance.now()
  const error = await http.fetch(crossrefCall('second')).catch((e: unknown) => e)

  expect(error).toBeInstanceOf(SourceError)
  expect(error).toMatchObject({ kind: 'busy', message: expect.stringMatching(/^crossref is busy/) })
  expect(performance.now() - started).toBeLessThan(700)
  expect((await first).status).toBe(200)
  expect(upstream.calls()).toBe(1)
  expect(http.circuitOf('crossref')).toBe('closed')
})

test('the call budget covers every attempt and backoff: a source that keeps failing gives up when the next retry would not fit', async () => {
  const { http, upstream, sleeps } = harness([{ status: 503 }], { retries: 5, callBudgetMs: 500 })
  await expect(http.fetch({ source: 'openalex', url: uniqueUrl(), cache: 'none' })).rejects.toMatchObject({
    kind: 'over_budget',
    message: expect.stringContaining('within 0.5 s'),
  })
  expect(upstream.calls).toHaveLength(3)
  expect(sleeps).toEqual([125, 250]) // the next backoff (500 ms) would end past the budget
})

test('an attempt that hangs is cut at the end of the call budget, not at its longer per-attempt timeout', async () => {
  const http = realTimeHttp(slowUpstream(Infinity).fetchImpl, { timeoutMs: 10_000, callBudgetMs: 150, retries: 3 })
  const started = performance.now()
  await expect(http.fetch(crossrefCall('hang'))).rejects.toMatchObject({ kind: 'over_budget' })
  expect(performance.now() - started).toBeLessThan(2_000)
})

test('one caller’s flood is refused past its cap while another caller still gets through promptly', async () => {
  const upstream = slowUpstream(200)
  const http = realTimeHttp(upstream.fetchImpl, { concurrency: 1, maxCallsPerCaller: 2, maxQueueWaitMs: 10_000 })
  const flood = runWithSourceCaller('user:flooder', () =>
    Array.from({ length: 20 }, (_, i) =>
      http.fetch(crossrefCall(`flood-${i}`)).then(
        () => 'ok',
        (error: unknown) => (error instanceof SourceError ? error.kind : error),
      ),
    ),
  )

  const started = performance.now()
  const other = await runWithSourceCaller('user:other', () => http.fetch(crossrefCall('other')))
  const waited = performance.now() - started

  expect(other.status).toBe(200)
  expect(waited).toBeLessThan(2_000) // behind at most 2 of the flood (~600 ms in all), not 20 (over 4 s)
  const outcomes = await Promise.all(flood)
  expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(2)
  expect(outcomes.filter((outcome) => outcome === 'busy')).toHaveLength(18)
})

test('identical calls shared in flight count once against the caller’s cap', async () => {
  const upstream = slowUpstream(50)
  const http = realTimeHttp(upstream.fetchImpl, { maxCallsPerCaller: 1 })
  const shared = crossrefCall('shared')

  const [answers, another] = await runWithSourceCaller('user:a', () =>
    Promise.all([
      Promise.all(Array.from({ length: 5 }, () => http.fetch(shared))),
      http.fetch(crossrefCall('another')).catch((e: unknown) => e),
    ]),
  )

  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
  expect(another).toMatchObject({ kind: 'busy', message: expect.stringContaining('your other searches') })
  expect(upstream.calls()).toBe(1)
})

test('calls identify the platform, and credentials never reach the logs', async () => {
  const { http, upstream, logLines } = harness([{ status: 503 }, { status: 200 }])
  await http.fetch({ source: 'openalex', url: uniqueUrl('&api_key=TOP-SECRET-KEY'), cache: 'none' })
  expect(upstream.calls[0]?.headers.get('user-agent')).toBe('Lodestar/test (mailto:ops@lodestar-research.org)')
  expect(logLines.length).toBeGreaterThan(0)
  expect(logLines.join('\n')).not.toContain('TOP-SECRET-KEY')
})

test.each([
  ['120', 120_000],
  ['0', 0],
  [
    'Wed, 21 Oct 2026 07:28:10 GMT',
    Date.parse('Wed, 21 Oct 2026 07:28:10 GMT') - Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'),
  ],
  ['soon', null],
  [null, null],
])('Retry-After %s means %s ms', (value, expected) => {
  expect(parseRetryAfter(value, Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(expected)
})

test('a truncated body is passed on but never cached', async () => {
  const { http, upstream } = harness([
    { status: 200, body: '{"results": [{"id": "W1"' },
    { status: 200, body: '{"results": []}' },
  ])
  const url = uniqueUrl()
  expect((await http.fetch({ source: 'openalex', url, cache: 'search' })).body).toBe('{"results": [{"id": "W1"')
  expect((await http.fetch({ source: 'openalex', url, cache: 'search' })).fromCache).toBe(false)
  expect(upstream.calls).toHaveLength(2)
})

test.each([
  ['application/json', '{"a":1}', true],
  ['application/json; charset=utf-8', '{"a":', false],
  ['application/atom+xml', '<feed><entry></entry></feed>\n', true],
  ['text/xml', '<eSearchResult><Count>3</Count>', false],
  ['text/html', '<html', true],
])('%s %s is complete: %s', (contentType, body, expected) => {
  expect(looksComplete(contentType, body)).toBe(expected)
})

/** A Crossref upstream that answers 200 after `delayMs` (or hangs), recording each call's signal. */
function watchedUpstream(delayMs = Infinity) {
  const signals: AbortSignal[] = []
  const fetchImpl = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal ?? new AbortController().signal
    signals.push(signal)
    await new Promise<void>((resolve, reject) => {
      const timer = Number.isFinite(delayMs) ? setTimeout(resolve, delayMs) : undefined
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer)
          reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'))
        },
        { once: true },
      )
    })
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { fetchImpl, signals }
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms))

test('a caller that goes cuts its call in flight at once: no retry, no cache, and the source is not blamed', async () => {
  const upstream = watchedUpstream()
  const http = realTimeHttp(upstream.fetchImpl, { timeoutMs: 1_000, callBudgetMs: 3_000, breakerThreshold: 1 })
  const caller = new AbortController()
  const call = { ...crossrefCall('gone'), cache: 'search' as const }

  const started = performance.now()
  const outcome = runWithSourceCaller('user:a', () => http.fetch(call), caller.signal).catch((e: unknown) => e)
  await tick(50)
  caller.abort(new Error('the client left'))

  expect(await outcome).toMatchObject({ kind: 'aborted' })
  expect(performance.now() - started).toBeLessThan(500)
  expect(upstream.signals).toHaveLength(1)
  expect(upstream.signals[0]?.aborted).toBe(true)
  await tick(100)
  expect(upstream.signals).toHaveLength(1) // no retry started after the caller left
  expect(http.circuitOf('crossref')).toBe('closed')
  // nothing was cached, and an aborted caller starts nothing new
  await expect(runWithSourceCaller('user:a', () => http.fetch(call), caller.signal)).rejects.toMatchObject({
    kind: 'aborted',
  })
  expect(upstream.signals).toHaveLength(1)
})

test('a retry’s wait ends at once when the caller goes, and the retry never starts', async () => {
  const upstream = scriptedUpstream([{ status: 503, headers: { 'retry-after': '5' } }])
  const http = realTimeHttp(upstream.fetchImpl, { retries: 3 })
  const caller = new AbortController()

  const started = performance.now()
  const outcome = runWithSourceCaller('user:a', () => http.fetch(crossrefCall('retry')), caller.signal).catch(
    (e: unknown) => e,
  )
  await tick(100)
  caller.abort()

  expect(await outcome).toMatchObject({ kind: 'aborted' })
  expect(performance.now() - started).toBeLessThan(1_000)
  await tick(50)
  expect(upstream.calls).toHaveLength(1)
})

test('a shared call is cut only when every caller waiting on it has gone', async () => {
  const upstream = watchedUpstream()
  const http = realTimeHttp(upstream.fetchImpl, {})
  const shared = crossrefCall('shared-abort')
  const a = new AbortController()
  const b = new AbortController()

  const first = runWithSourceCaller('user:a', () => http.fetch(shared), a.signal).catch((e: unknown) => e)
  const second = runWithSourceCaller('user:b', () => http.fetch(shared), b.signal).catch((e: unknown) => e)
  await tick()
  a.abort()
  expect(await first).toMatchObject({ kind: 'aborted' })
  await tick()
  expect(upstream.signals).toHaveLength(1)
  expect(upstream.signals[0]?.aborted).toBe(false) // b still waits on it

  b.abort()
  expect(await second).toMatchObject({ kind: 'aborted' })
  expect(upstream.signals[0]?.aborted).toBe(true)
})

test('a caller without a signal keeps a shared call going after the others have gone', async () => {
  const upstream = watchedUpstream(200)
  const http = realTimeHttp(upstream.fetchImpl, {})
  const shared = crossrefCall('shared-held')
  const a = new AbortController()

  const first = runWithSourceCaller('user:a', () => http.fetch(shared), a.signal).catch((e: unknown) => e)
  const held = http.fetch(shared)
  await tick()
  a.abort()

  expect(await first).toMatchObject({ kind: 'aborted' })
  expect((await held).status).toBe(200)
  expect(upstream.signals).toHaveLength(1)
  expect(upstream.signals[0]?.aborted).toBe(false)
})
