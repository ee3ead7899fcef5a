import type { AuthorProfile, Work, WorkIds } from '../../../../shared/contract/sources'
import type { ConnectorDeps, SemanticScholarConnector, WorkQuery, WorkSearchResult } from '../connector'
import { SourceError, type CachePolicy } from '../source-http'
import { normalizeArxivId, normalizeDoi, normalizeOrcid, normalizePmcid, normalizePmid, toPlainText } from '../text'

/*
 * Semantic Scholar Graph API (https://api.semanticscholar.org/graph/v1): `/paper/search`,
 * `/author/search` (names) and `/author/{authorId}`.
 *
 * - Header `x-api-key` only when SEMANTIC_SCHOLAR_API_KEY is set. Without a key we share the anonymous
 *   pool, where 429s are common (SourceHttp retries them); the connector stays available either way.
 * - Paper search: `limit` ≤ 100 and `offset + limit` must stay below 1,000 (beyond that: empty, no
 *   call). Author search: `limit` ≤ 1,000.
 * - Only the requested `fields` come back. An empty search is `{total: 0, offset: 0}` without `data`.
 * - Errors are JSON: 404 `{"error": …}` (empty results), 400 `{"error": …}`, 403 `{"message": "Forbidden"}`.
 */

const MAX_LIMIT = 100
const MAX_WINDOW = 1000

export const S2_SEARCH_FIELDS = 'title,abstract,year,venue,externalIds,authors,citationCount,openAccessPdf,url,publicationTypes,publicationDate'
export const S2_AUTHOR_FIELDS = 'name,affiliations,paperCount,citationCount,hIndex,externalIds,url,homepage'
const MAX_AUTHOR_LIMIT = 1000
const AUTHOR_ID = /^\d{1,12}$/

// ---------- reading untyped JSON ----------

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const objectOr = (value: unknown): Json => (isObject(value) ? value : {})
const arrayOr = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const stringOr = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)
const intOr = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null)

// ---------- parsers ----------

const PUBLICATION_TYPES: Record<string, string> = {
  Review: 'review',
  MetaAnalysis: 'review',
  JournalArticle: 'article',
  Conference: 'article',
  Study: 'article',
  CaseReport: 'article',
  ClinicalTrial: 'article',
  Book: 'book',
  BookSection: 'book-chapter',
  Dataset: 'dataset',
  Editorial: 'editorial',
  LettersAndComments: 'letter',
  News: 'other',
}

function workType(paper: Json, ids: WorkIds): string | null {
  const types = arrayOr(paper.publicationTypes).map(stringOr).filter((type): type is string => type !== null)
  // The most specific first: a review that is also a journal article is a review.
  for (const preferred of ['Review', 'MetaAnalysis', 'BookSection', 'Book', 'Dataset', 'Editorial', 'LettersAndComments']) {
    if (types.includes(preferred)) return PUBLICATION_TYPES[preferred] ?? null
  }
  const known = types.map((type) => PUBLICATION_TYPES[type]).find(Boolean)
  if (known) return known
  if (ids.arxiv && !stringOr(objectOr(paper.journal).name)) return 'preprint'
  return null
}

/** One Semantic Scholar paper (`/paper/{id}`, or an element of a search's `data`). */
export function parseS2Paper(json: unknown): Work {
  if (!isObject(json)) throw new Error('Semantic Scholar paper is not a JSON object')
  const paper = json
  const external = objectOr(paper.externalIds)
  const ids: WorkIds = {}
  const paperId = stringOr(paper.paperId)
  if (paperId) ids.semanticscholar = paperId
  const doi = normalizeDoi(external.DOI)
  if (doi) ids.doi = doi
  const pmid = normalizePmid(external.PubMed)
  if (pmid) ids.pmid = pmid
  const pmcid = normalizePmcid(external.PubMedCentral)
  if (pmcid) ids.pmcid = pmcid
  const arxiv = normalizeArxivId(external.ArXiv) ?? (doi?.startsWith('10.48550/arxiv.') ? normalizeArxivId(doi) : undefined)
  if (arxiv) ids.arxiv = arxiv

  const authors: Work['authors'] = arrayOr(paper.authors)
    .map((author) => toPlainText(stringOr(objectOr(author).name) ?? ''))
    .filter(Boolean)
    .map((name) => ({ name, affiliations: [] }))
  const date = stringOr(paper.publicationDate)
  const year = intOr(paper.year) ?? (date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null)
  const abstract = typeof paper.abstract === 'string' ? toPlainText(paper.abstract) || null : null
  const venue = stringOr(paper.venue) ?? stringOr(objectOr(paper.journal).name) ?? stringOr(objectOr(paper.publicationVenue).name)
  const topics = [
    ...arrayOr(paper.fieldsOfStudy).map(stringOr),
    ...arrayOr(paper.s2FieldsOfStudy).map((field) => stringOr(objectOr(field).category)),
  ].filter((topic): topic is string => topic !== null)

  return {
    ids,
    title: toPlainText(stringOr(paper.title) ?? ''),
    abstract,
    abstractSections: [],
    authors,
    year,
    publicationDate: date && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(date) ? date : year ? String(year) : null,
    venue: venue ? toPlainText(venue) || null : null,
    type: workType(paper, ids),
    citationCount: intOr(paper.citationCount),
    url: stringOr(paper.url) ?? (paperId ? `https://www.semanticscholar.org/paper/${paperId}` : null) ?? (doi ? `https://doi.org/${doi}` : null),
    openAccessUrl: stringOr(objectOr(paper.openAccessPdf).url),
    topics: [...new Set(topics)],
    sources: ['semanticscholar'],
  }
}

