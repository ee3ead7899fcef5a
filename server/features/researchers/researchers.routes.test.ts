import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { MeSchema } from '#shared/contract/account'
import {
  MAX_SAVED_RESEARCHERS,
  type ResearcherSort,
  SavedResearchersResponseSchema,
  type SearchResearchersResponse,
  SearchResearchersResponseSchema,
  UnsaveResearcherResponseSchema,
} from '#shared/contract/researchers'
import type { TestApp } from '../../test/create-test-app'
import { createFakeFetch } from '../../test/fakes'
import { signUpPremium, testApp } from '../../test/factories'
import { chargeOnce, purgeOldQuotaClaims } from '../quota'
import { savedResearcher } from './researchers.tables'
import { readError, readJson } from '../../test/read-json'

const LIMIT_MESSAGE = 'Free users are limited to 5 searches per day. Upgrade to Premium for unlimited access.'

function searchPath(query: string, sortBy: ResearcherSort = 'citations', page = 1) {
  return `/api/researchers/search?${new URLSearchParams({ query, sortBy, page: String(page) })}`
}

async function search(app: TestApp, cookie: string, query: string, sortBy: ResearcherSort = 'citations', page = 1) {
  const response = await app.request(searchPath(query, sortBy, page), { cookie })
  expect(response.status, await response.clone().text()).toBe(200)
  return readJson(response, SearchResearchersResponseSchema)
}

async function searchesUsed(app: TestApp, cookie: string) {
  const me = await readJson(await app.request('/api/me', { cookie }), MeSchema)
  return me.quota.usage.find((usage) => usage.kind === 'researcherSearch')?.used
}

const isDescending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value)

test('searching a topic returns at most 12 researchers by citations, with the total and whether more follow', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const body = await search(app, cookie, 'machine learning')

  expect(body).toMatchObject({ success: true, page: 1, hasMore: true, quota: { used: 1, limit: 5, counted: true } })
  expect(body.researchers).toHaveLength(12)
  expect(body.total).toBeGreaterThan(12)
  expect(isDescending(body.researchers.map((r) => r.cited_by_count))).toBe(true)
  const first = body.researchers[0]!
  expect(first).toEqual(
    expect.objectContaining({
      id: expect.stringMatching(/^A\d+$/),
      display_name: expect.any(String),
      works_count: expect.any(Number),
      cited_by_count: expect.any(Number),
      concepts: expect.any(Array),
      isSaved: false,
    }),
  )
  expect(new Set(body.researchers.map((r) => r.id)).size).toBe(12)
})

test.each([
  ['works', (r: SearchResearchersResponse['researchers'][number]) => r.works_count],
  ['h_index', (r: SearchResearchersResponse['researchers'][number]) => r.h_index ?? -1],
] as const)('sorting by %s orders every page by it, across pages too', async (sortBy, value) => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const first = await search(app, cookie, 'machine learning', sortBy, 1)
  const second = await search(app, cookie, 'machine learning', sortBy, 2)

  const values = [...first.researchers, ...second.researchers].map(value)
  expect(values.length).toBeGreaterThan(12)
  expect(isDescending(values)).toBe(true)
  expect(new Set([...first.researchers, ...second.researchers].map((r) => r.id)).size).toBe(values.length)
})

test('pages end: the last page says no more follow, and a page past the end is empty', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const first = await search(app, cookie, 'machine learning')
  const lastPage = Math.ceil(first.total / 12)
  const last = await search(app, cookie, 'machine learning', 'citations', lastPage)
  const beyond = await search(app, cookie, 'machine learning', 'citations', lastPage + 1)

  expect(last.hasMore).toBe(false)
  expect(last.researchers.length).toBe(first.total - (lastPage - 1) * 12)
  expect(beyond).toMatchObject({ researchers: [], hasMore: false, total: first.total })
})

