import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorkSchema } from '#shared/contract/sources'
import type { Database } from '../../../db/client'
import { projectRoot } from '../../../lib/paths'
import { openTestDatabase } from '../../../test/create-test-app'
import { createArxivFake } from '../../../test/fakes/arxiv.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { SourceError } from '../source-http'
import { arxivIdOf, arxivSearchQuery, createArxivConnector, parseArxivFeed } from './arxiv.client'

const fixture = (name: string) => readFileSync(join(projectRoot, 'server/test/fixtures/arxiv', name), 'utf8')

describe('parseArxivFeed', () => {
  const feed = parseArxivFeed(fixture('query-default.xml'))
  const [sparse, benchmark, oldStyle] = feed.works

  it('reads the entries and opensearch:totalResults; every work is valid', () => {
    expect(feed.total).toBe(3)
    expect(feed.error).toBeNull()
    expect(feed.works).toHaveLength(3)
    for (const work of feed.works) expect(WorkSchema.parse(work)).toEqual(work)
  })

  it('takes the id without its version, new-style and old-style', () => {
    expect(feed.works.map((work) => work.ids.arxiv)).toEqual(['2511.04217', '2603.00418', 'cond-mat/0507123'])
    expect(sparse?.url).toBe('https://arxiv.org/abs/2511.04217')
    expect(oldStyle?.url).toBe('https://arxiv.org/abs/cond-mat/0507123')
  })

  it('collapses whitespace in titles and abstracts but leaves LaTeX as written', () => {
    expect(sparse?.title).toBe('Sparse Message Passing for $k$-hop Graph Neural Networks at Scale')
    expect(sparse?.abstract).toBe(
      'We show that $k$-hop message passing with a learned sparsity mask $\\mathbf{M} \\in \\{0,1\\}^{n \\times n}$ matches dense aggregation on 9 of 11 benchmarks while cutting memory by $4\\times$. Accuracy drops only when the average degree is < 3.',
    )
    expect(oldStyle?.abstract).toBe(
      "We study the spectrum of the graph Laplacian of Erd\\H{o}s-R\\'enyi graphs close to the percolation threshold $p_c = 1/n$ and relate its low-lying eigenvectors to the giant component.",
    )
  })

  it('reads the publisher DOI from arxiv:doi, lower-cased, and nothing else as a DOI', () => {
    expect(sparse?.ids).toEqual({ arxiv: '2511.04217', doi: '10.1145/3711896.3736912' })
    expect(benchmark?.ids).toEqual({ arxiv: '2603.00418' })
  })

  it('reads authors with their arXiv affiliations', () => {
    expect(sparse?.authors).toEqual([
      { name: 'Priya Raman', affiliations: ['IIT Madras'] },
      { name: 'Jonas Vogel', affiliations: [] },
    ])
    expect(benchmark?.authors[1]).toEqual({
      name: 'Wei Zhang',
      affiliations: ['Tsinghua University', 'Shanghai AI Laboratory'],
    })
    expect(benchmark?.authors[0]?.name).toBe('Lucía Fernández')
  })

  it('reads categories (primary first), the pdf link, and the year and date of the first version', () => {
    expect(sparse?.topics).toEqual(['cs.LG', 'cs.SI', 'stat.ML'])
    expect(oldStyle?.topics).toEqual(['cond-mat.dis-nn'])
    expect(sparse?.openAccessUrl).toBe('https://arxiv.org/pdf/2511.04217v2')
    expect([sparse?.year, sparse?.publicationDate]).toEqual([2025, '2025-11-06'])
    expect([oldStyle?.year, oldStyle?.publicationDate]).toEqual([2005, '2005-07-05'])
    expect(sparse).toMatchObject({
      venue: 'arXiv',
      type: 'preprint',
      citationCount: null,
      sources: ['arxiv'],
      abstractSections: [],
    })
  })

  it('reads the pre-2025 serialization (namespaces declared per element, wrapped text, type="html")', () => {
    const legacy = parseArxivFeed(fixture('query-legacy-format.xml'))
    expect(legacy.total).toBe(1874)
    expect(legacy.works[0]).toMatchObject({
      ids: { arxiv: '1203.5501', doi: '10.1103/physreve.86.041110' },
      title: 'Explosive percolation in the configuration model',
      abstract:
        'We analyse the Achlioptas process on graphs with a given degree sequence and show that the transition is continuous in the thermodynamic limit.',
      authors: [
        { name: 'Hannah Whitfield', affiliations: ['University of Bristol'] },
        { name: 'Tomasz Nowak', affiliations: [] },
      ],
      topics: ['cond-mat.stat-mech', 'math.PR'],
      year: 2012,
      openAccessUrl: 'http://arxiv.org/pdf/1203.5501v2',
    })
  })

  it('reports the error entry arXiv sends with HTTP 400, and no works', () => {
    expect(parseArxivFeed(fixture('error-incorrect-id.xml'))).toEqual({
      works: [],
      total: 0,
      error: 'incorrect id format for not-an-id',
    })
  })

  it('reads an empty feed as no works and a total of 0', () => {
    expect(parseArxivFeed(fixture('query-empty.xml'))).toEqual({ works: [], total: 0, error: null })
  })

  it('rejects a truncated feed and XML that is not Atom', () => {
    expect(() => parseArxivFeed(fixture('query-default.xml').slice(0, 1500))).toThrow()
    expect(() => parseArxivFeed('<rss><channel/></rss>')).toThrow(/Atom/)
  })
})

