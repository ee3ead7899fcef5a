import type { ConnectorDeps } from '../connector'
import { SourceError, type SourceResponse } from '../source-http'
import { asArray, asString, fetchAndRead, isObject, parseJson, upstreamError } from './connector-kit'
import { federalFiscalYear, type FundedProject, type FundingSearch } from './funding'

/**
 * The NSF Award Search API (keyless): `GET /awards.json?keyword=…&printFields=…&offset=…`. Pages hold 25 awards and
 * `offset` is 1-based (the first award of the page). Values are strings (`"estimatedTotalAmt": "499961"`, dates
 * MM/DD/YYYY). NSF answers some failures with HTTP 200 and `response.serviceNotification[]` instead of awards:
 * those are upstream errors here, never cached as an empty result.
 */
export const NSF_PAGE_SIZE = 25

const PRINT_FIELDS = [
  'id',
  'date',
  'startDate',
  'expDate',
  'title',
  'awardeeName',
  'piFirstName',
  'piLastName',
  'estimatedTotalAmt',
  'fundsObligatedAmt',
  'fundProgramName',
  'transType',
  'abstractText',
].join(',')

export type NsfAwardsConnector = {
  /** one page of awards matching the keywords; `page` counts from 1 */
  searchAwards(input: { keywords: string; page?: number; piName?: string }): Promise<FundingSearch>
}

export function createNsfAwardsConnector({ http, env }: ConnectorDeps): NsfAwardsConnector {
  const base = env.NSF_AWARDS_BASE_URL
  return {
    async searchAwards({ keywords, page = 1, piName }) {
      const params = new URLSearchParams({
        printFields: PRINT_FIELDS,
        offset: String((Math.max(1, Math.trunc(page)) - 1) * NSF_PAGE_SIZE + 1),
      })
      // No keywords: every award of the PI (a member's prior awards).
      if (keywords.trim()) params.set('keyword', keywords.trim())
      if (piName?.trim()) params.set('pdPIName', piName.trim())
      const request = { source: 'nsfawards', url: `${base}/awards.json?${params}`, cache: 'search' } as const
      const seen = { noticeFromCache: false }
      const read = (response: SourceResponse) => {
        if (response.status !== 200) throw upstreamError('nsfawards', response)
        try {
          return parseNsfAwards(parseJson('nsfawards', response.body))
        } catch (error) {
          seen.noticeFromCache = response.fromCache && error instanceof SourceError && error.kind === 'upstream'
          throw error
        }
      }
      try {
        return await fetchAndRead(http, request, read, 'NSF Award Search')
      } catch (error) {
        // An error-with-200 was cached like an answer: ask again rather than repeat it until the row expires.
        if (!seen.noticeFromCache) throw error
        return fetchAndRead(http, { ...request, skipCacheRead: true }, read, 'NSF Award Search')
      }
    },
  }
}

/** MM/DD/YYYY → YYYY-MM-DD */
function isoFromUs(raw: unknown): string | null {
  const match = asString(raw)?.match(/^(\d{2})\/(\d{2})\/(\d{4})$/)
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null
}

function amountOf(raw: unknown): number | null {
  const text = asString(raw)?.trim()
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return null
  return Math.round(Number(text))
}

function parseAward(award: Record<string, unknown>): FundedProject | null {
  const id = asString(award.id)
  const title = asString(award.title)?.trim()
  if (!id || !title) return null
  const pi = [asString(award.piFirstName), asString(award.piLastName)].filter(Boolean).join(' ').trim()
  const career = /^CAREER\b/i.test(title)
  return {
    source: 'nsf-awards',
    id,
    title,
    abstract: asString(award.abstractText)?.trim() || null,
    pis: pi ? [pi] : [],
    organisation: asString(award.awardeeName),
    mechanism: career ? 'CAREER' : (asString(award.transType) ?? asString(award.fundProgramName)),
    fiscalYear: federalFiscalYear(isoFromUs(award.date) ?? isoFromUs(award.startDate)),
    amount: amountOf(award.estimatedTotalAmt) ?? amountOf(award.fundsObligatedAmt),
    url: `https://www.nsf.gov/awardsearch/showAward?AWD_ID=${encodeURIComponent(id)}`,
    startDate: isoFromUs(award.startDate),
  }
}

/** Awards of an awards.json answer; a serviceNotification (NSF's error-with-200) is an upstream error. */
export function parseNsfAwards(json: unknown): FundingSearch {
  if (!isObject(json) || !isObject(json.response)) throw new Error('expected {response}')
  const notices = asArray(json.response.serviceNotification).filter(isObject)
  if (notices.length) {
    const notice = notices[0] ?? {}
    const code = asString(notice.notificationCode) ?? 'unknown'
    const message = asString(notice.notificationMessage) ?? ''
    throw new SourceError('nsfawards', 'upstream', `NSF Award Search answered ${code}: ${message}`.trim(), 200)
  }
  const projects = asArray(json.response.award)
    .filter(isObject)
    .map(parseAward)
    .filter((project): project is FundedProject => project !== null)
  return { projects, total: null }
}
