import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorkSchema } from '#shared/contract/sources'
import type { Database } from '../../../db/client'
import { projectRoot } from '../../../lib/paths'
import { openTestDatabase } from '../../../test/create-test-app'
import { createCoreFake } from '../../../test/fakes/core.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { SourceError } from '../source-http'
import { createCoreConnector, parseCoreV3Search } from './core.client'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(projectRoot, 'server/test/fixtures/core', name), 'utf8'))

describe('parseCoreV3Search', () => {
  const page = parseCoreV3Search(fixture('search-works-default.json'))
  const [article, preprint, thesis] = page.works

  it('reads results and totalHits; every work is valid', () => {
    expect(page.total).toBe(3)
    expect(page.works).toHaveLength(3)
    for (const work of page.works) expect(WorkSchema.parse(work)).toEqual(work)
  })

  it('reads ids: the CORE id, a bare lower-case DOI, arXiv (no version) and PubMed ids', () => {
    expect(article?.ids).toEqual({ core: '148203311', doi: '10.3390/en16217344' })
    expect(preprint?.ids).toEqual({ core: '160551207', arxiv: '2406.11873' })
    expect(thesis?.ids).toEqual({ core: '139002418', pmid: '35012299' })
  })

  it('reads title, plain-text abstract and authors', () => {
    expect(article?.title).toBe('Shared micro-grids and household energy security in peri-urban Ghana')
    expect(article?.abstract).toBe(
      'Community solar schemes in peri-urban Ghana were surveyed over two dry seasons. Households with shared micro-grids reported 38% fewer outages & lower kerosene use.',
    )
    expect(article?.authors).toEqual([
      { name: 'Osei, Kwame', affiliations: [] },
      { name: 'Hartmann, Julia', affiliations: [] },
    ])
    expect(thesis?.abstract).toBeNull()
  })

  it('reads year, date, journal, type, citations and field of study', () => {
    expect(article).toMatchObject({
      year: 2023,
      publicationDate: '2023-11-01',
      venue: 'Energies',
      type: 'article',
      citationCount: 12,
      topics: ['Energy policy'],
    })
    expect(preprint).toMatchObject({
      year: 2024,
      publicationDate: '2024-06-17',
      venue: null,
      citationCount: null,
      topics: [],
    })
    expect(thesis).toMatchObject({ year: 2021, publicationDate: '2021', type: 'thesis', citationCount: 0 })
  })

  it('links to the CORE page and to the full text', () => {
    expect(article?.url).toBe('https://core.ac.uk/works/148203311')
    expect(article?.openAccessUrl).toBe('https://core.ac.uk/download/587214433.pdf')
    expect(preprint?.openAccessUrl).toBe('http://arxiv.org/abs/2406.11873') // downloadUrl is '', so the source's full text
    expect(thesis?.url).toBe('https://core.ac.uk/works/139002418')
    expect(thesis?.sources).toEqual(['core'])
  })

  it('reads an empty page, and rejects answers without results[]', () => {
    expect(parseCoreV3Search(fixture('search-works-empty.json'))).toEqual({ works: [], total: 0 })
    expect(() => parseCoreV3Search(fixture('unauthorized.json'))).toThrow(/Invalid API key/)
    // the retired v2 shape (its only recordings are from 2020) is not mistaken for works
    expect(() =>
      parseCoreV3Search({
        status: 'OK',
        totalHits: 1,
        data: [{ _type: 'article', _source: { id: '1', title: 'A v2 hit' } }],
      }),
    ).toThrow()
  })
})

describe('the CORE connector, through SourceHttp and the fake', () => {
  let database: Database
  beforeAll(async () => {
    database = (await openTestDatabase()).database
  })
  afterAll(async () => {
    await database.close()
  })

  const harness = (options: { key?: string | null; rateLimitFirst?: number } = {}) => {
    const key = options.key === undefined ? 'core-secret-key-42' : options.key
    const h = createSourceHarness({
      db: database.db,
      mount: 'core',
      fake: createCoreFake(),
      env: { CORE_BASE_URL: `${HARNESS_ORIGIN}/core`, ...(key ? { CORE_API_KEY: key } : {}) },
      rateLimitFirst: options.rateLimitFirst,
    })
    return { ...h, connector: createCoreConnector(h.deps) }
  }

  it('is off without CORE_API_KEY, says why, and refuses to search rather than fake results', async () => {
    const { connector, calls } = harness({ key: null })
    expect(connector.unavailableReason).toBe('CORE needs CORE_API_KEY')
    const error = await connector.searchWorks({ query: 'solar', limit: 3 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourceError)
    expect(error).toMatchObject({ source: 'core', kind: 'not_configured', message: 'CORE needs CORE_API_KEY' })
    expect(calls).toHaveLength(0)
  })

  it('searches /search/works with q, limit, offset and the key as a Bearer token, never in the URL or logs', async () => {
    const { connector, calls, logLines } = harness({ rateLimitFirst: 1 })
    expect(connector.unavailableReason).toBeNull()
    const result = await connector.searchWorks({ query: 'off-grid solar', limit: 2, offset: 1 })
    expect(result).toMatchObject({ source: 'core', total: 3 })
    expect(result.works.map((work) => work.ids.core)).toEqual(['160551207', '139002418'])
    const call = calls[calls.length - 1]
    expect(call?.url.pathname).toBe('/core/search/works')
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ q: 'off-grid solar', limit: '2', offset: '1' })
    expect(call?.headers.get('authorization')).toBe('Bearer core-secret-key-42')
    expect(logLines.length).toBeGreaterThan(0)
    expect(logLines.join('\n')).not.toContain('core-secret-key-42')
  })

  it('adds a year range to the query', async () => {
    const { connector, calls } = harness()
    await connector.searchWorks({ query: 'battery', limit: 1, fromYear: 2019, toYear: 2023 })
    expect(calls[0]?.url.searchParams.get('q')).toBe('(battery) AND yearPublished>=2019 AND yearPublished<=2023')
  })

  it('reports a key CORE refuses as an upstream error that says so', async () => {
    const refusing = new Hono().get('/search/works', (c) =>
      c.body(JSON.stringify(fixture('unauthorized.json')), 401, { 'content-type': 'application/json' }),
    )
    const h = createSourceHarness({
      db: database.db,
      mount: 'core',
      fake: refusing,
      env: { CORE_BASE_URL: `${HARNESS_ORIGIN}/core`, CORE_API_KEY: 'revoked' },
    })
    await expect(createCoreConnector(h.deps).searchWorks({ query: 'x', limit: 1 })).rejects.toMatchObject({
      kind: 'upstream',
      status: 401,
      message: expect.stringContaining('CORE refused CORE_API_KEY'),
    })
  })

  it('the fake refuses a request without a Bearer token', async () => {
    const { http } = harness()
    const response = await http.fetch({ source: 'core', url: `${HARNESS_ORIGIN}/core/search/works?q=x`, cache: 'none' })
    expect(response.status).toBe(401)
  })

  it('returns no works for a query that matches nothing', async () => {
    const { connector } = harness()
    expect(await connector.searchWorks({ query: 'no-results', limit: 5 })).toEqual({
      source: 'core',
      works: [],
      total: 0,
    })
  })
})
