import { describe, expect, it } from 'vitest'
import { WorkSchema, type Work } from '#shared/contract/sources'
import { makeWork } from '../../test/works'
import { normalizeDoi } from './text'
import { identifierKeys, mergeWorks, normaliseTitle, toArxivIdKey, toDoiKey } from './merge-works'

function work(overrides: Partial<Work> & { title?: string }): Work {
  return makeWork({ title: 'A study of something rather specific', type: null, ...overrides })
}

const authors = (...names: string[]) => names.map((name) => ({ name, affiliations: [] }))

describe('normaliseTitle', () => {
  it.each([
    ['Attention Is All You Need', 'attentionisallyouneed'],
    ['  Attention is all you need. ', 'attentionisallyouneed'],
    ['Über die Natur: Ökologie & Straße', 'uberdienaturokologiestrasse'],
    ['Café—résumé (naïve) façade', 'caferesumenaivefacade'],
    ['COVID-19: a “review”', 'covid19areview'],
  ])('%s → %s', (title, key) => {
    expect(normaliseTitle(title)).toBe(key)
  })
})

describe('match keys', () => {
  it('toDoiKey agrees with normalizeDoi on a DOI, and still gives a key where normalizeDoi gives up', () => {
    expect(toDoiKey('https://doi.org/10.1234/ABC')).toBe(normalizeDoi('https://doi.org/10.1234/ABC'))
    expect(normalizeDoi('doi:not-a-doi')).toBeUndefined()
    expect(toDoiKey('doi:Not-A-DOI')).toBe('not-a-doi')
  })

  it('toArxivIdKey drops version and prefix even from ids normalizeArxivId refuses', () => {
    expect(toArxivIdKey('arXiv:2510.01234v2')).toBe('2510.01234')
    expect(toArxivIdKey('arxiv:Hep-Th/99v3')).toBe('hep-th/99')
  })
})

describe('identifierKeys', () => {
  it.each([
    [{ doi: 'https://doi.org/10.1000/ABC' }, ['doi:10.1000/abc']],
    [{ arxiv: '2510.01234v3' }, ['arxiv:2510.01234']],
    [{ doi: '10.48550/arXiv.2510.01234' }, ['doi:10.48550/arxiv.2510.01234', 'arxiv:2510.01234']],
    [{ openalex: 'https://openalex.org/W123' }, ['openalex:W123']],
    [{ pmcid: '12345' }, ['pmcid:PMC12345']],
    [{ pmid: ' 42 ' }, ['pmid:42']],
  ])('%j', (ids, keys) => {
    expect(identifierKeys(ids)).toEqual(keys)
  })
})

type Case = { name: string; lists: Work[][]; expected: number; check?: (merged: Work[]) => void }

