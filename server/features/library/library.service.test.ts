import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { WorkSchema, type Work } from '#shared/contract/sources'
import { openTestDatabase, useTestDatabase } from '../../test/create-test-app'
import { makeWork } from '../../test/works'
import {
  countLibraryWorks,
  createLocalLibraryConnector,
  libraryIdOf,
  rememberFetchedWorks,
  searchLibrary,
  upsertWorks,
} from './library.service'
import { libraryWork } from './library.tables'

function work(overrides: Partial<Work>): Work {
  return makeWork({
    title: 'Untitled test work',
    authors: [{ name: 'Test Author', affiliations: [] }],
    year: 2024,
    ...overrides,
  })
}

const testDatabase = useTestDatabase()

const db = () => testDatabase().db

describe('libraryIdOf', () => {
  it.each([
    [{ doi: '10.1/X', arxiv: '2401.1' }, 'doi:10.1/x'],
    [{ doi: '10.48550/arXiv.2401.00001' }, 'arxiv:2401.00001'],
    [{ arxiv: '2401.00001v3', doi: '10.48550/arxiv.2401.00001' }, 'arxiv:2401.00001'],
    [{ pmid: '99', openalex: 'W1' }, 'pmid:99'],
    [{ openalex: 'https://openalex.org/W5' }, 'openalex:W5'],
    [{ semanticscholar: 'ABCdef' }, 'semanticscholar:abcdef'],
  ])('%j → %s', (ids, id) => {
    expect(libraryIdOf(work({ ids }))).toBe(id)
  })

  it('falls back to a title hash', () => {
    expect(libraryIdOf(work({ title: 'Some Title!', year: 2020 }))).toBe(
      libraryIdOf(work({ title: 'some title', year: 2020 })),
    )
    expect(libraryIdOf(work({ title: 'Some Title!', year: 2020 }))).toMatch(/^title:[0-9a-f]{24}$/)
  })
})

