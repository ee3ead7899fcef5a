import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { WorkSchema } from '#shared/contract/sources'
import { projectRoot } from '../../../lib/paths'
import { parseEuropePmcSearch } from './europepmc.parse'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(projectRoot, 'server/test/fixtures/europepmc', name), 'utf8'))

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
    expect(cohort?.title).toBe(
      'Carbapenem-resistant Klebsiella pneumoniae in neonatal units: a multicentre cohort study.',
    )
    expect(preprint?.title).toBe('Wastewater surveillance of blaNDM genes across 40 European cities')
  })

  it('splits an abstract with <h4> headings into labelled sections and a plain-text join', () => {
    expect(cohort?.abstractSections).toEqual([
      {
        label: 'Background',
        text: 'Carbapenem resistance in Klebsiella pneumoniae is rising in sub-Saharan neonatal units.',
      },
      {
        label: 'Methods',
        text: 'We followed 1,204 neonates in four units for 18 months and typed every carbapenemase-producing isolate.',
      },
      {
        label: 'Results',
        text: 'Colonisation reached 14% (95% CI 12-16%); blaOXA-48 accounted for 71% of isolates and mortality was higher in colonised infants (HR 1.9, p<0.01).',
      },
      { label: 'Conclusions', text: 'Screening on admission is justified in these settings.' },
    ])
    expect(cohort?.abstract).toMatch(
      /^Background: Carbapenem resistance .* Conclusions: Screening on admission is justified in these settings\.$/,
    )
    expect(preprint?.abstract).toBe(
      'We sequenced 2,310 wastewater samples and found NDM carbapenemase genes in every city, with loads tracking hospital admissions.',
    )
    expect(preprint?.abstractSections).toEqual([])
    expect(editorial?.abstract).toBeNull()
  })

  it('reads authors with first names, ORCIDs and affiliations, and collective names', () => {
    expect(cohort?.authors).toEqual([
      {
        name: 'Abena K Mensah',
        orcid: '0000-0003-1402-7785',
        affiliations: [
          'Department of Medical Microbiology, University of Ghana Medical School, Accra, Ghana.',
          'Noguchi Memorial Institute for Medical Research, Accra, Ghana.',
        ],
      },
      { name: 'Lotte van der Berg', affiliations: ['Amsterdam UMC, Amsterdam, the Netherlands.'] },
      { name: 'Sana Iqbal', affiliations: [] },
    ])
    expect(editorial?.authors).toEqual([
      { name: 'WHO Collaborating Centre on Antimicrobial Resistance', affiliations: [] },
    ])
  })

  it('reads journal, year, first publication date, citations and type', () => {
    expect(cohort).toMatchObject({
      venue: 'The Journal of antimicrobial chemotherapy',
      year: 2025,
      publicationDate: '2025-03-10',
      citationCount: 7,
      type: 'article',
    })
    expect(preprint).toMatchObject({
      venue: null,
      year: 2025,
      publicationDate: '2025-08-15',
      citationCount: 0,
      type: 'preprint',
    })
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
    expect(cohort?.topics).toEqual([
      'Neonatal Sepsis',
      'Carbapenemase',
      'Klebsiella Pneumoniae',
      'Klebsiella Infections',
      'Carbapenem-Resistant Enterobacteriaceae',
    ])
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
    expect(parseEuropePmcSearch(fixture('search-no-results.json'))).toEqual({
      works: [],
      total: 0,
      nextCursorMark: null,
    })
  })

  it('rejects an answer without a resultList', () => {
    expect(() => parseEuropePmcSearch({ errCode: 400, errMsg: 'Invalid query' })).toThrow(/Invalid query/)
    expect(() => parseEuropePmcSearch([])).toThrow()
  })
})
