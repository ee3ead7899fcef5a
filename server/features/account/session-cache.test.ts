import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect, onTestFinished, test, vi } from 'vitest'
import { session, user } from '../../auth/auth.tables'
import { openTestDatabase } from '../../test/create-test-app'
import { consume } from '../quota'
import { subscribers } from './account.tables'
import { createSessionCache, openSessionLookup } from './session-cache'
import type { LookupTime, SessionLookup } from './session-lookup'

const DAY_MS = 24 * 60 * 60 * 1000
const t0 = new Date(Date.UTC(2030, 0, 1, 12))
const at = (now: Date, today = now): LookupTime => ({ now, today })

const lookupOf = (userId: string, expiresAt = new Date(t0.getTime() + DAY_MS)): SessionLookup => ({
  sessionId: `session-of-${userId}`,
  expiresAt,
  user: { id: userId, email: `${userId}@example.test`, name: userId, emailVerified: true, image: null, createdAt: t0 },
  subscriber: null,
  usageCounts: null,
})

/** A cache over a fake lookup that answers `rows[token]` and counts its calls. */
function cacheOver(rows: Record<string, SessionLookup | null>, maxEntries?: number) {
  const calls: string[] = []
  const cache = createSessionCache(async (token) => {
    calls.push(token)
    return rows[token] ?? null
  }, maxEntries)
  return { cache, calls }
}

test('a repeated lookup is answered from memory', async () => {
  const { cache, calls } = cacheOver({ a: lookupOf('u1') })

  expect(await cache.lookUp('a', at(t0))).toEqual(lookupOf('u1'))
  expect(await cache.lookUp('a', at(t0))).toEqual(lookupOf('u1'))

  expect(calls).toEqual(['a'])
})

test('a notice about a user forgets that user’s sessions only', async () => {
  const { cache, calls } = cacheOver({ a: lookupOf('u1'), b: lookupOf('u1'), c: lookupOf('u2') })
  for (const token of ['a', 'b', 'c']) await cache.lookUp(token, at(t0))

  cache.onChange('user:u1')
  for (const token of ['a', 'b', 'c']) await cache.lookUp(token, at(t0))

  expect(calls).toEqual(['a', 'b', 'c', 'a', 'b'])
})

test('a notice about a subscribers row forgets everything', async () => {
  const { cache, calls } = cacheOver({ a: lookupOf('u1'), c: lookupOf('u2') })
  for (const token of ['a', 'c']) await cache.lookUp(token, at(t0))

  cache.onChange('email:u2@example.test')

  expect(cache.size()).toBe(0)
  await cache.lookUp('a', at(t0))
  expect(calls).toEqual(['a', 'c', 'a'])
})

test('an expired session and a new quota day are read again', async () => {
  const { cache, calls } = cacheOver({ a: lookupOf('u1', new Date(t0.getTime() + 60_000)) })
  await cache.lookUp('a', at(t0))

  await cache.lookUp('a', at(new Date(t0.getTime() + 60_000)))
  await cache.lookUp('a', at(new Date(t0.getTime() + 60_001)))
  await cache.lookUp('a', at(t0, new Date(t0.getTime() + DAY_MS)))

  expect(calls).toEqual(['a', 'a', 'a'])
})

test('no session is not remembered', async () => {
  const { cache, calls } = cacheOver({})

  await cache.lookUp('a', at(t0))
  await cache.lookUp('a', at(t0))

  expect(calls).toEqual(['a', 'a'])
})

test('a lookup during which a notice arrived is not kept: the notice may concern the row it read', async () => {
  const calls: string[] = []
  const cache = createSessionCache(async (token) => {
    calls.push(token)
    cache.onChange('user:someone-else')
    return lookupOf('u1')
  })

  await cache.lookUp('a', at(t0))
  await cache.lookUp('a', at(t0))

  expect(calls).toEqual(['a', 'a'])
})