const cases: Case[] = [
  {
    name: 'same DOI in different case and with a resolver prefix',
    lists: [
      [work({ ids: { doi: '10.1000/xyz' }, title: 'One title' })],
      [work({ ids: { doi: 'https://doi.org/10.1000/XYZ' }, title: 'Another title', sources: ['crossref'] })],
    ],
    expected: 1,
    check: ([merged]) => {
      expect(merged!.sources).toEqual(['openalex', 'crossref'])
      expect(merged!.title).toBe('One title')
    },
  },
  {
    name: 'same PMID',
    lists: [
      [work({ ids: { pmid: '123' }, title: 'Alpha paper' })],
      [work({ ids: { pmid: '123', pmcid: 'PMC9' }, title: 'Beta paper', sources: ['europepmc'] })],
    ],
    expected: 1,
    check: ([merged]) => expect(merged!.ids).toEqual({ pmid: '123', pmcid: 'PMC9' }),
  },
  {
    name: 'same arXiv id with different versions',
    lists: [
      [work({ ids: { arxiv: '2510.01234v1' }, title: 'X', sources: ['arxiv'] })],
      [work({ ids: { arxiv: '2510.01234v2' }, title: 'Y' })],
    ],
    expected: 1,
  },
  {
    name: 'arXiv id matches the arXiv DataCite DOI',
    lists: [
      [work({ ids: { doi: '10.48550/arxiv.2510.01234' }, title: 'Local copy', sources: ['local'] })],
      [work({ ids: { arxiv: '2510.01234' }, title: 'From arXiv', sources: ['arxiv'] })],
    ],
    expected: 1,
  },
  {
    name: 'same OpenAlex id as URL and short id',
    lists: [
      [work({ ids: { openalex: 'https://openalex.org/W42' }, title: 'P' })],
      [work({ ids: { openalex: 'W42' }, title: 'Q', sources: ['semanticscholar'] })],
    ],
    expected: 1,
  },
  {
    name: 'same title (punctuation, case, diacritics) and same year',
    lists: [
      [work({ title: 'Naïve Bayes, revisited!', year: 2020 })],
      [work({ title: 'naive bayes revisited', year: 2020, sources: ['crossref'] })],
    ],
    expected: 1,
  },
  {
    name: 'same title, one year unknown',
    lists: [
      [work({ title: 'Graph neural networks for chemistry', year: null })],
      [work({ title: 'Graph Neural Networks for Chemistry', year: 2021, sources: ['core'] })],
    ],
    expected: 1,
    check: ([merged]) => expect(merged!.year).toBe(2021),
  },
  {
    name: 'same title, different years stay apart',
    lists: [
      [work({ title: 'Graph neural networks for chemistry', year: 2020 })],
      [work({ title: 'Graph neural networks for chemistry', year: 2021, sources: ['core'] })],
    ],
    expected: 2,
  },
  {
    name: 'same title and year but different publisher DOIs stay apart',
    lists: [
      [work({ ids: { doi: '10.1/a' }, title: 'Graph neural networks for chemistry', year: 2020 })],
      [
        work({
          ids: { doi: '10.1/b' },
          title: 'Graph neural networks for chemistry',
          year: 2020,
          sources: ['crossref'],
        }),
      ],
    ],
    expected: 2,
  },
  {
    name: 'preprint DOI and publisher DOI with the same title merge',
    lists: [
      [
        work({
          ids: { doi: '10.48550/arxiv.2101.00001' },
          title: 'Graph neural networks for chemistry',
          year: 2021,
          sources: ['arxiv'],
        }),
      ],
      [work({ ids: { doi: '10.1/published' }, title: 'Graph neural networks for chemistry', year: 2021 })],
    ],
    expected: 1,
    check: ([merged]) => expect(merged!.ids.doi).toBe('10.48550/arxiv.2101.00001'),
  },
  {
    name: 'generic titles do not merge by title',
    lists: [
      [work({ title: 'Editorial', year: 2020 })],
      [work({ title: 'Editorial', year: 2020, sources: ['crossref'] })],
    ],
    expected: 2,
  },
  {
    name: 'transitive: DOI links one pair, arXiv id the other',
    lists: [
      [work({ ids: { doi: '10.1/t' }, title: 'First' })],
      [work({ ids: { arxiv: '2401.00001' }, title: 'Second', sources: ['arxiv'] })],
      [work({ ids: { doi: '10.1/T', arxiv: '2401.00001v2' }, title: 'Third', sources: ['semanticscholar'] })],
    ],
    expected: 1,
    check: ([merged]) => {
      expect(merged!.sources).toEqual(['openalex', 'arxiv', 'semanticscholar'])
      expect(merged!.title).toBe('First')
      expect(merged!.ids).toEqual({ doi: '10.1/t', arxiv: '2401.00001' })
    },
  },
  {
    name: 'duplicates inside one list merge too',
    lists: [[work({ ids: { doi: '10.1/d' }, title: 'Dup' }), work({ ids: { doi: '10.1/d' }, title: 'Dup again' })]],
    expected: 1,
  },
  {
    name: 'distinct works stay distinct and in order',
    lists: [
      [
        work({ ids: { doi: '10.1/1' }, title: 'Alpha beta gamma' }),
        work({ ids: { doi: '10.1/2' }, title: 'Delta epsilon zeta' }),
      ],
      [work({ ids: { doi: '10.1/3' }, title: 'Eta theta iota', sources: ['crossref'] })],
    ],
    expected: 3,
    check: (merged) => expect(merged.map((w) => w.ids.doi)).toEqual(['10.1/1', '10.1/2', '10.1/3']),
  },
]

