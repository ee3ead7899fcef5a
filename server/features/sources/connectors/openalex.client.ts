import type { AuthorProfile, Work, WorkIds } from '../../../../shared/contract/sources'
import type { ConnectorDeps, GroupCount, InstitutionEntry, OpenAlexConnector, WorkQuery, WorkSearchResult, YearCount } from '../connector'
import { SourceError, type CachePolicy } from '../source-http'
import { normalizeArxivId, normalizeDoi, normalizeOrcid, normalizePmcid, normalizePmid, toPlainText } from '../text'

/*
 * OpenAlex (https://api.openalex.org): works, authors, sources, autocomplete and group_by counts.
 *
 * - Since 13 Feb 2026 OpenAlex wants `api_key` (free); without one it allows about a cent of calls a
 *   day, a few searches for the whole platform. So without OPENALEX_API_KEY the connector reports
 *   itself unavailable and makes no calls. `mailto=<CONTACT_EMAIL>` goes along when it is deliverable.
 * - per_page never exceeds 100 (the 2026 limit). `select` trims list payloads to the fields we read;
 *   it is left off group_by calls (they don't combine), and if OpenAlex ever rejects a select field
 *   the call is repeated once without it.
 * - 404 (an HTML page, not JSON) means "nothing there": empty results. 400 `{error, message}` and
 *   malformed bodies are SourceError 'bad_response'.
 */

export const OPENALEX_NEEDS_KEY = 'OpenAlex needs OPENALEX_API_KEY (free from openalex.org); without one it allows only a few calls a day'

const MAX_PER_PAGE = 100
/** OpenAlex basic paging reaches only the first 10,000 results. */
const MAX_PAGED_RESULTS = 10_000
/** ids per `openalex_id:A1|A2|…` filter (OpenAlex allows about 100 OR values; 50 keeps URLs short). */
const AUTHOR_BATCH = 50

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

const INSTITUTION_FIELDS = ['id', 'ror', 'display_name', 'country_code', 'type', 'geo', 'works_count', 'cited_by_count', 'summary_stats', 'homepage_url'].join(',')
const SOURCE_FIELDS = ['id', 'display_name', 'type', 'works_count', 'cited_by_count', 'summary_stats', 'homepage_url', 'issn_l', 'issn'].join(',')

// ---------- reading untyped JSON ----------

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const objectOr = (value: unknown): Json => (isObject(value) ? value : {})
const arrayOr = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const stringOr = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)
const intOr = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null)

function requireObject(value: unknown, what: string): Json {
  if (!isObject(value)) throw new Error(`OpenAlex ${what} is not a JSON object`)
  return value
}

/** `W2741809807` from `https://openalex.org/W2741809807`, `works/W2741809807` or the short id itself. */
export function shortOpenAlexId(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const last = value.trim().replace(/\/+$/, '').split('/').pop() ?? ''
  return /^[WASIPFTC]\d+$/i.test(last) ? last[0]!.toUpperCase() + last.slice(1) : null
}

