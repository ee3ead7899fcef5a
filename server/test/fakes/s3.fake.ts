import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/**
 * An S3-compatible object store on loopback, for the avatar storage's tests: `PUT`, `GET` and `DELETE` of
 * `/<bucket>/<key>` (path-style) or `/<key>` on `Host: <bucket>.<host>` (virtual-hosted), S3's XML error
 * bodies, and every request's AWS Signature V4 checked the way S3 does it, computed here with node:crypto from
 * the documented algorithm (canonical request, string to sign, signing key) rather than by the library the
 * app signs with. A wrong secret gets 403 SignatureDoesNotMatch, an unknown key id 403 InvalidAccessKeyId, a
 * body that does not match its signed SHA-256 400 XAmzContentSHA256Mismatch, a clock 15 minutes off 403
 * RequestTimeTooSkewed.
 */
export type StoredObject = { bytes: Buffer; contentType: string | null }

export type FakeS3Request = { method: string; host: string; path: string; status: number; code: string | null }

export type FakeS3 = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  objects: Map<string, StoredObject>
  requests: FakeS3Request[]
  /** The next request that passes the signature check is answered with this S3 error instead. */
  failNext: (status: number, code: string) => void
  /** The next request that passes the signature check gets no answer until the client gives up. */
  hangNext: () => void
  /** The S3_* settings (path-style) that point the app at this store. */
  env: (overrides?: Record<string, string>) => Record<string, string>
  close: () => Promise<void>
}

export type FakeS3Options = {
  bucket?: string
  region?: string
  accessKeyId?: string
  secretAccessKey?: string
}

const MAX_SKEW_MS = 15 * 60 * 1000
const MAX_BODY_BYTES = 10 * 1024 * 1024
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD'

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest()

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ percent-encoded, in upper case. */
export function uriEncode(text: string, keepSlash = false): string {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded
}

export type SignedRequestParts = {
  method: string
  /** the request path as sent (percent-encoded), without the query */
  rawPath: string
  /** the raw query string, without '?' */
  rawQuery: string
  /** header names in lower case */
  headers: Record<string, string>
  signedHeaders: string[]
  payloadHash: string
}

