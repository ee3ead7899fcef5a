import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthorProfileSchema, WorkSchema } from '../../../../shared/contract/sources'
import type { Database } from '../../../db/client'
import { parseEnv } from '../../../env'
import { createLogger } from '../../../lib/logger'
import { createSemanticScholarFake } from '../../../test/fakes/semantic-scholar.fake'
import { openTestDatabase } from '../../../test/create-test-app'
import { createSourceHttp, SourceError, type HostPolicy } from '../source-http'
import { createSemanticScholarConnector, S2_AUTHOR_FIELDS, S2_SEARCH_FIELDS } from './semantic-scholar.client'

const fixtureText = (name: string) => readFileSync(new URL(`../../../test/fixtures/semanticscholar/${name}`, import.meta.url), 'utf8')

// ---------- the connector against the fake, through the real SourceHttp ----------

let database: Database
beforeAll(async () => {
  database = (await openTestDatabase()).database
})
afterAll(async () => {
  await database.close()
})

const ORIGIN = 'http://fake-s2.test'

function harness(options: { env?: Record<string, string>; policy?: Partial<HostPolicy>; fetch?: typeof fetch } = {}) {
  const app = new Hono().route('/semanticscholar', createSemanticScholarFake())
  const calls: { url: URL; headers: Headers }[] = []
  const viaFake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    calls.push({ url: new URL(request.url), headers: request.headers })
    const signal = init?.signal
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
      Promise.resolve(app.fetch(request)).then(resolve, reject)
    })
  }) as typeof fetch
  const logLines: string[] = []
  const http = createSourceHttp({
    db: database.db,
    log: createLogger('debug', {}, (line) => logLines.push(line)),
    userAgent: 'Lodestar/test (mailto:ops@lodestar-research.org)',
    fetch: options.fetch ?? viaFake,
    sleep: async () => {},
    policies: { semanticscholar: { requestsPerSecond: 1000, ...options.policy } },
  })
  const parsed = parseEnv({ SEMANTIC_SCHOLAR_BASE_URL: `${ORIGIN}/semanticscholar`, CONTACT_EMAIL: 'ops@lodestar-research.org', ...options.env })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  return { connector: createSemanticScholarConnector({ http, env: parsed.env }), calls, logLines }
}

let unique = 0
const fresh = (topic: string) => `${topic} ${++unique}x${Date.now().toString(36)}`

