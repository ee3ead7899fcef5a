import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client'
import { openTestDatabase } from '../../../test/create-test-app'
import { createPubMedFake } from '../../../test/fakes/pubmed.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { SourceError, type HostPolicy } from '../source-http'
import { createPubMedConnector } from './pubmed.client'

describe('the PubMed connector, through SourceHttp and the fake', () => {
  let database: Database
  beforeAll(async () => {
    database = (await openTestDatabase()).database
  })
  afterAll(async () => {
    await database.close()
  })

  const harness = (options: { env?: Record<string, string>; policy?: Partial<HostPolicy>; rateLimitFirst?: number } = {}) => {
    const h = createSourceHarness({
      db: database.db,
      mount: 'pubmed',
      fake: createPubMedFake(),
      env: { NCBI_EUTILS_BASE_URL: `${HARNESS_ORIGIN}/pubmed`, ...options.env },
      policies: { pubmed: { retries: 2, ...options.policy } },
      rateLimitFirst: options.rateLimitFirst,
    })
    return { ...h, connector: createPubMedConnector(h.deps) }
  }

  it('searches with esearch then efetch, keeping the relevance order', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'gut microbiome ageing', limit: 3, offset: 1 })
    expect(result.source).toBe('pubmed')
    expect(result.total).toBe(4)
    expect(result.works.map((work) => work.ids.pmid)).toEqual(['38765432', '37654321', '36543210'])
    expect(calls.map((call) => call.url.pathname)).toEqual(['/pubmed/esearch.fcgi', '/pubmed/efetch.fcgi'])
    const esearch = calls[0]?.url.searchParams
    expect(Object.fromEntries(esearch ?? [])).toMatchObject({ db: 'pubmed', term: 'gut microbiome ageing', retmax: '3', retstart: '1', usehistory: 'n' })
    expect(Object.fromEntries(calls[1]?.url.searchParams ?? [])).toMatchObject({ db: 'pubmed', id: '38765432,37654321,36543210', retmode: 'xml' })
  })

  it('passes a year range as a publication-date filter', async () => {
    const { connector, calls } = harness()
    await connector.searchWorks({ query: 'butyrate years', limit: 2, fromYear: 2020 })
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toMatchObject({ datetype: 'pdat', mindate: '2020', maxdate: '3000' })
  })

  it('returns no works, without an efetch, when nothing matches', async () => {
    const { connector, calls } = harness()
    expect(await connector.searchWorks({ query: 'no-results here', limit: 5 })).toEqual({ source: 'pubmed', works: [], total: 0 })
    expect(calls).toHaveLength(1)
  })

  it('sends tool, email and the API key to NCBI, but never writes them to the logs', async () => {
    const { connector, calls, logLines } = harness({ env: { NCBI_API_KEY: 'ncbi-secret-key-123' }, rateLimitFirst: 1 })
    await connector.searchWorks({ query: 'identity check', limit: 1 })
    for (const call of calls) {
      expect(call.url.searchParams.get('tool')).toBe('lodestar')
      expect(call.url.searchParams.get('email')).toBe('ops@lodestar-research.org')
      expect(call.url.searchParams.get('api_key')).toBe('ncbi-secret-key-123')
    }
    expect(logLines.length).toBeGreaterThan(0) // the 429 was logged as a retry
    expect(logLines.join('\n')).toContain('esearch.fcgi')
    expect(logLines.join('\n')).not.toMatch(/ncbi-secret-key-123|api_key|ops@lodestar\.test|ops%40lodestar/)
  })

  it('leaves api_key out when there is no key', async () => {
    const { connector, calls } = harness()
    await connector.searchWorks({ query: 'no key please', limit: 1 })
    expect(calls[0]?.url.searchParams.has('api_key')).toBe(false)
  })

  it('retries a 429 and then answers', async () => {
    const { connector, calls } = harness({ rateLimitFirst: 2 })
    const result = await connector.searchWorks({ query: 'rate limited at first', limit: 2 })
    expect(result.works).toHaveLength(2)
    // two refusals, then esearch answers (efetch may come from the cache of an earlier test)
    expect(calls.slice(0, 3).map((call) => call.url.pathname)).toEqual(Array(3).fill('/pubmed/esearch.fcgi'))
  })

  it('gives up on a source that keeps answering 429, as rate limited', async () => {
    const { connector, calls } = harness()
    await expect(connector.searchWorks({ query: 'fail-429', limit: 2 })).rejects.toMatchObject({ source: 'pubmed', kind: 'rate_limited', status: 429 })
    expect(calls).toHaveLength(3)
  })

  it('turns repeated 500s into an upstream SourceError after the retries', async () => {
    const { connector, calls } = harness()
    await expect(connector.searchWorks({ query: 'fail-500', limit: 2 })).rejects.toMatchObject({ kind: 'upstream', status: 500 })
    expect(calls).toHaveLength(3)
  })

  it('times out when PubMed does not answer', async () => {
    const { connector } = harness({ policy: { timeoutMs: 40, retries: 1 } })
    await expect(connector.searchWorks({ query: 'fail-timeout', limit: 2 })).rejects.toMatchObject({ kind: 'timeout' })
  })

  it('reports a truncated body as a bad response', async () => {
    const { connector } = harness()
    const error = await connector.searchWorks({ query: 'fail-malformed', limit: 2 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourceError)
    expect(error).toMatchObject({ source: 'pubmed', kind: 'bad_response' })
  })

  it('serves a repeated search from the cache', async () => {
    const { connector, calls } = harness()
    const first = await connector.searchWorks({ query: 'cached search', limit: 2 })
    const upstreamCalls = calls.length
    expect(upstreamCalls).toBeGreaterThan(0)
    const second = await connector.searchWorks({ query: 'cached search', limit: 2 })
    expect(second).toEqual(first)
    expect(calls).toHaveLength(upstreamCalls)
  })
})
