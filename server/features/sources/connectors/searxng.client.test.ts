import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorkSchema } from '#shared/contract/sources'
import type { Database } from '../../../db/client'
import { projectRoot } from '../../../lib/paths'
import { openTestDatabase } from '../../../test/create-test-app'
import { createSearxngFake } from '../../../test/fakes/searxng.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { SourceError } from '../source-http'
import { createSearxngConnector, parseSearxngResults } from './searxng.client'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(projectRoot, 'server/test/fixtures/searxng', name), 'utf8'))

describe('parseSearxngResults', () => {
  const page = parseSearxngResults(fixture('search-default.json'))
  const [doe, nature, wikipedia] = page.works

  it('reads one web page per URL, skipping non-web links; every work is valid', () => {
    expect(page.works.map((work) => work.url)).toEqual([
      'https://www.energy.gov/eere/buildings/cold-climate-heat-pumps',
      'https://www.nature.com/articles/s41560-024-01567-0',
      'https://en.wikipedia.org/wiki/Air_source_heat_pump',
    ])
    for (const work of page.works) expect(WorkSchema.parse(work)).toEqual(work)
  })

  it('maps a result: webpage type, content as the abstract, hostname as the venue, no ids', () => {
    expect(doe).toEqual({
      ids: {},
      title: 'Cold Climate Heat Pumps | Department of Energy',
      abstract:
        'Cold-climate heat pumps keep a coefficient of performance above 1.75 at \u221215 \u00b0F, according to the DOE challenge specification.',
      abstractSections: [],
      authors: [],
      year: null,
      publicationDate: null,
      venue: 'energy.gov',
      type: 'webpage',
      citationCount: null,
      url: 'https://www.energy.gov/eere/buildings/cold-climate-heat-pumps',
      openAccessUrl: null,
      topics: [],
      sources: ['searxng'],
    })
  })

  it('strips highlight markup from titles and reads publishedDate', () => {
    expect(nature).toMatchObject({
      title: 'Field performance of heat pumps in cold climates',
      venue: 'nature.com',
      year: 2024,
      publicationDate: '2024-07-22',
    })
    expect(wikipedia?.venue).toBe('en.wikipedia.org')
  })

  it('has no total when SearXNG gives no estimate', () => {
    expect(page.total).toBeNull()
    expect(parseSearxngResults({ results: [], number_of_results: 1200 }).total).toBe(1200)
    expect(parseSearxngResults(fixture('search-empty.json'))).toEqual({ works: [], total: null })
  })

  it('rejects an answer without results[]', () => {
    expect(() => parseSearxngResults({ error: 'x' })).toThrow()
  })
})

describe('the SearXNG connector, through SourceHttp and the fake', () => {
  let database: Database
  beforeAll(async () => {
    database = (await openTestDatabase()).database
  })
  afterAll(async () => {
    await database.close()
  })

  const harness = (options: { on?: boolean } = {}) => {
    const h = createSourceHarness({
      db: database.db,
      mount: 'searxng',
      fake: createSearxngFake(),
      env: options.on === false ? {} : { SEARXNG_BASE_URL: `${HARNESS_ORIGIN}/searxng` },
    })
    return { ...h, connector: createSearxngConnector(h.deps) }
  }

  it('is off unless SEARXNG_BASE_URL is set, and says so instead of searching', async () => {
    const { connector, calls } = harness({ on: false })
    expect(connector.unavailableReason).toBe('Web search is off: set SEARXNG_BASE_URL')
    const error = await connector.searchWorks({ query: 'heat pumps', limit: 3 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourceError)
    expect(error).toMatchObject({ source: 'searxng', kind: 'not_configured' })
    expect(calls).toHaveLength(0)
  })

  it('searches with q, format=json and the page number', async () => {
    const { connector, calls } = harness()
    expect(connector.unavailableReason).toBeNull()
    const result = await connector.searchWorks({ query: 'heat pump efficiency', limit: 2 })
    expect(result).toMatchObject({ source: 'searxng', total: null })
    expect(result.works).toHaveLength(2)
    expect(calls[0]?.url.pathname).toBe('/searxng/search')
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      q: 'heat pump efficiency',
      format: 'json',
      pageno: '1',
    })
    await connector.searchWorks({ query: 'heat pump efficiency', limit: 10, offset: 10 })
    expect(calls[1]?.url.searchParams.get('pageno')).toBe('2')
  })

  it('explains a 403: the instance has not enabled the JSON format', async () => {
    const { http } = harness()
    const plain = await http.fetch({ source: 'searxng', url: `${HARNESS_ORIGIN}/searxng/search?q=x`, cache: 'none' })
    expect(plain.status).toBe(403) // the fake, like SearXNG, refuses formats it does not serve
    const refusing = new Hono().get('/search', (c) => c.body('Forbidden', 403, { 'content-type': 'text/html' }))
    const h = createSourceHarness({
      db: database.db,
      mount: 'searxng',
      fake: refusing,
      env: { SEARXNG_BASE_URL: `${HARNESS_ORIGIN}/searxng` },
    })
    await expect(createSearxngConnector(h.deps).searchWorks({ query: 'x', limit: 1 })).rejects.toMatchObject({
      kind: 'upstream',
      status: 403,
      message: expect.stringContaining('format=json'),
    })
  })

  it('returns no works for a query that matches nothing', async () => {
    const { connector } = harness()
    expect(await connector.searchWorks({ query: 'no-results', limit: 5 })).toEqual({
      source: 'searxng',
      works: [],
      total: null,
    })
  })
})