describe('Semantic Scholar connector', () => {
  it('searches papers with the agreed fields and no key header when there is no key', async () => {
    const { connector, calls } = harness()
    expect(connector).toMatchObject({ id: 'semanticscholar', name: 'Semantic Scholar', unavailableReason: null })
    const result = await connector.searchWorks({ query: 'machine learning', limit: 10, offset: 10 })
    expect(result).toMatchObject({ source: 'semanticscholar', total: 30 })
    expect(result.works).toHaveLength(10)
    for (const work of result.works) WorkSchema.parse(work)
    expect(result.works.some((work) => work.ids.arxiv && work.type === 'preprint')).toBe(true)
    const { url, headers } = calls[0]!
    expect(url.pathname).toBe('/semanticscholar/paper/search')
    expect(Object.fromEntries(['query', 'offset', 'limit', 'fields'].map((name) => [name, url.searchParams.get(name)]))).toEqual({ query: 'machine learning', offset: '10', limit: '10', fields: S2_SEARCH_FIELDS })
    expect(S2_SEARCH_FIELDS).toBe('title,abstract,year,venue,externalIds,authors,citationCount,openAccessPdf,url,publicationTypes,publicationDate')
    expect(headers.has('x-api-key')).toBe(false)
  })

  it('sends x-api-key when configured, and keeps it out of logs', async () => {
    const key = 's2-secret-key-456'
    const { connector, calls, logLines } = harness({ env: { SEMANTIC_SCHOLAR_API_KEY: key } })
    const result = await connector.searchWorks({ query: fresh('fail-429-then-ok crispr'), limit: 5 })
    expect(result.works).toHaveLength(5)
    expect(calls.map((call) => call.headers.get('x-api-key'))).toEqual([key, key])
    expect(calls[0]!.url.toString()).not.toContain(key)
    expect(logLines.some((line) => line.includes('retrying'))).toBe(true)
    expect(logLines.join('\n')).not.toContain(key)
  })

  it('passes the year range', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'crispr', limit: 20, fromYear: 2016 })
    expect(result.works.every((work) => (work.year ?? 0) >= 2016)).toBe(true)
    expect(calls[0]!.url.searchParams.get('year')).toBe('2016-')
  })

  it('stays inside the offset + limit < 1000 window', async () => {
    const { connector, calls } = harness()
    await connector.searchWorks({ query: fresh('crispr'), limit: 50, offset: 980 })
    expect(calls[0]!.url.searchParams.get('limit')).toBe('19')
    expect(await connector.searchWorks({ query: 'crispr', limit: 10, offset: 999 })).toEqual({ source: 'semanticscholar', works: [], total: null })
    expect(calls).toHaveLength(1)
  })

  it('reads an empty result without data', async () => {
    const { connector } = harness()
    expect(await connector.searchWorks({ query: 'no-results whatsoever', limit: 10 })).toEqual({ source: 'semanticscholar', works: [], total: 0 })
  })

  it('turns a 400 into bad_response and a refused key into an upstream error', async () => {
    const stub = (async () => new Response(fixtureText('error-400-offset.json'), { status: 400, headers: { 'content-type': 'application/json' } })) as typeof fetch
    const bad = await harness({ fetch: stub }).connector.searchWorks({ query: fresh('x'), limit: 5 }).catch((e: unknown) => e)
    expect(bad).toBeInstanceOf(SourceError)
    expect(bad).toMatchObject({ source: 'semanticscholar', kind: 'bad_response', status: 400 })
    const { connector } = harness({ env: { SEMANTIC_SCHOLAR_API_KEY: 'invalid-key' } })
    await expect(connector.searchWorks({ query: fresh('crispr'), limit: 5 })).rejects.toMatchObject({ kind: 'upstream', status: 403 })
  })

  it('gives up on repeated 500s and on 429s that never stop', async () => {
    const { connector, calls } = harness({ policy: { retries: 1 } })
    await expect(connector.searchWorks({ query: fresh('fail-500'), limit: 5 })).rejects.toMatchObject({ kind: 'upstream', status: 500 })
    expect(calls).toHaveLength(2)
    await expect(connector.searchWorks({ query: fresh('fail-429'), limit: 5 })).rejects.toMatchObject({ kind: 'rate_limited', status: 429 })
  })

  it('times out when Semantic Scholar does not answer', async () => {
    const { connector } = harness({ policy: { timeoutMs: 40, retries: 0 } })
    await expect(connector.searchWorks({ query: fresh('fail-timeout'), limit: 5 })).rejects.toMatchObject({ kind: 'timeout' })
  })

  it('reports a malformed body as bad_response', async () => {
    const { connector } = harness()
    await expect(connector.searchWorks({ query: fresh('fail-malformed crispr'), limit: 5 })).rejects.toMatchObject({ kind: 'bad_response' })
  })

  it('answers a repeated search from the cache', async () => {
    const { connector, calls } = harness()
    const query = fresh('crispr')
    const first = await connector.searchWorks({ query, limit: 5 })
    expect(await connector.searchWorks({ query, limit: 5 })).toEqual(first)
    expect(calls).toHaveLength(1)
  })

  it('searches authors by name with the agreed fields, and finds nobody for an unknown name', async () => {
    const { connector, calls } = harness()
    const found = await connector.searchAuthors({ name: 'kenji watanabe', limit: 10 })
    expect(found).toMatchObject({ total: 1, authors: [{ id: '2100000003', name: 'Kenji Watanabe', hIndex: 24 }] })
    for (const author of found.authors) AuthorProfileSchema.parse(author)
    expect(calls[0]!.url.pathname).toBe('/semanticscholar/author/search')
    expect(Object.fromEntries(['query', 'offset', 'limit', 'fields'].map((name) => [name, calls[0]!.url.searchParams.get(name)]))).toEqual({ query: 'kenji watanabe', offset: '0', limit: '10', fields: S2_AUTHOR_FIELDS })
    expect((await connector.searchAuthors({ name: 'watanabe', limit: 5000 })).authors.map((a) => a.id)).toEqual(['2100000003', '2100000017'])
    expect(calls[1]!.url.searchParams.get('limit')).toBe('1000')
    expect(await connector.searchAuthors({ name: 'Nobody Atall', limit: 10 })).toEqual({ authors: [], total: 0 })
    expect(await connector.searchAuthors({ name: '   ', limit: 10 })).toEqual({ authors: [], total: 0 })
    expect(calls).toHaveLength(3)
  })

  it('gets one author by id, null for an unknown or malformed id (no call for the latter)', async () => {
    const { connector, calls } = harness()
    expect(await connector.getAuthor('2100000001')).toMatchObject({ id: '2100000001', name: 'Rahul Mehta', worksCount: 244 })
    expect(calls[0]!.url.pathname).toBe('/semanticscholar/author/2100000001')
    expect(await connector.getAuthor('999')).toBeNull()
    expect(await connector.getAuthor('../paper/x')).toBeNull()
    expect(await connector.getAuthor('A5023888391')).toBeNull()
    expect(calls).toHaveLength(2)
  })

  it('author lookups: a 404 search is empty, a 400 is bad_response, and the key goes in the header only', async () => {
    const answering = (status: number, body: string) => (async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch
    const missing = harness({ fetch: answering(404, '{"error":"Not found"}') }).connector
    expect(await missing.searchAuthors({ name: fresh('watanabe'), limit: 5 })).toEqual({ authors: [], total: 0 })
    const rejected = harness({ fetch: answering(400, '{"error":"Limit must be an integer between 1 and 1000"}') }).connector
    await expect(rejected.searchAuthors({ name: fresh('watanabe'), limit: 5 })).rejects.toMatchObject({ kind: 'bad_response', status: 400, message: expect.stringContaining('between 1 and 1000') })

    const key = 's2-author-key-789'
    const keyed = harness({ env: { SEMANTIC_SCHOLAR_API_KEY: key } })
    await keyed.connector.searchAuthors({ name: fresh('watanabe'), limit: 5 })
    await keyed.connector.getAuthor('2100000017')
    expect(keyed.calls.map((call) => call.headers.get('x-api-key'))).toEqual([key, key])
    expect(keyed.calls.map((call) => call.url.toString()).join(' ')).not.toContain(key)
    const anonymous = harness()
    await anonymous.connector.getAuthor('2100000022')
    expect(anonymous.calls[0]!.headers.has('x-api-key')).toBe(false)
  })

  it('author lookups share the error handling: 500s, 429s, malformed bodies, a refused key, and the cache', async () => {
    const { connector, calls } = harness({ policy: { retries: 0 } })
    await expect(connector.searchAuthors({ name: fresh('fail-500 watanabe'), limit: 5 })).rejects.toMatchObject({ kind: 'upstream', status: 500 })
    await expect(connector.searchAuthors({ name: fresh('fail-429 watanabe'), limit: 5 })).rejects.toMatchObject({ kind: 'rate_limited' })
    await expect(connector.searchAuthors({ name: fresh('fail-malformed watanabe'), limit: 5 })).rejects.toMatchObject({ kind: 'bad_response' })
    const refused = harness({ env: { SEMANTIC_SCHOLAR_API_KEY: 'invalid-key' } }).connector
    await expect(refused.getAuthor('2100000003')).rejects.toMatchObject({ kind: 'upstream', status: 403 })
    const before = calls.length
    const name = fresh('rahul mehta')
    const first = await connector.searchAuthors({ name, limit: 3 })
    expect(await connector.searchAuthors({ name, limit: 3 })).toEqual(first)
    expect(calls.length - before).toBe(1)
  })
})