describe('arXiv query building', () => {
  it('ANDs all: terms, keeps phrases, drops query syntax, and adds a submittedDate range', () => {
    expect(arxivSearchQuery('graph neural')).toBe('all:graph AND all:neural')
    expect(arxivSearchQuery('"message passing" (sparse) ti:x AND y')).toBe(
      'all:"message passing" AND all:sparse AND all:tix AND all:and AND all:y',
    )
    expect(arxivSearchQuery('spin glass', 2020, 2022)).toBe(
      'all:spin AND all:glass AND submittedDate:[202001010000 TO 202212312359]',
    )
  })

  it('recognises a query that is an arXiv id', () => {
    expect(arxivIdOf('arXiv:2202.12139v1')).toBe('2202.12139')
    expect(arxivIdOf(' astro-ph/0601001 ')).toBe('astro-ph/0601001')
    expect(arxivIdOf('math.GT/0309136v2')).toBe('math.GT/0309136')
    expect(arxivIdOf('graph 2202.12139')).toBeNull()
  })
})

describe('the arXiv connector, through SourceHttp and the fake', () => {
  let database: Database
  beforeAll(async () => {
    database = (await openTestDatabase()).database
  })
  afterAll(async () => {
    await database.close()
  })

  const harness = () => {
    const h = createSourceHarness({
      db: database.db,
      mount: 'arxiv',
      fake: createArxivFake(),
      env: { ARXIV_BASE_URL: `${HARNESS_ORIGIN}/arxiv` },
    })
    return { ...h, connector: createArxivConnector(h.deps) }
  }

  it('searches with search_query, start and max_results', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'graph neural networks', limit: 2, offset: 1 })
    expect(result).toMatchObject({ source: 'arxiv', total: 3 })
    expect(result.works.map((work) => work.ids.arxiv)).toEqual(['2603.00418', 'cond-mat/0507123'])
    expect(calls[0]?.url.pathname).toBe('/arxiv/query')
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toMatchObject({
      search_query: 'all:graph AND all:neural AND all:networks',
      start: '1',
      max_results: '2',
    })
  })

  it('looks an arXiv id up with id_list', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'arXiv:2511.04217v2', limit: 5 })
    expect(result.works.map((work) => work.ids.arxiv)).toEqual(['2511.04217'])
    expect(calls[0]?.url.searchParams.get('id_list')).toBe('2511.04217')
  })

  it('turns a 400 error feed into an upstream SourceError carrying arXiv’s message', async () => {
    const refusing = new Hono().get('/query', (c) =>
      c.body(fixture('error-incorrect-id.xml'), 400, { 'content-type': 'application/atom+xml' }),
    )
    const h = createSourceHarness({
      db: database.db,
      mount: 'arxiv',
      fake: refusing,
      env: { ARXIV_BASE_URL: `${HARNESS_ORIGIN}/arxiv` },
    })
    const error = await createArxivConnector(h.deps)
      .searchWorks({ query: 'refused', limit: 3 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourceError)
    expect(error).toMatchObject({
      source: 'arxiv',
      kind: 'upstream',
      status: 400,
      message: 'arXiv refused the query: incorrect id format for not-an-id',
    })
    expect(h.calls).toHaveLength(1) // a 400 is not retried
  })

  it('the fake answers a malformed id_list with HTTP 400 and the Atom error feed, as arXiv does', async () => {
    const { http } = harness()
    const response = await http.fetch({
      source: 'arxiv',
      url: `${HARNESS_ORIGIN}/arxiv/query?id_list=abc&start=0&max_results=10`,
      cache: 'search',
    })
    expect(response.status).toBe(400)
    expect(response.contentType).toContain('application/atom+xml')
    expect(parseArxivFeed(response.body).error).toBe('incorrect id format for abc')
  })

  it('returns no works for a query that matches nothing', async () => {
    const { connector } = harness()
    expect(await connector.searchWorks({ query: 'no-results', limit: 5 })).toEqual({
      source: 'arxiv',
      works: [],
      total: 0,
    })
  })

  it('asks again, past the cache, when arXiv claims hits but sends an empty page', async () => {
    let served = 0
    const fake = createArxivFake()
    const emptyButClaimsHits = fixture('query-default.xml').replace(/\s*<entry>[\s\S]*<\/entry>/, '')
    const flaky = new Hono().get('/query', (c) =>
      served++ === 0
        ? c.body(emptyButClaimsHits, 200, { 'content-type': 'application/atom+xml' })
        : fake.fetch(new Request(c.req.url.replace('/arxiv/query', '/query'))),
    )
    const h = createSourceHarness({
      db: database.db,
      mount: 'arxiv',
      fake: flaky,
      env: { ARXIV_BASE_URL: `${HARNESS_ORIGIN}/arxiv` },
    })
    const result = await createArxivConnector(h.deps).searchWorks({ query: 'flaky empty page', limit: 3 })
    expect(result.works).toHaveLength(3)
    expect(h.calls).toHaveLength(2)
  })
})
