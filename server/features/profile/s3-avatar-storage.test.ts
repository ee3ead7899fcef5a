import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { S3Settings } from '../../env'
import { sigV4Signature, startFakeS3, type FakeS3 } from '../../test/fakes/s3.fake'
import { ObjectStoreError, objectUrl, parseS3Error, s3AvatarStorage } from './s3-avatar-storage'

let s3: FakeS3

beforeAll(async () => {
  s3 = await startFakeS3()
})
afterAll(() => s3.close())
beforeEach(() => {
  s3.objects.clear()
  s3.requests.length = 0
})

const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
  prefix: 'avatars/',
  timeoutMs: 5_000,
  ...overrides,
})

const KEY = 'abcdefgh12345678_-XY'
const image = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 some image bytes', 'latin1')

async function failureOf(promise: Promise<unknown>): Promise<ObjectStoreError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ObjectStoreError)) throw new Error(`expected an ObjectStoreError, got ${String(error)}`)
  return error
}

test("the fake's signature check reproduces AWS's documented GET Object example, and a changed secret does not", () => {
  // The example of "Signature Calculations for the Authorization Header" in Amazon S3's API reference.
  const parts = {
    method: 'GET',
    rawPath: '/test.txt',
    rawQuery: '',
    headers: {
      host: 'examplebucket.s3.amazonaws.com',
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-date': '20130524T000000Z',
    },
    signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
    payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  }
  const scope = { amzDate: '20130524T000000Z', date: '20130524', region: 'us-east-1', service: 's3' }

  const documented = sigV4Signature(parts, scope, 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')
  const otherSecret = sigV4Signature(parts, scope, 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEZ')

  expect(documented.stringToSign.split('\n').at(-1)).toBe(
    '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
  )
  expect(documented.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41')
  expect(otherSecret.signature).not.toBe(documented.signature)
})

test('put, get and remove an avatar: signed requests, the object under the prefix as image/webp', async () => {
  const storage = s3AvatarStorage(settings())

  await storage.put(KEY, image)
  const stored = s3.objects.get(`avatars/${KEY}.webp`)
  const read = await storage.get(KEY)
  await storage.remove(KEY)

  expect(stored?.contentType).toBe('image/webp')
  expect(stored?.bytes.equals(image)).toBe(true)
  expect(read?.equals(image)).toBe(true)
  expect(s3.objects.size).toBe(0)
  expect(s3.requests.map(({ method, path, status }) => [method, path, status])).toEqual([
    ['PUT', `/${s3.bucket}/avatars/${KEY}.webp`, 200],
    ['GET', `/${s3.bucket}/avatars/${KEY}.webp`, 200],
    ['DELETE', `/${s3.bucket}/avatars/${KEY}.webp`, 204],
  ])
})

test('a missing object reads as null (S3 answers 404 NoSuchKey); removing it again is fine', async () => {
  const storage = s3AvatarStorage(settings())

  expect(await storage.get(KEY)).toBeNull()
  await storage.remove(KEY)

  expect(s3.requests.map((request) => [request.status, request.code])).toEqual([
    [404, 'NoSuchKey'],
    [204, null],
  ])
})

test('a wrong secret is refused by the store and told as SignatureDoesNotMatch, without the secret or the key', async () => {
  const wrongSecret = 'wrong-secret-that-must-never-be-shown'
  const storage = s3AvatarStorage(settings({ secretAccessKey: wrongSecret }))

  const error = await failureOf(storage.put(KEY, image))

  expect(error).toMatchObject({ operation: 'PUT', status: 403, s3Code: 'SignatureDoesNotMatch' })
  expect(error.message).toContain('SignatureDoesNotMatch')
  expect(error.message).toContain(s3.bucket)
  for (const secret of [wrongSecret, s3.secretAccessKey, KEY, 'AWS4-HMAC-SHA256'])
    expect(error.message).not.toContain(secret)
  expect(s3.objects.size).toBe(0)
})

test('an unknown access key and a wrong region are refused too: a read fails rather than looking empty', async () => {
  const unknownKey = await failureOf(s3AvatarStorage(settings({ accessKeyId: 'AKIANOBODY' })).get(KEY))
  const wrongRegion = await failureOf(s3AvatarStorage(settings({ region: 'us-west-2' })).get(KEY))

  expect(unknownKey).toMatchObject({ status: 403, s3Code: 'InvalidAccessKeyId' })
  expect(wrongRegion).toMatchObject({ status: 400, s3Code: 'AuthorizationHeaderMalformed' })
})

test('a missing bucket and a server error are errors, not a missing avatar', async () => {
  const noBucket = await failureOf(s3AvatarStorage(settings({ bucket: 'no-such-bucket' })).get(KEY))
  s3.failNext(500, 'InternalError')
  const serverError = await failureOf(s3AvatarStorage(settings()).get(KEY))
  s3.failNext(503, 'SlowDown')
  const busy = await failureOf(s3AvatarStorage(settings()).remove(KEY))

  expect(noBucket).toMatchObject({ status: 404, s3Code: 'NoSuchBucket' })
  expect(serverError).toMatchObject({ operation: 'GET', status: 500, s3Code: 'InternalError' })
  expect(busy).toMatchObject({ operation: 'DELETE', status: 503, s3Code: 'SlowDown' })
})

test('a store that does not answer fails the call after S3_TIMEOUT_MS', async () => {
  const storage = s3AvatarStorage(settings({ timeoutMs: 300 }))
  s3.hangNext()

  const error = await failureOf(storage.get(KEY))

  expect(error.status).toBeNull()
  expect(error.message).toMatch(/no answer within 300 ms/)
})

test('an unreachable endpoint is a clear error', async () => {
  const error = await failureOf(s3AvatarStorage(settings({ endpoint: 'http://127.0.0.1:1' })).put(KEY, image))

  expect(error.message).toMatch(/^S3 PUT in bucket lodestar-avatars at 127\.0\.0\.1:1 could not be sent/)
})

test('the payload hash is signed: a body changed after signing is refused', async () => {
  const tampering: typeof fetch = (input, init) => fetch(input, { ...init, body: Buffer.from('something else') })

  const error = await failureOf(s3AvatarStorage(settings(), { fetch: tampering }).put(KEY, image))

  expect(error.s3Code).toBe('XAmzContentSHA256Mismatch')
  expect(s3.objects.size).toBe(0)
})

/** A fetch that connects to the fake on loopback but sends the URL's own host, as DNS would for a bucket host. */
function loopbackFetch(port: number): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input)
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const body = init?.body ? Buffer.from(init.body as Uint8Array) : undefined
    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: init?.method,
          path: url.pathname + url.search,
          headers: { ...headers, host: url.host },
        },
        (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 500
            const bytes = status === 204 ? null : new Uint8Array(Buffer.concat(chunks))
            resolve(new Response(bytes, { status, headers: incoming.headers as Record<string, string> }))
          })
        },
      )
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  }
}

