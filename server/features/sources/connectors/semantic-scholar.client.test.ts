import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthorProfileSchema, WorkSchema } from '#shared/contract/sources'
import type { Database } from '../../../db/client'
import { createSemanticScholarFake } from '../../../test/fakes/semantic-scholar.fake'
import { openTestDatabase } from '../../../test/create-test-app'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { SourceError, type HostPolicy } from '../source-http'
import { createSemanticScholarConnector, S2_AUTHOR_FIELDS, S2_SEARCH_FIELDS } from './semantic-scholar.client'

const fixtureText = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/semanticscholar/${name}`, import.meta.url), 'utf8')

// ---------- the connector against the fake, through the real SourceHttp ----------

let database: Database
beforeAll(async () => {
  database = (await openTestDatabase()).database
})
afterAll(async () => {
  await database.close()
})

/** The connector through the real SourceHttp, against its fake or against `answer` (one canned response per URL). */
function harness(
  options: { env?: Record<string, string>; policy?: Partial<HostPolicy>; answer?: (url: URL) => Response } = {},
) {
  const answer = options.answer
  const h = createSourceHarness({
    db: database.db,
    mount: 'semanticscholar',
    fake: answer ? new Hono().all('*', (c) => answer(new URL(c.req.url))) : createSemanticScholarFake(),
    env: { SEMANTIC_SCHOLAR_BASE_URL: `${HARNESS_ORIGIN}/semanticscholar`, ...options.env },
    policies: { semanticscholar: { ...options.policy } },
  })
  return { ...h, connector: createSemanticScholarConnector(h.deps) }
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
    expect(
      Object.fromEntries(['query', 'offset', 'limit', 'fields'].map((name) => [name, url.searchParams.get(name)])),
    ).toEqual({ query: 'machine learning', offset: '10', limit: '10', fields: S2_SEARCH_FIELDS })
    expect(S2_SEARCH_FIELDS).toBe(
      'title,abstract,year,venue,externalIds,authors,citationCount,openAccessPdf,url,publicationTypes,publicationDate',
    )
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
    expect(await connector.searchWorks({ query: 'crispr', limit: 10, offset: 999 })).toEqual({
      source: 'semanticscholar',
      works: [],
      total: null,
    })
    expect(calls).toHaveLength(1)
  })

  it('reads an empty result without data', async () => {
    const { connector } = harness()
    expect(await connector.searchWorks({ query: 'no-results whatsoever', limit: 10 })).toEqual({
      source: 'semanticscholar',
      works: [],
      total: 0,
    })
  })

  it('turns a 400 into bad_response and a refused key into an upstream error', async () => {
    const stub = () =>
      new Response(fixtureText('error-400-offset.json'), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      })
    const bad = await harness({ answer: stub })
      .connector.searchWorks({ query: fresh('x'), limit: 5 })
      .catch((e: unknown) => e)
    expect(bad).toBeInstanceOf(SourceError)
    expect(bad).toMatchObject({ source: 'semanticscholar', kind: 'bad_response', status: 400 })
    const { connector } = harness({ env: { SEMANTIC_SCHOLAR_API_KEY: 'invalid-key' } })
    await expect(connector.searchWorks({ query: fresh('crispr'), limit: 5 })).rejects.toMatchObject({
      kind: 'upstream',
      status: 403,
    })
  })

  it('searches authors by name with the agreed fields, and finds nobody for an unknown name', async () => {
    const { connector, calls } = harness()
    const found = await connector.searchAuthors({ name: 'kenji watanabe', limit: 10 })
    expect(found).toMatchObject({ total: 1, authors: [{ id: '2100000003', name: 'Kenji Watanabe', hIndex: 24 }] })
    for (const author of found.authors) AuthorProfileSchema.parse(author)
    expect(calls[0]!.url.pathname).toBe('/semanticscholar/author/search')
    expect(
      Object.fromEntries(
        ['query', 'offset', 'limit', 'fields'].map((name) => [name, calls[0]!.url.searchParams.get(name)]),
      ),
    ).toEqual({ query: 'kenji watanabe', offset: '0', limit: '10', fields: S2_AUTHOR_FIELDS })
    expect((await connector.searchAuthors({ name: 'watanabe', limit: 5000 })).authors.map((a) => a.id)).toEqual([
      '2100000003',
      '2100000017',
    ])
    expect(calls[1]!.url.searchParams.get('limit')).toBe('1000')
    expect(await connector.searchAuthors({ name: 'Nobody Atall', limit: 10 })).toEqual({ authors: [], total: 0 })
    expect(await connector.searchAuthors({ name: '   ', limit: 10 })).toEqual({ authors: [], total: 0 })
    expect(calls).toHaveLength(3)
  })

  it('gets one author by id, null for an unknown or malformed id (no call for the latter)', async () => {
    const { connector, calls } = harness()
    expect(await connector.getAuthor('2100000001')).toMatchObject({
      id: '2100000001',
      name: 'Rahul Mehta',
      worksCount: 244,
    })
    expect(calls[0]!.url.pathname).toBe('/semanticscholar/author/2100000001')
    expect(await connector.getAuthor('999')).toBeNull()
    expect(await connector.getAuthor('../paper/x')).toBeNull()
    expect(await connector.getAuthor('A5023888391')).toBeNull()
    expect(calls).toHaveLength(2)
  })

  it('author lookups: a 404 search is empty, a 400 is bad_response, and the key goes in the header only', async () => {
    const answering = (status: number, body: string) => () =>
      new Response(body, { status, headers: { 'content-type': 'application/json' } })
    const missing = harness({ answer: answering(404, '{"error":"Not found"}') }).connector
    expect(await missing.searchAuthors({ name: fresh('watanabe'), limit: 5 })).toEqual({ authors: [], total: 0 })
    const rejected = harness({
      answer: answering(400, '{"error":"Limit must be an integer between 1 and 1000"}'),
    }).connector
    await expect(rejected.searchAuthors({ name: fresh('watanabe'), limit: 5 })).rejects.toMatchObject({
      kind: 'bad_response',
      status: 400,
      message: expect.stringContaining('between 1 and 1000'),
    })

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

  it('author lookups report a refused key as an upstream error', async () => {
    const refused = harness({ env: { SEMANTIC_SCHOLAR_API_KEY: 'invalid-key' } }).connector
    await expect(refused.getAuthor('2100000003')).rejects.toMatchObject({ kind: 'upstream', status: 403 })
  })
})
