import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AuthorProfileSchema, WorkSchema } from '#shared/contract/sources'
import {
  parseS2Author,
  parseS2AuthorSearch,
  parseS2Error,
  parseS2Paper,
  parseS2PaperSearch,
} from './semantic-scholar.parse'

const fixtureText = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/semanticscholar/${name}`, import.meta.url), 'utf8')
const fixture = (name: string): unknown => JSON.parse(fixtureText(name))

describe('Semantic Scholar parsers', () => {
  it('parses every field of a paper', () => {
    const { works, total, nextOffset, token } = parseS2PaperSearch(fixture('paper-search-coral-bleaching.json'))
    expect({ total, nextOffset, token }).toEqual({ total: 2417, nextOffset: 3, token: null })
    expect(works.map((work) => WorkSchema.parse(work))).toHaveLength(3)
    expect(works[0]).toEqual({
      ids: {
        semanticscholar: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
        doi: '10.5555/lodestar.reef.2023.001',
        pmid: '36900001',
        pmcid: 'PMC10020001',
      },
      title: 'Bleaching thresholds of Acropora corals under 1.5\u00b0C warming & beyond',
      abstract: 'Mass bleaching of Acropora corals now recurs every few years. We surveyed 1,200 reefs.',
      abstractSections: [],
      authors: [
        { name: 'A. Okafor', affiliations: [] },
        { name: 'Tomás Ribeiro', affiliations: [] },
      ],
      year: 2023,
      publicationDate: '2023-03-14',
      venue: 'Journal of Reef Science',
      type: 'review',
      citationCount: 51,
      url: 'https://www.semanticscholar.org/paper/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
      openAccessUrl: 'https://reefscience.example.org/articles/2023-001.pdf',
      topics: [],
      sources: ['semanticscholar'],
    })
  })

  it('handles null abstracts, empty venues and PDF urls, arXiv ids and missing dates', () => {
    const [, preprint, chapter] = parseS2PaperSearch(fixture('paper-search-coral-bleaching.json')).works
    expect(preprint).toMatchObject({
      ids: { arxiv: '2506.01234', doi: '10.48550/arxiv.2506.01234' },
      abstract: null,
      venue: null,
      openAccessUrl: null,
      type: 'preprint',
      year: 2025,
      publicationDate: '2025',
    })
    expect(chapter).toMatchObject({
      year: null,
      publicationDate: null,
      type: 'book-chapter',
      authors: [],
      venue: 'Atlas of Tropical Reefs',
      citationCount: 3,
    })
  })

  it('reads an empty search (no data), a single paper and a batch with misses', () => {
    // With nothing matching, Semantic Scholar leaves out `data` (and `next`) altogether.
    expect(parseS2PaperSearch({ total: 0, offset: 20 })).toEqual({ works: [], total: 0, nextOffset: null, token: null })
    expect(parseS2Paper(fixture('paper-a1b2c3d4.json'))).toEqual(
      parseS2PaperSearch(fixture('paper-search-coral-bleaching.json')).works[0],
    )
    const batch = parseS2PaperSearch([
      null,
      {
        paperId: 'p1',
        title: 'Only a title',
        fieldsOfStudy: ['Biology'],
        s2FieldsOfStudy: [
          { category: 'Biology', source: 's2-fos-model' },
          { category: 'Medicine', source: 's2-fos-model' },
        ],
      },
    ])
    expect(batch.works).toHaveLength(1)
    expect(batch.works[0]).toMatchObject({
      ids: { semanticscholar: 'p1' },
      title: 'Only a title',
      topics: ['Biology', 'Medicine'],
      year: null,
      type: null,
    })
    expect(parseS2PaperSearch({ total: 5, token: 'next-batch', data: [] })).toMatchObject({
      token: 'next-batch',
      total: 5,
    })
  })

  it('refuses bodies that are not paper lists, and reads error messages', () => {
    expect(() => parseS2PaperSearch('nope')).toThrow()
    expect(() => parseS2PaperSearch({ data: 'nope' })).toThrow()
    expect(() => parseS2PaperSearch({ message: 'Forbidden' })).toThrow()
    expect(() => parseS2Paper(null)).toThrow()
    expect(parseS2Error(fixtureText('error-400-offset.json'))).toBe(
      'Requested data for this limit and/or offset is not available',
    )
    expect(parseS2Error('{"message":"Forbidden"}')).toBe('Forbidden')
  })
})

describe('Semantic Scholar author parsers', () => {
  const people = (fixture('authors.json') as { authors: unknown[] }).authors

  it('parses every field of an author', () => {
    const author = parseS2Author(people[0])
    expect(AuthorProfileSchema.parse(author)).toEqual(author)
    expect(author).toEqual({
      id: '2100000003',
      name: 'Kenji Watanabe',
      institution: 'Kyoto Institute of Technology',
      institutions: ['Kyoto Institute of Technology'],
      institutionType: null,
      country: null,
      worksCount: 191,
      citationCount: 1904,
      hIndex: 24,
      i10Index: null,
      topics: [],
      orcid: '0000-0002-1825-0097',
      firstActiveYear: null,
      lastActiveYear: null,
      worksByYear: [],
      source: 'semanticscholar',
    })
  })

  it('reads several affiliations, entities in names, a missing h-index, and a nameless author', () => {
    expect(parseS2Author(people[2])).toMatchObject({
      institution: 'Northbridge Institute of Technology',
      institutions: ['Northbridge Institute of Technology', 'Coastline Data Lab'],
      orcid: null,
    })
    expect(parseS2Author(people[3])).toMatchObject({
      name: 'Amara Okafor & Reef Survey Team',
      hIndex: null,
      institution: null,
    })
    expect(parseS2Author({ authorId: '42' })).toMatchObject({
      id: '42',
      name: 'Author 42',
      worksCount: 0,
      citationCount: 0,
      hIndex: null,
    })
  })

  it('reads author searches and paper-author lists, empty ones too, and refuses other bodies', () => {
    expect(parseS2AuthorSearch({ total: 2, offset: 0, next: 1, data: people.slice(0, 1) })).toMatchObject({
      total: 2,
      nextOffset: 1,
      authors: [{ id: '2100000003' }],
    })
    expect(parseS2AuthorSearch({ offset: 0, data: people.slice(1, 3) })).toMatchObject({
      total: null,
      nextOffset: null,
      authors: [{ id: '2100000017' }, { id: '2100000001' }],
    })
    expect(parseS2AuthorSearch({ total: 0, offset: 0 })).toEqual({ authors: [], total: 0, nextOffset: null })
    expect(() => parseS2AuthorSearch({ data: 'nope' })).toThrow()
    expect(() => parseS2AuthorSearch({ message: 'Forbidden' })).toThrow()
    expect(() => parseS2Author({ name: 'No Id' })).toThrow()
  })
})