/** Step 1 of SigV4: S3's canonical request (the path is not normalised, and encoded once). */
export function canonicalRequest(parts: SignedRequestParts): string {
  const canonicalUri = parts.rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/')
  const canonicalQuery = parts.rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=', 2).map((part) => decodeURIComponent(part.replace(/\+/g, ' ')))
      return [uriEncode(name), uriEncode(value)] as const
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const canonicalHeaders = parts.signedHeaders
    .map((name) => `${name}:${(parts.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('')
  return [
    parts.method.toUpperCase(),
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    parts.signedHeaders.join(';'),
    parts.payloadHash,
  ].join('\n')
}

/** Steps 2–4: the string to sign, the signing key derived from the secret, and the signature in hex. */
export function sigV4Signature(
  parts: SignedRequestParts,
  scope: { amzDate: string; date: string; region: string; service: string },
  secretAccessKey: string,
): { stringToSign: string; canonical: string; signature: string } {
  const canonical = canonicalRequest(parts)
  const credentialScope = `${scope.date}/${scope.region}/${scope.service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', scope.amzDate, credentialScope, sha256Hex(canonical)].join('\n')
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${secretAccessKey}`, scope.date), scope.region), scope.service),
    'aws4_request',
  )
  return { stringToSign, canonical, signature: createHmac('sha256', signingKey).update(stringToSign).digest('hex') }
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

/** S3's error body: `<Error><Code>…</Code><Message>…</Message>…<RequestId>…</RequestId></Error>`. */
export function s3ErrorXml(code: string, message: string, extra: Record<string, string> = {}): string {
  const fields = Object.entries(extra)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>${fields}<RequestId>${randomBytes(8).toString('hex').toUpperCase()}</RequestId></Error>`
}

/** x-amz-date's basic ISO 8601 form (20130524T000000Z) as a time. */
const timeOfAmzDate = (amzDate: string) =>
  Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message)
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new S3Failure(400, 'EntityTooLarge', 'Your proposed upload exceeds the limit.')
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'lodestar-avatars'
  const region = options.region ?? 'eu-central-1'
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKES3ACCESSKEY1'
  const secretAccessKey = options.secretAccessKey ?? `fake/secret+${randomBytes(12).toString('base64url')}`
  const objects = new Map<string, StoredObject>()
  const requests: FakeS3Request[] = []
  const sockets = new Set<Socket>()
  let injected: { status: number; code: string } | 'hang' | null = null

  /** Checks the signature; returns the bucket-relative key. */
  function authenticate(request: IncomingMessage, body: Buffer): string {
    const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?', 2)
    const host = request.headers.host ?? ''
    const hostname = host.replace(/:\d+$/, '')
    let key: string
    if (hostname.startsWith(`${bucket}.`)) {
      key = decodeURIComponent(rawPath.slice(1))
    } else {
      const [, named = '', ...rest] = rawPath.split('/')
      if (named !== bucket)
        throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: named })
      key = decodeURIComponent(rest.join('/'))
    }

    const authorization = request.headers.authorization
    if (!authorization) throw new S3Failure(403, 'AccessDenied', 'Access Denied')
    const match = AUTHORIZATION.exec(authorization)
    if (!match) throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.')
    const [, givenKeyId = '', date = '', givenRegion = '', service = '', signedList = '', signature = ''] = match
    if (givenKeyId !== accessKeyId)
      throw new S3Failure(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
        { AWSAccessKeyId: givenKeyId },
      )
    if (givenRegion !== region || service !== 's3')
      throw new S3Failure(
        400,
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the region '${givenRegion}' is wrong; expecting '${region}'`,
        { Region: region },
      )
    const signedHeaders = signedList.split(';')
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(request.headers))
      headers[name] = Array.isArray(value) ? value.join(',') : (value ?? '')
    const payloadHash = headers['x-amz-content-sha256']
    if (!payloadHash)
      throw new S3Failure(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256')
    const amzDate = headers['x-amz-date'] ?? ''
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
      if (!signedHeaders.includes(required))
        throw new S3Failure(
          403,
          'AccessDenied',
          `There were headers present in the request which were not signed: ${required}`,
        )
    if (!amzDate.startsWith(date))
      throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'The credential date does not match x-amz-date.')
    const sentAt = timeOfAmzDate(amzDate)
    if (!Number.isFinite(sentAt) || Math.abs(Date.now() - sentAt) > MAX_SKEW_MS)
      throw new S3Failure(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      )

    const expected = sigV4Signature(
      { method: request.method ?? 'GET', rawPath, rawQuery, headers, signedHeaders, payloadHash },
      { amzDate, date, region, service },
      secretAccessKey,
    )
    if (!timingSafeEqual(Buffer.from(expected.signature), Buffer.from(signature)))
      throw new S3Failure(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
        {
          AWSAccessKeyId: givenKeyId,
          StringToSign: expected.stringToSign,
          SignatureProvided: signature,
          CanonicalRequest: expected.canonical,
        },
      )
    if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== sha256Hex(body))
      throw new S3Failure(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      )
    return key
  }

  function answer(request: IncomingMessage, response: ServerResponse, key: string, body: Buffer) {
    switch (request.method) {
      case 'PUT': {
        objects.set(key, { bytes: body, contentType: request.headers['content-type'] ?? null })
        response.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"`, 'Content-Length': '0' })
        response.end()
        return
      }
      case 'GET': {
        const stored = objects.get(key)
        if (!stored) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key })
        response.writeHead(200, {
          'Content-Type': stored.contentType ?? 'binary/octet-stream',
          'Content-Length': String(stored.bytes.length),
        })
        response.end(stored.bytes)
        return
      }
      case 'DELETE': {
        objects.delete(key)
        response.writeHead(204)
        response.end()
        return
      }
      default:
        throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
    }
  }

  const server = createServer((request, response) => {
    const record: FakeS3Request = {
      method: request.method ?? '',
      host: request.headers.host ?? '',
      path: request.url ?? '',
      status: 0,
      code: null,
    }
    requests.push(record)
    void (async () => {
      try {
        const body = await readBody(request)
        const key = authenticate(request, body)
        const planned = injected
        injected = null
        if (planned === 'hang') return
        if (planned) throw new S3Failure(planned.status, planned.code, 'Injected by the test.')
        answer(request, response, key, body)
        record.status = response.statusCode
      } catch (error) {
        const failure =
          error instanceof S3Failure ? error : new S3Failure(500, 'InternalError', 'We encountered an internal error.')
        record.status = failure.status
        record.code = failure.code
        const xml = s3ErrorXml(failure.code, failure.message, failure.extra)
        response.writeHead(failure.status, {
          'Content-Type': 'application/xml',
          'Content-Length': Buffer.byteLength(xml),
        })
        // HEAD-like answers have no body in S3; every method here has one.
        response.end(xml)
      }
    })()
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('fake S3 did not get a port')
  const endpoint = `http://127.0.0.1:${address.port}`

  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    failNext: (status, code) => {
      injected = { status, code }
    },
    hangNext: () => {
      injected = 'hang'
    },
    env: (overrides = {}) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      ...overrides,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
