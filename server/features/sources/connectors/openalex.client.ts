import type { AuthorProfile, Work } from '#shared/contract/sources'
import type {
  ConnectorDeps,
  GroupCount,
  LinkedWork,
  OpenAlexConnector,
  WorkQuery,
  WorkSearchResult,
  YearCount,
} from '../connector'
import { SourceError, type CachePolicy, type SourceResponse } from '../source-http'
import { normalizeDoi, normalizeOrcid } from '../text'
import { fetchAndRead, parseJson, upstreamError } from './connector-kit'
import {
  parseOpenAlexAuthorsList,
  parseOpenAlexAutocomplete,
  parseOpenAlexError,
  parseOpenAlexGroupBy,
  parseOpenAlexInstitutionsList,
  parseOpenAlexLinkedWorksList,
  parseOpenAlexSourcesList,
  parseOpenAlexTopicsList,
  parseOpenAlexWorksList,
  shortOpenAlexId,
} from './openalex.parse'

/*
 * OpenAlex (https://api.openalex.org): works, authors, sources, autocomplete and group_by counts.
 *
 * - Since 13 Feb 2026 OpenAlex wants `api_key` (free); without one it allows about a cent of calls a
 *   day, a few searches for the whole platform. So without OPENALEX_API_KEY the connector reports
 *   itself unavailable and makes no calls. `mailto=<CONTACT_EMAIL>` goes along when it is deliverable.
 * - per_page never exceeds 100 (the 2026 limit). `select` trims list payloads to the fields we read;
 *   it is left off group_by calls (they don't combine), and if OpenAlex ever rejects a select field
 *   the call is repeated once without it.
 * - Linked works (references, retraction flag) are read in batches of ≤50 ids or DOIs per `filter=openalex:…`,
 *   `doi:…` or `cites:…` call, to spend the key's list-call budget sparingly; `calls` counts the answers that
 *   came from OpenAlex rather than the cache. Without a key they throw 'not_configured' like every other read.
 * - 404 (an HTML page, not JSON) means "nothing there": empty results. 400 `{error, message}` and
 *   malformed bodies are SourceError 'bad_response'; a malformed body that came from the cache is
 *   fetched once more (fetchAndRead). The parsers are in openalex.parse.ts.
 */

export const OPENALEX_NEEDS_KEY =
  'OpenAlex needs OPENALEX_API_KEY (free from openalex.org); without one it allows only a few calls a day'

const MAX_PER_PAGE = 100
/** OpenAlex basic paging reaches only the first 10,000 results. */
const MAX_PAGED_RESULTS = 10_000
/** ids per `openalex_id:A1|A2|…` filter (OpenAlex allows about 100 OR values; 50 keeps URLs short). */
const AUTHOR_BATCH = 50
/** ids or DOIs per `openalex:W1|W2|…`, `doi:…|…` or `cites:…|…` filter, as for authors. */
const WORK_BATCH = 50

const WORK_FIELDS = [
  'id',
  'doi',
  'title',
  'display_name',
  'publication_year',
  'publication_date',
  'ids',
  'type',
  'primary_location',
  'best_oa_location',
  'open_access',
  'authorships',
  'cited_by_count',
  'abstract_inverted_index',
  'topics',
].join(',')
const LINKED_WORK_FIELDS = `${WORK_FIELDS},referenced_works,is_retracted`

const AUTHOR_FIELDS = [
  'id',
  'display_name',
  'orcid',
  'works_count',
  'cited_by_count',
  'summary_stats',
  'last_known_institutions',
  'topics',
  'x_concepts',
  'counts_by_year',
].join(',')

const INSTITUTION_FIELDS = [
  'id',
  'ror',
  'display_name',
  'country_code',
  'type',
  'geo',
  'works_count',
  'cited_by_count',
  'summary_stats',
  'homepage_url',
].join(',')
const TOPIC_FIELDS = ['id', 'display_name', 'works_count', 'subfield', 'field', 'domain'].join(',')
const SOURCE_FIELDS = [
  'id',
  'display_name',
  'type',
  'works_count',
  'cited_by_count',
  'summary_stats',
  'homepage_url',
  'issn_l',
  'issn',
].join(',')

type Params = Record<string, string | number | undefined>

/** What a read answers when OpenAlex refused the `select` list: ask again without it. */
const SELECT_REFUSED = Symbol('select refused')

