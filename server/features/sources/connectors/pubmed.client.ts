import type { Work } from '#shared/contract/sources'
import type { ConnectorDeps, WorkConnector, WorkQuery, WorkSearchResult } from '../connector'
import { clamp, fetchAndRead, upstreamError } from './connector-kit'
import { parsePubMedArticleSet, parsePubMedESearch } from './pubmed.parse'

/**
 * PubMed through NCBI E-utilities: esearch for the PMIDs of a query, then efetch for the records
 * (efetch has no JSON for PubMed, so both are read as XML).
 *
 * NCBI allows 3 requests/s per IP without an API key and 10/s with one; every call carries
 * tool= and email= (and api_key= when NCBI_API_KEY is set), which SourceHttp keeps out of logs
 * and cache keys. The XML parsers are in pubmed.parse.ts.
 */

/** Upper bound on one search page; efetch takes a few hundred ids per GET comfortably. */
const MAX_PAGE = 200

export function createPubMedConnector({ http, env }: ConnectorDeps): WorkConnector {
  const base = env.NCBI_EUTILS_BASE_URL

  const identity = () => {
    const params = new URLSearchParams({ tool: 'lodestar' })
    if (env.SOURCES_CONTACT_EMAIL) params.set('email', env.SOURCES_CONTACT_EMAIL)
    if (env.NCBI_API_KEY) params.set('api_key', env.NCBI_API_KEY)
    return params
  }

  async function search(query: WorkQuery): Promise<{ ids: string[]; total: number }> {
    const params = new URLSearchParams({
      db: 'pubmed',
      term: query.query,
      retmax: String(clamp(query.limit, 0, MAX_PAGE)),
      retstart: String(Math.max(0, Math.trunc(query.offset ?? 0))),
      usehistory: 'n',
      sort: 'relevance',
    })
    if (query.fromYear !== undefined || query.toYear !== undefined) {
      // NCBI needs both ends of a date range.
      params.set('datetype', 'pdat')
      params.set('mindate', String(query.fromYear ?? 1800))
      params.set('maxdate', String(query.toYear ?? 3000))
    }
    for (const [name, value] of identity()) params.set(name, value)
    return fetchAndRead(
      http,
      { source: 'pubmed', url: `${base}/esearch.fcgi?${params}`, cache: 'search' },
      (response) => {
        if (response.status !== 200) throw upstreamError('pubmed', response)
        return parsePubMedESearch(response.body)
      },
    )
  }

  async function fetchArticles(ids: string[]): Promise<Work[]> {
    const params = new URLSearchParams({ db: 'pubmed', id: ids.join(','), retmode: 'xml' })
    for (const [name, value] of identity()) params.set(name, value)
    return fetchAndRead(
      http,
      { source: 'pubmed', url: `${base}/efetch.fcgi?${params}`, cache: 'entity' },
      (response) => {
        if (response.status !== 200) throw upstreamError('pubmed', response)
        return parsePubMedArticleSet(response.body)
      },
    )
  }

  return {
    id: 'pubmed',
    name: 'PubMed',
    unavailableReason: null,
    async searchWorks(query: WorkQuery): Promise<WorkSearchResult> {
      const { ids, total } = await search(query)
      if (!ids.length || query.limit <= 0) return { source: 'pubmed', works: [], total }
      const articles = await fetchArticles(ids)
      // efetch answers in its own order; keep esearch's relevance order.
      const rank = new Map(ids.map((id, index) => [id, index]))
      const works = articles
        .filter((work) => work.ids.pmid !== undefined && rank.has(work.ids.pmid))
        .sort((a, b) => (rank.get(a.ids.pmid as string) ?? 0) - (rank.get(b.ids.pmid as string) ?? 0))
      return { source: 'pubmed', works, total }
    },
  }
}
