import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorkSchema } from '#shared/contract/sources'
import type { Database } from '../../../db/client'
import { projectRoot } from '../../../lib/paths'
import { openTestDatabase } from '../../../test/create-test-app'
import { createFederalRegisterFake } from '../../../test/fakes/federal-register.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { createFederalRegisterConnector, parseFederalRegisterDocuments } from './federal-register.client'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(projectRoot, 'server/test/fixtures/federalregister', name), 'utf8'))

describe('parseFederalRegisterDocuments', () => {
  const page = parseFederalRegisterDocuments(fixture('documents-default.json'))
  const [rule, proposed, presidential] = page.works

  it('reads the documents and the count; every work is valid', () => {
    expect(page.total).toBe(3)
    expect(page.works).toHaveLength(3)
    for (const work of page.works) expect(WorkSchema.parse(work)).toEqual(work)
  })

  it('maps a rule: type, venue, agencies as authors, no scholarly ids, landing page and PDF', () => {
    expect(rule).toEqual({
      ids: {},
      title: 'PFAS National Primary Drinking Water Regulation: Compliance Extension',
      abstract:
        'The Environmental Protection Agency (EPA) is extending the compliance date for the maximum contaminant levels for PFOA and PFOS from 2029 to 2031 and keeping the monitoring requirements unchanged.',
      abstractSections: [],
      authors: [{ name: 'Environmental Protection Agency', affiliations: [] }],
      year: 2025,
      publicationDate: '2025-06-09',
      venue: 'Federal Register',
      type: 'rule',
      citationCount: null,
      url: 'https://www.federalregister.gov/documents/2025/06/09/2025-10417/pfas-national-primary-drinking-water-regulation-compliance-extension',
      openAccessUrl: 'https://www.govinfo.gov/content/pkg/FR-2025-06-09/pdf/2025-10417.pdf',
      topics: [],
      sources: ['federalregister'],
    })
  })

  it('maps each document type, and several agencies', () => {
    expect(proposed?.type).toBe('proposed-rule')
    expect(proposed?.abstract).toBeNull()
    expect(proposed?.authors.map((author) => author.name)).toEqual([
      'Health and Human Services Department',
      'Food and Drug Administration',
    ])
    expect(presidential?.type).toBe('presidential-document')
    expect(parseFederalRegisterDocuments(fixture('documents-notice.json')).works[0]?.type).toBe('notice')
  })

  it('reads an answer with no results[] (nothing matched)', () => {
    expect(parseFederalRegisterDocuments(fixture('documents-empty.json'))).toEqual({ works: [], total: 0 })
  })

  it('rejects an answer of another shape', () => {
    expect(() => parseFederalRegisterDocuments({ errors: { per_page: 'is invalid' } })).toThrow()
  })
})

describe('the Federal Register connector, through SourceHttp and the fake', () => {
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
      mount: 'federalregister',
      fake: createFederalRegisterFake(),
      env: { FEDERAL_REGISTER_BASE_URL: `${HARNESS_ORIGIN}/federalregister` },
    })
    return { ...h, connector: createFederalRegisterConnector(h.deps) }
  }

  it('searches documents.json by term, page and per_page, by relevance', async () => {
    const { connector, calls } = harness()
    expect(connector.unavailableReason).toBeNull()
    const result = await connector.searchWorks({ query: 'pfas drinking water', limit: 2, offset: 2 })
    expect(result).toMatchObject({ source: 'federalregister', total: 3 })
    expect(result.works.map((work) => work.type)).toEqual(['presidential-document'])
    expect(calls[0]?.url.pathname).toBe('/federalregister/documents.json')
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      'conditions[term]': 'pfas drinking water',
      per_page: '2',
      page: '2',
      order: 'relevance',
    })
  })

  it('serves an offset off a page boundary with one bigger first page', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'pfas again', limit: 2, offset: 1 })
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toMatchObject({ per_page: '3', page: '1' })
    expect(result.works.map((work) => work.type)).toEqual(['proposed-rule', 'presidential-document'])
  })

  it('filters on publication date for a year range', async () => {
    const { connector, calls } = harness()
    await connector.searchWorks({ query: 'pfas', limit: 5, fromYear: 2024, toYear: 2025 })
    expect(calls[0]?.url.searchParams.get('conditions[publication_date][gte]')).toBe('2024-01-01')
    expect(calls[0]?.url.searchParams.get('conditions[publication_date][lte]')).toBe('2025-12-31')
  })

  it('returns no works for a query that matches nothing', async () => {
    const { connector } = harness()
    expect(await connector.searchWorks({ query: 'no-results', limit: 5 })).toEqual({
      source: 'federalregister',
      works: [],
      total: 0,
    })
  })
})
