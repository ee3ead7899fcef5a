import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthorProfileSchema, WorkSchema } from '#shared/contract/sources'
import type { Database } from '../../../db/client'
import { createOpenAlexFake, GENERIC_RETRACTED_INDEX, RETRACTED_WORK_IDS } from '../../../test/fakes/openalex.fake'
import { openTestDatabase } from '../../../test/create-test-app'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import { SourceError, type HostPolicy } from '../source-http'
import { createOpenAlexConnector } from './openalex.client'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../test/fixtures/openalex/${name}`, import.meta.url), 'utf8'))

// ---------- the connector against the fake, through the real SourceHttp ----------

let database: Database
beforeAll(async () => {
  database = (await openTestDatabase()).database
})
afterAll(async () => {
  await database.close()
})

const KEY = 'secret-openalex-key-123'

/** The connector through the real SourceHttp, against its fake or against `answer` (one canned response per URL). */
function harness(
  options: { env?: Record<string, string>; policy?: Partial<HostPolicy>; answer?: (url: URL) => Response } = {},
) {
  const answer = options.answer
  const h = createSourceHarness({
    db: database.db,
    mount: 'openalex',
    fake: answer ? new Hono().all('*', (c) => answer(new URL(c.req.url))) : createOpenAlexFake(),
    env: { OPENALEX_BASE_URL: `${HARNESS_ORIGIN}/openalex`, OPENALEX_API_KEY: KEY, ...options.env },
    policies: { openalex: { ...options.policy } },
  })
  return { ...h, connector: createOpenAlexConnector(h.deps) }
}

let unique = 0
const fresh = (topic: string) => `${topic} ${++unique}x${Date.now().toString(36)}`

describe('OpenAlex connector', () => {
  it('searches works with mailto, api_key, select and per_page ≤ 100', async () => {
    const { connector, calls } = harness()
    expect(connector.unavailableReason).toBeNull()
    const result = await connector.searchWorks({ query: 'machine learning', limit: 10 })
    expect(result.source).toBe('openalex')
    expect(result.total).toBe(40)
    expect(result.works).toHaveLength(10)
    for (const work of result.works) WorkSchema.parse(work)
    const url = calls[0]!.url
    expect(url.pathname).toBe('/openalex/works')
    expect(url.searchParams.get('search')).toBe('machine learning')
    expect(url.searchParams.get('per_page')).toBe('10')
    expect(url.searchParams.get('mailto')).toBe('ops@lodestar-research.org')
    expect(url.searchParams.get('api_key')).toBe(KEY)
    expect(url.searchParams.get('select')?.split(',')).toEqual(
      expect.arrayContaining(['id', 'title', 'authorships', 'abstract_inverted_index']),
    )
  })

  it('covers an offset that is not on a page boundary, and caps per_page at 100', async () => {
    const { connector, calls } = harness()
    const all = await connector.searchWorks({ query: 'machine learning', limit: 250 })
    expect(all.works).toHaveLength(40)
    expect(calls.map((call) => call.url.searchParams.get('per_page'))).toEqual(['100'])
    const window = await connector.searchWorks({ query: 'machine learning', limit: 10, offset: 15 })
    expect(window.works.map((work) => work.ids.openalex)).toEqual(
      all.works.slice(15, 25).map((work) => work.ids.openalex),
    )
    expect(calls.slice(1).map((call) => call.url.searchParams.get('page'))).toEqual(['2', '3'])
  })

  it('filters by publication years', async () => {
    const { connector, calls } = harness()
    const result = await connector.searchWorks({ query: 'crispr', limit: 50, fromYear: 2016, toYear: 2020 })
    expect(result.works.length).toBeGreaterThan(0)
    for (const work of result.works) expect(work.year).toSatisfy((year: number) => year >= 2016 && year <= 2020)
    expect(calls[0]!.url.searchParams.get('filter')).toBe(
      'from_publication_date:2016-01-01,to_publication_date:2020-12-31',
    )
  })

  it('searches works by title and abstract, most cited first, page by page', async () => {
    const { connector, calls } = harness()
    const page1 = await connector.searchWorksRaw({ query: 'crispr', perPage: 12, page: 1 })
    const page2 = await connector.searchWorksRaw({ query: 'crispr', perPage: 12, page: 2 })
    expect(page1.total).toBe(30)
    expect(page1.works).toHaveLength(12)
    const citations = [...page1.works, ...page2.works].map((work) => work.citationCount ?? 0)
    expect(citations).toEqual([...citations].sort((a, b) => b - a))
    expect(calls[0]!.url.searchParams.get('filter')).toBe('title_and_abstract.search:crispr')
    expect(calls[0]!.url.searchParams.get('sort')).toBe('cited_by_count:desc')
  })

  it('discovers researchers: author buckets of a topic, then their profiles in one call', async () => {
    const { connector, calls } = harness()
    const groups = await connector.groupWorks({ search: 'machine learning', groupBy: 'authorships.author.id' })
    expect(groups.length).toBeGreaterThan(12)
    expect(groups.every((group) => /^A\d+$/.test(group.key) && group.count > 0)).toBe(true)
    expect(groups.map((group) => group.count)).toEqual([...groups.map((group) => group.count)].sort((a, b) => b - a))
    const groupCall = calls[0]!.url
    expect(groupCall.searchParams.get('group_by')).toBe('authorships.author.id')
    expect(groupCall.searchParams.has('select')).toBe(false)

    const profiles = await connector.getAuthors(groups.map((group) => group.key))
    expect(calls).toHaveLength(2)
    expect(calls[1]!.url.searchParams.get('filter')).toBe(`openalex_id:${groups.map((group) => group.key).join('|')}`)
    expect(calls[1]!.url.searchParams.get('per_page')).toBe(String(groups.length))
    expect(new Set(profiles.map((profile) => profile.id))).toEqual(new Set(groups.map((group) => group.key)))
    for (const profile of profiles) AuthorProfileSchema.parse(profile)
    expect(new Set(profiles.map((profile) => profile.institution)).size).toBeGreaterThan(3)
    expect(profiles.some((profile) => profile.orcid)).toBe(true)
    expect(profiles.some((profile) => !profile.orcid)).toBe(true)
  })

  it('shows the implausible merged profile as OpenAlex has it', async () => {
    const { connector } = harness()
    const [merged] = await connector.getAuthors(['https://openalex.org/A5090000099'])
    expect(merged?.worksCount).toBeGreaterThanOrEqual(4000)
    expect(merged?.institutions.length).toBeGreaterThanOrEqual(6)
    expect(merged?.topics.length).toBeGreaterThanOrEqual(8)
    expect((merged?.lastActiveYear ?? 0) - (merged?.firstActiveYear ?? 0)).toBe(5)
  })

  it('asks for authors in batches of at most 50 ids, dropping ids that are not author ids', async () => {
    const { connector, calls } = harness()
    const ids = [
      ...Array.from({ length: 60 }, (_, i) => `A50900000${String(i + 1).padStart(2, '0')}`),
      'W123',
      'nonsense',
      'A5090000001',
    ]
    const authors = await connector.getAuthors(ids)
    expect(calls).toHaveLength(2)
    expect(calls.map((call) => call.url.searchParams.get('filter')!.split('|').length)).toEqual([50, 10])
    expect(authors.length).toBe(34)
    expect(await connector.getAuthors([])).toEqual([])
    expect(calls).toHaveLength(2)
  })

  it('searches authors by name only', async () => {
    const { connector, calls } = harness()
    const byTopic = await connector.searchAuthorsByName({ name: 'machine learning', perPage: 12, page: 1 })
    expect(byTopic.authors.map((author) => author.name)).toEqual(['Machine Learning Group'])
    const byName = await connector.searchAuthorsByName({ name: 'Sofia Marquez', perPage: 12, page: 1 })
    expect(byName.total).toBe(1)
    expect(byName.authors[0]).toMatchObject({
      name: 'Sofía Márquez',
      institutions: ['Universidade de Porto Alegre', 'Institut Lumière de Lyon'],
      country: 'BR',
    })
    expect(calls[0]!.url.searchParams.get('search')).toBe('machine learning')
  })

  it('autocompletes author names and searches sources', async () => {
    const { connector } = harness()
    const suggestions = await connector.autocompleteAuthors('hoff')
    expect(suggestions[0]).toMatchObject({
      id: 'A5090000001',
      name: 'Lena Hoffmann',
      hint: 'Technische Universität Rheinfeld, DE',
    })
    expect(await connector.autocompleteAuthors('  ')).toEqual([])
    const sources = await connector.searchSources('genome editing', 5)
    expect(sources).toEqual([
      expect.objectContaining({ name: 'Genome Editing Quarterly', type: 'journal', issn: '2999-0301' }),
    ])
  })

  it('counts works by year over a continuous range', async () => {
    const { connector, calls } = harness()
    const counts = await connector.countWorksByYear({ search: 'crispr', fromYear: 2014, toYear: 2022 })
    expect(counts.map((entry) => entry.year)).toEqual([2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022])
    const inRange = await connector.searchWorksRaw({ query: 'crispr', perPage: 100, page: 1 })
    const expected = inRange.works.filter((work) => (work.year ?? 0) >= 2014 && (work.year ?? 0) <= 2022).length
    expect(counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(expected)
    expect(calls[0]!.url.searchParams.get('group_by')).toBe('publication_year')
    expect(calls[0]!.url.searchParams.get('filter')).toBe(
      'from_publication_date:2014-01-01,to_publication_date:2022-12-31,title_and_abstract.search:crispr',
    )
  })

  it('searches topics, lists a topic’s most cited recent works, and counts a field and a topic by year', async () => {
    const { connector, calls } = harness()
    const [coral] = await connector.searchTopics('coral reef', 6)
    expect(coral).toMatchObject({ name: 'Coral Reef Ecology and Bleaching', field: { name: 'Environmental Science' } })
    expect(calls[0]!.url.pathname).toBe('/openalex/topics')
    expect(calls[0]!.url.searchParams.get('select')).toBe('id,display_name,works_count,subfield,field,domain')

    const works = await connector.listWorks({
      filter: `topics.id:${coral!.id}`,
      sort: 'cited_by_count:desc',
      perPage: 5,
    })
    expect(works.works.length).toBeGreaterThan(0)
    const citations = works.works.map((work) => work.citationCount ?? 0)
    expect(citations).toEqual([...citations].sort((a, b) => b - a))
    expect(calls.at(-1)!.url.searchParams.get('sort')).toBe('cited_by_count:desc')

    const years = `from_publication_date:2000-01-01,to_publication_date:2024-12-31`
    const field = await connector.groupWorks({
      filter: `topics.field.id:${coral!.field!.id},${years}`,
      groupBy: 'publication_year',
    })
    const topic = await connector.groupWorks({ filter: `topics.id:${coral!.id},${years}`, groupBy: 'publication_year' })
    const all = await connector.groupWorks({ filter: years, groupBy: 'publication_year' })
    expect(field.map((group) => Number(group.key)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => 2000 + i),
    )
    for (const group of topic) {
      const inField = field.find((entry) => entry.key === group.key)?.count ?? 0
      const inAll = all.find((entry) => entry.key === group.key)?.count ?? 0
      expect(group.count).toBeLessThanOrEqual(inField)
      expect(inField).toBeLessThan(inAll)
    }
    const countries = await connector.groupWorks({ search: 'coral', groupBy: 'authorships.countries', perPage: 5 })
    expect(countries[0]?.key).toMatch(/^[A-Z]{2}$/)
    expect(await connector.listWorks({ sort: 'cited_by_count:desc', perPage: 5 })).toMatchObject({
      works: [],
      total: 0,
    })
  })

  it('gives a deterministic small set for any other topic', async () => {
    const { connector } = harness()
    const first = await connector.searchWorksRaw({ query: 'urban beekeeping', perPage: 25, page: 1 })
    const again = await connector.searchWorks({ query: 'urban beekeeping', limit: 25 })
    expect(first.works.length).toBeGreaterThan(0)
    expect(new Set(again.works.map((work) => work.ids.openalex))).toEqual(
      new Set(first.works.map((work) => work.ids.openalex)),
    )
    expect((await connector.searchWorks({ query: 'no-results here', limit: 5 })).works).toEqual([])
  })

  it('treats the HTML 404 page as nothing found', async () => {
    const { connector, calls } = harness({ env: { OPENALEX_BASE_URL: `${HARNESS_ORIGIN}/openalex/missing` } })
    expect(await connector.searchWorks({ query: fresh('crispr'), limit: 5 })).toEqual({
      source: 'openalex',
      works: [],
      total: 0,
    })
    expect(await connector.getAuthors(['A5090000001'])).toEqual([])
    expect(await connector.groupWorks({ search: 'crispr', groupBy: 'type' })).toEqual([])
    expect(await connector.searchSources('genome', 5)).toEqual([])
    expect(calls.length).toBe(4)
  })

  it('turns a 400 into a bad_response SourceError with OpenAlex’s message', async () => {
    const { connector } = harness()
    const error = await connector.groupWorks({ filter: 'colour:blue', groupBy: 'type' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SourceError)
    expect(error).toMatchObject({ source: 'openalex', kind: 'bad_response', status: 400 })
    expect((error as SourceError).message).toMatch(/colour is not a valid field/)
  })

  it('asks again without select when OpenAlex rejects a select field', async () => {
    const urls: URL[] = []
    const stub = (url: URL) => {
      urls.push(url)
      if (url.searchParams.has('select')) {
        return new Response(
          JSON.stringify({
            error: 'Invalid query parameters error.',
            message: 'x_concepts is not a valid select field.',
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        )
      }
      return new Response(JSON.stringify(fixture('authors-filter-openalex-ids.json')), {
        headers: { 'content-type': 'application/json' },
      })
    }
    const { connector } = harness({ answer: stub })
    const authors = await connector.getAuthors(['A5100000001', 'A5100000002'])
    expect(authors.map((author) => author.id)).toEqual(['A5100000001', 'A5100000002'])
    expect(urls.map((url) => url.searchParams.has('select'))).toEqual([true, false])
  })

  it('reports a refused API key as not_configured', async () => {
    const stub = () =>
      new Response(JSON.stringify({ error: 'Invalid or missing API key', message: 'API key not found' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      })
    const { connector } = harness({ answer: stub })
    await expect(connector.searchWorks({ query: fresh('anything'), limit: 5 })).rejects.toMatchObject({
      kind: 'not_configured',
      status: 401,
    })
  })

  it('keeps the key and the contact address out of every log line', async () => {
    const { connector, logLines } = harness()
    await connector.searchWorks({ query: fresh('fail-429-then-ok crispr'), limit: 5 })
    expect(logLines.some((line) => line.includes('retrying'))).toBe(true)
    expect(logLines.join('\n')).not.toContain(KEY)
    expect(logLines.join('\n')).not.toContain('ops@lodestar-research.org')
  })

  it('without an API key reports itself unavailable and makes no calls (2026: a key is required)', async () => {
    const { connector, calls } = harness({ env: { OPENALEX_API_KEY: '' } })
    expect(connector.unavailableReason).toMatch(/OPENALEX_API_KEY/)
    await expect(connector.searchWorks({ query: fresh('crispr'), limit: 3 })).rejects.toMatchObject({
      kind: 'not_configured',
    })
    await expect(connector.getAuthors(['A5100000001'])).rejects.toMatchObject({ kind: 'not_configured' })
    expect(calls).toHaveLength(0)
  })

  it('sends no mailto while CONTACT_EMAIL is a placeholder nobody reads', async () => {
    const { connector, calls } = harness({ env: { CONTACT_EMAIL: 'hello@lodestar.local' } })
    await connector.searchWorks({ query: fresh('crispr'), limit: 3 })
    expect(calls[0]!.url.searchParams.has('mailto')).toBe(false)
    expect(calls[0]!.url.searchParams.get('api_key')).toBe(KEY)
  })
})

it('searches institutions through the fake', async () => {
  const { connector } = harness()
  const found = await connector.searchInstitutions('Kyoto', 10)
  expect(found.map((institution) => institution.name)).toEqual(['Kyoto Institute of Science'])
  expect(found[0]).toMatchObject({ country: 'JP', id: expect.stringMatching(/^I\d+$/) })
  expect(await connector.searchInstitutions('no-results', 10)).toEqual([])
})

// ---------- linked works: references, retractions and citing works ----------

const range = (prefix: number, count: number) => Array.from({ length: count }, (_, i) => `W${prefix + i}`)
/** the fake's machine-learning and CRISPR works and their classics: 88 ids it knows */
const KNOWN_WORK_IDS = [
  ...range(7200000001, 40),
  ...range(7200001001, 30),
  ...range(7200090001, 9),
  ...range(7200091001, 9),
]
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('OpenAlex linked works', () => {
  it('reads works by id in batches of at most 50, with references and retraction flags', async () => {
    const { connector, calls } = harness()
    const unknown = range(7999990001 + ++unique * 100, 32)
    const ids = [...KNOWN_WORK_IDS, ...unknown]
    expect(ids).toHaveLength(120)
    const { works, calls: made } = await connector.getLinkedWorks({
      openalexIds: [...ids, 'https://openalex.org/W7200000001', 'A5090000001', 'nonsense'],
    })
    expect(made).toBe(3)
    expect(calls).toHaveLength(3)
    const batches = calls.map((call) => call.url.searchParams.get('filter')!)
    expect(batches.every((filter) => filter.startsWith('openalex:'))).toBe(true)
    expect(batches.map((filter) => filter.slice('openalex:'.length).split('|').length).sort()).toEqual([20, 50, 50])
    expect(calls.map((call) => call.url.searchParams.get('per_page')).sort()).toEqual(['20', '50', '50'])
    expect(calls[0]!.url.searchParams.get('select')?.split(',')).toEqual(
      expect.arrayContaining(['id', 'title', 'cited_by_count', 'topics', 'referenced_works', 'is_retracted']),
    )
    expect(new Set(works.map((linked) => linked.openalexId))).toEqual(new Set(KNOWN_WORK_IDS))
    for (const linked of works) {
      WorkSchema.parse(linked.work)
      expect(linked.work.ids.openalex).toBe(linked.openalexId)
      expect(linked.referencedWorks.every((id) => /^W\d+$/.test(id))).toBe(true)
      expect(linked.isRetracted).toBe(RETRACTED_WORK_IDS.includes(linked.openalexId))
    }
    expect(
      works
        .filter((linked) => linked.isRetracted)
        .map((linked) => linked.openalexId)
        .sort(),
    ).toEqual(['W7200000013', 'W7200000030', 'W7200001010'])
  })

  it('reads works by DOI in one filter, bare or as URLs, skipping DOIs a filter cannot carry', async () => {
    const { connector, calls } = harness()
    const crispr = await connector.searchWorksRaw({ query: 'crispr', perPage: 6, page: 1 })
    const dois = crispr.works.map((work) => work.ids.doi!)
    const asked = [
      `https://doi.org/${dois[0]!.toUpperCase()}`,
      ...dois.slice(1),
      dois[1]!,
      '10.5555/with|pipe',
      '10.5555/with,comma',
      'not a doi',
      `10.5555/unknown.${++unique}`,
    ]
    const { works, calls: made } = await connector.getLinkedWorks({ dois: asked })
    expect(made).toBe(1)
    const filter = calls[1]!.url.searchParams.get('filter')!
    expect(filter).toBe(`doi:${[...dois, `10.5555/unknown.${unique}`].join('|')}`)
    expect(new Set(works.map((linked) => linked.work.ids.doi))).toEqual(new Set(dois))
  })

  it('asks by id and by DOI in separate calls and returns each work once', async () => {
    const { connector, calls } = harness()
    const { works } = await connector.getLinkedWorks({ openalexIds: ['W7200000002'] })
    const doi = works[0]!.work.ids.doi!
    const both = await connector.getLinkedWorks({
      openalexIds: ['W7200000002', `W7999${++unique}`],
      dois: [doi, '10.5555/lodestar.classic.ml.001'],
    })
    expect(both.calls).toBe(2)
    expect(calls.slice(1).map((call) => call.url.searchParams.get('filter')!.split(':')[0])).toEqual([
      'openalex',
      'doi',
    ])
    expect(both.works.map((linked) => linked.openalexId).sort()).toEqual(['W7200000002', 'W7200090001'])
  })

  it('answers a repeated read from the cache: no call reaches OpenAlex and none is counted', async () => {
    const { connector, calls } = harness()
    const input = { openalexIds: ['W7200000003', 'W7200001003', `W7999${++unique}`] }
    const first = await connector.getLinkedWorks(input)
    const again = await connector.getLinkedWorks(input)
    expect(first.calls).toBe(1)
    expect(again).toEqual({ works: first.works, calls: 0 })
    expect(calls).toHaveLength(1)
    expect(await connector.getLinkedWorks({})).toEqual({ works: [], calls: 0 })
    expect(await connector.getLinkedWorks({ openalexIds: ['A5090000001'], dois: ['nonsense'] })).toEqual({
      works: [],
      calls: 0,
    })
    expect(calls).toHaveLength(1)
  })

  it('finds the works citing a set, most cited first, at most `limit`, one call per 50 ids', async () => {
    const { connector, calls } = harness()
    const classic = 'W7200090002'
    const top = await connector.citingWorks({ openalexIds: [classic], limit: 5 })
    expect(top.calls).toBe(1)
    expect(calls[0]!.url.searchParams.get('filter')).toBe(`cites:${classic}`)
    expect(calls[0]!.url.searchParams.get('sort')).toBe('cited_by_count:desc')
    expect(calls[0]!.url.searchParams.get('per_page')).toBe('5')
    expect(top.works.length).toBe(5)
    expect(top.works.every((linked) => linked.referencedWorks.includes(classic))).toBe(true)
    const counts = top.works.map((linked) => linked.work.citationCount ?? 0)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))

    const pool = (await connector.getLinkedWorks({ openalexIds: KNOWN_WORK_IDS.slice(0, 70) })).works
    const seeds = [...KNOWN_WORK_IDS.slice(0, 55), `W7999${++unique}`]
    const citing = await connector.citingWorks({ openalexIds: seeds, limit: 500 })
    expect(citing.calls).toBe(2)
    const citingCalls = calls.slice(-2)
    expect(citingCalls.map((call) => call.url.searchParams.get('per_page'))).toEqual(['100', '100'])
    expect(citingCalls.map((call) => call.url.searchParams.get('filter')!.split('|').length).sort()).toEqual([50, 6])
    const expected = pool.filter((linked) => linked.referencedWorks.some((id) => seeds.includes(id)))
    expect(new Set(citing.works.map((linked) => linked.openalexId))).toEqual(
      new Set(expected.map((linked) => linked.openalexId)),
    )
    const citations = citing.works.map((linked) => linked.work.citationCount ?? 0)
    expect(citations).toEqual([...citations].sort((a, b) => b - a))

    const before = calls.length
    expect(await connector.citingWorks({ openalexIds: [classic], limit: 0 })).toEqual({ works: [], calls: 0 })
    expect(await connector.citingWorks({ openalexIds: ['A5090000001'], limit: 10 })).toEqual({ works: [], calls: 0 })
    expect(calls).toHaveLength(before)
  })

  it('asks again without select when OpenAlex refuses a linked-work field, and reads whole records', async () => {
    const urls: URL[] = []
    const { connector } = harness({
      answer: (url) => {
        urls.push(url)
        if (url.searchParams.has('select'))
          return json(
            { error: 'Invalid query parameters error.', message: 'is_retracted is not a valid select field.' },
            400,
          )
        return json({
          meta: { count: 2, db_response_time_ms: 12, page: 1, per_page: 2, groups_count: null },
          results: [
            {
              id: 'https://openalex.org/W7300000001',
              display_name: 'A retracted study',
              cited_by_count: 31,
              is_retracted: true,
              referenced_works: ['https://openalex.org/W7300000002'],
              referenced_works_count: 1,
            },
            { id: 'https://openalex.org/W7300000002', display_name: 'An older study without links', cited_by_count: 4 },
          ],
          group_by: [],
        })
      },
    })
    const { works, calls } = await connector.getLinkedWorks({ openalexIds: ['W7300000001', `W7300000002`] })
    expect(urls.map((url) => url.searchParams.has('select'))).toEqual([true, false])
    expect(calls).toBe(2)
    expect(works.map((linked) => [linked.openalexId, linked.isRetracted, linked.referencedWorks])).toEqual([
      ['W7300000001', true, ['W7300000002']],
      ['W7300000002', false, []],
    ])
  })

  it('without an API key throws not_configured like every read, and makes no calls', async () => {
    const { connector, calls } = harness({ env: { OPENALEX_API_KEY: '' } })
    await expect(connector.getLinkedWorks({ openalexIds: ['W7200000001'] })).rejects.toMatchObject({
      source: 'openalex',
      kind: 'not_configured',
    })
    await expect(connector.getLinkedWorks({ dois: ['10.5555/lodestar.classic.ml.001'] })).rejects.toMatchObject({
      kind: 'not_configured',
    })
    await expect(connector.citingWorks({ openalexIds: ['W7200000001'], limit: 10 })).rejects.toBeInstanceOf(SourceError)
    expect(await connector.getLinkedWorks({})).toEqual({ works: [], calls: 0 })
    expect(calls).toHaveLength(0)
  })
})

