import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorkSchema } from '../../../../shared/contract/sources'
import type { Database } from '../../../db/client'
import { projectRoot } from '../../../lib/paths'
import { openTestDatabase } from '../../../test/create-test-app'
import { createEuropePmcFake } from '../../../test/fakes/europepmc.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import type { HostPolicy } from '../source-http'
import { createEuropePmcConnector, parseEuropePmcSearch } from './europepmc.client'

const fixture = (name: string): unknown => JSON.parse(readFileSync(join(projectRoot, 'server/test/fixtures/europepmc', name), 'utf8'))

describe('parseEuropePmcSearch', () => {
  const page = parseEuropePmcSearch(fixture('search-core-default.json'))
  const [cohort, preprint, editorial] = page.works

  it('reads the results, hitCount and next cursor; every work is valid', () => {
    expect(page.total).toBe(3)
    expect(page.nextCursorMark).toBe('AoIIQHk7Vyg0MDEyMzQ1Ng==')
    expect(page.works).toHaveLength(3)
    for (const work of page.works) expect(WorkSchema.parse(work)).toEqual(work)
  })

  it('reads ids: DOI lower-cased, PMID, PMC id; a preprint has only its DOI', () => {
    expect(cohort?.ids).toEqual({ doi: '10.1093/jac/dkaf071', pmid: '40123456', pmcid: 'PMC11987654' })
    expect(preprint?.ids).toEqual({ doi: '10.1101/2025.08.14.25333512' })
    expect(editorial?.ids).toEqual({ pmid: '38990011' })
  })

  it('strips markup from titles', () => {
    expect(cohort?.title).toBe('Carbapenem-resistant Klebsiella pneumoniae in neonatal units: a multicentre cohort study.')
    expect(preprint?.title).toBe('Wastewater surveillance of blaNDM genes across 40 European cities')
  })

  it('splits an abstract with <h4> headings into labelled sections and a plain-text join', () => {
    expect(cohort?.abstractSections).toEqual([
      { label: 'Background', text: 'Carbapenem resistance in Klebsiella pneumoniae is rising in sub-Saharan neonatal units.' },
      { label: 'Methods', text: 'We followed 1,204 neonates in four units for 18 months and typed every carbapenemase-producing isolate.' },
      {
        label: 'Results',
        text: 'Colonisation reached 14% (95% CI 12-16%); blaOXA-48 accounted for 71% of isolates and mortality was higher in colonised infants (HR 1.9, p<0.01).',
      },
      { label: 'Conclusions', text: 'Screening on admission is justified in these settings.' },
    ])
    expect(cohort?.abstract).toMatch(/^Background: Carbapenem resistance .* Conclusions: Screening on admission is justified in these settings\.$/)
    expect(preprint?.abstract).toBe('We sequenced 2,310 wastewater samples and found NDM carbapenemase genes in every city, with loads tracking hospital admissions.')
    expect(preprint?.abstractSections).toEqual([])
    expect(editorial?.abstract).toBeNull()
  })

  it('reads authors with first names, ORCIDs and affiliations, and collective names', () => {
    expect(cohort?.authors).toEqual([
      {
        name: 'Abena K Mensah',
        orcid: '0000-0003-1402-7785',
        affiliations: ['Department of Medical Microbiology, University of Ghana Medical School, Accra, Ghana.', 'Noguchi Memorial Institute for Medical Research, Accra, Ghana.'],
      },
      { name: 'Lotte van der Berg', affiliations: ['Amsterdam UMC, Amsterdam, the Netherlands.'] },
      { name: 'Sana Iqbal', affiliations: [] },
    ])
    expect(editorial?.authors).toEqual([{ name: 'WHO Collaborating Centre on Antimicrobial Resistance', affiliations: [] }])
  })

  it('reads journal, year, first publication date, citations and type', () => {
    expect(cohort).toMatchObject({ venue: 'The Journal of antimicrobial chemotherapy', year: 2025, publicationDate: '2025-03-10', citationCount: 7, type: 'article' })
    expect(preprint).toMatchObject({ venue: null, year: 2025, publicationDate: '2025-08-15', citationCount: 0, type: 'preprint' })
    expect(editorial).toMatchObject({ year: 2024, type: 'editorial', citationCount: 2 })
  })

  it('links to Europe PMC and to a free full text when there is one', () => {
    expect(cohort?.url).toBe('https://europepmc.org/article/MED/40123456')
    expect(cohort?.openAccessUrl).toBe('https://europepmc.org/articles/PMC11987654?pdf=render')
    expect(preprint?.url).toBe('https://europepmc.org/article/PPR/PPR987654')
    expect(preprint?.openAccessUrl).toBe('https://doi.org/10.1101/2025.08.14.25333512')
    expect(editorial?.openAccessUrl).toBeNull()
  })

  it('takes topics from keywords and major MeSH headings', () => {
    expect(cohort?.topics).toEqual(['Neonatal Sepsis', 'Carbapenemase', 'Klebsiella Pneumoniae', 'Klebsiella Infections', 'Carbapenem-Resistant Enterobacteriaceae'])
    expect(cohort?.sources).toEqual(['europepmc'])
  })

  it('reads resultType=lite (authorString, journalTitle, pubType as text)', () => {
    const [work] = parseEuropePmcSearch(fixture('search-lite.json')).works
    expect(work).toMatchObject({
      ids: { pmid: '40112233', doi: '10.1016/s1473-3099(25)00118-4' },
      authors: [
        { name: 'Novak P', affiliations: [] },
        { name: 'Adeyemi O', affiliations: [] },
        { name: 'Larsen K', affiliations: [] },
      ],
      venue: 'Lancet Infect Dis',
      year: 2025,
      type: 'article',
      abstract: null,
    })
  })

  it('reads an empty answer (no nextCursorMark) as no works', () => {
    expect(parseEuropePmcSearch(fixture('search-no-results.json'))).toEqual({ works: [], total: 0, nextCursorMark: null })
  })

  it('rejects an answer without a resultList', () => {
    expect(() => parseEuropePmcSearch({ errCode: 400, errMsg: 'Invalid query' })).toThrow(/Invalid query/)
    expect(() => parseEuropePmcSearch([])).toThrow()
  })
})

