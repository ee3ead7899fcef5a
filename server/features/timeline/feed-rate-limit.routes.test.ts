import { expect, test } from 'vitest'
import { CalendarFeedSchema, ResearchPathSchema } from '#shared/contract/timeline'
import type { TestApp } from '../../test/create-test-app'
import { testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { FEED_LIMITS } from './feed-rate-limit'

async function newFeed(app: TestApp, cookie: string, title: string): Promise<string> {
  const path = await readJson(
    await app.request('/api/timeline/paths', {
      method: 'POST',
      cookie,
      json: { title, milestones: [{ title: 'Proposal', deadline: '2030-01-15' }] },
    }),
    ResearchPathSchema,
    201,
  )
  const feed = await readJson(
    await app.request(`/api/timeline/paths/${path.id}/feed`, { method: 'POST', cookie }),
    CalendarFeedSchema,
    201,
  )
  return new URL(feed.url).pathname
}

test('one address is served its hourly allowance of a feed, then 429 with Retry-After; the feed from another address and another feed are not affected', async () => {
  const app = await testApp({ TRUST_PROXY: 'true' })
  const { cookie } = await app.signUp()
  const feed = await newFeed(app, cookie, 'Busy feed')
  const other = await newFeed(app, cookie, 'Quiet feed')

  const statuses: number[] = []
  for (let i = 0; i < FEED_LIMITS.perFeedAndAddress.max; i++) {
    const response = await app.request(feed, { ip: '198.51.100.7' })
    statuses.push(response.status)
    await response.body?.cancel()
  }
  const refused = await app.request(feed, { ip: '198.51.100.7' })

  expect(statuses.every((status) => status === 200)).toBe(true)
  expect((await readError(refused, 429)).code).toBe('RATE_LIMITED')
  const retryAfter = Number(refused.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(FEED_LIMITS.perFeedAndAddress.windowSeconds)
  // Someone who has the URL cannot lock the owner's calendar out from elsewhere.
  expect((await app.request(feed, { ip: '203.0.113.9' })).status).toBe(200)
  expect((await app.request(other, { ip: '198.51.100.7' })).status).toBe(200)
  expect(JSON.stringify(await app.db.execute('SELECT key FROM rate_limit'))).not.toContain(feed.split('/').at(-1))
})

test('one address walking through guessed feed URLs is refused after its allowance, and so is its real feed', async () => {
  const app = await testApp({ TRUST_PROXY: 'true' })
  const { cookie } = await app.signUp()
  const feed = await newFeed(app, cookie, 'Real feed')
  const guess = (i: number) => `${feed.slice(0, -6)}${String(i).padStart(6, '0')}`

  const statuses: number[] = []
  for (let i = 0; i < FEED_LIMITS.perAddress.max; i++) {
    const response = await app.request(guess(i), { ip: '192.0.2.66' })
    statuses.push(response.status)
    await response.body?.cancel()
  }
  const refused = await app.request(feed, { ip: '192.0.2.66' })

  expect(new Set(statuses)).toEqual(new Set([404]))
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(FEED_LIMITS.perAddress.windowSeconds)
  expect((await app.request(feed, { ip: '192.0.2.67' })).status).toBe(200)
})
