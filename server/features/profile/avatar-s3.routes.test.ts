import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { DeleteAccountResponseSchema, ProfileSchema } from '#shared/contract/profile'
import type { TestApp } from '../../test/create-test-app'
import { testApp } from '../../test/factories'
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3.fake'
import { readError, readJson } from '../../test/read-json'
import { EXPORT_AVATAR_NAME } from './export-zip'

let s3: FakeS3

beforeAll(async () => {
  s3 = await startFakeS3()
})
afterAll(() => s3.close())
beforeEach(() => {
  s3.objects.clear()
  s3.requests.length = 0
})

const png = (red: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: 90, b: 160 } } })
    .png()
    .toBuffer()

async function upload(app: TestApp, cookie: string, red = 30) {
  return app.request('/api/profile/avatar', {
    method: 'PUT',
    cookie,
    body: new Uint8Array(await png(red)),
    headers: { 'content-type': 'image/png' },
  })
}

const keyOf = (avatarUrl: string | null) => /\/api\/avatars\/([\w-]+)$/.exec(avatarUrl ?? '')?.[1] ?? ''
const objectOf = (key: string) => s3.objects.get(`avatars/${key}.webp`)

test('with S3 settings, avatars go to the bucket: upload, serve, replace, remove, export; nothing on disk', async () => {
  const app = await testApp(s3.env())
  const { cookie } = await app.signUp('Bucket Owner')

  const first = await readJson(await upload(app, cookie, 30), ProfileSchema)
  const firstKey = keyOf(first.avatarUrl)
  const stored = objectOf(firstKey)
  expect(stored?.contentType).toBe('image/webp')
  expect(stored?.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')

  // The bucket's claimed type is never what we serve: the bytes are our own re-encode.
  if (stored) stored.contentType = 'text/html'
  const served = await app.request(first.avatarUrl ?? '', { cookie })
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/webp')
  expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none'(;|$)/)
  expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  expect(Buffer.from(await served.arrayBuffer()).equals(stored?.bytes ?? Buffer.alloc(0))).toBe(true)

  const second = await readJson(await upload(app, cookie, 200), ProfileSchema)
  const secondKey = keyOf(second.avatarUrl)
  expect([...s3.objects.keys()]).toEqual([`avatars/${secondKey}.webp`])

  const zip = await app.request('/api/profile/export?format=zip', { cookie })
  expect(zip.status).toBe(200)
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
  expect(Buffer.from(files[EXPORT_AVATAR_NAME] ?? []).equals(objectOf(secondKey)?.bytes ?? Buffer.alloc(0))).toBe(true)

  const removed = await readJson(await app.request('/api/profile/avatar', { method: 'DELETE', cookie }), ProfileSchema)
  expect(removed.avatarUrl).toBeNull()
  expect(s3.objects.size).toBe(0)
  expect((await app.request(second.avatarUrl ?? '', { cookie })).status).toBe(404)

  expect(existsSync(join(app.env.DATA_DIR, 'avatars'))).toBe(false)
  expect(app.platform.avatars.describe).toContain(`S3-compatible bucket ${s3.bucket}`)
  expect(app.platform.avatars.describe).not.toContain(s3.secretAccessKey)
}, 60_000)

test('deleting the account deletes its avatar from the bucket', async () => {
  const app = await testApp(s3.env())
  const member = await app.signUp('Leaving Member')
  const stays = await app.signUp('Staying Member')
  const leaving = keyOf((await readJson(await upload(app, member.cookie, 10), ProfileSchema)).avatarUrl)
  const staying = keyOf((await readJson(await upload(app, stays.cookie, 250), ProfileSchema)).avatarUrl)

  const deleted = await app.request('/api/profile/delete-account', {
    method: 'POST',
    cookie: member.cookie,
    json: { password: member.password },
  })

  expect(await readJson(deleted, DeleteAccountResponseSchema)).toEqual({ deleted: true })
  expect(objectOf(leaving)).toBeUndefined()
  expect(objectOf(staying)).toBeDefined()
}, 60_000)

test('a store that fails: the upload is refused with 502 and nothing changes; the failure is logged without the secret', async () => {
  const app = await testApp(s3.env())
  const { cookie } = await app.signUp('Unlucky Uploader')

  s3.failNext(500, 'InternalError')
  const refused = await readError(await upload(app, cookie), 502)
  const profile = await readJson(await app.request('/api/profile', { cookie }), ProfileSchema)

  expect(refused).toMatchObject({ code: 'UPSTREAM_FAILED', message: expect.stringContaining('avatar store') })
  expect(profile.avatarUrl).toBeNull()
  expect(s3.objects.size).toBe(0)
  const logged = JSON.stringify(app.logs.filter((entry) => entry.level === 'error'))
  expect(logged).toContain('InternalError')
  expect(logged).not.toContain(s3.secretAccessKey)
}, 60_000)

test('a wrong secret: avatars cannot be read (502, not a missing avatar) and the message shows no secret', async () => {
  const good = await testApp(s3.env())
  const { cookie } = await good.signUp('Owner')
  const avatarUrl = (await readJson(await upload(good, cookie), ProfileSchema)).avatarUrl ?? ''
  const wrong = await testApp(s3.env({ S3_SECRET_ACCESS_KEY: 'a-wrong-secret-value' }))
  const viewer = await wrong.signUp('Viewer')

  const refused = await readError(await wrong.request(avatarUrl, { cookie: viewer.cookie }), 502)

  expect(refused.code).toBe('UPSTREAM_FAILED')
  expect(JSON.stringify(refused)).not.toMatch(/a-wrong-secret-value|SignatureDoesNotMatch/)
  const logged = JSON.stringify(wrong.logs)
  expect(logged).toContain('SignatureDoesNotMatch')
  expect(logged).not.toContain('a-wrong-secret-value')
}, 60_000)

test('the account is deleted even when the bucket fails to remove its avatar; the leftover is logged', async () => {
  const app = await testApp(s3.env())
  const member = await app.signUp('Leaving Anyway')
  await upload(app, member.cookie)

  s3.failNext(503, 'SlowDown')
  const deleted = await app.request('/api/profile/delete-account', {
    method: 'POST',
    cookie: member.cookie,
    json: { password: member.password },
  })

  expect(await readJson(deleted, DeleteAccountResponseSchema)).toEqual({ deleted: true })
  expect(app.logs.some((entry) => entry.msg.includes('could not be removed from storage'))).toBe(true)
  expect((await app.request('/api/profile', { cookie: member.cookie })).status).toBe(401)
}, 60_000)
