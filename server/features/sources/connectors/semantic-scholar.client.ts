import type { ConnectorDeps, SemanticScholarConnector, WorkQuery, WorkSearchResult } from '../connector'
import { SourceError, type CachePolicy, type SourceResponse } from '../source-http'
import { fetchAndRead, parseJson, upstreamError } from './connector-kit'
import { parseS2Author, parseS2AuthorSearch, parseS2Error, parseS2PaperSearch } from './semantic-scholar.parse'

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
 *   A malformed body that came from the cache is fetched once more (fetchAndRead). The parsers are in
 *   semantic-scholar.parse.ts.
 */

const MAX_LIMIT = 100
const MAX_WINDOW = 1000

export const S2_SEARCH_FIELDS =
  'title,abstract,year,venue,externalIds,authors,citationCount,openAccessPdf,url,publicationTypes,publicationDate'
export const S2_AUTHOR_FIELDS = 'name,affiliations,paperCount,citationCount,hIndex,externalIds,url,homepage'
const MAX_AUTHOR_LIMIT = 1000
const AUTHOR_ID = /^\d{1,12}$/

export function createSemanticScholarConnector({ http, env }: ConnectorDeps): SemanticScholarConnector {
  const base = env.SEMANTIC_SCHOLAR_BASE_URL.replace(/\/+$/, '')
  const headers = env.SEMANTIC_SCHOLAR_API_KEY ? { 'x-api-key': env.SEMANTIC_SCHOLAR_API_KEY } : undefined

  /** GET and parse a JSON body; null when Semantic Scholar says 404 (nothing there). */
  function getParsed<T>(url: URL, cache: CachePolicy, parser: (json: unknown) => T): Promise<T | null> {
    return fetchAndRead(
      http,
      { source: 'semanticscholar', url: url.toString(), cache, headers },
      (response) => readAnswer(response, parser),
      'Semantic Scholar',
    )
  }

  function readAnswer<T>(response: SourceResponse, parser: (json: unknown) => T): T | null {
    if (response.status === 404) return null
    if (response.status === 400) {
      throw new SourceError(
        'semanticscholar',
        'bad_response',
        `Semantic Scholar rejected the request: ${parseS2Error(response.body) ?? 'bad request'}`,
        400,
      )
    }
    if (response.status === 401 || response.status === 403) {
      const why = env.SEMANTIC_SCHOLAR_API_KEY ? 'check SEMANTIC_SCHOLAR_API_KEY' : 'the anonymous pool is closed to us'
      throw new SourceError(
        'semanticscholar',
        'upstream',
        `Semantic Scholar refused the call (${parseS2Error(response.body) ?? response.status}); ${why}`,
        response.status,
      )
    }
    if (response.status < 200 || response.status >= 300)
      throw upstreamError('semanticscholar', response, undefined, 'Semantic Scholar')
    return parser(parseJson('semanticscholar', response.body, 'Semantic Scholar'))
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
      if (query.fromYear !== undefined || query.toYear !== undefined)
        url.searchParams.set('year', `${query.fromYear ?? ''}-${query.toYear ?? ''}`)

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
