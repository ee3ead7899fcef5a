import type { Work } from '#shared/contract/sources'
import type { ConnectorDeps, WorkConnector, WorkQuery, WorkSearchResult } from '../connector'
import { toPlainText } from '../text'
import {
  asArray,
  asInt,
  asString,
  distinct,
  emptyWork,
  fetchAndRead,
  isObject,
  isoDatePrefix,
  pageWindow,
  parseJson,
  upstreamError,
  yearIn,
} from './connector-kit'

/**
 * The US Federal Register API (keyless): rules, proposed rules, notices and presidential documents.
 * `GET /documents.json?conditions[term]=…&per_page=…&page=…&order=relevance`. per_page is at most 1000.
 * Documents carry no scholarly ids; the landing page (html_url) identifies them.
 */

const MAX_PER_PAGE = 1000

export function createFederalRegisterConnector({ http, env }: ConnectorDeps): WorkConnector {
  const base = env.FEDERAL_REGISTER_BASE_URL
  return {
    id: 'federalregister',
    name: 'Federal Register',
    unavailableReason: null,
    async searchWorks(input: WorkQuery): Promise<WorkSearchResult> {
      if (input.limit <= 0) return { source: 'federalregister', works: [], total: null }
      const { page, perPage, skip } = pageWindow(input.offset ?? 0, input.limit, MAX_PER_PAGE)
      const params = new URLSearchParams({
        'conditions[term]': input.query.trim(),
        per_page: String(perPage),
        page: String(page),
        order: 'relevance',
      })
      if (input.fromYear !== undefined) params.set('conditions[publication_date][gte]', `${input.fromYear}-01-01`)
      if (input.toYear !== undefined) params.set('conditions[publication_date][lte]', `${input.toYear}-12-31`)
      const result = await fetchAndRead(
        http,
        { source: 'federalregister', url: `${base}/documents.json?${params}`, cache: 'search' },
        (response) => {
          if (response.status !== 200) throw upstreamError('federalregister', response)
          return parseFederalRegisterDocuments(parseJson('federalregister', response.body))
        },
      )
      return { source: 'federalregister', works: result.works.slice(skip, skip + input.limit), total: result.total }
    },
  }
}

/** 'Proposed Rule' → 'proposed-rule', 'Presidential Document' → 'presidential-document'. */
function documentType(raw: unknown): string | null {
  const type = asString(raw)?.trim().toLowerCase()
  return type ? type.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') : null
}

function parseDocument(document: Record<string, unknown>): Work | null {
  const title = toPlainText(asString(document.title) ?? '')
  const url = asString(document.html_url)
  if (!title || !url) return null
  const published = isoDatePrefix(document.publication_date)
  const abstract = toPlainText(asString(document.abstract) ?? '')
  const agencies = asArray(document.agencies)
    .filter(isObject)
    .map((agency) => asString(agency.name) ?? asString(agency.raw_name))
  return {
    ...emptyWork('federalregister'),
    ids: {},
    title,
    abstract: abstract || null,
    authors: distinct(agencies).map((name) => ({ name, affiliations: [] })),
    year: yearIn(published),
    publicationDate: published,
    venue: 'Federal Register',
    type: documentType(document.type),
    url,
    openAccessUrl: asString(document.pdf_url),
  }
}

/** Works of a documents.json search answer (`{count, total_pages, results[]}`; no results[] when nothing matched). */
export function parseFederalRegisterDocuments(json: unknown): { works: Work[]; total: number | null } {
  if (!isObject(json) || (!('count' in json) && !('results' in json))) throw new Error('expected {count, results}')
  const works = asArray(json.results)
    .filter(isObject)
    .map(parseDocument)
    .filter((work): work is Work => work !== null)
  return { works, total: asInt(json.count) }
}
