import type { ConnectorDeps } from '../connector'
import { SourceError, type SourceResponse } from '../source-http'
import { asArray, asInt, asString, clamp, fetchAndRead, isObject, parseJson, upstreamError } from './connector-kit'

/**
 * Grants.gov Search2 (keyless): `POST /v1/api/search2` with a JSON body `{keyword, oppStatuses, rows,
 * startRecordNum, …}`; `oppStatuses` is a `|`-separated list (here `forecasted|posted`: what one can still apply
 * to). The answer is `{errorcode, msg, token, data: {hitCount, startRecord, oppHits: […]}}`: a failure is a non-zero
 * `errorcode` with its `msg`, which is an upstream error here. Written from the API's documentation (no recorded
 * answer exists); dates are MM/DD/YYYY and a forecast's close date may be empty.
 */
export const GRANTS_GOV_MAX_ROWS = 100

export type FundingOpportunity = {
  id: string
  number: string | null
  title: string
  agency: string | null
  status: 'posted' | 'forecasted'
  openDate: string | null
  closeDate: string | null
  /** Assistance Listing (CFDA) numbers */
  assistanceListings: string[]
  url: string
}

export type OpportunitySearch = { opportunities: FundingOpportunity[]; total: number | null }

export type GrantsGovConnector = {
  searchOpportunities(input: { keyword: string; rows?: number; agencies?: string[] }): Promise<OpportunitySearch>
}

export function createGrantsGovConnector({ http, env }: ConnectorDeps): GrantsGovConnector {
  const base = env.GRANTS_GOV_BASE_URL
  return {
    async searchOpportunities({ keyword, rows = 25, agencies }) {
      const body = JSON.stringify({
        keyword: keyword.trim(),
        oppStatuses: 'forecasted|posted',
        rows: clamp(rows, 1, GRANTS_GOV_MAX_ROWS),
        startRecordNum: 0,
        ...(agencies?.length ? { agencies: agencies.join('|') } : {}),
      })
      const request = {
        source: 'grantsgov',
        url: `${base}/v1/api/search2`,
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        cache: 'search',
      } as const
      const seen = { errorFromCache: false }
      const read = (response: SourceResponse) => {
        if (response.status !== 200) throw upstreamError('grantsgov', response)
        try {
          return parseGrantsGovSearch(parseJson('grantsgov', response.body))
        } catch (error) {
          seen.errorFromCache = response.fromCache && error instanceof SourceError && error.kind === 'upstream'
          throw error
        }
      }
      try {
        return await fetchAndRead(http, request, read, 'Grants.gov')
      } catch (error) {
        // An errorcode answer came with 200 and was cached like an answer: ask again past the cache.
        if (!seen.errorFromCache) throw error
        return fetchAndRead(http, { ...request, skipCacheRead: true }, read, 'Grants.gov')
      }
    },
  }
}

/** MM/DD/YYYY → YYYY-MM-DD; empty → null */
function isoFromUs(raw: unknown): string | null {
  const match = asString(raw)?.match(/^(\d{2})\/(\d{2})\/(\d{4})$/)
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null
}

function parseHit(hit: Record<string, unknown>): FundingOpportunity | null {
  const id = asString(hit.id)
  const title = asString(hit.title)?.trim()
  const status = asString(hit.oppStatus)?.toLowerCase()
  if (!id || !title || (status !== 'posted' && status !== 'forecasted')) return null
  const listings = asArray(hit.alnist ?? hit.cfdaList)
    .map(asString)
    .filter((value): value is string => Boolean(value))
  return {
    id,
    number: asString(hit.number),
    title,
    agency: asString(hit.agencyName) ?? asString(hit.agency) ?? asString(hit.agencyCode),
    status,
    openDate: isoFromUs(hit.openDate),
    closeDate: isoFromUs(hit.closeDate),
    assistanceListings: listings,
    url: `https://www.grants.gov/search-results-detail/${encodeURIComponent(id)}`,
  }
}

export function parseGrantsGovSearch(json: unknown): OpportunitySearch {
  if (!isObject(json) || !('errorcode' in json)) throw new Error('expected {errorcode, data}')
  const code = asInt(json.errorcode)
  if (code !== 0) {
    throw new SourceError(
      'grantsgov',
      'upstream',
      `Grants.gov answered error ${String(code)}: ${asString(json.msg) ?? ''}`.trim(),
      200,
    )
  }
  if (!isObject(json.data)) throw new Error('expected data')
  const opportunities = asArray(json.data.oppHits)
    .filter(isObject)
    .map(parseHit)
    .filter((hit): hit is FundingOpportunity => hit !== null)
  return { opportunities, total: asInt(json.data.hitCount) }
}