test('Load More pages and re-sorts of a search made today cost nothing; page 2 of a new query counts', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  expect((await search(app, cookie, 'machine learning')).quota).toMatchObject({ used: 1, counted: true })
  expect((await search(app, cookie, 'machine learning', 'citations', 2)).quota).toMatchObject({
    used: 1,
    counted: false,
  })
  expect((await search(app, cookie, 'Machine  Learning', 'h_index')).quota).toMatchObject({ used: 1, counted: false })
  expect(await searchesUsed(app, cookie)).toBe(1)

  // Asking for page 2 of a query never searched is not a way around the limit.
  expect((await search(app, cookie, 'coral reef', 'citations', 2)).quota).toMatchObject({ used: 2, counted: true })
  expect(await searchesUsed(app, cookie)).toBe(2)
})

test('20 parallel new searches by one free user: exactly 5 succeed, the rest are 429 with the spec message', async () => {
  // Quota exactness alone: the caller's share of OpenAlex's queue is widened (the next test keeps it).
  const app = await testApp({}, { sourcePolicies: { openalex: { maxCallsPerCaller: 100 } } })
  const { cookie } = await app.signUp()

  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => app.request(searchPath(`machine learning topic ${i}`), { cookie })),
  )

  const statuses = responses.map((response) => response.status)
  expect(statuses.filter((status) => status === 200)).toHaveLength(5)
  expect(statuses.filter((status) => status === 429)).toHaveLength(15)
  const refused = responses.find((response) => response.status === 429)!
  expect(await readError(refused)).toMatchObject({ code: 'RATE_LIMITED', message: LIMIT_MESSAGE })
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(await searchesUsed(app, cookie)).toBe(5)
})

test('a search beyond the caller’s share of OpenAlex’s queue fails fast as busy and costs nothing', async () => {
  const fakes = createFakeFetch()
  let gated = 0
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (open = resolve))
  const sourceFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new Request(input).url.includes('group_by')) {
      gated++
      await opened
    }
    return fakes(input, init)
  }) as typeof fetch
  const app = await testApp({}, { sourceFetch, sourcePolicies: { openalex: { maxCallsPerCaller: 2 } } })
  const { cookie } = await app.signUp()
  const first = [
    app.request(searchPath('machine learning'), { cookie }),
    app.request(searchPath('quantum computing'), { cookie }),
  ]
  while (gated < 2) await new Promise((resolve) => setTimeout(resolve, 10))

  const refused = await app.request(searchPath('climate science'), { cookie })

  expect(refused.status).toBe(502)
  expect(await readError(refused)).toMatchObject({
    code: 'UPSTREAM_FAILED',
    message: 'Failed to fetch researchers: OpenAlex is busy with other searches right now. Please try again shortly.',
  })
  expect(await searchesUsed(app, cookie)).toBe(0)
  open()
  const answered = (await Promise.all(first)).filter((response) => response.status === 200)
  expect(await searchesUsed(app, cookie)).toBe(answered.length)
})

test('the same new query sent 6 times at once (double clicks, two tabs) costs one search', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const responses = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      app.request(searchPath('machine learning', 'citations', (i % 2) + 1), { cookie }),
    ),
  )

  expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200])
  const counted = await Promise.all(
    responses.map(async (response) => (await readJson(response, SearchResearchersResponseSchema)).quota?.counted),
  )
  expect(counted.filter(Boolean)).toHaveLength(1)
  expect(await searchesUsed(app, cookie)).toBe(1)
})

test('at the limit a new query is refused, but later pages and re-sorts of earlier searches still work', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  for (const topic of ['machine learning', 'coral reef', 'quantum computing', 'protein folding', 'urban planning'])
    await search(app, cookie, topic)

  const refused = await app.request(searchPath('climate models'), { cookie })
  const pageTwo = await app.request(searchPath('machine learning', 'citations', 2), { cookie })
  const resorted = await app.request(searchPath('machine learning', 'works'), { cookie })

  expect(refused.status).toBe(429)
  expect((await readError(refused)).message).toBe(LIMIT_MESSAGE)
  expect(pageTwo.status).toBe(200)
  expect(resorted.status).toBe(200)
  expect(await searchesUsed(app, cookie)).toBe(5)
})

test('premium members search without a limit', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  for (let i = 0; i < 7; i++) {
    const body = await search(app, cookie, `machine learning ${i}`)
    expect(body.quota).toMatchObject({ used: i + 1, limit: null, counted: true })
  }
})

