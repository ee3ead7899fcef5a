import { expect, test } from 'vitest'
import { AuthorSearchResponseSchema, type WorkSearchResponse, WorkSearchResponseSchema } from '#shared/contract/works'
import { eq } from 'drizzle-orm'
import { createFakeFetch } from '../../test/fakes'
import { testApp } from '../../test/factories'
import { rateLimit } from '../../lib/platform.tables'
import { readError, readJson } from '../../test/read-json'
import { SourcesResponseSchema } from '#shared/contract/sources'

const search = (query: string, sources = '', limit = 5) =>
  `/api/works/search?query=${encodeURIComponent(query)}${sources ? `&sources=${sources}` : ''}&limit=${limit}`

test('one query searches the chosen sources, merges their works and keeps them in the library', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const response = await app.request(search('machine learning', 'openalex,crossref,arxiv'), { cookie })
  expect(response.status).toBe(200)
  const body = await readJson(response, WorkSearchResponseSchema)
  expect(body.sources.map((source) => [source.id, source.status]).sort()).toEqual([
    ['arxiv', 'ok'],
    ['crossref', 'ok'],
    ['openalex', 'ok'],
  ])
  expect(body.works.length).toBeGreaterThan(0)
  expect(body.works.every((work) => work.title.length > 0 && work.sources.length > 0)).toBe(true)

  // Offline afterwards: the local library alone finds what was fetched.
  const title = body.works[0]?.title ?? ''
  const local = await readJson(await app.request(search(title, 'local', 50), { cookie }), WorkSearchResponseSchema)
  expect(local.sources).toEqual([expect.objectContaining({ id: 'local', status: 'ok' })])
  expect(local.works.map((work) => work.title)).toContain(title)
})

test('a failing source is reported beside the ones that answered; an unconfigured one says why', async () => {
  const app = await testApp({ CORE_API_KEY: '', CROSSREF_BASE_URL: 'http://unreachable.test/crossref' })
  const { cookie } = await app.signUp()
  const body = await readJson(
    await app.request(search('coral reef', 'openalex,crossref,core'), { cookie }),
    WorkSearchResponseSchema,
  )
  const byId = Object.fromEntries(body.sources.map((source) => [source.id, source]))
  expect(byId.core).toMatchObject({ status: 'unavailable', message: expect.stringContaining('CORE_API_KEY') })
  expect(byId.crossref).toMatchObject({ status: 'failed', message: expect.stringContaining('could not be reached') })
  expect(byId.openalex?.status).toBe('ok')
  expect(body.works.length).toBeGreaterThan(0)
})

test('when every source fails the answer is 502, not an empty success', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const response = await app.request(search('fail-500 anything', 'openalex'), { cookie })
  expect(response.status).toBe(502)
  expect(await readError(response)).toMatchObject({ code: 'UPSTREAM_FAILED' })
})

test('sources report whether they are configured; visitors may not search', async () => {
  const app = await testApp({ SEARXNG_BASE_URL: '' })
  const { cookie } = await app.signUp()
  const { sources } = await readJson(await app.request('/api/sources', { cookie }), SourcesResponseSchema)
  expect(sources.find((source) => source.id === 'searxng')).toMatchObject({
    configured: false,
    reason: expect.stringContaining('SEARXNG_BASE_URL'),
  })
  expect(sources.find((source) => source.id === 'openalex')).toMatchObject({ configured: true })
  const keyless = await testApp({ OPENALEX_API_KEY: '' })
  const member = await keyless.signUp()
  const statuses = await readJson(
    await keyless.request('/api/sources', { cookie: member.cookie }),
    SourcesResponseSchema,
  )
  expect(statuses.sources.find((source) => source.id === 'openalex')).toMatchObject({
    configured: false,
    reason: expect.stringContaining('OPENALEX_API_KEY'),
  })
  expect((await app.request(search('anything'))).status).toBe(401)
})

const authors = (q: string, source?: string) =>
  `/api/authors/search?${new URLSearchParams({ q, ...(source ? { source } : {}), limit: '5' })}`

test('people are searched by name in OpenAlex (the default) or Semantic Scholar, as author profiles', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const openalex = await readJson(await app.request(authors('kenji watanabe'), { cookie }), AuthorSearchResponseSchema)
  expect(openalex).toMatchObject({
    source: 'openalex',
    authors: [{ name: 'Kenji Watanabe', source: 'openalex', id: expect.stringMatching(/^A\d+$/) }],
  })

  const s2 = await readJson(
    await app.request(authors('watanabe', 'semanticscholar'), { cookie }),
    AuthorSearchResponseSchema,
  )
  expect(s2).toMatchObject({ source: 'semanticscholar', total: 2 })
  expect(s2.authors.map((author) => [author.name, author.source])).toEqual([
    ['Kenji Watanabe', 'semanticscholar'],
    ['K. Watanabe', 'semanticscholar'],
  ])
})

