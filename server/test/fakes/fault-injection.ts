import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Context, MiddlewareHandler } from 'hono'
import { projectRoot } from '../../lib/paths'

/**
 * The one way every fake fails on request: a marker in the request's text (any query value but the
 * identity ones, or the path), the same in tests, `npm run fakes` and e2e.
 * - `fail-429`: 429 with `Retry-After: 1`, every time
 * - `fail-500`: 500, every time
 * - `fail-429-then-ok`, `fail-500-then-ok`: only the first call of that exact URL fails so
 * - `fail-timeout`: no answer until the caller gives up (its signal aborts) or 60 s pass
 * - `fail-malformed`: 200 with the first half of the body the route would have sent, in its content type
 */
export type FaultKind =
  'fail-429' | 'fail-500' | 'fail-429-then-ok' | 'fail-500-then-ok' | 'fail-timeout' | 'fail-malformed'

// Longest first: `fail-429-then-ok` also contains `fail-429`.
const KINDS: FaultKind[] = [
  'fail-429-then-ok',
  'fail-500-then-ok',
  'fail-429',
  'fail-500',
  'fail-timeout',
  'fail-malformed',
]

/** Query parameters that identify the caller: never read for markers, never part of a call's identity. */
const IDENTITY_PARAMS = new Set(['mailto', 'api_key', 'apikey', 'email', 'tool', 'key', 'token'])

export function faultIn(text: string | null | undefined): FaultKind | null {
  const lower = (text ?? '').toLowerCase()
  return KINDS.find((kind) => lower.includes(kind)) ?? null
}

/** The 429 and 500 bodies, in the upstream's own style. */
export type FaultAnswers = {
  rateLimited: { body: string; contentType: string }
  serverError: { body: string; contentType: string }
}

export const PLAIN_FAULT_ANSWERS: FaultAnswers = {
  rateLimited: { body: 'Rate exceeded.', contentType: 'text/plain; charset=utf-8' },
  serverError: { body: 'Internal Server Error', contentType: 'text/plain; charset=utf-8' },
}

export const JSON_FAULT_ANSWERS: FaultAnswers = {
  rateLimited: { body: '{"error":"API rate limit exceeded"}', contentType: 'application/json' },
  serverError: { body: '{"error":"Internal Server Error"}', contentType: 'application/json' },
}

export function rateLimitedAnswer(c: Context, answers: FaultAnswers = PLAIN_FAULT_ANSWERS): Response {
  return c.body(answers.rateLimited.body, 429, { 'content-type': answers.rateLimited.contentType, 'retry-after': '1' })
}

function serverErrorAnswer(c: Context, answers: FaultAnswers): Response {
  return c.body(answers.serverError.body, 500, { 'content-type': answers.serverError.contentType })
}

/** Resolves when the signal aborts or after `ms`, whichever is first; never keeps the process alive. */
export function hangUntilAborted(signal: AbortSignal | undefined, ms = 60_000): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve()
      return
    }
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    timer.unref()
    signal?.addEventListener('abort', done, { once: true })
  })
}

/** Middleware for a whole fake: the injected failure when the request asks for one, otherwise the route's answer. */
export function faultInjection(answers: FaultAnswers = PLAIN_FAULT_ANSWERS): MiddlewareHandler {
  const callsByUrl = new Map<string, number>()
  return async (c, next) => {
    const url = new URL(c.req.url)
    const kept = [...url.searchParams].filter(([name]) => !IDENTITY_PARAMS.has(name.toLowerCase()))
    let path = url.pathname
    try {
      path = decodeURIComponent(path)
    } catch {
      // keep it encoded
    }
    // A JSON POST (NIH RePORTER's search) carries its text in the body: the markers may be there too.
    const postBody = c.req.method === 'POST' && c.req.header('content-type')?.includes('json') ? await c.req.text() : ''
    const kind = faultIn([...kept.map(([, value]) => value), path, postBody].join(' '))
    if (!kind) return next()

    if (kind === 'fail-429-then-ok' || kind === 'fail-500-then-ok') {
      const key = `${c.req.method} ${url.pathname}?${new URLSearchParams(kept.sort(([a], [b]) => a.localeCompare(b)))} ${postBody}`
      const seen = (callsByUrl.get(key) ?? 0) + 1
      callsByUrl.set(key, seen)
      if (seen > 1) return next()
      return kind === 'fail-429-then-ok' ? rateLimitedAnswer(c, answers) : serverErrorAnswer(c, answers)
    }
    if (kind === 'fail-429') return rateLimitedAnswer(c, answers)
    if (kind === 'fail-500') return serverErrorAnswer(c, answers)
    if (kind === 'fail-timeout') {
      const signal = c.req.raw.signal
      await hangUntilAborted(signal)
      if (!signal.aborted) return c.body('', 504) // 60 s passed
      // The caller gave up. A network fetch would have rejected with the abort reason; an in-process
      // fetch that just awaits app.fetch() gets this response, whose body fails with that same reason,
      // so the caller still sees its own timeout rather than a status.
      const reason: unknown = signal.reason
      return new Response(new ReadableStream({ start: (controller) => controller.error(reason) }), { status: 504 })
    }
    await next()
    const body = await c.res.text()
    const contentType = c.res.headers.get('content-type') ?? 'application/json'
    c.res = new Response(body.slice(0, Math.max(1, Math.floor(body.length / 2))), {
      status: 200,
      headers: { 'content-type': contentType },
    })
  }
}

/** A fixture of ours, read once: server/test/fixtures/<source>/<name>. */
export function fixture(source: string, name: string): string {
  return readFileSync(join(projectRoot, 'server/test/fixtures', source, name), 'utf8')
}

export const intParam = (value: string | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) => {
  const number = Number(value)
  return Number.isFinite(number) && value !== undefined && value !== ''
    ? Math.min(max, Math.max(min, Math.trunc(number)))
    : fallback
}
