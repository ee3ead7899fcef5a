import type { Work } from '#shared/contract/sources'
import type { ConnectorDeps, WorkConnector, WorkQuery, WorkSearchResult } from '../connector'
import { SourceError } from '../source-http'
import {
  clamp,
  collapse,
  distinct,
  emptyWork,
  fetchAndRead,
  isoDatePrefix,
  normalizeDoi,
  upstreamError,
  yearIn,
} from './connector-kit'
import { child, children, parseXml, text, type XmlElement } from './xml'

/**
 * arXiv's query API (Atom). Read with a namespace-aware parser: the 2025 backend moved the
 * `opensearch:`/`arxiv:` declarations to the root, dropped `type="html"` on titles and stopped
 * hard-wrapping summaries, and older answers still wrap; none of that matters when elements are
 * matched by namespace URI and text is whitespace-collapsed.
 *
 * Terms of use: at most one request every 3 seconds, one connection at a time.
 */

const ATOM = 'http://www.w3.org/2005/Atom'
const OPENSEARCH = 'http://a9.com/-/spec/opensearch/1.1/'
const ARXIV = 'http://arxiv.org/schemas/atom'

const MAX_PAGE = 100

/** New-style (2510.01234, 0704.0001) and old-style (astro-ph/0601001, math.GT/0309136) ids, optional version. */
const ARXIV_ID = /^(?:arxiv:)?((?:\d{4}\.\d{4,5})|(?:[a-z-]+(?:\.[A-Z]{2})?\/\d{7}))(v\d+)?$/i

/** The bare arXiv id (no version) if the whole query is one, e.g. `arXiv:2202.12139v1`. */
export function arxivIdOf(query: string): string | null {
  const match = ARXIV_ID.exec(query.trim())
  return match?.[1] ?? null
}

const OPERATORS = new Set(['AND', 'OR', 'ANDNOT'])

