import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorkSchema } from '#shared/contract/sources'
import type { Database } from '../../../db/client'
import { createCrossrefFake } from '../../../test/fakes/crossref.fake'
import { openTestDatabase } from '../../../test/create-test-app'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { SourceError, type HostPolicy } from '../source-http'
import { createCrossrefConnector } from './crossref.client'

const fixtureText = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/crossref/${name}`, import.meta.url), 'utf8')

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
    mount: 'crossref',
    fake: answer ? new Hono().all('*', (c) => answer(new URL(c.req.url))) : createCrossrefFake(),
    env: { CROSSREF_BASE_URL: `${HARNESS_ORIGIN}/crossref`, ...options.env },
    policies: { crossref: { ...options.policy } },
  })
  return { ...h, connector: createCrossrefConnector(h.deps) }
}

let unique = 0
const fresh = (topic: string) => `${topic} ${++unique}x${Date.now().toString(36)}`

describe('Crossref connector', () => {
  it('searches works with rows, offset, select and mailto', async () => {
    const { connector, calls } = harness()
    expect(connector).toMatchObject({ id: 'crossref', name: 'Crossref', unavailableReason: null })
    const page = await connector.searchWorks({ query: 'machine learning', limit: 10, offset: 5 })
    expect(page.source).toBe('crossref')
    expect(page.total).toBe(25)
    expect(page.works).toHaveLength(10)
    for (const work of page.works) WorkSchema.parse(work)
    expect(page.works.some((work) => work.abstract && !work.abstract.includes('<'))).toBe(true)
    expect(page.works.every((work) => work.sources[0] === 'crossref' && work.ids.doi)).toBe(true)
    const url = calls[0]!.url
    expect(url.pathname).toBe('/crossref/works')
    expect(
      Object.fromEntries(['query', 'rows', 'offset', 'mailto'].map((name) => [name, url.searchParams.get(name)])),
    ).toEqual({ query: 'machine learning', rows: '10', offset: '5', mailto: 'ops@lodestar-research.org' })
    expect(url.searchParams.get('select')?.split(',')).toEqual(
      expect.arrayContaining(['DOI', 'title', 'author', 'abstract', 'issued', 'is-referenced-by-count']),
    )
  })

  it('filters by publication years', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'crispr', limit: 50, fromYear: 2015, toYear: 2019 })
    expect(result.works.length).toBeGreaterThan(0)
    for (const work of result.works) expect(work.year! >= 2015 && work.year! <= 2019).toBe(true)
    expect(calls[0]!.url.searchParams.get('filter')).toBe('from-pub-date:2015-01-01,until-pub-date:2019-12-31')
  })

  it('serves the fixture works and any other topic deterministically', async () => {
    const { connector } = harness()
    const coral = await connector.searchWorks({ query: 'coral bleaching', limit: 3 })
    expect(coral.works[0]?.abstractSections.map((section) => section.label)).toEqual([
      'Background',
      'Methods',
      'Results',
    ])
    const first = await connector.searchWorks({ query: 'urban beekeeping', limit: 20 })
    expect(first.works.length).toBeGreaterThan(0)
    expect(first.works[0]?.title).toContain('urban beekeeping')
    expect((await connector.searchWorks({ query: 'no-results at all', limit: 5 })).works).toEqual([])
  })

  it('does not ask past the 10,000 offset limit', async () => {
    const { connector, calls } = harness()
    expect(await connector.searchWorks({ query: 'crispr', limit: 20, offset: 10_000 })).toEqual({
      source: 'crossref',
      works: [],
      total: null,
    })
    await connector.searchWorks({ query: fresh('crispr'), limit: 20, offset: 9_990 })
    expect(calls.map((call) => call.url.searchParams.get('rows'))).toEqual(['10'])
  })

  it('treats the plain-text 404 as nothing found', async () => {
    const { connector } = harness({ env: { CROSSREF_BASE_URL: `${HARNESS_ORIGIN}/crossref/missing` } })
    expect(await connector.searchWorks({ query: fresh('crispr'), limit: 5 })).toEqual({
      source: 'crossref',
      works: [],
      total: 0,
    })
  })

  it('asks again without select when Crossref rejects it, and reports other 400s', async () => {
    const urls: URL[] = []
    const stub = (url: URL) => {
      urls.push(url)
      if (url.searchParams.has('select'))
        return new Response(fixtureText('error-400-invalid-select.json'), {
          status: 400,
          headers: { 'content-type': 'application/json;charset=utf-8' },
        })
      if (url.searchParams.get('query')?.includes('bad'))
        return new Response(fixtureText('error-400-invalid-select.json'), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        })
      return new Response(fixtureText('works-query-coral-bleaching.json'), {
        headers: { 'content-type': 'application/json' },
      })
    }
    const { connector } = harness({ answer: stub })
    const result = await connector.searchWorks({ query: fresh('coral'), limit: 3 })
    expect(result.works).toHaveLength(3)
    expect(urls.map((url) => url.searchParams.has('select'))).toEqual([true, false])
    const error = await connector.searchWorks({ query: fresh('bad'), limit: 3 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourceError)
    expect(error).toMatchObject({ source: 'crossref', kind: 'bad_response', status: 400 })
  })
})