test('author search: visitors get 401, bad input 400, an upstream failure or a source without its key 502', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  expect((await app.request(authors('watanabe'))).status).toBe(401)
  for (const path of [authors(' '), authors('watanabe', 'pubmed'), '/api/authors/search?q=x&limit=500']) {
    expect((await app.request(path, { cookie })).status, path).toBe(400)
  }
  const failed = await app.request(authors('fail-malformed watanabe', 'semanticscholar'), { cookie })
  expect(failed.status).toBe(502)
  expect((await readError(failed)).message).toMatch(/^Could not search Semantic Scholar for authors/)

  const keyless = await testApp({ OPENALEX_API_KEY: '' })
  const member = await keyless.signUp()
  const refused = await keyless.request(authors('watanabe'), { cookie: member.cookie })
  expect(refused.status).toBe(502)
  expect((await readError(refused)).message).toMatch(/^OpenAlex is not available here: OpenAlex needs OPENALEX_API_KEY/)
})

test('cross-site GETs of works and author search are refused 403 before the per-user search limit or any upstream is touched', async () => {
  const fakes = createFakeFetch()
  let upstreamCalls = 0
  const app = await testApp({}, { sourceFetch: (input, init) => (upstreamCalls++, fakes(input, init)) })
  const { cookie, userId } = await app.signUp()
  const counted = async (kind: string) =>
    (
      await app.db
        .select({ count: rateLimit.count })
        .from(rateLimit)
        .where(eq(rateLimit.key, `${kind}:${userId}`))
    )[0]?.count ?? 0

  for (const path of [search('coral reef', 'openalex'), authors('watanabe')]) {
    const refused = await app.request(path, { cookie, headers: { 'sec-fetch-site': 'cross-site' } })
    expect(refused.status, path).toBe(403)
    expect(await readError(refused), path).toMatchObject({ code: 'FORBIDDEN' })
  }
  expect(upstreamCalls).toBe(0)
  expect([await counted('works-search'), await counted('author-search')]).toEqual([0, 0])

  for (const path of [search('coral reef', 'openalex'), authors('watanabe')]) {
    expect((await app.request(path, { cookie, headers: { 'sec-fetch-site': 'same-origin' } })).status, path).toBe(200)
  }
  expect([await counted('works-search'), await counted('author-search')]).toEqual([1, 1])
})

/** The fakes, with arXiv answering only once `open()` is called; `firstCall` resolves when arXiv is first reached. */
function withStalledArxiv() {
  const fakes = createFakeFetch()
  let reached: () => void = () => undefined
  let open: () => void = () => undefined
  const firstCall = new Promise<void>((resolve) => (reached = resolve))
  const opened = new Promise<void>((resolve) => (open = resolve))
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new Request(input).url.includes('/arxiv/')) {
      reached()
      await opened
    }
    return fakes(input, init)
  }) as typeof fetch
  return { fetchImpl, firstCall, open }
}

test('one user flooding a slow source does not stall another user’s works search: that source fails fast as busy, the others answer', async () => {
  const slow = withStalledArxiv()
  const app = await testApp(
    {},
    {
      sourceFetch: slow.fetchImpl,
      sourcePolicies: { arxiv: { requestsPerSecond: 100, maxQueueWaitMs: 300, maxCallsPerCaller: 1 } },
    },
  )
  const flooder = await app.signUp('Flooder')
  const other = await app.signUp('Other')

  const flood = Array.from({ length: 20 }, (_, i) =>
    app.request(search(`neural network ${i}`, 'arxiv'), { cookie: flooder.cookie }),
  )
  await slow.firstCall
  const started = performance.now()
  const answered = await Promise.race([
    app
      .request(search('coral reef', 'openalex,arxiv,crossref'), { cookie: other.cookie })
      .then((r) => readJson(r, WorkSearchResponseSchema)),
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 6_000)),
  ])

  expect(answered, `after ${Math.round(performance.now() - started)} ms`).not.toBe('still waiting')
  const body = answered as WorkSearchResponse
  const byId = Object.fromEntries(body.sources.map((source) => [source.id, source]))
  expect(byId.arxiv).toMatchObject({
    status: 'failed',
    message: expect.stringMatching(/^arxiv is busy with other searches/),
  })
  expect([byId.openalex?.status, byId.crossref?.status]).toEqual(['ok', 'ok'])
  expect(body.works.length).toBeGreaterThan(0)

  // The flooder's searches beyond its one place in arXiv's queue were refused at once, saying why.
  slow.open()
  const floodAnswers = await Promise.all(flood)
  const refused = floodAnswers.filter((answer) => answer.status === 502)
  expect(refused.length).toBeGreaterThanOrEqual(18)
  expect(await readError(refused[0]!)).toMatchObject({
    code: 'UPSTREAM_FAILED',
    message: expect.stringContaining('arxiv is busy with your other searches'),
  })
})
