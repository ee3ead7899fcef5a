import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client'
import { openTestDatabase } from '../../../test/create-test-app'
import { createPubMedFake } from '../../../test/fakes/pubmed.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { createPubMedConnector } from './pubmed.client'

describe('the PubMed connector, through SourceHttp and the fake', () => {
  let database: Database
  beforeAll(async () => {
    database = (await openTestDatabase()).database
  })
  afterAll(async () => {
    await database.close()
  })

  const harness = (options: { env?: Record<string, string>; rateLimitFirst?: number } = {}) => {
    const h = createSourceHarness({
      db: database.db,
      mount: 'pubmed',
      fake: createPubMedFake(),
      env: { NCBI_EUTILS_BASE_URL: `${HARNESS_ORIGIN}/pubmed`, ...options.env },
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
    expect(Object.fromEntries(esearch ?? [])).toMatchObject({
      db: 'pubmed',
      term: 'gut microbiome ageing',
      retmax: '3',
      retstart: '1',
      usehistory: 'n',
    })
    expect(Object.fromEntries(calls[1]?.url.searchParams ?? [])).toMatchObject({
      db: 'pubmed',
      id: '38765432,37654321,36543210',
      retmode: 'xml',
    })
  })

  it('passes a year range as a publication-date filter', async () => {
    const { connector, calls } = harness()
    await connector.searchWorks({ query: 'butyrate years', limit: 2, fromYear: 2020 })
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toMatchObject({
      datetype: 'pdat',
      mindate: '2020',
      maxdate: '3000',
    })
  })

  it('returns no works, without an efetch, when nothing matches', async () => {
    const { connector, calls } = harness()
    expect(await connector.searchWorks({ query: 'no-results here', limit: 5 })).toEqual({
      source: 'pubmed',
      works: [],
      total: 0,
    })
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
})
