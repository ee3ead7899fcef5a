import type { MiddlewareHandler } from 'hono'
import { AppError } from './app-error'
import type { BaseEnv } from './base-context'
import { editResponseHeaders } from './response-headers'

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style properties through the DOM, but some inline style attributes remain in markup.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const SECURITY_HEADERS: [string, string][] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), geolocation=(), microphone=(self)'],
]

/**
 * An API answer is never a document: it may load nothing and be framed nowhere (OWASP's REST Security Cheat
 * Sheet). The page-only headers (opener policy, permissions) have no meaning for it. A third of the headers'
 * bytes, and API answers are the most frequent (decision 028).
 */
const API_SECURITY_HEADERS: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
]

const withTransportSecurity = (headers: [string, string][], appUrl: string): [string, string][] =>
  new URL(appUrl).protocol === 'https:'
    ? [...headers, ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']]
    : headers

/**
 * The headers every API answer carries unless it sets its own: the security headers, and `Cache-Control:
 * no-store` (authenticated JSON must never be stored by a browser or a shared cache; a route may choose a
 * cache policy of its own). Added with `addDefaultHeaders`.
 */
export function apiDefaultHeaders(appUrl: string): readonly (readonly [string, string])[] {
  return [...withTransportSecurity(API_SECURITY_HEADERS, appUrl), ['Cache-Control', 'no-store']]
}

/** HSTS follows the configured public URL: behind a TLS-terminating proxy the request itself arrives as http. */
export function securityHeaders(appUrl: string): MiddlewareHandler<BaseEnv> {
  const headers = withTransportSecurity(SECURITY_HEADERS, appUrl)
  return async (c, next) => {
    await next()
    editResponseHeaders(c, (response) => {
      for (const [name, value] of headers) response.set(name, value)
    })
  }
}

/** Methods that neither carry a body nor change state. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cookie-authenticated mutations must come from our own pages. Browsers send Origin and
 * Sec-Fetch-Site on every cross-origin POST; clients without them (curl, servers) carry no ambient cookies.
 */
export function crossSiteMutationGuard(appUrl: string): MiddlewareHandler<BaseEnv> {
  const configuredOrigin = new URL(appUrl).origin
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const fetchSite = c.req.header('sec-fetch-site')
      const origin = c.req.header('origin')
      const requestOrigin = new URL(c.req.url).origin
      const crossSite =
        fetchSite === 'cross-site' || (origin !== undefined && origin !== requestOrigin && origin !== configuredOrigin)
      if (crossSite) throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed')
    }
    await next()
  }
}

/**
 * For GETs that spend a user's quota or call upstreams on their behalf: a link or redirect on another
 * site is a top-level navigation, so SameSite=Lax still sends the session cookie. Browsers label it cross-site.
 */
export const refuseCrossSite: MiddlewareHandler<BaseEnv> = async (c, next) => {
  if (c.req.header('sec-fetch-site') === 'cross-site')
    throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed')
  await next()
}
