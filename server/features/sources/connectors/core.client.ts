import type { Work } from '#shared/contract/sources'
import type { ConnectorDeps, WorkConnector, WorkQuery, WorkSearchResult } from '../connector'
import { SourceError } from '../source-http'
import { toPlainText } from '../text'
import {
  asArray,
  asInt,
  asString,
  clamp,
  distinct,
  emptyWork,
  fetchAndRead,
  isObject,
  isoDatePrefix,
  normalizeDoi,
  parseJson,
  upstreamError,
  yearIn,
} from './connector-kit'

/**
 * CORE API v3 (api.core.ac.uk/v3): `GET /search/works?q=&limit=&offset=` with a Bearer key.
 * Without CORE_API_KEY the connector is off and says so (CORE answers anonymous calls with 429s).
 * The free tier is small (about 10 requests a minute), so keep the policy tight.
 */

const MAX_LIMIT = 100

export const CORE_NEEDS_KEY = 'CORE needs CORE_API_KEY'

export function createCoreConnector({ http, env }: ConnectorDeps): WorkConnector {
  const base = env.CORE_BASE_URL
  const key = env.CORE_API_KEY
  return {
    id: 'core',
    name: 'CORE',
    unavailableReason: key ? null : CORE_NEEDS_KEY,
    async searchWorks(input: WorkQuery): Promise<WorkSearchResult> {
      if (!key) throw new SourceError('core', 'not_configured', CORE_NEEDS_KEY)
      let q = input.query.trim()
      const ranges: string[] = []
      if (input.fromYear !== undefined) ranges.push(`yearPublished>=${input.fromYear}`)
      if (input.toYear !== undefined) ranges.push(`yearPublished<=${input.toYear}`)
      if (ranges.length) q = `(${q}) AND ${ranges.join(' AND ')}`
      const params = new URLSearchParams({
        q,
        limit: String(clamp(input.limit, 1, MAX_LIMIT)),
        offset: String(Math.max(0, Math.trunc(input.offset ?? 0))),
      })
      const page = await fetchAndRead(
        http,
        {
          source: 'core',
          url: `${base}/search/works?${params}`,
          headers: { authorization: `Bearer ${key}` },
          cache: 'search',
        },
        (response) => {
          if (response.status === 401 || response.status === 403) {
            throw new SourceError(
              'core',
              'upstream',
              `CORE refused CORE_API_KEY (${response.status}); check the key`,
              response.status,
            )
          }
          if (response.status !== 200) throw upstreamError('core', response)
          return parseCoreV3Search(parseJson('core', response.body))
        },
      )
      return { source: 'core', works: page.works.slice(0, Math.max(0, input.limit)), total: page.total }
    },
  }
}

const DOCUMENT_TYPES: Record<string, string | null> = {
  research: 'article',
  thesis: 'thesis',
  presentation: 'presentation',
  slides: 'presentation',
  book: 'book',
  review: 'review',
  unknown: null,
}

function documentType(raw: unknown): string | null {
  const type = asString(raw)?.trim().toLowerCase()
  if (!type) return null
  return type in DOCUMENT_TYPES ? (DOCUMENT_TYPES[type] ?? null) : type
}

/** An http(s) URL or null (CORE fills some URL fields with '' or with partial paths). */
function httpUrl(raw: unknown): string | null {
  const url = asString(raw)?.trim()
  return url && /^https?:\/\/\S+$/i.test(url) ? url : null
}

function parseV3Work(work: Record<string, unknown>): Work | null {
  const title = toPlainText(asString(work.title) ?? '')
  const id = asString(work.id)
  if (!title || !id) return null
  const identifiers = asArray(work.identifiers).filter(isObject)
  const identifier = (type: string) =>
    asString(identifiers.find((entry) => asString(entry.type)?.toUpperCase() === type)?.identifier)
  const doi = normalizeDoi(work.doi) ?? normalizeDoi(identifier('DOI'))
  const arxiv =
    (asString(work.arxivId) ?? identifier('ARXIV_ID'))?.replace(/^arxiv:/i, '').replace(/v\d+$/, '') || undefined
  const pmid = asString(work.pubmedId) ?? identifier('PUBMED_ID') ?? undefined
  const links = asArray(work.links).filter(isObject)
  const link = (type: string) => httpUrl(links.find((entry) => asString(entry.type) === type)?.url)
  const journals = asArray(work.journals).filter(isObject)
  const published = isoDatePrefix(work.publishedDate)
  const year = asInt(work.yearPublished) ?? yearIn(published)
  const abstract = toPlainText(asString(work.abstract) ?? '')
  const fields = asArray(work.fieldOfStudy).map(asString)
  return {
    ...emptyWork('core'),
    ids: {
      core: id,
      ...(doi ? { doi } : {}),
      ...(arxiv ? { arxiv } : {}),
      ...(pmid && /^\d+$/.test(pmid) ? { pmid } : {}),
    },
    title,
    abstract: abstract || null,
    authors: asArray(work.authors)
      .map((author) => (isObject(author) ? asString(author.name) : asString(author))?.trim() ?? '')
      .filter(Boolean)
      .map((name) => ({ name, affiliations: [] })),
    year,
    publicationDate: published ?? (year === null ? null : String(year)),
    venue: asString(journals[0]?.title)?.trim() || null,
    type: documentType(work.documentType),
    citationCount: asInt(work.citationCount),
    url: link('display') ?? `https://core.ac.uk/works/${id}`,
    openAccessUrl:
      httpUrl(work.downloadUrl) ??
      link('download') ??
      asArray(work.sourceFulltextUrls).map(httpUrl).find(Boolean) ??
      null,
    topics: distinct(fields),
  }
}

/** Works of a CORE v3 search answer: `{totalHits, limit, offset, scrollId, results[]}`. */
export function parseCoreV3Search(json: unknown): { works: Work[]; total: number | null } {
  if (!isObject(json)) throw new Error('expected a JSON object')
  if (!Array.isArray(json.results)) throw new Error(asString(json.message) ?? 'no results[] in the answer')
  const works = json.results
    .filter(isObject)
    .map(parseV3Work)
    .filter((work): work is Work => work !== null)
  return { works, total: asInt(json.totalHits) }
}