describe('mergeWorks', () => {
  it.each(cases)('$name', ({ lists, expected, check }) => {
    const merged = mergeWorks(lists)
    expect(merged).toHaveLength(expected)
    for (const record of merged) expect(WorkSchema.safeParse(record).success).toBe(true)
    check?.(merged)
  })

  it('builds the merged record field by field', () => {
    const a = work({
      ids: { doi: '10.5/m', openalex: 'W1' },
      title: 'Merged record',
      abstract: 'Short abstract.',
      authors: authors('A One', 'B Two'),
      year: 2019,
      publicationDate: null,
      venue: null,
      type: 'article',
      citationCount: 10,
      url: 'https://openalex.org/W1',
      topics: ['Biology'],
      sources: ['openalex'],
    })
    const b = work({
      ids: { doi: '10.5/M', pmid: '77' },
      title: 'Merged record (PubMed)',
      abstract: 'A much longer abstract that the PubMed record carries in full.',
      abstractSections: [
        { label: 'BACKGROUND', text: 'A much longer abstract that the PubMed record carries in full.' },
      ],
      authors: authors('A One', 'B Two', 'C Three'),
      year: 2019,
      publicationDate: '2019-04-02',
      venue: 'Journal of Things',
      type: 'review',
      citationCount: null,
      url: 'https://pubmed.ncbi.nlm.nih.gov/77/',
      openAccessUrl: 'https://example.org/m.pdf',
      topics: ['Medicine'],
      sources: ['pubmed'],
    })
    const c = work({
      ids: { doi: '10.5/m', semanticscholar: 'abc' },
      title: 'Merged record',
      abstract: 'Mid-length abstract here.',
      citationCount: 25,
      sources: ['semanticscholar'],
    })
    const [merged, ...rest] = mergeWorks([[a], [b], [c]])
    expect(rest).toEqual([])
    expect(merged).toEqual({
      ids: { doi: '10.5/m', openalex: 'W1', pmid: '77', semanticscholar: 'abc' },
      title: 'Merged record',
      abstract: b.abstract,
      abstractSections: b.abstractSections,
      authors: b.authors,
      year: 2019,
      publicationDate: '2019-04-02',
      venue: 'Journal of Things',
      type: 'article',
      citationCount: 25,
      url: 'https://openalex.org/W1',
      openAccessUrl: 'https://example.org/m.pdf',
      topics: ['Biology'],
      sources: ['openalex', 'pubmed', 'semanticscholar'],
    })
  })

  it('keeps a publication date only when it agrees with the chosen year', () => {
    const [merged] = mergeWorks([
      [work({ ids: { doi: '10.9/y' }, year: 2020 })],
      [work({ ids: { doi: '10.9/y' }, year: 2021, publicationDate: '2021-01-05' })],
    ])
    expect(merged!.year).toBe(2020)
    expect(merged!.publicationDate).toBeNull()
  })

  it('can leave title matching out', () => {
    const lists = [
      [work({ title: 'Naive Bayes revisited', year: 2020 })],
      [work({ title: 'naive bayes revisited', year: 2020 })],
    ]
    expect(mergeWorks(lists, { byTitle: false })).toHaveLength(2)
    expect(mergeWorks(lists)).toHaveLength(1)
  })

  it('returns an empty list for no input', () => {
    expect(mergeWorks([])).toEqual([])
    expect(mergeWorks([[], []])).toEqual([])
  })

  it('returns single works unchanged', () => {
    const only = work({ ids: { doi: '10.1/only' } })
    expect(mergeWorks([[only]])[0]).toBe(only)
  })
})
