import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AuthorProfileSchema, WorkSchema } from '#shared/contract/sources'
import {
  parseOpenAlexAuthor,
  parseOpenAlexAuthorsList,
  parseOpenAlexAutocomplete,
  parseOpenAlexError,
  parseOpenAlexGroupBy,
  parseOpenAlexInstitutionsList,
  parseOpenAlexLinkedWork,
  parseOpenAlexLinkedWorksList,
  parseOpenAlexSourcesList,
  parseOpenAlexTopic,
  parseOpenAlexTopicsList,
  parseOpenAlexWork,
  parseOpenAlexWorksList,
  rebuildAbstract,
} from './openalex.parse'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../test/fixtures/openalex/${name}`, import.meta.url), 'utf8'))

describe('OpenAlex parsers', () => {
  it('rebuilds an abstract from its inverted index, repeated words included', () => {
    expect(rebuildAbstract({ the: [0, 4], cat: [1], sat: [2], on: [3], mat: [5] })).toBe('the cat sat on the mat')
    expect(rebuildAbstract({ b: [1], a: [0], c: [7] })).toBe('a b c')
    expect(rebuildAbstract({ 'a.': [0], 'a.,': [1] })).toBe('a. a.,')
    expect(rebuildAbstract(null)).toBeNull()
    expect(rebuildAbstract(undefined)).toBeNull()
    expect(rebuildAbstract({})).toBeNull()
    expect(rebuildAbstract('not an index')).toBeNull()
    expect(rebuildAbstract({ word: ['x', -1] })).toBeNull()
  })

  it('parses every field of a work', () => {
    const work = parseOpenAlexWork(fixture('work-W7100000001.json'))
    expect(WorkSchema.parse(work)).toEqual(work)
    expect(work).toEqual({
      ids: {
        openalex: 'W7100000001',
        doi: '10.5555/lodestar.reef.2023.001',
        pmid: '36900001',
        pmcid: 'PMC10020001',
        arxiv: '2301.04567',
      },
      title: 'Bleaching thresholds of Acropora corals under 1.5\u00b0C warming & beyond',
      abstract:
        'Coral reefs are declining. Coral bleaching events, driven by marine heatwaves, have become more frequent & more severe. We modelled bleaching risk for 1,200 reefs under two warming scenarios (p < 0.05) and found that reefs in the the central Pacific lose resilience first.',
      abstractSections: [],
      authors: [
        {
          name: 'Amara Okafor',
          openalexId: 'A5100000001',
          orcid: '0000-0002-1825-0097',
          affiliations: ['University of Eastmoor', 'Reefline Marine Institute'],
        },
        { name: 'Tomás Ribeiro', openalexId: 'A5100000002', affiliations: ['Instituto Oceanográfico do Sul'] },
        {
          name: 'Hannah L. Whitcombe',
          openalexId: 'A5100000003',
          orcid: '0000-0001-5109-351X',
          affiliations: ['Independent researcher, Hobart'],
        },
      ],
      year: 2023,
      publicationDate: '2023-03-14',
      venue: 'Journal of Reef Science',
      type: 'article',
      citationCount: 57,
      url: 'https://doi.org/10.5555/lodestar.reef.2023.001',
      openAccessUrl: 'https://reefscience.example.org/articles/2023-001.pdf',
      topics: ['Coral Reef Ecology and Bleaching', 'Ocean Warming and Marine Heatwaves'],
      sources: ['openalex'],
    })
  })

  it('parses a works list, with null abstracts, missing locations and concept-only topics', () => {
    const { works, total, nextCursor } = parseOpenAlexWorksList(fixture('works-search-coral-reef.json'))
    expect(total).toBe(3)
    expect(nextCursor).toBeNull()
    expect(works.map((work) => WorkSchema.parse(work))).toHaveLength(3)
    const [heatwaves, guide, preprint] = works
    expect(heatwaves?.abstract).toMatch(/^Reef fish recruitment fell by 38%/)
    expect(heatwaves?.openAccessUrl).toBeNull()
    expect(guide).toMatchObject({
      ids: { openalex: 'W7100000003' },
      abstract: null,
      venue: null,
      url: 'https://openalex.org/W7100000003',
      openAccessUrl: null,
      topics: [],
      year: 1998,
      type: 'book',
    })
    expect(guide?.authors).toEqual([{ name: 'Priya Raman', openalexId: 'A5100000004', affiliations: [] }])
    expect(preprint).toMatchObject({
      ids: { openalex: 'W7100000004', doi: '10.48550/arxiv.2506.01234', arxiv: '2506.01234' },
      type: 'preprint',
      venue: 'arXiv (Cornell University)',
      topics: ['Coral', 'Symbiosis'],
    })
  })

  it('reads a cursor and tolerates id-only results (select=ids)', () => {
    const page = parseOpenAlexWorksList({
      meta: { count: 9, page: null, per_page: 1, next_cursor: 'abc', groups_count: null },
      results: [{ ids: { openalex: 'https://openalex.org/W1', doi: 'https://doi.org/10.1234/X' } }],
      group_by: [],
    })
    expect(page.nextCursor).toBe('abc')
    expect(page.works[0]).toMatchObject({
      ids: { openalex: 'W1', doi: '10.1234/x' },
      title: '',
      authors: [],
      year: null,
    })
  })

  it('refuses bodies that are not OpenAlex lists', () => {
    expect(() => parseOpenAlexWorksList('text')).toThrow()
    expect(() => parseOpenAlexWorksList({ results: 'nope' })).toThrow()
    expect(() => parseOpenAlexWorksList({ meta: {} })).toThrow()
    expect(() => parseOpenAlexGroupBy({ meta: {}, results: [] })).toThrow()
    expect(() => parseOpenAlexAuthor({ display_name: 'No Id' })).toThrow()
  })

  it('parses every field of an author profile', () => {
    const author = parseOpenAlexAuthor(fixture('author-A5100000001.json'))
    expect(AuthorProfileSchema.parse(author)).toEqual(author)
    expect(author).toEqual({
      id: 'A5100000001',
      name: 'Amara Okafor',
      institution: 'University of Eastmoor',
      institutions: ['University of Eastmoor', 'Reefline Marine Institute'],
      institutionType: 'education',
      country: 'GB',
      worksCount: 48,
      citationCount: 1630,
      hIndex: 19,
      i10Index: 27,
      topics: ['Coral Reef Ecology and Bleaching', 'Ocean Warming and Marine Heatwaves'],
      orcid: '0000-0002-1825-0097',
      // 2026 has citations but no works, so it does not count as active
      firstActiveYear: 2016,
      lastActiveYear: 2025,
      worksByYear: [
        { year: 2026, works: 0 },
        { year: 2025, works: 5 },
        { year: 2019, works: 3 },
        { year: 2016, works: 2 },
      ],
      source: 'openalex',
    })
  })

  it('falls back to x_concepts without topics, and to nulls without institutions or ORCID', () => {
    const { authors, total } = parseOpenAlexAuthorsList(fixture('authors-filter-openalex-ids.json'))
    expect(total).toBe(2)
    expect(authors[1]).toEqual({
      id: 'A5100000002',
      name: 'Tomás Ribeiro',
      institution: null,
      institutions: [],
      institutionType: null,
      country: null,
      worksCount: 22,
      citationCount: 410,
      hIndex: 9,
      i10Index: 8,
      topics: ['Oceanography', 'Ecology'],
      orcid: null,
      firstActiveYear: 2018,
      lastActiveYear: 2019,
      worksByYear: [
        { year: 2019, works: 4 },
        { year: 2018, works: 1 },
      ],
      source: 'openalex',
    })
  })

  it('parses group_by buckets with short keys', () => {
    expect(parseOpenAlexGroupBy(fixture('works-group-by-publication-year.json'))).toEqual([
      { key: '2023', label: '2023', count: 160 },
      { key: '2021', label: '2021', count: 131 },
      { key: '2024', label: '2024', count: 98 },
      { key: '2020', label: '2020', count: 23 },
    ])
    expect(parseOpenAlexGroupBy(fixture('works-group-by-author.json'))[0]).toEqual({
      key: 'A5100000001',
      label: 'Amara Okafor',
      count: 14,
    })
  })

  it('parses group_by countries with their ISO codes as keys', () => {
    expect(parseOpenAlexGroupBy(fixture('works-group-by-countries.json')).slice(0, 2)).toEqual([
      { key: 'US', label: 'United States of America', count: 512 },
      { key: 'AU', label: 'Australia', count: 301 },
    ])
  })

  it('parses topics with their field’s short id, and skips a topic without a name', () => {
    expect(parseOpenAlexTopicsList(fixture('topics-search-coral.json'))).toEqual([
      {
        id: 'T10320',
        name: 'Coral Reef Ecology and Bleaching',
        worksCount: 54012,
        field: { id: '23', name: 'Environmental Science' },
        subfield: 'Ecology',
      },
    ])
    expect(parseOpenAlexTopic({ id: 'https://openalex.org/T1', display_name: 'A', field: { id: 'x' } })).toEqual({
      id: 'T1',
      name: 'A',
      worksCount: 0,
      field: null,
      subfield: null,
    })
    expect(parseOpenAlexTopic({ id: 'https://openalex.org/W1', display_name: 'A work' })).toBeNull()
    expect(() => parseOpenAlexTopicsList({ meta: {} })).toThrow()
  })

  it('parses autocomplete entries and sources', () => {
    expect(parseOpenAlexAutocomplete(fixture('autocomplete-authors-okafor.json'))).toEqual([
      {
        id: 'A5100000001',
        name: 'Amara Okafor',
        hint: 'University of Eastmoor, United Kingdom',
        worksCount: 48,
        citationCount: 1630,
      },
      { id: 'A5100000009', name: 'Chidi Okafor', hint: null, worksCount: 1, citationCount: 3 },
    ])
    expect(parseOpenAlexSourcesList(fixture('sources-search-reef.json'))).toEqual([
      {
        id: 'S4299000010',
        name: 'Journal of Reef Science',
        type: 'journal',
        worksCount: 1840,
        citationCount: 40211,
        hIndex: 61,
        homepage: 'https://reefscience.example.org',
        issn: '2999-0101',
      },
      {
        id: 'S4299000011',
        name: 'Reef Monitoring Data Repository',
        type: 'repository',
        worksCount: 320,
        citationCount: 118,
        hIndex: 4,
        homepage: null,
        issn: null,
      },
    ])
  })

  it('reads the message of an error body', () => {
    expect(parseOpenAlexError(JSON.stringify(fixture('error-400-invalid-filter.json')))).toMatch(
      /^Invalid query parameters error\.: colour is not a valid field/,
    )
    expect(parseOpenAlexError('<!doctype html><title>404 Not Found</title>')).toBeNull()
  })
})

it('parses an institutions list', () => {
  const parsed = parseOpenAlexInstitutionsList({
    meta: { count: 1, db_response_time_ms: 12, page: 1, per_page: 25, groups_count: null },
    results: [
      {
        id: 'https://openalex.org/I1234567',
        ror: 'https://ror.org/05abcde12',
        display_name: 'Reefside &amp; Tidal Research Institute',
        country_code: 'AU',
        type: 'facility',
        geo: { city: 'Townsville', country_code: 'AU' },
        works_count: 5120,
        cited_by_count: 90211,
        summary_stats: { '2yr_mean_citedness': 2.1, h_index: 88, i10_index: 1200 },
        homepage_url: 'https://reefside.example',
      },
    ],
    group_by: [],
  })
  expect(parsed).toEqual([
    {
      id: 'I1234567',
      name: 'Reefside & Tidal Research Institute',
      ror: 'https://ror.org/05abcde12',
      country: 'AU',
      type: 'facility',
      city: 'Townsville',
      worksCount: 5120,
      citationCount: 90211,
      hIndex: 88,
      homepage: 'https://reefside.example',
    },
  ])
})

it('reads a work with its references and retraction flag', () => {
  const record = fixture('work-W7100000001.json')
  expect(parseOpenAlexLinkedWork(record)).toEqual({
    work: parseOpenAlexWork(record),
    openalexId: 'W7100000001',
    referencedWorks: ['W7100000002', 'W7100000003'],
    isRetracted: false,
  })
})

it('reads a linked work without references or flag as none and not retracted, and keeps only work ids', () => {
  const bare = { id: 'https://openalex.org/W42', display_name: 'A bare record' }
  expect(parseOpenAlexLinkedWork(bare)).toMatchObject({ openalexId: 'W42', referencedWorks: [], isRetracted: false })
  const odd = {
    id: 'https://openalex.org/W43',
    title: 'Odd references',
    is_retracted: true,
    referenced_works: ['https://openalex.org/W1', 'W1', 'https://openalex.org/A5', 17, null, 'nonsense', 'W2'],
  }
  expect(parseOpenAlexLinkedWork(odd)).toMatchObject({ referencedWorks: ['W1', 'W2'], isRetracted: true })
  expect(parseOpenAlexLinkedWork({ ...odd, is_retracted: 'true', referenced_works: null }).isRetracted).toBe(false)
  expect(() => parseOpenAlexLinkedWork({ title: 'No id' })).toThrow(/no work id/)
  expect(() => parseOpenAlexLinkedWork({ id: 'https://openalex.org/A5100000001' })).toThrow(/no work id/)
})

it('reads a works list as linked works, leaving out records without a work id', () => {
  const { works, total } = parseOpenAlexLinkedWorksList({
    meta: { count: 3, page: 1, per_page: 25 },
    results: [
      {
        id: 'https://openalex.org/W7',
        title: 'Cited',
        cited_by_count: 4,
        referenced_works: ['https://openalex.org/W6'],
        is_retracted: false,
      },
      { ids: { openalex: 'https://openalex.org/W8' }, title: 'Id only in ids' },
      { title: 'No id at all' },
    ],
  })
  expect(total).toBe(3)
  expect(works.map((linked) => [linked.openalexId, linked.referencedWorks, linked.work.citationCount])).toEqual([
    ['W7', ['W6'], 4],
    ['W8', [], null],
  ])
  for (const linked of works) WorkSchema.parse(linked.work)
  expect(() => parseOpenAlexLinkedWorksList(fixture('error-400-invalid-filter.json'))).toThrow()
})
