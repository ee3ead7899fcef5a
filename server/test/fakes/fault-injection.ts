import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Context } from 'hono'
import { projectRoot } from '../../lib/paths'

/**
 * Failures asked for through a fake's query text, the same for every fake:
 * - `fail-429`: 429 with `Retry-After: 1`
 * - `fail-500`: 500
 * - `fail-timeout`: no answer until the request is aborted (its signal) or 60 s pass
 * - `fail-malformed`: 200 with the first half of a valid body, in the real content type
 */
export type FaultKind = 'fail-429' | 'fail-500' | 'fail-timeout' | 'fail-malformed'

export function faultIn(text: string | null | undefined): FaultKind | null {
  const lower = (text ?? '').toLowerCase()
  for (const kind of ['fail-429', 'fail-500', 'fail-timeout', 'fail-malformed'] as const) if (lower.includes(kind)) return kind
  return null
}

/** Resolves when the signal aborts or after `ms`, whichever is first; never keeps the process alive. */
export function hangUntilAborted(signal: AbortSignal | undefined, ms = 60_000): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    timer.unref?.()
    signal?.addEventListener('abort', done, { once: true })
  })
}

/** The injected failure for `text`, or null to answer normally. `validBody` is what a good answer would be. */
export async function injectedFault(c: Context, text: string | null | undefined, validBody: string, contentType: string): Promise<Response | null> {
  const kind = faultIn(text)
  if (!kind) return null
  switch (kind) {
    case 'fail-429':
      return c.body(contentType.includes('json') ? '{"error":"API rate limit exceeded"}' : 'Rate exceeded.', 429, {
        'content-type': contentType.includes('json') ? contentType : 'text/plain; charset=utf-8',
        'retry-after': '1',
      })
    case 'fail-500':
      return c.body(contentType.includes('json') ? '{"error":"Internal Server Error"}' : 'Internal Server Error', 500, {
        'content-type': contentType.includes('json') ? contentType : 'text/plain; charset=utf-8',
      })
    case 'fail-timeout': {
      const signal = c.req.raw.signal
      await hangUntilAborted(signal)
      if (!signal.aborted) return c.body('', 504) // 60 s passed
      // The caller gave up. A network fetch would have rejected with the abort reason; an in-process
      // fetch that just awaits app.fetch() gets this response, whose body fails with that same reason,
      // so the caller still sees its own timeout rather than a status.
      const reason: unknown = signal.reason
      return new Response(new ReadableStream({ start: (controller) => controller.error(reason) }), { status: 504 })
    }
    case 'fail-malformed':
      return c.body(validBody.slice(0, Math.max(1, Math.floor(validBody.length / 2))), 200, { 'content-type': contentType })
  }
}

/** A fixture of ours, read once: server/test/fixtures/<source>/<name>. */
export function fixture(source: string, name: string): string {
  return readFileSync(join(projectRoot, 'server/test/fixtures', source, name), 'utf8')
}

export const intParam = (value: string | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) => {
  const number = Number(value)
  return Number.isFinite(number) && value !== undefined && value !== '' ? Math.min(max, Math.max(min, Math.trunc(number))) : fallback
}
