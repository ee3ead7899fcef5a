import type { Work } from '#shared/contract/sources'
import type { ConnectorDeps, WorkConnector, WorkQuery, WorkSearchResult } from '../connector'
import { SourceError } from '../source-http'
import { toPlainText } from '../text'
import {
  asArray,
  asInt,
  asString,
  emptyWork,
  fetchAndRead,
  isObject,
  isoDatePrefix,
  parseJson,
  upstreamError,
  yearIn,
} from './connector-kit'

/**
 * Web search through a self-hosted SearXNG instance (`/search?q=…&format=json&pageno=…`).
 * Off unless SEARXNG_BASE_URL is set. The instance must allow the json format
 * (`search.formats: [html, json]` in its settings.yml), or it answers 403.
 * Pages hold about ten results (it depends on the engines), so the offset maps to a page number.
 */

export const SEARXNG_OFF = 'Web search is off: set SEARXNG_BASE_URL'
const PAGE_SIZE = 10

export function createSearxngConnector({ http, env }: ConnectorDeps): WorkConnector {
  const base = env.SEARXNG_BASE_URL?.replace(/\/$/, '')
  return {
    id: 'searxng',
    name: 'Web search (SearXNG)',
    unavailableReason: base ? null : SEARXNG_OFF,
    async searchWorks(input: WorkQuery): Promise<WorkSearchResult> {
      if (!base) throw new SourceError('searxng', 'not_configured', SEARXNG_OFF)
      if (input.limit <= 0) return { source: 'searxng', works: [], total: null }
      const pageno = Math.floor(Math.max(0, input.offset ?? 0) / PAGE_SIZE) + 1
      const params = new URLSearchParams({ q: input.query.trim(), format: 'json', pageno: String(pageno) })
      const result = await fetchAndRead(
        http,
        { source: 'searxng', url: `${base}/search?${params}`, cache: 'search' },
        (response) => {
          if (response.status === 403)
            throw upstreamError(
              'searxng',
              response,
              'the instance does not allow format=json (enable it in search.formats)',
            )
          if (response.status !== 200) throw upstreamError('searxng', response)
          return parseSearxngResults(parseJson('searxng', response.body))
        },
      )
      return { source: 'searxng', works: result.works.slice(0, input.limit), total: result.total }
    },
  }
}

function hostnameOf(url: string): string | null {
  try {
    const { protocol, hostname } = new URL(url)
    if (protocol !== 'http:' && protocol !== 'https:') return null
    return hostname.replace(/^www\./, '') || null
  } catch {
    return null
  }
}

/** Web pages of a SearXNG JSON answer, one per URL; `total` is SearXNG's estimate, null when it has none. */
export function parseSearxngResults(json: unknown): { works: Work[]; total: number | null } {
  if (!isObject(json) || !Array.isArray(json.results)) throw new Error('expected {results[]}')
  const seen = new Set<string>()
  const works: Work[] = []
  for (const result of asArray(json.results).filter(isObject)) {
    const url = asString(result.url)?.trim()
    const venue = url ? hostnameOf(url) : null
    if (!url || !venue || seen.has(url)) continue
    const title = toPlainText(asString(result.title) ?? '') || venue
    seen.add(url)
    const content = toPlainText(asString(result.content) ?? '')
    const published = isoDatePrefix(result.publishedDate)
    works.push({
      ...emptyWork('searxng'),
      title,
      abstract: content || null,
      year: yearIn(published),
      publicationDate: published,
      venue,
      type: 'webpage',
      url,
    })
  }
  const estimate = asInt(json.number_of_results)
  return { works, total: estimate && estimate > 0 ? estimate : null }
}