/**
 * A list of papers: `/paper/search` (`{total, offset, next?, data?}`), `/paper/search/bulk`
 * (`{total, token, data}`), `/paper/search/match` (`{data}`) or a `/paper/batch` array (nulls skipped).
 * `nextOffset` is the search's `next` (absent on the last page); `token` the bulk continuation.
 */
export function parseS2PaperSearch(json: unknown): { works: Work[]; total: number | null; nextOffset: number | null; token: string | null } {
  if (Array.isArray(json)) {
    const works = json.filter(isObject).map(parseS2Paper)
    return { works, total: works.length, nextOffset: null, token: null }
  }
  if (!isObject(json)) throw new Error('Semantic Scholar search response is not a JSON object')
  if ('data' in json && !Array.isArray(json.data)) throw new Error('Semantic Scholar search data is not a list')
  if (!('data' in json) && !('total' in json)) throw new Error('Semantic Scholar search response has neither data nor total')
  const works = arrayOr(json.data).filter(isObject).map(parseS2Paper)
  return { works, total: intOr(json.total), nextOffset: intOr(json.next), token: stringOr(json.token) }
}

/** One Semantic Scholar author (`/author/{id}`, or an element of `/author/search` or `/paper/{id}/authors` data). */
export function parseS2Author(json: unknown): AuthorProfile {
  if (!isObject(json)) throw new Error('Semantic Scholar author is not a JSON object')
  const id = stringOr(json.authorId)
  if (!id) throw new Error('Semantic Scholar author has no authorId')
  const institutions = [...new Set(arrayOr(json.affiliations).map((value) => (typeof value === 'string' ? toPlainText(value) : '')).filter(Boolean))]
  const external = objectOr(json.externalIds)
  // ORCID comes as a string; DBLP as a list of name keys, so lists are read too.
  const orcid = [external.ORCID, ...arrayOr(external.ORCID)].map(normalizeOrcid).find(Boolean) ?? null
  return {
    id,
    name: toPlainText(stringOr(json.name) ?? '') || `Author ${id}`,
    institution: institutions[0] ?? null,
    institutions,
    country: null,
    worksCount: Math.max(0, intOr(json.paperCount) ?? 0),
    citationCount: Math.max(0, intOr(json.citationCount) ?? 0),
    hIndex: intOr(json.hIndex),
    i10Index: null,
    topics: [],
    orcid,
    firstActiveYear: null,
    lastActiveYear: null,
    worksByYear: [],
    source: 'semanticscholar',
  }
}

/** A list of authors: `/author/search` (`{total, offset, next?, data?}`) or `/paper/{id}/authors` (`{offset, next?, data}`). */
export function parseS2AuthorSearch(json: unknown): { authors: AuthorProfile[]; total: number | null; nextOffset: number | null } {
  if (!isObject(json)) throw new Error('Semantic Scholar author list is not a JSON object')
  if ('data' in json && !Array.isArray(json.data)) throw new Error('Semantic Scholar author data is not a list')
  if (!('data' in json) && !('total' in json)) throw new Error('Semantic Scholar author list has neither data nor total')
  const authors = arrayOr(json.data).filter(isObject).map(parseS2Author)
  return { authors, total: intOr(json.total), nextOffset: intOr(json.next) }
}

