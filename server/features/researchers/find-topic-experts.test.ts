import { expect, test, vi } from 'vitest'
import type { AuthorProfile } from '#shared/contract/sources'
import {
  authorIdOf,
  findTopicExperts,
  looksLikePersonName,
  nameMatches,
  normalizeQuery,
  pageOf,
  rankCandidates,
  readQuery,
  sortProfiles,
  splitNameMatches,
} from './find-topic-experts'

function profile(id: string, values: Partial<AuthorProfile> = {}): AuthorProfile {
  return {
    id,
    name: `Person ${id}`,
    institution: null,
    institutions: [],
    institutionType: null,
    country: null,
    worksCount: 10,
    citationCount: 100,
    hIndex: 5,
    i10Index: 2,
    topics: [],
    orcid: null,
    firstActiveYear: 2010,
    lastActiveYear: 2024,
    worksByYear: [],
    source: 'openalex',
    ...values,
  }
}

test.each([
  ['Marie Curie', true],
  ['Geoffrey E. Hinton', true],
  ['J. Smith', true],
  ['Ludwig van Beethoven', true],
  ['José Ramón García-López', true],
  ['Yoshua Bengio', true],
  ['Machine Learning', false],
  ['Artificial Intelligence', false],
  ['Data Science', false],
  ['Computer Science', false],
  ['machine learning', false],
  ['marie curie', false],
  ['Curie', false],
  ['CRISPR Cas9', false],
  ['The Quick Brown Fox Jumps', false],
  ['van der', false],
])('looksLikePersonName(%s) is %s', (query, expected) => {
  expect(looksLikePersonName(query)).toBe(expected)
})

test.each([
  ['Marie Curie', 'name'],
  ['geoffrey hinton', 'maybe-name'],
  ['bengio', 'maybe-name'],
  ['Bengio', 'maybe-name'],
  ['rice', 'maybe-name'],
  ['machine learning', 'topic'],
  ['Quantum Computing', 'topic'],
  ['covid-19 vaccines', 'topic'],
  ['CRISPR Cas9', 'topic'],
  ['graph neural networks for drug discovery', 'topic'],
  ['van der', 'topic'],
  ['   ', 'topic'],
] as const)('readQuery(%s) is %s', (query, reading) => {
  expect(readQuery(query)).toBe(reading)
})

test('normalizeQuery folds case and spacing, so case variants share one upstream call and one quota unit', () => {
  expect(normalizeQuery('  Machine   Learning ')).toBe('machine learning')
})

test.each([
  ['Marie Curie', 'Marie Skłodowska-Curie', true],
  ['marie curie', 'Marie Curie', true],
  ['Jose Garcia', 'José García', true],
  ['G. Hinton', 'Geoffrey E. Hinton', true],
  ['Machine Learning', 'Sonika Tyagi', false],
  ['Marie Curie', 'Pierre Curie', false],
  ['Ludwig van Beethoven', 'Ludwig Beethoven', true],
])('nameMatches(%s, %s) is %s', (query, name, expected) => {
  expect(nameMatches(query, name)).toBe(expected)
})

test.each([
  ['https://openalex.org/A5023888391', 'A5023888391'],
  ['A5023888391', 'A5023888391'],
  ['https://openalex.org/a123', 'A123'],
  ['unknown', null],
  ['https://openalex.org/W123', null],
])('authorIdOf(%s) is %s', (key, expected) => {
  expect(authorIdOf(key)).toBe(expected)
})

const pool = [
  profile('A1', { citationCount: 500, worksCount: 20, hIndex: 9 }),
  profile('A2', { citationCount: 900, worksCount: 5, hIndex: null }),
  profile('A3', { citationCount: 100, worksCount: 80, hIndex: 12 }),
  profile('A4', { citationCount: 500, worksCount: 20, hIndex: 9 }),
]

test.each([
  ['citations', ['A2', 'A1', 'A4', 'A3']],
  ['works', ['A3', 'A1', 'A4', 'A2']],
  ['h_index', ['A3', 'A1', 'A4', 'A2']],
] as const)('sorting by %s: highest first, ties by citations then id, unknown h-index last', (sortBy, order) => {
  expect(sortProfiles(pool, sortBy).map((p) => p.id)).toEqual(order)
})

test('name matches come first, each person once', () => {
  const ranked = rankCandidates(
    [[profile('A9', { citationCount: 1 }), profile('A3', { citationCount: 100 })], pool],
    'citations',
  )
  expect(ranked.map((p) => p.id)).toEqual(['A3', 'A9', 'A2', 'A1', 'A4'])
})

test.each([
  [1, ['a', 'b'], 5, true],
  [3, ['e'], 5, false],
  [4, [], 5, false],
])('page %i of 5 items by 2', (page, items, total, hasMore) => {
  expect(pageOf(['a', 'b', 'c', 'd', 'e'], page, 2)).toEqual({ items, total, hasMore })
})