describe('the fake OpenAlex citation world', () => {
  it('gives every topic work 8–20 earlier references, all resolvable, mostly in its own pool', async () => {
    const { connector } = harness()
    for (const query of ['machine learning', 'crispr', 'coral', 'urban beekeeping']) {
      const found = await connector.searchWorksRaw({ query, perPage: 100, page: 1, sort: 'publication_date:desc' })
      const ids = found.works.map((work) => work.ids.openalex!)
      const { works } = await connector.getLinkedWorks({ openalexIds: ids })
      expect(works).toHaveLength(ids.length)
      const references = [...new Set(works.flatMap((linked) => linked.referencedWorks))]
      const resolved = await connector.getLinkedWorks({ openalexIds: references })
      expect(resolved.works).toHaveLength(references.length)
      const dateOf = new Map(
        [...works, ...resolved.works].map((linked) => [linked.openalexId, linked.work.publicationDate!]),
      )
      let inPool = 0
      for (const linked of works) {
        expect(linked.referencedWorks.length, `${query}: ${linked.openalexId}`).toBeGreaterThanOrEqual(8)
        expect(linked.referencedWorks.length).toBeLessThanOrEqual(20)
        for (const id of linked.referencedWorks) {
          expect(dateOf.get(id)! < dateOf.get(linked.openalexId)!).toBe(true)
          if (ids.includes(id)) inPool++
        }
      }
      const outside = references.filter((id) => !ids.includes(id))
      expect(outside.length, `${query}: classics outside the result set`).toBeGreaterThanOrEqual(4)
      if (query === 'machine learning' || query === 'crispr')
        expect(inPool / works.reduce((sum, linked) => sum + linked.referencedWorks.length, 0)).toBeGreaterThan(0.6)
      const retracted = works.filter((linked) => linked.isRetracted).map((linked) => linked.openalexId)
      // Generic ids end in their index in the query's set.
      if (query === 'urban beekeeping')
        expect(retracted).toEqual(ids.filter((id) => id.endsWith(String(GENERIC_RETRACTED_INDEX))))
      else expect(retracted).toEqual(ids.filter((id) => RETRACTED_WORK_IDS.includes(id)))
    }
  })

  it('makes works of one method share more references than works of different methods', async () => {
    const { connector } = harness()
    const { works } = await connector.getLinkedWorks({ openalexIds: range(7200000001, 40) })
    const methodOf = (title: string) => title.split(' ').slice(1).join(' ')
    const coupling = { same: [] as number[], different: [] as number[] }
    for (const a of works)
      for (const b of works) {
        if (a.openalexId >= b.openalexId) continue
        const shared = a.referencedWorks.filter((id) => b.referencedWorks.includes(id)).length
        const strength = shared / Math.sqrt(a.referencedWorks.length * b.referencedWorks.length)
        coupling[methodOf(a.work.title) === methodOf(b.work.title) ? 'same' : 'different'].push(strength)
      }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
    expect(mean(coupling.same)).toBeGreaterThan(mean(coupling.different) * 1.2)
  })

  it('filters works by retraction flag and answers an unknown filter with 400 as before', async () => {
    const { connector } = harness()
    const retracted = await connector.groupWorks({ filter: 'is_retracted:true', groupBy: 'type' })
    expect(retracted.reduce((sum, group) => sum + group.count, 0)).toBe(3)
    const kept = await connector.groupWorks({ filter: 'is_retracted:false', groupBy: 'type' })
    expect(kept.reduce((sum, group) => sum + group.count, 0)).toBe(67)
    await expect(connector.groupWorks({ filter: 'retracted:true', groupBy: 'type' })).rejects.toMatchObject({
      kind: 'bad_response',
    })
  })
})
