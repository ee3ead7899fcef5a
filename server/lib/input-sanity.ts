import type { MiddlewareHandler } from 'hono'
import { AppError } from './app-error'
import type { BaseEnv } from './base-context'

// U+0000 cannot be stored in a PostgreSQL text value, and a lone UTF-16 surrogate cannot be stored in
// JSONB (nor encoded as UTF-8): both would fail deep in a query as a 500.
// eslint-disable-next-line no-control-regex -- matching U+0000 is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters that cannot be stored (a NUL character or an unpaired surrogate).'

export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value)
  if (depth > 64 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1))
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1))
}

function decodedOrRaw(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Bytes, not text (an avatar upload): nothing in them is stored as text. */
const isBinaryType = (type: string) => type.startsWith('image/') || type.startsWith('application/octet-stream')

async function bodyOf(request: Request): Promise<unknown> {
  // GET and HEAD have no body; asking for it would make the Node adapter build a whole Request.
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const type = request.headers.get('content-type') ?? ''
  if (!request.body || type.startsWith('multipart/') || isBinaryType(type)) return undefined
  // A clone, so the route (and better-auth, which reads the raw request) still gets the whole body.
  const text = await request.clone().text()
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return text
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) return [...new URLSearchParams(text)]
  return text
}

/**
 * One check at the edge for every route, ours and better-auth's alike: the path, the query and a
 * JSON, form or text body may not carry text the database cannot store. Refused as a 400. The upload routes
 * in `byteBodyPaths` read their body as bytes whatever type it claims (the route sniffs them), so it is not
 * read as text here: image bytes sent as text/html get the upload's own answer.
 */
export function refuseUnstorableText(byteBodyPaths: readonly string[] = []): MiddlewareHandler<BaseEnv> {
  const bytesOnly = new Set(byteBodyPaths)
  return async (c, next) => {
    // Hono has already split the path; the query is parsed only when there is one (every request passes here).
    const url = c.req.url
    const queryStart = url.indexOf('?')
    const query = queryStart === -1 ? [] : [...new URLSearchParams(url.slice(queryStart + 1))].flat()
    if (
      hasUnstorableText(decodedOrRaw(c.req.path)) ||
      hasUnstorableText(query) ||
      (!bytesOnly.has(c.req.path) && hasUnstorableText(await bodyOf(c.req.raw)))
    ) {
      throw new AppError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE)
    }
    await next()
  }
}