describe('upsertWorks', () => {
  it('inserts new works and reports counts', async () => {
    const result = await upsertWorks(
      db(),
      [
        work({ ids: { doi: '10.100/upsert.1' }, title: 'First upserted work', citationCount: 5, topics: ['A'] }),
        work({ ids: { arxiv: '2402.00002' }, title: 'Second upserted work', sources: ['arxiv'] }),
        // same DOI as the first, in another case: folded into it
        work({
          ids: { doi: '10.100/UPSERT.1', pmid: '555' },
          title: 'First upserted work (again)',
          sources: ['pubmed'],
        }),
      ],
      'test-file.jsonl',
    )
    expect(result).toEqual({ received: 3, inserted: 2, updated: 0, duplicates: 1, absorbed: 0 })
    const [row] = await db().select().from(libraryWork).where(eq(libraryWork.id, 'doi:10.100/upsert.1'))
    expect(row).toMatchObject({
      doi: '10.100/upsert.1',
      pmid: '555',
      importedFrom: 'test-file.jsonl',
      sources: ['openalex', 'pubmed'],
    })
  })

  it('merges an update: non-null over null, longer abstract, max citations, unions', async () => {
    const id = 'doi:10.100/merge.1'
    await upsertWorks(
      db(),
      [
        work({
          ids: { doi: '10.100/merge.1' },
          title: 'Merge semantics',
          abstract: 'A fairly long abstract that should survive a shorter one.',
          venue: 'Old Venue',
          citationCount: 40,
          url: 'https://example.org/old',
          topics: ['Physics', 'Optics'],
          authors: [
            { name: 'One', affiliations: [] },
            { name: 'Two', affiliations: [] },
          ],
        }),
      ],
      'first',
    )
    const second = await upsertWorks(
      db(),
      [
        work({
          ids: { doi: '10.100/MERGE.1', openalex: 'W77' },
          title: 'Merge semantics',
          abstract: 'Short.',
          venue: null,
          publicationDate: '2024-05-01',
          citationCount: 12,
          url: 'https://example.org/new',
          topics: ['Optics', 'Lasers'],
          authors: [{ name: 'One', affiliations: [] }],
          sources: ['semanticscholar'],
        }),
      ],
      'second',
    )
    expect(second).toMatchObject({ inserted: 0, updated: 1 })
    const [row] = await db().select().from(libraryWork).where(eq(libraryWork.id, id))
    expect(row).toMatchObject({
      doi: '10.100/merge.1',
      openalexId: 'W77',
      abstract: 'A fairly long abstract that should survive a shorter one.',
      venue: 'Old Venue',
      publicationDate: '2024-05-01',
      citationCount: 40,
      url: 'https://example.org/new',
      topics: ['Physics', 'Optics', 'Lasers'],
      sources: ['openalex', 'semanticscholar'],
      authors: ['One', 'Two'],
      importedFrom: 'first',
      ids: { doi: '10.100/merge.1', openalex: 'W77' },
    })
    // a higher count and a longer abstract do replace
    await upsertWorks(
      db(),
      [
        work({
          ids: { openalex: 'W77' },
          title: 'Merge semantics',
          citationCount: 90,
          abstract: 'An even longer abstract than the fairly long one that was stored before.',
        }),
      ],
      'third',
    )
    const [after] = await db().select().from(libraryWork).where(eq(libraryWork.id, id))
    expect(after?.citationCount).toBe(90)
    expect(after?.abstract).toMatch(/^An even longer/)
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(libraryWork)
        .where(eq(libraryWork.openalexId, 'W77')),
    ).toEqual([{ n: 1 }])
  })

  it('merges a work fetched later from another source with the same DOI', async () => {
    // imported from the arXiv corpus: id arxiv:…, DataCite DOI
    await upsertWorks(
      db(),
      [
        work({
          ids: { arxiv: '2403.01234', doi: '10.48550/arxiv.2403.01234' },
          title: 'Fetched later merges',
          abstract: 'From the corpus.',
          venue: 'arXiv',
          type: 'preprint',
          sources: ['arxiv'],
        }),
      ],
      'arxiv.jsonl.gz',
    )
    // OpenAlex knows the same preprint by its DOI, with citations
    const fetched = await rememberFetchedWorks(db(), [
      work({
        ids: { openalex: 'W4400000001', doi: '10.48550/arXiv.2403.01234' },
        title: 'Fetched later merges',
        citationCount: 7,
        topics: ['Computer science'],
        sources: ['openalex', 'local'],
      }),
    ])
    expect(fetched).toMatchObject({ inserted: 0, updated: 1 })
    const rows = await db().select().from(libraryWork).where(eq(libraryWork.arxivId, '2403.01234'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: 'arxiv:2403.01234',
      openalexId: 'W4400000001',
      citationCount: 7,
      sources: ['arxiv', 'openalex'],
      abstract: 'From the corpus.',
      importedFrom: 'arxiv.jsonl.gz',
    })
    // and an arXiv API record (arXiv id with version, no DOI) finds the same row
    await rememberFetchedWorks(db(), [
      work({ ids: { arxiv: '2403.01234v2' }, title: 'Fetched later merges', sources: ['arxiv'] }),
    ])
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(libraryWork)
        .where(eq(libraryWork.arxivId, '2403.01234')),
    ).toEqual([{ n: 1 }])
  })

  it('writes large inputs in batches', async () => {
    const many = Array.from({ length: 1203 }, (_, i) =>
      work({
        ids: { doi: `10.200/bulk.${i}` },
        title: `Bulk work number ${i}`,
        abstract: 'zebrafish bulk abstract',
        year: 2000 + (i % 20),
      }),
    )
    const before = await countLibraryWorks(db())
    const result = await upsertWorks(db(), many, 'bulk')
    expect(result).toEqual({ received: 1203, inserted: 1203, updated: 0, duplicates: 0, absorbed: 0 })
    expect(await countLibraryWorks(db())).toBe(before + 1203)
    const again = await upsertWorks(db(), many.slice(0, 600), 'bulk')
    expect(again).toEqual({ received: 600, inserted: 0, updated: 600, duplicates: 0, absorbed: 0 })
  })

  it('folds two rows into one when a new record shows they are the same work', async () => {
    await upsertWorks(
      db(),
      [
        work({
          ids: { pmid: '7100' },
          title: 'Linked later',
          abstract: 'From PubMed, the longest abstract of all.',
          sources: ['pubmed'],
        }),
      ],
      'pubmed-file',
    )
    await upsertWorks(
      db(),
      [work({ ids: { doi: '10.500/linked' }, title: 'Linked later', citationCount: 9, sources: ['crossref'] })],
      'crossref-file',
    )
    const linking = await upsertWorks(
      db(),
      [work({ ids: { doi: '10.500/LINKED', pmid: '7100', openalex: 'W7100' }, title: 'Linked later' })],
      'fetched',
    )
    expect(linking).toMatchObject({ inserted: 0, updated: 1, absorbed: 1 })
    const rows = await db()
      .select()
      .from(libraryWork)
      .where(sql`${libraryWork.doi} = '10.500/linked' OR ${libraryWork.pmid} = '7100'`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: 'doi:10.500/linked',
      pmid: '7100',
      openalexId: 'W7100',
      abstract: 'From PubMed, the longest abstract of all.',
      citationCount: 9,
      sources: ['crossref', 'openalex', 'pubmed'],
      importedFrom: 'crossref-file',
    })
  })

  it('finds rows stored under an identifier without a column (Semantic Scholar id)', async () => {
    await upsertWorks(
      db(),
      [work({ ids: { semanticscholar: 'S2ONLY1' }, title: 'Only known to S2', sources: ['semanticscholar'] })],
      's2',
    )
    const later = await upsertWorks(
      db(),
      [work({ ids: { semanticscholar: 'S2ONLY1', doi: '10.600/s2' }, title: 'Only known to S2', citationCount: 2 })],
      'fetched',
    )
    expect(later).toMatchObject({ inserted: 0, updated: 1 })
    const [row] = await db().select().from(libraryWork).where(eq(libraryWork.id, 'semanticscholar:s2only1'))
    expect(row).toMatchObject({
      doi: '10.600/s2',
      citationCount: 2,
      ids: { semanticscholar: 'S2ONLY1', doi: '10.600/s2' },
    })
  })

  it('concurrent writers of one work end in one row (PostgreSQL: DOI race retried)', async () => {
    for (let round = 0; round < 5; round++) {
      const doi = `10.400/race.${round}`
      const pmid = `8800${round}`
      await upsertWorks(db(), [work({ ids: { pmid }, title: `Race ${round}`, sources: ['pubmed'] })], 'race')
      await Promise.all([
        upsertWorks(db(), [work({ ids: { pmid, doi }, title: `Race ${round}`, sources: ['europepmc'] })], 'race'),
        upsertWorks(
          db(),
          [work({ ids: { doi, openalex: `W88${round}` }, title: `Race ${round}`, citationCount: 3 })],
          'race',
        ),
        upsertWorks(db(), [work({ ids: { doi }, title: `Race ${round}`, sources: ['crossref'] })], 'race'),
      ])
      const rows = await db()
        .select()
        .from(libraryWork)
        .where(sql`${libraryWork.doi} = ${doi} OR ${libraryWork.pmid} = ${pmid}`)
      expect(rows.map((row) => row.doi)).toEqual([doi])
      expect(rows[0]?.sources).toEqual(expect.arrayContaining(['pubmed', 'openalex', 'crossref']))
    }
  })

  it('accepts an empty list', async () => {
    expect(await upsertWorks(db(), [], 'nothing')).toEqual({
      received: 0,
      inserted: 0,
      updated: 0,
      duplicates: 0,
      absorbed: 0,
    })
  })
})

