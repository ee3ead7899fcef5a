import type { Context, MiddlewareHandler } from 'hono'
import type { BaseEnv } from './base-context'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** Whole documents only: a stream (text/event-stream, NDJSON) must reach the client as it is written. */
const COMPRESSIBLE_TYPE =
  /^\s*(?:application\/(?:json|xml|javascript|manifest\+json)|text\/(?:html|plain|css|xml|javascript)|image\/svg\+xml)\s*(?:;|$)/i
/** Below about one packet, compressing saves nothing on the wire. */
export const MIN_COMPRESSIBLE_BYTES = 1024
/** Brotli's default (11) is for build time; 5 compresses about as well as gzip -9 in a fraction of the time. */
const DYNAMIC_BROTLI_QUALITY = 5

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The encoding to answer with, from an Accept-Encoding header: brotli over gzip at equal weight; null for none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    weights.set(name.trim(), q === undefined ? 1 : Number(q) || 0)
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  const br = weightOf('br')
  const gz = weightOf('gzip')
  if (br > 0 && br >= gz) return 'br'
  if (gz > 0) return 'gzip'
  return null
}

export function isCompressibleType(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE_TYPE.test(contentType)
}

/** Adds Accept-Encoding to Vary (once), so shared caches keep one copy per encoding. */
export function varyOnAcceptEncoding(headers: Headers) {
  const vary = headers.get('Vary')
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

export async function compressBody(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const compressed =
    encoding === 'gzip'
      ? await gzipAsync(body)
      : await brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
  // A copy in a plain ArrayBuffer: what a Response body accepts.
  return new Uint8Array(compressed)
}

/**
 * Compresses whole JSON, HTML and text responses of 1 KiB or more with brotli or gzip, as the client accepts.
 * Leaves alone what is already encoded, streamed types, HEAD answers and `Cache-Control: no-transform`.
 */
export const compressResponses: MiddlewareHandler<BaseEnv> = async (c, next) => {
  await next()
  await compressFinished(c)
}

/**
 * The same, for every path but those starting with `prefix` (a plain test: hono/combine's except() wraps each
 * request in three more async layers, a measurable share of a small request's time).
 */
export function compressResponsesExceptUnder(prefix: string): MiddlewareHandler<BaseEnv> {
  return async (c, next) => {
    await next()
    if (!c.req.path.startsWith(prefix)) await compressFinished(c)
  }
}

async function compressFinished(c: Context<BaseEnv>) {
  // A client that accepts no encoding gets the identity body, which every client accepts: a cache may hand
  // it to anyone, so it needs no Vary, and the answer's headers are left untouched (decision 029).
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'))
  if (!encoding) return
  const response = c.res
  if (c.req.method === 'HEAD' || response.status === 204 || response.status === 206) return
  if (response.headers.has('Content-Encoding') || !isCompressibleType(response.headers.get('Content-Type'))) return
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get('Cache-Control') ?? '')) return
  varyOnAcceptEncoding(response.headers)
  // Status and headers first: touching `body` makes the Node adapter build a full Response (decision 015).
  if (!response.body) return
  const body = new Uint8Array(await response.arrayBuffer())
  const compressed = body.byteLength >= MIN_COMPRESSIBLE_BYTES ? await compressBody(body, encoding) : null
  const useCompressed = compressed !== null && compressed.byteLength < body.byteLength
  // The body was read: the response is rebuilt either way (Hono carries its headers over).
  c.res = new Response(useCompressed ? compressed : body, response)
  c.res.headers.set('Content-Length', String(useCompressed ? compressed.byteLength : body.byteLength))
  if (!useCompressed) return
  c.res.headers.set('Content-Encoding', encoding)
  const etag = c.res.headers.get('ETag')
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
}