/** `all:` terms ANDed together; quoted phrases stay phrases; query-syntax characters are dropped. */
export function arxivSearchQuery(query: string, fromYear?: number, toYear?: number): string {
  const terms: string[] = []
  for (const match of query.matchAll(/"([^"]*)"|(\S+)/g)) {
    if (match[1] !== undefined) {
      const phrase = collapse(match[1].replace(/[()[\]{}:\\"]/g, ' '))
      if (phrase) terms.push(`all:"${phrase}"`)
      continue
    }
    const word = (match[2] ?? '').replace(/[()[\]{}:\\"]/g, '')
    if (!word) continue
    terms.push(`all:${OPERATORS.has(word) ? word.toLowerCase() : word}`)
  }
  if (!terms.length) terms.push('all:*')
  if (fromYear !== undefined || toYear !== undefined) {
    const from = `${fromYear ?? 1991}01010000`
    const to = `${toYear ?? 2099}12312359`
    terms.push(`submittedDate:[${from} TO ${to}]`)
  }
  return terms.join(' AND ')
}

export function createArxivConnector({ http, env }: ConnectorDeps): WorkConnector {
  const base = env.ARXIV_BASE_URL

  async function query(params: URLSearchParams, cache: 'search' | 'none' = 'search') {
    return fetchAndRead(http, { source: 'arxiv', url: `${base}/query?${params}`, cache }, (response) => {
      const isAtom = /xml/i.test(response.contentType) || response.body.trimStart().startsWith('<')
      // arXiv reports errors as an Atom feed with HTTP 400; anything else that isn't a 200 is an outage.
      if (response.status !== 200 && !(response.status === 400 && isAtom)) throw upstreamError('arxiv', response)
      const feed = parseArxivFeed(response.body)
      if (feed.error)
        throw new SourceError('arxiv', 'upstream', `arXiv refused the query: ${feed.error}`, response.status)
      if (response.status !== 200) throw upstreamError('arxiv', response)
      return feed
    })
  }

  return {
    id: 'arxiv',
    name: 'arXiv',
    unavailableReason: null,
    async searchWorks(input: WorkQuery): Promise<WorkSearchResult> {
      const start = Math.max(0, Math.trunc(input.offset ?? 0))
      const maxResults = clamp(input.limit, 0, MAX_PAGE)
      const id = arxivIdOf(input.query)
      const params = id
        ? new URLSearchParams({ id_list: id, start: String(start), max_results: String(maxResults) })
        : new URLSearchParams({
            search_query: arxivSearchQuery(input.query, input.fromYear, input.toYear),
            start: String(start),
            max_results: String(maxResults),
            sortBy: 'relevance',
            sortOrder: 'descending',
          })
      let feed = await query(params)
      // arXiv sometimes answers a valid query with an empty page; ask once more, past the cache.
      if (!feed.works.length && maxResults > 0 && feed.total !== null && feed.total > start)
        feed = await query(params, 'none')
      return { source: 'arxiv', works: feed.works, total: feed.total }
    },
  }
}

// ---------- Atom ----------

/** `2202.12139` from `http://arxiv.org/abs/2202.12139v1` (or `astro-ph/0601001` from the old form). */
function idFromEntryId(raw: string): string | null {
  const match = /arxiv\.org\/abs\/(.+?)(v\d+)?$/i.exec(raw.trim())
  return match?.[1] ?? null
}

function parseEntry(entry: XmlElement): Work | null {
  const id = idFromEntryId(text(child(entry, 'id', ATOM)))
  if (!id) return null
  const published = text(child(entry, 'published', ATOM)) || text(child(entry, 'updated', ATOM))
  const links = children(entry, 'link', ATOM)
  const pdf = links.find((link) => link.attrs.title === 'pdf' || link.attrs.type === 'application/pdf')?.attrs.href
  const primary = child(entry, 'primary_category', ARXIV)?.attrs.term
  const categories = children(entry, 'category', ATOM).map((category) => category.attrs.term)
  const doi = normalizeDoi(text(child(entry, 'doi', ARXIV)))
  return {
    ...emptyWork('arxiv'),
    ids: { arxiv: id, ...(doi ? { doi } : {}) },
    // LaTeX ($\alpha$) is kept as written; only the hard wrapping goes.
    title: text(child(entry, 'title', ATOM)) || `arXiv:${id}`,
    abstract: text(child(entry, 'summary', ATOM)) || null,
    authors: children(entry, 'author', ATOM)
      .map((author) => ({
        name: text(child(author, 'name', ATOM)),
        affiliations: distinct(children(author, 'affiliation', ARXIV).map((affiliation) => text(affiliation))),
      }))
      .filter((author) => author.name),
    year: yearIn(published),
    publicationDate: isoDatePrefix(published),
    venue: 'arXiv',
    type: 'preprint',
    url: `https://arxiv.org/abs/${id}`,
    openAccessUrl: pdf ?? `https://arxiv.org/pdf/${id}`,
    topics: distinct([primary, ...categories]),
  }
}

/**
 * Works of an arXiv Atom feed, the total hit count (opensearch:totalResults), and the message of
 * the error entry arXiv sends (with HTTP 400) for a bad query or id, if there is one.
 */
export function parseArxivFeed(xml: string): { works: Work[]; total: number | null; error: string | null } {
  const { root } = parseXml(xml)
  if (root.local !== 'feed' || root.ns !== ATOM) throw new Error(`expected an Atom <feed>, got <${root.name}>`)
  const totalText = text(child(root, 'totalResults', OPENSEARCH))
  const total = totalText && /^\d+$/.test(totalText) ? Number(totalText) : null
  let error: string | null = null
  const works: Work[] = []
  for (const entry of children(root, 'entry', ATOM)) {
    const id = text(child(entry, 'id', ATOM))
    if (/\/api\/errors/.test(id) || (text(child(entry, 'title', ATOM)) === 'Error' && !idFromEntryId(id))) {
      error = text(child(entry, 'summary', ATOM)) || 'unknown error'
      continue
    }
    const work = parseEntry(entry)
    if (work) works.push(work)
  }
  return { works, total: error ? 0 : total, error }
}