test('an upstream failure answers 502 with a "Failed to fetch researchers" message and costs no search', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const response = await app.request(searchPath('fail-500 machine learning'), { cookie })

  expect(response.status).toBe(502)
  const body = await readError(response)
  expect(body.code).toBe('UPSTREAM_FAILED')
  expect(body.message).toMatch(/^Failed to fetch researchers/)
  expect(await searchesUsed(app, cookie)).toBe(0)
}, 20_000)

test('without an OpenAlex key the search says discovery is not set up, makes no call and costs nothing', async () => {
  const app = await testApp({ OPENALEX_API_KEY: '' })
  const { cookie } = await app.signUp()

  const response = await app.request(searchPath('machine learning'), { cookie })

  expect(response.status).toBe(502)
  expect((await readError(response)).message).toMatch(
    /^Failed to fetch researchers: researcher discovery is not set up on this server yet/,
  )
  expect(await searchesUsed(app, cookie)).toBe(0)
})

test('a profile that probably merges several people carries a warning with its reasons', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const first = await search(app, cookie, 'machine learning', 'works')
  const pages = [first]
  for (let page = 2; pages.at(-1)!.hasMore; page++)
    pages.push(await search(app, cookie, 'machine learning', 'works', page))
  const everyone = pages.flatMap((page) => page.researchers)

  const flagged = everyone.filter((r) => r.profileWarning)
  expect(flagged.length).toBeGreaterThanOrEqual(1)
  expect(flagged[0]!.profileWarning!.reasons.length).toBeGreaterThanOrEqual(1)
  expect(flagged[0]!.profileWarning!.reasons.join(' ')).toMatch(/works|institutions|fields/)
  // Ordinary profiles are not flagged.
  expect(flagged.length).toBeLessThan(everyone.length / 2)
})

test('a cross-site GET of the search (a link on another site) is refused 403 and spends no search; same-origin, same-site, none and no header pass', async () => {
  const fakes = createFakeFetch()
  let upstreamCalls = 0
  const app = await testApp({}, { sourceFetch: (input, init) => (upstreamCalls++, fakes(input, init)) })
  const { cookie } = await app.signUp()

  const refused = await app.request(searchPath('machine learning'), {
    cookie,
    headers: { 'sec-fetch-site': 'cross-site' },
  })

  expect(refused.status).toBe(403)
  expect(await readError(refused)).toMatchObject({ code: 'FORBIDDEN' })
  expect(upstreamCalls).toBe(0)
  expect(await searchesUsed(app, cookie)).toBe(0)
  for (const [i, site] of ['same-origin', 'same-site', 'none', null].entries()) {
    const headers: Record<string, string> = site ? { 'sec-fetch-site': site } : {}
    expect((await app.request(searchPath(`coral reef ${i}`), { cookie, headers })).status, String(site)).toBe(200)
  }
  expect(await searchesUsed(app, cookie)).toBe(4)
})

test('bad searches are 400 with the field named: empty query, other page sizes, unknown sort', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  for (const path of [
    '/api/researchers/search?query=%20%20',
    '/api/researchers/search?query=ml&perPage=50',
    '/api/researchers/search?query=ml&sortBy=name',
    '/api/researchers/search?query=ml&page=0',
    `/api/researchers/search?query=${'x'.repeat(201)}`,
  ]) {
    const response = await app.request(path, { cookie })
    expect(response.status, path).toBe(400)
    expect((await readError(response)).issues?.length, path).toBeGreaterThan(0)
  }
  expect(await searchesUsed(app, cookie)).toBe(0)
})