describe('the Europe PMC connector, through SourceHttp and the fake', () => {
  let database: Database
  beforeAll(async () => {
    database = (await openTestDatabase()).database
  })
  afterAll(async () => {
    await database.close()
  })

  const harness = (options: { policy?: Partial<HostPolicy>; rateLimitFirst?: number } = {}) => {
    const h = createSourceHarness({
      db: database.db,
      mount: 'europepmc',
      fake: createEuropePmcFake(),
      env: { EUROPEPMC_BASE_URL: `${HARNESS_ORIGIN}/europepmc` },
      policies: { europepmc: { retries: 2, ...options.policy } },
      rateLimitFirst: options.rateLimitFirst,
    })
    return { ...h, connector: createEuropePmcConnector(h.deps) }
  }

  it('searches with format=json, resultType=core and the first cursor', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'antimicrobial resistance', limit: 2 })
    expect(result).toMatchObject({ source: 'europepmc', total: 3 })
    expect(result.works.map((work) => work.title.slice(0, 20))).toEqual(['Carbapenem-resistant', 'Wastewater surveilla'])
    expect(calls[0]?.url.pathname).toBe('/europepmc/search')
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      query: 'antimicrobial resistance',
      format: 'json',
      resultType: 'core',
      pageSize: '2',
      cursorMark: '*',
    })
  })

  it('serves an offset by asking for offset + limit and slicing', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'offset please', limit: 2, offset: 1 })
    expect(calls[0]?.url.searchParams.get('pageSize')).toBe('3')
    expect(result.works.map((work) => work.ids.pmid ?? work.ids.doi)).toEqual(['10.1101/2025.08.14.25333512', '38990011'])
  })

  it('adds a publication-year range to the query', async () => {
    const { connector, calls } = harness()
    await connector.searchWorks({ query: 'stewardship', limit: 1, fromYear: 2020, toYear: 2024 })
    expect(calls[0]?.url.searchParams.get('query')).toBe('(stewardship) AND (PUB_YEAR:[2020 TO 2024])')
  })

  it('returns no works for a query that matches nothing', async () => {
    const { connector } = harness()
    expect(await connector.searchWorks({ query: 'no-results', limit: 5 })).toEqual({ source: 'europepmc', works: [], total: 0 })
  })

  it('retries a 429 and then answers', async () => {
    const { connector, calls } = harness({ rateLimitFirst: 1 })
    expect((await connector.searchWorks({ query: 'retry then answer', limit: 3 })).works).toHaveLength(3)
    expect(calls).toHaveLength(2)
  })

  it('turns repeated 500s into an upstream SourceError after the retries', async () => {
    const { connector, calls } = harness()
    await expect(connector.searchWorks({ query: 'fail-500', limit: 2 })).rejects.toMatchObject({ source: 'europepmc', kind: 'upstream', status: 500 })
    expect(calls).toHaveLength(3)
  })

  it('times out when Europe PMC does not answer', async () => {
    const { connector } = harness({ policy: { timeoutMs: 40, retries: 0 } })
    await expect(connector.searchWorks({ query: 'fail-timeout', limit: 2 })).rejects.toMatchObject({ kind: 'timeout' })
  })

  it('reports a truncated body as a bad response', async () => {
    const { connector } = harness()
    await expect(connector.searchWorks({ query: 'fail-malformed', limit: 2 })).rejects.toMatchObject({ kind: 'bad_response' })
  })

  it('serves a repeated search from the cache', async () => {
    const { connector, calls } = harness()
    const first = await connector.searchWorks({ query: 'cache me', limit: 3 })
    const second = await connector.searchWorks({ query: 'cache me', limit: 3 })
    expect(second).toEqual(first)
    expect(calls).toHaveLength(1)
  })
})
