import { createHash } from 'node:crypto'

/** Query parameters that identify us or carry credentials: never part of a cache key or a log line. */
const IDENTITY_PARAMS = new Set(['mailto', 'api_key', 'apikey', 'tool', 'email', 'key', 'token'])

export function isIdentityParam(name: string): boolean {
  return IDENTITY_PARAMS.has(name.toLowerCase())
}

/** The URL without credentials or identity, query sorted: safe to log, stable to cache on. */
export function redactUrl(url: string): string {
  const parsed = new URL(url)
  const kept = [...parsed.searchParams]
    .filter(([name]) => !isIdentityParam(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
  parsed.search = new URLSearchParams(kept).toString()
  parsed.hash = ''
  parsed.username = ''
  parsed.password = ''
  return parsed.toString()
}

export function cacheKeyOf(method: string, url: string, body?: string): string {
  const base = `${method.toUpperCase()} ${redactUrl(url)}`
  return body ? `${base} #${createHash('sha256').update(body).digest('hex').slice(0, 32)}` : base
}
