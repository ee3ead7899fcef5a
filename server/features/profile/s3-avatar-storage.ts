import { createHash } from 'node:crypto'
import { AwsV4Signer } from 'aws4fetch'
import type { S3Settings } from '../../env'
import { AVATAR_KEY_PATTERN, type AvatarStorage } from './avatar-storage'

type Operation = 'PUT' | 'GET' | 'DELETE'

/** An avatar is a 256 px WebP of a few KiB; anything far larger is not one of ours. */
const MAX_OBJECT_BYTES = 2 * 1024 * 1024
const EMPTY = new Uint8Array(new ArrayBuffer(0))

/**
 * The object store did not do what was asked. The message names the operation, the bucket, the HTTP status
 * and S3's error code and message; never the credentials, nor the object key (an avatar key is what lets
 * someone see the image, and this message reaches the logs).
 */
export class ObjectStoreError extends Error {
  constructor(
    readonly operation: Operation,
    readonly status: number | null,
    readonly s3Code: string | null,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options)
    this.name = 'ObjectStoreError'
  }
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const xmlText = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '')

/** Code and Message of S3's `<Error>` body; the other elements (StringToSign, CanonicalRequest…) are left out. */
export function parseS3Error(body: string): { code: string | null; message: string | null } {
  const element = (name: string) => {
    const match = new RegExp(`<${name}>([^<]{0,500})</${name}>`).exec(body)
    return match?.[1] === undefined ? null : xmlText(match[1]).trim()
  }
  return { code: element('Code'), message: element('Message') }
}

/** The object's URL: `endpoint/bucket/key` (path-style, as MinIO and Garage want) or `bucket.endpoint/key`. */
export function objectUrl(
  settings: Pick<S3Settings, 'endpoint' | 'bucket' | 'forcePathStyle'>,
  objectKey: string,
): URL {
  const url = new URL(settings.endpoint)
  const base = url.pathname.replace(/\/$/, '')
  if (settings.forcePathStyle) {
    url.pathname = `${base}/${settings.bucket}/${objectKey}`
  } else {
    url.hostname = `${settings.bucket}.${url.hostname}`
    url.pathname = `${base}/${objectKey}`
  }
  return url
}

/**
 * Avatars in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Garage…): each call one request signed
 * with AWS Signature V4 by aws4fetch, the payload's SHA-256 signed too, under S3_TIMEOUT_MS (0: no limit).
 * No retries: a failed upload is the user's to repeat, and a failed read shows the initials instead.
 */
export function s3AvatarStorage(settings: S3Settings, options: { fetch?: typeof fetch } = {}): AvatarStorage {
  const fetchObject = options.fetch ?? fetch
  const signingKeys = new Map<string, ArrayBuffer>()
  const where = `bucket ${settings.bucket} at ${new URL(settings.endpoint).host}`

  const objectKeyOf = (key: string) => {
    if (!AVATAR_KEY_PATTERN.test(key)) throw new Error('not an avatar key')
    return `${settings.prefix}${key}.webp`
  }

  async function send(operation: Operation, key: string, body?: Uint8Array): Promise<Response> {
    const payload: Uint8Array<ArrayBuffer> = body ? new Uint8Array(body) : EMPTY
    const signed = await new AwsV4Signer({
      method: operation,
      url: objectUrl(settings, objectKeyOf(key)).toString(),
      headers: {
        'x-amz-content-sha256': sha256Hex(payload),
        ...(body ? { 'content-type': 'image/webp' } : {}),
      },
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
      cache: signingKeys,
    }).sign()
    try {
      return await fetchObject(signed.url, {
        method: signed.method,
        headers: signed.headers,
        body: body ? payload : undefined,
        signal: timeoutSignal(),
      })
    } catch (error) {
      throw transportError(operation, error)
    }
  }

  const timeoutSignal = () => (settings.timeoutMs > 0 ? AbortSignal.timeout(settings.timeoutMs) : undefined)

  function transportError(operation: Operation, error: unknown) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return new ObjectStoreError(
      operation,
      null,
      null,
      timedOut
        ? `S3 ${operation} in ${where} got no answer within ${settings.timeoutMs} ms`
        : `S3 ${operation} in ${where} could not be sent: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }

  async function failure(operation: Operation, response: Response) {
    const { code, message } = parseS3Error(await readText(operation, response))
    const said = [code, message].filter(Boolean).join(': ')
    return new ObjectStoreError(
      operation,
      response.status,
      code,
      `S3 ${operation} in ${where} failed with HTTP ${response.status}${said ? ` (${said})` : ''}`,
    )
  }

  async function readBytes(operation: Operation, response: Response): Promise<Buffer> {
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (declared > MAX_OBJECT_BYTES) {
      await response.body?.cancel()
      throw new ObjectStoreError(operation, response.status, null, `S3 ${operation} in ${where}: object too large`)
    }
    try {
      const bytes = Buffer.from(await response.arrayBuffer())
      if (bytes.length > MAX_OBJECT_BYTES)
        throw new ObjectStoreError(operation, response.status, null, `S3 ${operation} in ${where}: object too large`)
      return bytes
    } catch (error) {
      if (error instanceof ObjectStoreError) throw error
      throw transportError(operation, error)
    }
  }

  const readText = async (operation: Operation, response: Response) =>
    (await readBytes(operation, response)).toString('utf8')

  return {
    async put(key, bytes) {
      const response = await send('PUT', key, bytes)
      if (!response.ok) throw await failure('PUT', response)
      await readBytes('PUT', response)
    },
    async get(key) {
      const response = await send('GET', key)
      if (response.ok) return readBytes('GET', response)
      const error = await failure('GET', response)
      // A missing bucket is a setting to fix, not a missing avatar.
      if (response.status === 404 && error.s3Code !== 'NoSuchBucket') return null
      throw error
    },
    async remove(key) {
      const response = await send('DELETE', key)
      if (response.ok) {
        await readBytes('DELETE', response)
        return
      }
      const error = await failure('DELETE', response)
      if (response.status === 404 && error.s3Code === 'NoSuchKey') return
      throw error
    },
  }
}