describe('searchLibrary', () => {
  beforeAll(async () => {
    await upsertWorks(
      db(),
      [
        work({
          ids: { doi: '10.300/s.1' },
          title: 'Photosynthesis in desert succulents',
          abstract: 'We measure carbon uptake in cacti.',
          year: 2010,
          citationCount: 3,
        }),
        work({
          ids: { doi: '10.300/s.2' },
          title: 'Carbon markets and policy',
          abstract: 'Photosynthesis is mentioned once in this economic paper.',
          year: 2015,
        }),
        work({
          ids: { doi: '10.300/s.3' },
          title: 'Photosynthetic efficiency of photosynthesis under drought',
          abstract: 'Photosynthesis again.',
          year: 2020,
        }),
        work({
          ids: { doi: '10.300/s.4' },
          title: 'Unrelated astronomy',
          abstract: 'Galaxies and quasars.',
          year: 2020,
        }),
      ],
      'search-fixture',
    )
  })

  it('finds by title and abstract words, title matches first', async () => {
    const { works, total } = await searchLibrary(db(), { query: 'photosynthesis', limit: 10 })
    expect(total).toBe(3)
    expect(works.map((w) => w.ids.doi)).toEqual(['10.300/s.3', '10.300/s.1', '10.300/s.2'])
    for (const found of works) expect(WorkSchema.safeParse(found).success).toBe(true)
    expect(works[0]!.ids.local).toBe('doi:10.300/s.3')
  })

  it('finds by an abstract-only word with stemming', async () => {
    const { works } = await searchLibrary(db(), { query: 'quasar', limit: 10 })
    expect(works.map((w) => w.title)).toEqual(['Unrelated astronomy'])
  })

  it('understands web-search syntax', async () => {
    const { works } = await searchLibrary(db(), { query: 'photosynthesis -drought -economic', limit: 10 })
    expect(works.map((w) => w.ids.doi)).toEqual(['10.300/s.1'])
    const phrase = await searchLibrary(db(), { query: '"carbon markets"', limit: 10 })
    expect(phrase.works.map((w) => w.ids.doi)).toEqual(['10.300/s.2'])
  })

  it('filters by year', async () => {
    const from = await searchLibrary(db(), { query: 'photosynthesis', limit: 10, fromYear: 2012 })
    expect(from.works.map((w) => w.year)).toEqual([2020, 2015])
    expect(from.total).toBe(2)
    const range = await searchLibrary(db(), { query: 'photosynthesis', limit: 10, fromYear: 2011, toYear: 2016 })
    expect(range.works.map((w) => w.ids.doi)).toEqual(['10.300/s.2'])
  })

  it('pages with a stable total', async () => {
    const all = await searchLibrary(db(), { query: 'zebrafish', limit: 1000 })
    expect(all.total).toBe(1203)
    expect(all.works).toHaveLength(1000)
    const first = await searchLibrary(db(), { query: 'zebrafish', limit: 50, offset: 0 })
    const second = await searchLibrary(db(), { query: 'zebrafish', limit: 50, offset: 50 })
    expect(first.total).toBe(1203)
    expect(second.total).toBe(1203)
    expect(second.works.map((w) => w.ids.local)).toEqual(all.works.slice(50, 100).map((w) => w.ids.local))
    const beyond = await searchLibrary(db(), { query: 'zebrafish', limit: 50, offset: 5000 })
    expect(beyond).toEqual({ works: [], total: 1203 })
  })

  it('finds nothing for blank or unknown queries', async () => {
    expect(await searchLibrary(db(), { query: '   ', limit: 10 })).toEqual({ works: [], total: 0 })
    expect(await searchLibrary(db(), { query: 'xylophonequartz', limit: 10 })).toEqual({ works: [], total: 0 })
    // only stop words, only punctuation
    expect(await searchLibrary(db(), { query: 'the and of', limit: 10 })).toEqual({ works: [], total: 0 })
    expect(await searchLibrary(db(), { query: '"" -- !!', limit: 10 })).toEqual({ works: [], total: 0 })
  })
})

describe('local library connector', () => {
  it('is always available and marks its works as local', async () => {
    const connector = createLocalLibraryConnector(db())
    expect(connector).toMatchObject({ id: 'local', name: 'Lodestar library', unavailableReason: null })
    const result = await connector.searchWorks({ query: 'photosynthesis drought', limit: 5 })
    expect(result.source).toBe('local')
    expect(result.total).toBe(1)
    expect(result.works[0]!.sources).toEqual(['local', 'openalex'])
  })

  it('finds nothing in an empty library', async () => {
    const empty = await openTestDatabase()
    try {
      const result = await createLocalLibraryConnector(empty.database.db).searchWorks({
        query: 'anything at all',
        limit: 10,
      })
      expect(result).toEqual({ source: 'local', works: [], total: 0 })
    } finally {
      await empty.database.close()
      await empty.drop()
    }
  })
})