/** The message of a Semantic Scholar error body (`{"error": …}` or `{"message": …}`). */
export function parseS2Error(body: string): string | null {
  try {
    const json = JSON.parse(body) as unknown
    if (!isObject(json)) return null
    return stringOr(json.error) ?? stringOr(json.message)
  } catch {
    return null
  }
}

// ---------- the connector ----------

export function createSemanticScholarConnector({ http, env }: ConnectorDeps): SemanticScholarConnector {
  const base = env.SEMANTIC_SCHOLAR_BASE_URL.replace(/\/+$/, '')
  const headers = env.SEMANTIC_SCHOLAR_API_KEY ? { 'x-api-key': env.SEMANTIC_SCHOLAR_API_KEY } : undefined

  /** GET and parse a JSON body; null when Semantic Scholar says 404 (nothing there). */
  async function getParsed<T>(url: URL, cache: CachePolicy, parser: (json: unknown) => T): Promise<T | null> {
    const response = await http.fetch({ source: 'semanticscholar', url: url.toString(), cache, headers })
    if (response.status === 404) return null
    if (response.status === 400) {
      throw new SourceError('semanticscholar', 'bad_response', `Semantic Scholar rejected the request: ${parseS2Error(response.body) ?? 'bad request'}`, 400)
    }
    if (response.status === 401 || response.status === 403) {
      const why = env.SEMANTIC_SCHOLAR_API_KEY ? 'check SEMANTIC_SCHOLAR_API_KEY' : 'the anonymous pool is closed to us'
      throw new SourceError('semanticscholar', 'upstream', `Semantic Scholar refused the call (${parseS2Error(response.body) ?? response.status}); ${why}`, response.status)
    }
    if (response.status < 200 || response.status >= 300) {
      throw new SourceError('semanticscholar', 'upstream', `Semantic Scholar answered ${response.status}`, response.status)
    }
    let json: unknown
    try {
      json = JSON.parse(response.body)
    } catch {
      throw new SourceError('semanticscholar', 'bad_response', 'Semantic Scholar sent a response that is not valid JSON', response.status)
    }
    try {
      return parser(json)
    } catch (error) {
      throw new SourceError('semanticscholar', 'bad_response', `Semantic Scholar sent an unexpected response: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return {
    id: 'semanticscholar',
    name: 'Semantic Scholar',
    unavailableReason: null,

    async searchWorks(query: WorkQuery): Promise<WorkSearchResult> {
      const text = query.query.trim()
      const offset = Math.max(0, Math.floor(query.offset ?? 0))
      const limit = Math.min(MAX_LIMIT, Math.max(0, Math.floor(query.limit)), MAX_WINDOW - 1 - offset)
      if (!text) return { source: 'semanticscholar', works: [], total: 0 }
      if (limit <= 0) return { source: 'semanticscholar', works: [], total: null }

      const url = new URL(`${base}/paper/search`)
      url.searchParams.set('query', text)
      url.searchParams.set('offset', String(offset))
      url.searchParams.set('limit', String(limit))
      url.searchParams.set('fields', S2_SEARCH_FIELDS)
      if (query.fromYear !== undefined || query.toYear !== undefined) url.searchParams.set('year', `${query.fromYear ?? ''}-${query.toYear ?? ''}`)

      const found = await getParsed(url, 'search', parseS2PaperSearch)
      return { source: 'semanticscholar', works: found?.works ?? [], total: found ? found.total : 0 }
    },

    async searchAuthors(input) {
      const name = input.name.trim()
      if (!name) return { authors: [], total: 0 }
      const url = new URL(`${base}/author/search`)
      url.searchParams.set('query', name)
      url.searchParams.set('offset', String(Math.max(0, Math.floor(input.offset ?? 0))))
      url.searchParams.set('limit', String(Math.min(MAX_AUTHOR_LIMIT, Math.max(1, Math.floor(input.limit)))))
      url.searchParams.set('fields', S2_AUTHOR_FIELDS)
      const found = await getParsed(url, 'search', parseS2AuthorSearch)
      return found ? { authors: found.authors, total: found.total } : { authors: [], total: 0 }
    },

    async getAuthor(id) {
      if (!AUTHOR_ID.test(id)) return null
      const url = new URL(`${base}/author/${id}`)
      url.searchParams.set('fields', S2_AUTHOR_FIELDS)
      return getParsed(url, 'entity', parseS2Author)
    },
  }
}
