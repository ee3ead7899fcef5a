import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { ProfileSchema } from '#shared/contract/profile'
import { testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { EXPORT_AVATAR_NAME, EXPORT_JSON_NAME } from './export-zip'

const noise = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

test('the zip export holds the same JSON as the plain export and the avatar file, byte for byte', async () => {
  const app = await testApp()
  const { cookie, email } = await app.signUp('Zoe Zip')
  await app.request('/api/profile', {
    method: 'PUT',
    cookie,
    json: { fullName: 'Zoe Zip', bio: 'Reefs 🐠 and ünïcode' },
  })
  const uploaded = await readJson(
    await app.request('/api/profile/avatar', {
      method: 'PUT',
      cookie,
      body: new Uint8Array(await noise(400, 300)),
      headers: { 'content-type': 'application/octet-stream' },
    }),
    ProfileSchema,
  )
  const avatar = new Uint8Array(await (await app.request(uploaded.avatarUrl ?? '', { cookie })).arrayBuffer())

  const response = await app.request('/api/profile/export?format=zip', { cookie })

  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="lodestar-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  )
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
  expect(Object.keys(files).sort()).toEqual([EXPORT_AVATAR_NAME, EXPORT_JSON_NAME])
  const data = JSON.parse(new TextDecoder().decode(files[EXPORT_JSON_NAME])) as {
    profile: { bio: string; email: string }
    tables: Record<string, unknown[]>
  }
  expect(data.profile).toMatchObject({ bio: 'Reefs 🐠 and ünïcode', email })
  expect(data.tables.user).toHaveLength(1)
  expect(Buffer.from(files[EXPORT_AVATAR_NAME] ?? []).equals(Buffer.from(avatar))).toBe(true)
  expect(avatar.length).toBeGreaterThan(1000)
}, 60_000)

test('without an avatar the zip holds the JSON alone; a large export comes out whole', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp('Plain Export')
  // Enough text for the JSON to span several 64 KiB chunks.
  // 30 per request keeps each body under the API's 64 KiB limit.
  const milestones = Array.from({ length: 30 }, (_, i) => ({
    title: `Milestone ${i}`,
    description: `${'Δ'.repeat(900)} ${i}`,
    deadline: '2030-01-15',
  }))
  for (let i = 0; i < 10; i++) {
    const created = await app.request('/api/timeline/paths', {
      method: 'POST',
      cookie,
      json: { title: `Path ${i}`, milestones },
    })
    expect(created.status).toBe(201)
  }

  const response = await app.request('/api/profile/export?format=zip', { cookie })
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
  const plain = await (await app.request('/api/profile/export', { cookie })).text()

  expect(Object.keys(files)).toEqual([EXPORT_JSON_NAME])
  const json = new TextDecoder().decode(files[EXPORT_JSON_NAME])
  expect(json.length).toBeGreaterThan(3 * 64 * 1024)
  const strip = (text: string) => text.replace(/"exportedAt": "[^"]+"/, '')
  expect(strip(json)).toBe(strip(plain))
  expect((JSON.parse(json) as { tables: { research_milestone: unknown[] } }).tables.research_milestone).toHaveLength(
    300,
  )
}, 60_000)

test('an unknown export format is refused', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  expect((await readError(await app.request('/api/profile/export?format=tar', { cookie }), 400)).code).toBe(
    'BAD_REQUEST',
  )
}, 60_000)
