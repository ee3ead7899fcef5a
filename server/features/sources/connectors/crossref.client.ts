import type { Work } from '#shared/contract/sources'
import type { ConnectorDeps, WorkConnector, WorkQuery, WorkSearchResult } from '../connector'
import { SourceError, type SourceResponse } from '../source-http'
import { fetchAndRead, parseJson, upstreamError } from './connector-kit'
import { parseCrossrefError, parseCrossrefWorksList } from './crossref.parse'

/*
 * Crossref REST API (https://api.crossref.org): `/works?query=…&rows=…&offset=…&mailto=…`.
 *
 * - `mailto=<CONTACT_EMAIL>` puts us in the polite pool (left off while CONTACT_EMAIL is a placeholder). No key.
 * - `select` keeps the payload to the fields we read; if Crossref rejects the select list (a 400
 *   validation failure), the call is repeated once without it.
 * - `offset` can't pass 10,000 (Crossref's limit); beyond it the search is empty.
 * - 404 is the plain-text body `Resource not found.`: empty results. A malformed body that came
 *   from the cache is fetched once more (fetchAndRead). The parsers are in crossref.parse.ts.
 */

const MAX_ROWS = 100
const MAX_OFFSET = 10_000

const SELECT_FIELDS = [
  'DOI',
  'title',
  'original-title',
  'author',
  'container-title',
  'group-title',
  'issued',
  'published-print',
  'published-online',
  'posted',
  'type',
  'subtype',
  'is-referenced-by-count',
  'URL',
  'abstract',
  'link',
  'license',
  'subject',
].join(',')

type Params = Record<string, string | number | undefined>

/** What a read answers when Crossref refused the `select` list: ask again without it. */
const SELECT_REFUSED = Symbol('select refused')

export function createCrossrefConnector({ http, env }: ConnectorDeps): WorkConnector {
  const base = env.CROSSREF_BASE_URL.replace(/\/+$/, '')

  async function search(params: Params): Promise<{ works: Work[]; total: number | null }> {
    const url = new URL(`${base}/works`)
    for (const [name, value] of Object.entries(params))
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value))
    if (env.SOURCES_CONTACT_EMAIL) url.searchParams.set('mailto', env.SOURCES_CONTACT_EMAIL)
    const page = await fetchAndRead(
      http,
      { source: 'crossref', url: url.toString(), cache: 'search' },
      (response) => readPage(response, params),
      'Crossref',
    )
    // A select field Crossref doesn't accept: ask again for whole records rather than fail.
    if (page === SELECT_REFUSED) return search({ ...params, select: undefined })
    return page
  }

  function readPage(
    response: SourceResponse,
    params: Params,
  ): { works: Work[]; total: number | null } | typeof SELECT_REFUSED {
    if (response.status === 404) return { works: [], total: 0 }
    if (response.status === 400) {
      if (params.select) return SELECT_REFUSED
      throw new SourceError(
        'crossref',
        'bad_response',
        `Crossref rejected the request: ${parseCrossrefError(response.body) ?? 'bad request'}`,
        400,
      )
    }
    if (response.status < 200 || response.status >= 300)
      throw upstreamError('crossref', response, undefined, 'Crossref')
    const { works, total } = parseCrossrefWorksList(parseJson('crossref', response.body, 'Crossref'))
    return { works, total }
  }

  return {
    id: 'crossref',
    name: 'Crossref',
    unavailableReason: null,

    async searchWorks(query: WorkQuery): Promise<WorkSearchResult> {
      const text = query.query.trim()
      const offset = Math.max(0, Math.floor(query.offset ?? 0))
      const rows = Math.min(MAX_ROWS, Math.max(0, Math.floor(query.limit)), MAX_OFFSET - offset)
      if (!text || offset >= MAX_OFFSET) return { source: 'crossref', works: [], total: text ? null : 0 }
      const filters: string[] = []
      if (query.fromYear !== undefined) filters.push(`from-pub-date:${query.fromYear}-01-01`)
      if (query.toYear !== undefined) filters.push(`until-pub-date:${query.toYear}-12-31`)
      const result = await search({
        query: text,
        rows,
        offset: offset || undefined,
        filter: filters.join(',') || undefined,
        select: SELECT_FIELDS,
      })
      return { source: 'crossref', ...result }
    },
  }
}