/** A search phrase made safe for a filter value: commas separate filters and `|` means OR there. */
function filterValue(text: string): string {
  return text.replace(/[,|]/g, ' ').replace(/\s+/g, ' ').trim()
}

function batchesOf<T>(items: T[], size: number): T[][] {
  const batches: T[][] = []
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size))
  return batches
}

/** Short work ids (W…), deduplicated; anything else is dropped. */
function workIdsOf(ids: string[] | undefined): string[] {
  return [...new Set((ids ?? []).map(shortOpenAlexId).filter((id): id is string => id !== null && id.startsWith('W')))]
}

/** Requests OpenAlex itself answered, as opposed to the cache. */
type CallTally = { calls: number }

const clampPerPage = (value: number | undefined, fallback: number) =>
  Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(value ?? fallback)))

function yearFilters(fromYear?: number, toYear?: number): string[] {
  const filters: string[] = []
  if (fromYear !== undefined) filters.push(`from_publication_date:${String(fromYear).padStart(4, '0')}-01-01`)
  if (toYear !== undefined) filters.push(`to_publication_date:${String(toYear).padStart(4, '0')}-12-31`)
  return filters
}

export function createOpenAlexConnector({ http, env }: ConnectorDeps): OpenAlexConnector {
  const base = env.OPENALEX_BASE_URL.replace(/\/+$/, '')

  function urlOf(path: string, params: Params): string {
    const url = new URL(base + path)
    for (const [name, value] of Object.entries(params))
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value))
    if (env.SOURCES_CONTACT_EMAIL) url.searchParams.set('mailto', env.SOURCES_CONTACT_EMAIL)
    if (env.OPENALEX_API_KEY) url.searchParams.set('api_key', env.OPENALEX_API_KEY)
    return url.toString()
  }

  /** GET and parse a JSON body; null when OpenAlex says 404 (its HTML page). */
  async function getParsed<T>(
    path: string,
    params: Params,
    cache: CachePolicy,
    parser: (json: unknown) => T,
    tally?: CallTally,
  ): Promise<T | null> {
    if (!env.OPENALEX_API_KEY) throw new SourceError('openalex', 'not_configured', OPENALEX_NEEDS_KEY)
    const answer = await fetchAndRead(
      http,
      { source: 'openalex', url: urlOf(path, params), cache },
      (response) => {
        if (tally && !response.fromCache) tally.calls++
        return readAnswer(response, params, parser)
      },
      'OpenAlex',
    )
    // A select field OpenAlex no longer knows: ask again for whole records rather than fail.
    if (answer === SELECT_REFUSED) return getParsed(path, { ...params, select: undefined }, cache, parser, tally)
    return answer
  }

  /** One `/works` call per request (each a `<key>:v1|v2…` filter), in parallel; each work once. */
  async function linkedWorks(requests: Params[], cache: CachePolicy, tally: CallTally): Promise<LinkedWork[]> {
    const pages = await Promise.all(
      requests.map((params) =>
        getParsed('/works', { ...params, select: LINKED_WORK_FIELDS }, cache, parseOpenAlexLinkedWorksList, tally),
      ),
    )
    const byId = new Map<string, LinkedWork>()
    for (const linked of pages.flatMap((page) => page?.works ?? []))
      if (!byId.has(linked.openalexId)) byId.set(linked.openalexId, linked)
    return [...byId.values()]
  }

  function readAnswer<T>(
    response: SourceResponse,
    params: Params,
    parser: (json: unknown) => T,
  ): T | null | typeof SELECT_REFUSED {
    if (response.status === 404) return null
    if (response.status === 400) {
      const message = parseOpenAlexError(response.body) ?? 'bad request'
      if (params.select && /select/i.test(message)) return SELECT_REFUSED
      throw new SourceError('openalex', 'bad_response', `OpenAlex rejected the request: ${message}`, 400)
    }
    if (response.status === 401) {
      const message = parseOpenAlexError(response.body) ?? 'unauthorized'
      throw new SourceError(
        'openalex',
        'not_configured',
        `OpenAlex refused the API key (OPENALEX_API_KEY): ${message}`,
        401,
      )
    }
    if (response.status === 403)
      throw new SourceError(
        'openalex',
        'rate_limited',
        'OpenAlex refused the call (budget or rate limit exceeded)',
        403,
      )
    if (response.status < 200 || response.status >= 300)
      throw upstreamError('openalex', response, undefined, 'OpenAlex')
    return parser(parseJson('openalex', response.body, 'OpenAlex'))
  }

  async function worksPage(params: Params): Promise<{ works: Work[]; total: number | null }> {
    const page = await getParsed('/works', { ...params, select: WORK_FIELDS }, 'search', parseOpenAlexWorksList)
    return page ? { works: page.works, total: page.total } : { works: [], total: 0 }
  }

  async function groupWorks(input: {
    search?: string
    filter?: string
    groupBy: string
    perPage?: number
  }): Promise<GroupCount[]> {
    const filters = [
      input.filter?.trim(),
      input.search && filterValue(input.search) ? `title_and_abstract.search:${filterValue(input.search)}` : undefined,
    ].filter(Boolean)
    const groupBy = {
      filter: filters.join(',') || undefined,
      group_by: input.groupBy,
      per_page: clampPerPage(input.perPage, MAX_PER_PAGE),
    }
    return (await getParsed('/works', groupBy, 'search', parseOpenAlexGroupBy)) ?? []
  }

  return {
    id: 'openalex',
    name: 'OpenAlex',
    unavailableReason: env.OPENALEX_API_KEY ? null : OPENALEX_NEEDS_KEY,

    async searchWorks(query: WorkQuery): Promise<WorkSearchResult> {
      const search = query.query.trim()
      const limit = Math.max(0, Math.floor(query.limit))
      if (!search) return { source: 'openalex', works: [], total: 0 }
      const offset = Math.max(0, Math.floor(query.offset ?? 0))
      const perPage = clampPerPage(limit, 25)
      const filter = yearFilters(query.fromYear, query.toYear).join(',') || undefined
      // OpenAlex pages by page number: fetch the pages that cover [offset, offset + limit).
      const firstPage = Math.floor(offset / perPage) + 1
      const lastPage = Math.floor((offset + Math.max(limit, 1) - 1) / perPage) + 1
      const works: Work[] = []
      let total: number | null = null
      for (let page = firstPage; page <= lastPage && page * perPage <= MAX_PAGED_RESULTS; page++) {
        const result = await worksPage({ search, filter, per_page: perPage, page })
        total = result.total
        works.push(...result.works)
        if (result.works.length < perPage) break
      }
      const skip = offset - (firstPage - 1) * perPage
      return { source: 'openalex', works: works.slice(skip, skip + limit), total }
    },

    async searchWorksRaw(input): Promise<WorkSearchResult> {
      const search = filterValue(input.query)
      if (!search) return { source: 'openalex', works: [], total: 0 }
      const perPage = clampPerPage(input.perPage, 25)
      const page = Math.max(1, Math.floor(input.page))
      if ((page - 1) * perPage >= MAX_PAGED_RESULTS) return { source: 'openalex', works: [], total: null }
      const result = await worksPage({
        filter: `title_and_abstract.search:${search}`,
        sort: input.sort ?? 'cited_by_count:desc',
        per_page: perPage,
        page,
      })
      return { source: 'openalex', ...result }
    },

    groupWorks,

    async searchAuthorsByName(input) {
      const name = input.name.trim()
      if (!name) return { authors: [], total: 0 }
      const found = await getParsed(
        '/authors',
        {
          search: name,
          per_page: clampPerPage(input.perPage, 25),
          page: Math.max(1, Math.floor(input.page)),
          select: AUTHOR_FIELDS,
        },
        'search',
        parseOpenAlexAuthorsList,
      )
      return found ? { authors: found.authors, total: found.total } : { authors: [], total: 0 }
    },

    async getAuthors(ids: string[]): Promise<AuthorProfile[]> {
      const wanted = [
        ...new Set(ids.map(shortOpenAlexId).filter((id): id is string => id !== null && id.startsWith('A'))),
      ]
      const results = await Promise.all(
        batchesOf(wanted, AUTHOR_BATCH).map(async (batch) => {
          const found = await getParsed(
            '/authors',
            { filter: `openalex_id:${batch.join('|')}`, per_page: batch.length, select: AUTHOR_FIELDS },
            'entity',
            parseOpenAlexAuthorsList,
          )
          return found?.authors ?? []
        }),
      )
      return results.flat()
    },

    async getAuthorByOrcid(orcid: string): Promise<AuthorProfile | null> {
      const bare = normalizeOrcid(orcid)
      if (!bare) return null
      const found = await getParsed(
        '/authors',
        { filter: `orcid:${bare}`, per_page: 1, select: AUTHOR_FIELDS },
        'entity',
        parseOpenAlexAuthorsList,
      )
      return found?.authors[0] ?? null
    },

    async autocompleteAuthors(query: string) {
      const q = query.trim()
      if (!q) return []
      return (await getParsed('/autocomplete/authors', { q }, 'search', parseOpenAlexAutocomplete)) ?? []
    },

    async searchSources(query: string, perPage: number) {
      const search = query.trim()
      if (!search) return []
      return (
        (await getParsed(
          '/sources',
          { search, per_page: clampPerPage(perPage, 25), select: SOURCE_FIELDS },
          'search',
          parseOpenAlexSourcesList,
        )) ?? []
      )
    },

    async searchInstitutions(query: string, perPage: number) {
      const search = query.trim()
      if (!search) return []
      return (
        (await getParsed(
          '/institutions',
          { search, per_page: clampPerPage(perPage, 25), select: INSTITUTION_FIELDS },
          'search',
          parseOpenAlexInstitutionsList,
        )) ?? []
      )
    },

    async searchTopics(query: string, perPage: number) {
      const search = query.trim()
      if (!search) return []
      return (
        (await getParsed(
          '/topics',
          { search, per_page: clampPerPage(perPage, 10), select: TOPIC_FIELDS },
          'search',
          parseOpenAlexTopicsList,
        )) ?? []
      )
    },

    async listWorks(input): Promise<WorkSearchResult> {
      const search = input.search ? filterValue(input.search) : ''
      const filter = [input.filter?.trim(), search ? `title_and_abstract.search:${search}` : undefined]
        .filter(Boolean)
        .join(',')
      if (!filter) return { source: 'openalex', works: [], total: 0 }
      const result = await worksPage({ filter, sort: input.sort, per_page: clampPerPage(input.perPage, 25), page: 1 })
      return { source: 'openalex', ...result }
    },

    async countWorksByYear(input): Promise<YearCount[]> {
      const filter = yearFilters(input.fromYear, input.toYear).join(',') || undefined
      const groups = await groupWorks({ search: input.search, filter, groupBy: 'publication_year' })
      const counts = new Map<number, number>()
      for (const group of groups) {
        const year = Number(group.key)
        if (Number.isInteger(year)) counts.set(year, (counts.get(year) ?? 0) + group.count)
      }
      if (counts.size === 0) return []
      const years = [...counts.keys()]
      const from = input.fromYear ?? Math.min(...years)
      const to = input.toYear ?? Math.max(...years)
      // A continuous series (zeros for quiet years) when the range is sane; otherwise just the years seen.
      const span = to - from
      const series =
        span >= 0 && span <= 300 ? Array.from({ length: span + 1 }, (_, i) => from + i) : years.sort((a, b) => a - b)
      return series.map((year) => ({ year, count: counts.get(year) ?? 0 }))
    },

    async getLinkedWorks(input) {
      const ids = workIdsOf(input.openalexIds)
      // `|` and `,` are the filter's own separators: such a DOI cannot be asked for in a filter.
      const dois = [
        ...new Set((input.dois ?? []).map(normalizeDoi).filter((doi): doi is string => !!doi && !/[|,]/.test(doi))),
      ]
      const requests = [
        ...batchesOf(ids, WORK_BATCH).map((batch) => ({
          filter: `openalex:${batch.join('|')}`,
          per_page: batch.length,
        })),
        ...batchesOf(dois, WORK_BATCH).map((batch) => ({ filter: `doi:${batch.join('|')}`, per_page: batch.length })),
      ]
      const tally: CallTally = { calls: 0 }
      const works = await linkedWorks(requests, 'entity', tally)
      return { works, calls: tally.calls }
    },

    async citingWorks(input) {
      const ids = workIdsOf(input.openalexIds)
      const limit = Math.min(MAX_PER_PAGE, Math.max(0, Math.floor(input.limit) || 0))
      if (ids.length === 0 || limit === 0) return { works: [], calls: 0 }
      const tally: CallTally = { calls: 0 }
      const requests = batchesOf(ids, WORK_BATCH).map((batch) => ({
        filter: `cites:${batch.join('|')}`,
        sort: 'cited_by_count:desc',
        per_page: limit,
      }))
      const found = await linkedWorks(requests, 'search', tally)
      const works = found
        .sort(
          (a, b) =>
            (b.work.citationCount ?? 0) - (a.work.citationCount ?? 0) || a.openalexId.localeCompare(b.openalexId),
        )
        .slice(0, limit)
      return { works, calls: tally.calls }
    },
  }
}