function stubOpenAlex(options: { groups: string[]; authors: AuthorProfile[]; byName?: AuthorProfile[] }) {
  return {
    groupWorks: vi.fn(async () => options.groups.map((key) => ({ key, label: key, count: 1 }))),
    getAuthors: vi.fn(async (ids: string[]) => options.authors.filter((author) => ids.includes(author.id))),
    searchAuthorsByName: vi.fn(async () => ({ authors: options.byName ?? [], total: options.byName?.length ?? 0 })),
  }
}

test('a single word puts only its three most cited namesakes first; the rest follow the topic’s people', () => {
  const namesakes = [1, 2, 3, 4, 5].map((n) => profile(`N${n}`, { citationCount: n * 10 }))
  const { first, after } = splitNameMatches('rice', 'maybe-name', namesakes)
  expect(first.map((p) => p.id)).toEqual(['N5', 'N4', 'N3'])
  expect(after.map((p) => p.id)).toEqual(['N2', 'N1'])
  expect(splitNameMatches('geoffrey hinton', 'maybe-name', namesakes).first).toHaveLength(5)
  expect(splitNameMatches('Marie Curie', 'name', namesakes).first).toHaveLength(5)
})

test('a topic is answered by the authors of its works, without a name search', async () => {
  const openalex = stubOpenAlex({
    groups: ['https://openalex.org/A1', 'https://openalex.org/A2', 'unknown'],
    authors: pool,
  })

  const experts = await findTopicExperts(openalex, 'Machine Learning', 'citations')

  expect(experts.map((p) => p.id)).toEqual(['A2', 'A1'])
  expect(openalex.groupWorks).toHaveBeenCalledWith({
    search: 'machine learning',
    groupBy: 'authorships.author.id',
    perPage: 100,
  })
  expect(openalex.getAuthors).toHaveBeenCalledWith(['A1', 'A2'])
  expect(openalex.searchAuthorsByName).not.toHaveBeenCalled()
})

test('a name also searches authors by name, keeps only real name matches, and puts them first', async () => {
  const curie = profile('A7', { name: 'Marie Curie', citationCount: 3 })
  const namesake = profile('A8', { name: 'Curie Marie Lab Manager', citationCount: 2 })
  const unrelated = profile('A6', { name: 'Pierre Dupont', citationCount: 50 })
  const openalex = stubOpenAlex({ groups: ['A1'], authors: pool, byName: [unrelated, curie, namesake] })

  const experts = await findTopicExperts(openalex, 'Marie Curie', 'citations')

  expect(experts.map((p) => p.id)).toEqual(['A7', 'A8', 'A1'])
})

test('a query whose works have no authors falls back to the name search', async () => {
  const openalex = stubOpenAlex({ groups: [], authors: [], byName: [profile('A5', { name: 'Grace Hopper' })] })

  const experts = await findTopicExperts(openalex, 'grace hopper', 'works')

  expect(experts.map((p) => p.id)).toEqual(['A5'])
  expect(openalex.getAuthors).not.toHaveBeenCalled()
})

test('a name typed in lower case still finds the person first', async () => {
  const hinton = profile('A7', { name: 'Geoffrey E. Hinton', citationCount: 3 })
  const openalex = stubOpenAlex({
    groups: ['A1', 'A2'],
    authors: pool,
    byName: [hinton, profile('A8', { name: 'Geoffrey Hintonson' })],
  })

  const experts = await findTopicExperts(openalex, 'geoffrey hinton', 'citations')

  expect(experts.map((p) => p.id)).toEqual(['A7', 'A2', 'A1'])
  expect(openalex.searchAuthorsByName).toHaveBeenCalledWith({ name: 'geoffrey hinton', perPage: 25, page: 1 })
})

test('a surname alone puts the people of that name ahead of the works that mention it', async () => {
  const bengio = profile('A7', { name: 'Yoshua Bengio', citationCount: 1 })
  const openalex = stubOpenAlex({ groups: ['A1', 'A2'], authors: pool, byName: [bengio] })

  const experts = await findTopicExperts(openalex, 'Bengio', 'citations')

  expect(experts.map((p) => p.id)).toEqual(['A7', 'A2', 'A1'])
})

test('a failing name search fails the search rather than hiding the person', async () => {
  const openalex = stubOpenAlex({ groups: ['A1'], authors: pool })
  openalex.searchAuthorsByName.mockRejectedValueOnce(new Error('OpenAlex answered 500'))

  await expect(findTopicExperts(openalex, 'geoffrey hinton', 'citations')).rejects.toThrow('OpenAlex answered 500')
})