test('saving keeps the card as shown; the list renders it without asking OpenAlex; unsaving removes it', async () => {
  const fakes = createFakeFetch()
  let upstreamCalls = 0
  const app = await testApp({}, { sourceFetch: (input, init) => (upstreamCalls++, fakes(input, init)) })
  const { cookie } = await app.signUp()
  const [first, second] = (await search(app, cookie, 'machine learning')).researchers
  const { isSaved: _first, ...firstCard } = first!
  const { isSaved: _second, ...secondCard } = second!

  expect(
    (await app.request(`/api/researchers/saved/${first!.id}`, { method: 'PUT', cookie, json: firstCard })).status,
  ).toBe(200)
  expect(
    (await app.request(`/api/researchers/saved/${second!.id}`, { method: 'PUT', cookie, json: secondCard })).status,
  ).toBe(200)
  // Saving again is harmless.
  expect(
    (await app.request(`/api/researchers/saved/${first!.id}`, { method: 'PUT', cookie, json: firstCard })).status,
  ).toBe(200)

  const callsBefore = upstreamCalls
  const saved = await readJson(await app.request('/api/researchers/saved', { cookie }), SavedResearchersResponseSchema)
  expect(upstreamCalls).toBe(callsBefore)
  expect(saved.researchers.map((r) => r.id).sort()).toEqual([first!.id, second!.id].sort())
  expect(saved.researchers.find((r) => r.id === first!.id)).toMatchObject({
    ...firstCard,
    isSaved: true,
    savedAt: expect.any(String),
  })

  const again = await search(app, cookie, 'machine learning')
  expect(
    again.researchers
      .filter((r) => r.isSaved)
      .map((r) => r.id)
      .sort(),
  ).toEqual([first!.id, second!.id].sort())

  const removed = await app.request(`/api/researchers/saved/${first!.id}`, { method: 'DELETE', cookie })
  expect(await readJson(removed, UnsaveResearcherResponseSchema)).toEqual({ removed: true })
  const after = await readJson(await app.request('/api/researchers/saved', { cookie }), SavedResearchersResponseSchema)
  expect(after.researchers.map((r) => r.id)).toEqual([second!.id])
})

test('a saved card must match its path and the contract', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const card = {
    id: 'A123',
    display_name: 'Ada Lovelace',
    institution_name: null,
    country: 'GB',
    works_count: 3,
    cited_by_count: 10,
    h_index: 2,
    concepts: [],
    orcid: null,
    profileWarning: null,
  }

  expect((await app.request('/api/researchers/saved/A999', { method: 'PUT', cookie, json: card })).status).toBe(400)
  expect(
    (
      await app.request('/api/researchers/saved/not-an-id', {
        method: 'PUT',
        cookie,
        json: { ...card, id: 'not-an-id' },
      })
    ).status,
  ).toBe(400)
  expect(
    (await app.request('/api/researchers/saved/A123', { method: 'PUT', cookie, json: { ...card, works_count: -1 } }))
      .status,
  ).toBe(400)
  expect(
    (
      await app.request('/api/researchers/saved/A123', {
        method: 'PUT',
        cookie,
        json: { ...card, orcid: 'javascript:alert(1)' },
      })
    ).status,
  ).toBe(400)
  expect((await app.request('/api/researchers/saved/A123', { method: 'PUT', cookie, json: card })).status).toBe(200)
})

const cardOf = (id: string) => ({
  id,
  display_name: `Researcher ${id}`,
  institution_name: null,
  country: null,
  works_count: 1,
  cited_by_count: 1,
  h_index: null,
  concepts: [],
  orcid: null,
  profileWarning: null,
})

test('the saved-researcher cap holds under parallel saves: 495 stored, 50 new at once → 500 stored, 45 refused; a re-save at the cap still works', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  const stored = MAX_SAVED_RESEARCHERS - 5
  await app.db
    .insert(savedResearcher)
    .values(
      Array.from({ length: stored }, (_, i) => ({ userId, researcherId: `A${i + 1}`, snapshot: cardOf(`A${i + 1}`) })),
    )

  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      app.request(`/api/researchers/saved/A${9000 + i}`, { method: 'PUT', cookie, json: cardOf(`A${9000 + i}`) }),
    ),
  )

  const statuses = responses.map((response) => response.status)
  expect(statuses.filter((status) => status === 200)).toHaveLength(5)
  expect(statuses.filter((status) => status === 409)).toHaveLength(45)
  const refused = responses.find((response) => response.status === 409)!
  expect(await readError(refused)).toMatchObject({ code: 'CONFLICT' })
  const rows = await app.db
    .select({ id: savedResearcher.researcherId })
    .from(savedResearcher)
    .where(eq(savedResearcher.userId, userId))
  expect(rows).toHaveLength(MAX_SAVED_RESEARCHERS)
  expect((await app.request('/api/researchers/saved/A1', { method: 'PUT', cookie, json: cardOf('A1') })).status).toBe(
    200,
  )
})

