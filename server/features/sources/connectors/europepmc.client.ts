import type { ConnectorDeps, WorkConnector, WorkQuery, WorkSearchResult } from '../connector'
import { clamp, fetchAndRead, parseJson, upstreamError } from './connector-kit'
import { parseEuropePmcSearch } from './europepmc.parse'

/**
 * Europe PMC REST search (JSON, resultType=core for abstracts, authors and affiliations).
 * Paging is by cursorMark; an offset is served by asking for offset + limit from the first
 * cursor and slicing (pageSize may be up to 1000), which keeps one call per search.
 */

const MAX_PAGE_SIZE = 1000

export function createEuropePmcConnector({ http, env }: ConnectorDeps): WorkConnector {
  const base = env.EUROPEPMC_BASE_URL
  return {
    id: 'europepmc',
    name: 'Europe PMC',
    unavailableReason: null,
    async searchWorks(input: WorkQuery): Promise<WorkSearchResult> {
      const offset = Math.max(0, Math.trunc(input.offset ?? 0))
      const limit = clamp(input.limit, 0, MAX_PAGE_SIZE)
      if (offset >= MAX_PAGE_SIZE) return { source: 'europepmc', works: [], total: null }
      let query = input.query.trim()
      if (input.fromYear !== undefined || input.toYear !== undefined) {
        query = `(${query}) AND (PUB_YEAR:[${input.fromYear ?? 1000} TO ${input.toYear ?? 3000}])`
      }
      const params = new URLSearchParams({
        query,
        format: 'json',
        resultType: 'core',
        pageSize: String(Math.max(1, Math.min(MAX_PAGE_SIZE, offset + limit))),
        cursorMark: '*',
      })
      const page = await fetchAndRead(
        http,
        { source: 'europepmc', url: `${base}/search?${params}`, cache: 'search' },
        (response) => {
          if (response.status !== 200) throw upstreamError('europepmc', response)
          return parseEuropePmcSearch(parseJson('europepmc', response.body))
        },
      )
      return { source: 'europepmc', works: page.works.slice(offset, offset + limit), total: page.total }
    },
  }
}