test('virtual-hosted addressing: the bucket in the host name, the key alone in the path', async () => {
  const port = Number(new URL(s3.endpoint).port)
  const storage = s3AvatarStorage(settings({ endpoint: `http://s3.fake.test:${port}`, forcePathStyle: false }), {
    fetch: loopbackFetch(port),
  })

  await storage.put(KEY, image)
  const read = await storage.get(KEY)

  expect(read?.equals(image)).toBe(true)
  expect(s3.requests.map(({ host, path, status }) => [host, path, status])).toEqual([
    [`${s3.bucket}.s3.fake.test:${port}`, `/avatars/${KEY}.webp`, 200],
    [`${s3.bucket}.s3.fake.test:${port}`, `/avatars/${KEY}.webp`, 200],
  ])
})

test('object URLs for both addressing styles keep an endpoint path', () => {
  const base = { endpoint: 'https://storage.example.org/s3', bucket: 'pics' }

  expect(objectUrl({ ...base, forcePathStyle: true }, 'avatars/k.webp').toString()).toBe(
    'https://storage.example.org/s3/pics/avatars/k.webp',
  )
  expect(objectUrl({ ...base, forcePathStyle: false }, 'avatars/k.webp').toString()).toBe(
    'https://pics.storage.example.org/s3/avatars/k.webp',
  )
})

test("S3's error body gives its code and message, unescaped; anything else gives nulls", () => {
  expect(
    parseS3Error('<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Nope &amp; never</Message></Error>'),
  ).toEqual({ code: 'AccessDenied', message: 'Nope & never' })
  expect(parseS3Error('<html>bad gateway</html>')).toEqual({ code: null, message: null })
})

test('a key that is not an avatar key is never sent', async () => {
  await expect(s3AvatarStorage(settings()).get('../etc/passwd')).rejects.toThrow('not an avatar key')
  expect(s3.requests).toHaveLength(0)
})
