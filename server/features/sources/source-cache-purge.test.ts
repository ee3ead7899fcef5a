import { expect, test } from 'vitest'
import { useTestDatabase } from '../../test/create-test-app'
import { purgeExpiredSourceCache } from './source-cache-purge'
import { sourceCache } from './sources.tables'

const testDatabase = useTestDatabase()

const now = new Date('2026-11-22T12:00:00Z')
const row = (key: string, expiresAt: Date) => ({
  key,
  source: 'openalex',
  status: 200,
  contentType: 'application/json',
  body: '{}',
  fetchedAt: new Date(expiresAt.getTime() - 3_600_000),
  expiresAt,
})

test('expired cached responses are purged in batches; fresh ones stay', async () => {
  const expired = Array.from({ length: 2_345 }, (_, i) => row(`expired-${i}`, new Date(now.getTime() - 1_000 - i)))
  for (let i = 0; i < expired.length; i += 500)
    await testDatabase()
      .db.insert(sourceCache)
      .values(expired.slice(i, i + 500))
  await testDatabase()
    .db.insert(sourceCache)
    .values([row('fresh', new Date(now.getTime() + 60_000)), row('expires-now', now)])

  expect(await purgeExpiredSourceCache(testDatabase().db, now)).toBe(2_346)

  const left = await testDatabase().db.select({ key: sourceCache.key }).from(sourceCache)
  expect(left.map((r) => r.key)).toEqual(['fresh'])
  expect(await purgeExpiredSourceCache(testDatabase().db, now)).toBe(0)
})