test('saved researchers are private: another user neither sees nor removes them', async () => {
  const app = await testApp()
  const alice = await app.signUp('Alice')
  const bob = await app.signUp('Bob')
  const card = {
    id: 'A123',
    display_name: 'Ada Lovelace',
    institution_name: null,
    country: null,
    works_count: 3,
    cited_by_count: 10,
    h_index: 2,
    concepts: [],
    orcid: null,
    profileWarning: null,
  }
  await app.request('/api/researchers/saved/A123', { method: 'PUT', cookie: alice.cookie, json: card })

  const bobsList = await readJson(
    await app.request('/api/researchers/saved', { cookie: bob.cookie }),
    SavedResearchersResponseSchema,
  )
  const bobsDelete = await app.request('/api/researchers/saved/A123', { method: 'DELETE', cookie: bob.cookie })

  expect(bobsList.researchers).toEqual([])
  expect(await readJson(bobsDelete, UnsaveResearcherResponseSchema)).toEqual({ removed: false })
  const alicesList = await readJson(
    await app.request('/api/researchers/saved', { cookie: alice.cookie }),
    SavedResearchersResponseSchema,
  )
  expect(alicesList.researchers.map((r) => r.id)).toEqual(['A123'])
})

test('visitors get 401 on every researcher route', async () => {
  const app = await testApp()
  const card = {
    id: 'A123',
    display_name: 'Ada',
    institution_name: null,
    country: null,
    works_count: 0,
    cited_by_count: 0,
    h_index: null,
    concepts: [],
    orcid: null,
    profileWarning: null,
  }

  expect((await app.request(searchPath('machine learning'))).status).toBe(401)
  expect((await app.request('/api/researchers/saved')).status).toBe(401)
  expect((await app.request('/api/researchers/saved/A123', { method: 'PUT', json: card })).status).toBe(401)
  expect((await app.request('/api/researchers/saved/A123', { method: 'DELETE' })).status).toBe(401)
})

const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000)

/** A search claim as an earlier day's search left it. */
async function paidSearchOn(app: TestApp, userId: string, day: Date, queryKey: string) {
  const ctx = { db: app.db, now: () => day, user: { id: userId }, access: { isPremium: false } }
  await chargeOnce(ctx, 'researcherSearch', queryKey)
}

test('Load More on a search paid yesterday is free after midnight UTC; its first page counts again', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  await paidSearchOn(app, userId, yesterday(), 'machine learning')

  expect((await search(app, cookie, 'Machine Learning', 'citations', 2)).quota).toMatchObject({
    used: 0,
    counted: false,
  })
  expect((await search(app, cookie, 'machine learning', 'citations', 1)).quota).toMatchObject({
    used: 1,
    counted: true,
  })
  expect(await searchesUsed(app, cookie)).toBe(1)
})

test('housekeeping drops the search claims older than yesterday and keeps today’s, which still make repeats free', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  await search(app, cookie, 'coral reef ecology')
  await paidSearchOn(app, userId, new Date('2000-01-01T12:00:00Z'), 'an old query')
  await paidSearchOn(app, userId, yesterday(), 'last night')

  expect(await purgeOldQuotaClaims(app.db, new Date())).toBe(1)

  expect((await search(app, cookie, 'coral reef ecology')).quota?.counted).toBe(false)
  expect((await search(app, cookie, 'last night', 'citations', 2)).quota?.counted).toBe(false)
  expect(await searchesUsed(app, cookie)).toBe(1)
})

test('a researcher’s name in lower case, or a surname alone, finds that person first', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const fullName = await search(app, cookie, 'machine learning')
  const person = fullName.researchers.find(
    (r) => r.display_name.split(' ').length === 2 && !/[^A-Za-z ]/.test(r.display_name),
  )!
  const [first, last] = person.display_name.toLowerCase().split(' ')

  expect((await search(app, cookie, `${first} ${last}`)).researchers[0]?.id).toBe(person.id)
  expect((await search(app, cookie, last!)).researchers.slice(0, 3).map((r) => r.id)).toContain(person.id)
})