test('a usage notice updates that user’s counts for its day in memory; a deleted counter forgets the user', async () => {
  const { cache, calls } = cacheOver({ a: lookupOf('u1'), c: lookupOf('u2') })
  for (const token of ['a', 'c']) await cache.lookUp(token, at(t0))

  cache.onChange('usage:2030-01-01:aiQuery:3:u1')
  cache.onChange('usage:2029-12-31:search:9:u1')
  expect((await cache.lookUp('a', at(t0)))?.usageCounts).toEqual({ aiQuery: 3 })
  expect((await cache.lookUp('c', at(t0)))?.usageCounts).toBeNull()
  expect(calls).toEqual(['a', 'c'])

  cache.onChange('user:u1')
  await cache.lookUp('a', at(t0))
  expect(calls).toEqual(['a', 'c', 'a'])
})

test('the oldest entry goes when the cache is full', async () => {
  const { cache, calls } = cacheOver({ a: lookupOf('u1'), b: lookupOf('u2'), c: lookupOf('u3') }, 2)
  for (const token of ['a', 'b', 'c']) await cache.lookUp(token, at(t0))

  expect(cache.size()).toBe(2)
  await cache.lookUp('a', at(t0))
  expect(calls).toEqual(['a', 'b', 'c', 'a'])
})

test('every write to a session, user, usage or subscribers row reaches the next lookup (on PGlite through the cache, before the write resolves)', async () => {
  const { database, drop } = await openTestDatabase()
  onTestFinished(async () => {
    await database.close()
    await drop()
  })
  const db = database.db
  const sessions = await openSessionLookup(database)
  const userId = randomBytes(8).toString('hex')
  const token = randomBytes(16).toString('hex')
  const now = new Date()
  await db.insert(user).values({ id: userId, name: 'Cached', email: `${userId}@example.test` })
  await db
    .insert(session)
    .values({ id: randomBytes(8).toString('hex'), token, userId, expiresAt: new Date(now.getTime() + DAY_MS) })
  const lookUp = () => sessions.lookUp(token, at(new Date()))

  expect((await lookUp())?.user.name).toBe('Cached')
  // Lookups read through the session pool where there is one (PostgreSQL), else the one connection.
  const client = ((database.sessionDb ?? db) as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client
  const queries = vi.spyOn(client, 'query')
  await lookUp()
  expect(queries).toHaveBeenCalledTimes(database.kind === 'pglite' ? 0 : 1)
  queries.mockRestore()

  await db.update(user).set({ name: 'Renamed' }).where(eq(user.id, userId))
  expect((await lookUp())?.user.name).toBe('Renamed')

  await db.insert(subscribers).values({ email: `${userId}@example.test`, lifetimeAccess: true })
  expect((await lookUp())?.subscriber?.lifetimeAccess).toBe(true)

  await db
    .update(subscribers)
    .set({ lifetimeAccess: false })
    .where(eq(subscribers.email, `${userId}@example.test`))
  expect((await lookUp())?.subscriber?.lifetimeAccess).toBe(false)

  await consume(db, { userId, access: { isPremium: false } }, 'aiQuery')
  expect((await lookUp())?.usageCounts).toEqual({ aiQuery: 1 })
  // A usage write carries its new count: on PGlite the cache takes it without reading the session again.
  const reads = vi.spyOn(client, 'query')
  await consume(db, { userId, access: { isPremium: false } }, 'aiQuery')
  await consume(db, { userId, access: { isPremium: false } }, 'researcherSearch')
  const callsForWrites = reads.mock.calls.length
  expect((await lookUp())?.usageCounts).toEqual({ aiQuery: 2, researcherSearch: 1 })
  expect(reads.mock.calls.length - callsForWrites).toBe(database.kind === 'pglite' ? 0 : 1)
  reads.mockRestore()

  await db.transaction(async (tx) => {
    await tx
      .update(session)
      .set({ expiresAt: new Date(now.getTime() + 2 * DAY_MS) })
      .where(eq(session.token, token))
  })
  expect((await lookUp())?.expiresAt.getTime()).toBe(now.getTime() + 2 * DAY_MS)

  await db.delete(session).where(eq(session.token, token))
  expect(await lookUp()).toBeNull()
  await sessions.close()
})