/** A group_by key without the `https://openalex.org/…/` prefix: `A5023888391`, `article`, `US`; years stay `"2020"`. */
function shortGroupKey(key: string): string {
  if (!/^https?:\/\/openalex\.org\//i.test(key)) return key
  return key.replace(/\/+$/, '').split('/').pop() ?? key
}

// ---------- parsers ----------

/**
 * The abstract text from OpenAlex's inverted index (`{"word": [positions…]}`): each word placed at
 * each of its positions, joined in position order. null when there is no index or it is empty.
 * The words are returned as OpenAlex has them (markup included); callers strip it.
 */
export function rebuildAbstract(invertedIndex: unknown): string | null {
  if (!isObject(invertedIndex)) return null
  const placed: [number, string][] = []
  for (const [word, positions] of Object.entries(invertedIndex)) {
    for (const position of arrayOr(positions)) {
      if (typeof position === 'number' && Number.isInteger(position) && position >= 0) placed.push([position, word])
    }
  }
  if (placed.length === 0) return null
  placed.sort((a, b) => a[0] - b[0])
  const text = placed
    .map(([, word]) => word)
    .join(' ')
    .trim()
  return text === '' ? null : text
}

function workIds(work: Json): WorkIds {
  const ids = objectOr(work.ids)
  const result: WorkIds = {}
  const openalex = shortOpenAlexId(work.id) ?? shortOpenAlexId(ids.openalex)
  if (openalex) result.openalex = openalex
  const doi = normalizeDoi(work.doi) ?? normalizeDoi(ids.doi)
  if (doi) result.doi = doi
  const pmid = normalizePmid(ids.pmid)
  if (pmid) result.pmid = pmid
  const pmcid = normalizePmcid(ids.pmcid)
  if (pmcid) result.pmcid = pmcid
  // arXiv papers: the DataCite DOI 10.48550/arxiv.<id>, or an arxiv.org landing page.
  const arxiv =
    (doi?.startsWith('10.48550/arxiv.') ? normalizeArxivId(doi) : undefined) ??
    [work.primary_location, work.best_oa_location, ...arrayOr(work.locations)]
      .map((location) => stringOr(objectOr(location).landing_page_url))
      .map((url) => (url && /arxiv\.org\/abs\//i.test(url) ? normalizeArxivId(url) : undefined))
      .find(Boolean)
  if (arxiv) result.arxiv = arxiv
  return result
}

function workAuthors(work: Json): Work['authors'] {
  const authors: Work['authors'] = []
  for (const authorship of arrayOr(work.authorships)) {
    const entry = objectOr(authorship)
    const author = objectOr(entry.author)
    const name = toPlainText(stringOr(author.display_name) ?? stringOr(entry.raw_author_name) ?? '')
    if (!name) continue
    const institutions = arrayOr(entry.institutions)
      .map((institution) => stringOr(objectOr(institution).display_name))
      .filter((value): value is string => value !== null)
    const affiliations = institutions.length
      ? institutions
      : arrayOr(entry.raw_affiliation_strings)
          .map((raw) => (typeof raw === 'string' ? toPlainText(raw.replace(/#TAB#/g, ' ')) : ''))
          .filter(Boolean)
    const openalexId = shortOpenAlexId(author.id)
    const orcid = normalizeOrcid(author.orcid)
    authors.push({
      name,
      ...(openalexId ? { openalexId } : {}),
      ...(orcid ? { orcid } : {}),
      affiliations: [...new Set(affiliations)],
    })
  }
  return authors
}

function workTopics(work: Json): string[] {
  const topics = arrayOr(work.topics)
    .map((topic) => stringOr(objectOr(topic).display_name))
    .filter((value): value is string => value !== null)
  if (topics.length) return [...new Set(topics)]
  // Older records: the deprecated concepts, strongest first.
  return [
    ...new Set(
      arrayOr(work.concepts)
        .map(objectOr)
        .sort((a, b) => (Number(b.score) || 0) - (Number(a.score) || 0))
        .map((concept) => stringOr(concept.display_name))
        .filter((value): value is string => value !== null),
    ),
  ].slice(0, 5)
}

/** One OpenAlex work object (`/works/W…`, or an element of `results`) in the normalised model. */
export function parseOpenAlexWork(json: unknown): Work {
  const work = requireObject(json, 'work')
  const ids = workIds(work)
  const primary = objectOr(work.primary_location)
  const bestOa = objectOr(work.best_oa_location)
  const openAccess = objectOr(work.open_access)
  const abstractRaw = rebuildAbstract(work.abstract_inverted_index)
  const abstract = abstractRaw ? toPlainText(abstractRaw) || null : null
  const date = stringOr(work.publication_date)
  return {
    ids,
    title: toPlainText(stringOr(work.title) ?? stringOr(work.display_name) ?? ''),
    abstract,
    abstractSections: [],
    authors: workAuthors(work),
    year: intOr(work.publication_year) ?? (date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null),
    publicationDate: date && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(date) ? date : null,
    venue: stringOr(objectOr(primary.source).display_name),
    type: stringOr(work.type),
    citationCount: intOr(work.cited_by_count),
    url:
      stringOr(primary.landing_page_url) ??
      (ids.doi ? `https://doi.org/${ids.doi}` : null) ??
      (ids.openalex ? `https://openalex.org/${ids.openalex}` : null),
    openAccessUrl: stringOr(openAccess.oa_url) ?? stringOr(bestOa.pdf_url) ?? stringOr(bestOa.landing_page_url),
    topics: workTopics(work),
    sources: ['openalex'],
  }
}

function listMeta(list: Json): { count: number | null; nextCursor: string | null } {
  const meta = objectOr(list.meta)
  return { count: intOr(meta.count), nextCursor: stringOr(meta.next_cursor) }
}

function requireList(json: unknown, what: string): Json {
  const list = requireObject(json, what)
  if (!('results' in list) && !('group_by' in list)) throw new Error(`OpenAlex ${what} has neither results nor group_by`)
  if ('results' in list && !Array.isArray(list.results)) throw new Error(`OpenAlex ${what} results is not a list`)
  return list
}

/** A `/works` list page: its works, `meta.count` and, with cursor paging, `meta.next_cursor`. */
export function parseOpenAlexWorksList(json: unknown): { works: Work[]; total: number | null; nextCursor: string | null } {
  const list = requireList(json, 'works list')
  const { count, nextCursor } = listMeta(list)
  return { works: arrayOr(list.results).filter(isObject).map(parseOpenAlexWork), total: count, nextCursor }
}

/** One OpenAlex author object (`/authors/A…`, or an element of `results`) as a profile. */
export function parseOpenAlexAuthor(json: unknown): AuthorProfile {
  const author = requireObject(json, 'author')
  const id = shortOpenAlexId(author.id)
  if (!id) throw new Error('OpenAlex author has no id')
  // `last_known_institutions` is a list (the singular form is deprecated but still read if that is all there is).
  const lastKnown = arrayOr(author.last_known_institutions).filter(isObject)
  const current = lastKnown.length ? lastKnown : isObject(author.last_known_institution) ? [author.last_known_institution] : []
  const institutions = [...new Set(current.map((institution) => stringOr(institution.display_name)).filter((name): name is string => name !== null))]
  const first = current[0]
  const country = first ? stringOr(first.country_code)?.toUpperCase() ?? null : null
  const stats = objectOr(author.summary_stats)
  const topics = arrayOr(author.topics)
    .map((topic) => stringOr(objectOr(topic).display_name))
    .filter((value): value is string => value !== null)
  const concepts = arrayOr(author.x_concepts)
    .map((concept) => stringOr(objectOr(concept).display_name))
    .filter((value): value is string => value !== null)
  const worksByYear = arrayOr(author.counts_by_year)
    .map(objectOr)
    .map((entry) => ({ year: intOr(entry.year), works: Math.max(0, intOr(entry.works_count) ?? 0) }))
    .filter((entry): entry is { year: number; works: number } => entry.year !== null)
    .sort((a, b) => b.year - a.year)
  const activeYears = worksByYear.filter((entry) => entry.works > 0).map((entry) => entry.year)
  return {
    id,
    name: toPlainText(stringOr(author.display_name) ?? '') || id,
    institution: institutions[0] ?? null,
    institutions,
    country,
    worksCount: intOr(author.works_count) ?? 0,
    citationCount: intOr(author.cited_by_count) ?? 0,
    hIndex: intOr(stats.h_index),
    i10Index: intOr(stats.i10_index),
    topics: [...new Set(topics.length ? topics : concepts)],
    orcid: normalizeOrcid(author.orcid) ?? normalizeOrcid(objectOr(author.ids).orcid) ?? null,
    firstActiveYear: activeYears.length ? Math.min(...activeYears) : null,
    lastActiveYear: activeYears.length ? Math.max(...activeYears) : null,
    worksByYear,
    source: 'openalex',
  }
}

/** An `/authors` list page (search or filter). */
export function parseOpenAlexAuthorsList(json: unknown): { authors: AuthorProfile[]; total: number; nextCursor: string | null } {
  const list = requireList(json, 'authors list')
  const authors = arrayOr(list.results).filter(isObject).map(parseOpenAlexAuthor)
  const { count, nextCursor } = listMeta(list)
  return { authors, total: count ?? authors.length, nextCursor }
}

/** The `group_by` buckets of a list response; keys lose their `https://openalex.org/…/` prefix. */
export function parseOpenAlexGroupBy(json: unknown): GroupCount[] {
  const list = requireObject(json, 'group_by response')
  if (!Array.isArray(list.group_by)) throw new Error('OpenAlex group_by response has no group_by list')
  const groups: GroupCount[] = []
  for (const bucket of list.group_by) {
    const entry = objectOr(bucket)
    const rawKey = typeof entry.key === 'number' ? String(entry.key) : stringOr(entry.key)
    if (rawKey === null) continue
    const key = shortGroupKey(rawKey)
    const label = typeof entry.key_display_name === 'number' ? String(entry.key_display_name) : (stringOr(entry.key_display_name) ?? key)
    groups.push({ key, label, count: intOr(entry.count) ?? 0 })
  }
  return groups
}

export type OpenAlexAutocompleteEntry = { id: string; name: string; hint: string | null; worksCount: number; citationCount: number }

/** `/autocomplete/<entity>` results (authors, works, …). */
export function parseOpenAlexAutocomplete(json: unknown): OpenAlexAutocompleteEntry[] {
  const list = requireList(json, 'autocomplete response')
  const entries: OpenAlexAutocompleteEntry[] = []
  for (const result of arrayOr(list.results)) {
    const entry = objectOr(result)
    const id = shortOpenAlexId(entry.id) ?? shortOpenAlexId(entry.short_id)
    const name = toPlainText(stringOr(entry.display_name) ?? '')
    if (!id || !name) continue
    entries.push({ id, name, hint: stringOr(entry.hint), worksCount: intOr(entry.works_count) ?? 0, citationCount: intOr(entry.cited_by_count) ?? 0 })
  }
  return entries
}

export type OpenAlexSourceEntry = {
  id: string
  name: string
  type: string | null
  worksCount: number
  citationCount: number
  hIndex: number | null
  homepage: string | null
  issn: string | null
}

/** One OpenAlex source (journal, repository, conference…), e.g. `/sources/S137773608`. */
export function parseOpenAlexSource(json: unknown): OpenAlexSourceEntry {
  const source = requireObject(json, 'source')
  const id = shortOpenAlexId(source.id)
  if (!id) throw new Error('OpenAlex source has no id')
  return {
    id,
    name: toPlainText(stringOr(source.display_name) ?? '') || id,
    type: stringOr(source.type),
    worksCount: intOr(source.works_count) ?? 0,
    citationCount: intOr(source.cited_by_count) ?? 0,
    hIndex: intOr(objectOr(source.summary_stats).h_index),
    homepage: stringOr(source.homepage_url),
    issn: stringOr(source.issn_l) ?? stringOr(arrayOr(source.issn)[0]),
  }
}

/** A `/sources` list page. */
export function parseOpenAlexSourcesList(json: unknown): OpenAlexSourceEntry[] {
  const list = requireList(json, 'sources list')
  return arrayOr(list.results).filter(isObject).map(parseOpenAlexSource)
}

/** One OpenAlex institution (university, company, funder…), as in `/institutions?search=`. */
export function parseOpenAlexInstitution(json: unknown): InstitutionEntry {
  const institution = requireObject(json, 'institution')
  const id = shortOpenAlexId(institution.id)
  if (!id) throw new Error('OpenAlex institution has no id')
  return {
    id,
    name: toPlainText(stringOr(institution.display_name) ?? '') || id,
    ror: stringOr(institution.ror),
    country: stringOr(institution.country_code),
    type: stringOr(institution.type),
    city: stringOr(objectOr(institution.geo).city),
    worksCount: intOr(institution.works_count) ?? 0,
    citationCount: intOr(institution.cited_by_count) ?? 0,
    hIndex: intOr(objectOr(institution.summary_stats).h_index),
    homepage: stringOr(institution.homepage_url),
  }
}

/** An `/institutions` list page. */
export function parseOpenAlexInstitutionsList(json: unknown): InstitutionEntry[] {
  const list = requireList(json, 'institutions list')
  return arrayOr(list.results).filter(isObject).map(parseOpenAlexInstitution)
}

/** The message of an OpenAlex error body (`{error, message}`), or null when the body is not one. */
export function parseOpenAlexError(body: string): string | null {
  try {
    const json = JSON.parse(body) as unknown
    if (!isObject(json)) return null
    const message = stringOr(json.message)
    const error = stringOr(json.error)
    if (!message && !error) return null
    return [error, message].filter(Boolean).join(': ')
  } catch {
    return null
  }
}

// ---------- the connector ----------

/** A search phrase made safe for a filter value: commas separate filters and `|` means OR there. */
function filterValue(text: string): string {
  return text.replace(/[,|]/g, ' ').replace(/\s+/g, ' ').trim()
}

const clampPerPage = (value: number | undefined, fallback: number) => Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(value ?? fallback)))

function yearFilters(fromYear?: number, toYear?: number): string[] {
  const filters: string[] = []
  if (fromYear !== undefined) filters.push(`from_publication_date:${String(fromYear).padStart(4, '0')}-01-01`)
  if (toYear !== undefined) filters.push(`to_publication_date:${String(toYear).padStart(4, '0')}-12-31`)
  return filters
}

export function createOpenAlexConnector({ http, env }: ConnectorDeps): OpenAlexConnector {
  const base = env.OPENALEX_BASE_URL.replace(/\/+$/, '')

  function urlOf(path: string, params: Record<string, string | number | undefined>): string {
    const url = new URL(base + path)
    for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') url.searchParams.set(name, String(value))
    if (env.SOURCES_CONTACT_EMAIL) url.searchParams.set('mailto', env.SOURCES_CONTACT_EMAIL)
    if (env.OPENALEX_API_KEY) url.searchParams.set('api_key', env.OPENALEX_API_KEY)
    return url.toString()
  }

  /** GET a JSON body; null when OpenAlex says 404 (its HTML page). */
  async function getJson(path: string, params: Record<string, string | number | undefined>, cache: CachePolicy): Promise<unknown | null> {
    if (!env.OPENALEX_API_KEY) throw new SourceError('openalex', 'not_configured', OPENALEX_NEEDS_KEY)
    const response = await http.fetch({ source: 'openalex', url: urlOf(path, params), cache })
    if (response.status === 404) return null
    if (response.status === 400) {
      const message = parseOpenAlexError(response.body) ?? 'bad request'
      // A select field OpenAlex no longer knows: ask again for whole records rather than fail.
      if (params.select && /select/i.test(message)) return getJson(path, { ...params, select: undefined }, cache)
      throw new SourceError('openalex', 'bad_response', `OpenAlex rejected the request: ${message}`, 400)
    }
    if (response.status === 401) {
      const message = parseOpenAlexError(response.body) ?? 'unauthorized'
      throw new SourceError('openalex', 'not_configured', `OpenAlex refused the API key (OPENALEX_API_KEY): ${message}`, 401)
    }
    if (response.status === 403) throw new SourceError('openalex', 'rate_limited', 'OpenAlex refused the call (budget or rate limit exceeded)', 403)
    if (response.status < 200 || response.status >= 300) throw new SourceError('openalex', 'upstream', `OpenAlex answered ${response.status}`, response.status)
    try {
      return JSON.parse(response.body) as unknown
    } catch {
      throw new SourceError('openalex', 'bad_response', 'OpenAlex sent a response that is not valid JSON', response.status)
    }
  }

  /** Runs a parser; a body of the wrong shape becomes SourceError 'bad_response'. */
  function parse<T>(parser: (json: unknown) => T, json: unknown): T {
    try {
      return parser(json)
    } catch (error) {
      throw new SourceError('openalex', 'bad_response', `OpenAlex sent an unexpected response: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  async function worksPage(params: Record<string, string | number | undefined>): Promise<{ works: Work[]; total: number | null }> {
    const json = await getJson('/works', { ...params, select: WORK_FIELDS }, 'search')
    if (json === null) return { works: [], total: 0 }
    const { works, total } = parse(parseOpenAlexWorksList, json)
    return { works, total }
  }

  async function groupWorks(input: { search?: string; filter?: string; groupBy: string; perPage?: number }): Promise<GroupCount[]> {
    const filters = [input.filter?.trim(), input.search && filterValue(input.search) ? `title_and_abstract.search:${filterValue(input.search)}` : undefined].filter(Boolean)
    const json = await getJson('/works', { filter: filters.join(',') || undefined, group_by: input.groupBy, per_page: clampPerPage(input.perPage, MAX_PER_PAGE) }, 'search')
    if (json === null) return []
    return parse(parseOpenAlexGroupBy, json)
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
      const result = await worksPage({ filter: `title_and_abstract.search:${search}`, sort: input.sort ?? 'cited_by_count:desc', per_page: perPage, page })
      return { source: 'openalex', ...result }
    },

    groupWorks,

    async searchAuthorsByName(input) {
      const name = input.name.trim()
      if (!name) return { authors: [], total: 0 }
      const json = await getJson(
        '/authors',
        { search: name, per_page: clampPerPage(input.perPage, 25), page: Math.max(1, Math.floor(input.page)), select: AUTHOR_FIELDS },
        'search',
      )
      if (json === null) return { authors: [], total: 0 }
      const { authors, total } = parse(parseOpenAlexAuthorsList, json)
      return { authors, total }
    },

    async getAuthors(ids: string[]): Promise<AuthorProfile[]> {
      const wanted = [...new Set(ids.map(shortOpenAlexId).filter((id): id is string => id !== null && id.startsWith('A')))]
      const batches: string[][] = []
      for (let i = 0; i < wanted.length; i += AUTHOR_BATCH) batches.push(wanted.slice(i, i + AUTHOR_BATCH))
      const results = await Promise.all(
        batches.map(async (batch) => {
          const json = await getJson('/authors', { filter: `openalex_id:${batch.join('|')}`, per_page: batch.length, select: AUTHOR_FIELDS }, 'entity')
          return json === null ? [] : parse(parseOpenAlexAuthorsList, json).authors
        }),
      )
      return results.flat()
    },

    async autocompleteAuthors(query: string) {
      const q = query.trim()
      if (!q) return []
      const json = await getJson('/autocomplete/authors', { q }, 'search')
      return json === null ? [] : parse(parseOpenAlexAutocomplete, json)
    },

    async searchSources(query: string, perPage: number) {
      const search = query.trim()
      if (!search) return []
      const json = await getJson('/sources', { search, per_page: clampPerPage(perPage, 25), select: SOURCE_FIELDS }, 'search')
      return json === null ? [] : parse(parseOpenAlexSourcesList, json)
    },

    async searchInstitutions(query: string, perPage: number) {
      const search = query.trim()
      if (!search) return []
      const json = await getJson('/institutions', { search, per_page: clampPerPage(perPage, 25), select: INSTITUTION_FIELDS }, 'search')
      return json === null ? [] : parse(parseOpenAlexInstitutionsList, json)
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
      const series = span >= 0 && span <= 300 ? Array.from({ length: span + 1 }, (_, i) => from + i) : years.sort((a, b) => a - b)
      return series.map((year) => ({ year, count: counts.get(year) ?? 0 }))
    },
  }
}
