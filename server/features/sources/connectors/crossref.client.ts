import type { Work, WorkIds } from '../../../../shared/contract/sources'
import type { ConnectorDeps, WorkConnector, WorkQuery, WorkSearchResult } from '../connector'
import { SourceError } from '../source-http'
import { normalizeArxivId, normalizeDoi, normalizeOrcid, toPlainText } from '../text'

/*
 * Crossref REST API (https://api.crossref.org): `/works?query=…&rows=…&offset=…&mailto=…`.
 *
 * - `mailto=<CONTACT_EMAIL>` puts us in the polite pool (left off while CONTACT_EMAIL is a placeholder). No key.
 * - `select` keeps the payload to the fields we read; if Crossref rejects the select list (a 400
 *   validation failure), the call is repeated once without it.
 * - `offset` can't pass 10,000 (Crossref's limit); beyond it the search is empty.
 * - Abstracts are JATS XML (`<jats:p>`, `<jats:sec>`); titles are arrays; dates are `date-parts`,
 *   possibly partial (`[[2020]]`) or empty (`[[null]]`).
 * - 404 is the plain-text body `Resource not found.`: empty results.
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

// ---------- reading untyped JSON ----------

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const objectOr = (value: unknown): Json => (isObject(value) ? value : {})
const arrayOr = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const stringOr = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)
const intOr = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null)
const firstString = (value: unknown): string | null => (typeof value === 'string' ? stringOr(value) : (arrayOr(value).map(stringOr).find((item) => item !== null) ?? null))

// ---------- parsers ----------

/** `{year, date}` from a Crossref date object (`{"date-parts": [[2020, 6, 15]]}`); null when it holds no year. */
function crossrefDate(value: unknown): { year: number; date: string } | null {
  const parts = arrayOr(arrayOr(objectOr(value)['date-parts'])[0])
  const [year, month, day] = parts.map((part) => (typeof part === 'number' ? part : typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : null))
  if (!year || year < 1000 || year > 9999) return null
  const pad = (n: number) => String(n).padStart(2, '0')
  if (!month || month < 1 || month > 12) return { year, date: String(year) }
  if (!day || day < 1 || day > 31) return { year, date: `${year}-${pad(month)}` }
  return { year, date: `${year}-${pad(month)}-${pad(day)}` }
}

const ABSTRACT_HEADING = /^\s*(?:<(?:jats:)?title[^>]*>\s*(?:abstract|summary)\s*[.:]?\s*<\/(?:jats:)?title>)/i

/**
 * A JATS (or HTML) abstract as plain text, plus its labelled sections when it has `<jats:sec>`s with
 * titles (BACKGROUND, METHODS, …). A leading "Abstract" heading is dropped.
 */
export function crossrefAbstract(jats: unknown): { abstract: string | null; sections: Work['abstractSections'] } {
  if (typeof jats !== 'string') return { abstract: null, sections: [] }
  const body = jats.replace(ABSTRACT_HEADING, '')
  const sections: Work['abstractSections'] = []
  const sectionPattern = /<(?:jats:)?sec\b[^>]*>([\s\S]*?)<\/(?:jats:)?sec>/gi
  for (const match of body.matchAll(sectionPattern)) {
    const inner = match[1] ?? ''
    const title = /^\s*<(?:jats:)?title[^>]*>([\s\S]*?)<\/(?:jats:)?title>/i.exec(inner)
    const text = toPlainText(title ? inner.slice(title[0].length) : inner)
    if (text) sections.push({ label: title ? toPlainText(title[1] ?? '') || null : null, text })
  }
  const abstract = toPlainText(body) || null
  // Sections only when they are real structure (more than one, or labelled).
  const structured = sections.length > 1 || sections.some((section) => section.label)
  return { abstract, sections: abstract && structured ? sections : [] }
}

/** Crossref work types in OpenAlex's vocabulary (article, preprint, book-chapter, …); others kept as they are. */
function workType(type: string | null, subtype: string | null): string | null {
  if (!type) return null
  switch (type) {
    case 'journal-article':
    case 'proceedings-article':
      return 'article'
    case 'posted-content':
      return subtype === 'preprint' ? 'preprint' : 'other'
    case 'book-section':
    case 'book-part':
      return 'book-chapter'
    case 'monograph':
    case 'edited-book':
    case 'reference-book':
    case 'book-set':
    case 'book-series':
      return 'book'
    default:
      return type
  }
}

function openAccessUrl(item: Json): string | null {
  const openLicence = arrayOr(item.license).some((licence) => /creativecommons\.org/i.test(stringOr(objectOr(licence).URL) ?? ''))
  if (!openLicence) return null
  const links = arrayOr(item.link).map(objectOr)
  const usable = links.filter((link) => stringOr(link.URL) && objectOr(link)['intended-application'] !== 'similarity-checking')
  const pdf = usable.find((link) => link['content-type'] === 'application/pdf')
  return stringOr((pdf ?? usable[0])?.URL) ?? null
}

/** One Crossref work: a `/works` list item, or a `/works/{doi}` response (its `message` is unwrapped). */
export function parseCrossrefWork(json: unknown): Work {
  if (!isObject(json)) throw new Error('Crossref work is not a JSON object')
  const item = json['message-type'] === 'work' && isObject(json.message) ? json.message : json
  const ids: WorkIds = {}
  const doi = normalizeDoi(item.DOI)
  if (doi) ids.doi = doi
  const arxiv = doi?.startsWith('10.48550/arxiv.') ? normalizeArxivId(doi) : undefined
  if (arxiv) ids.arxiv = arxiv

  const authors: Work['authors'] = []
  for (const raw of arrayOr(item.author)) {
    const author = objectOr(raw)
    const name = toPlainText([stringOr(author.given), stringOr(author.family)].filter(Boolean).join(' ') || (stringOr(author.name) ?? ''))
    if (!name) continue
    const orcid = normalizeOrcid(author.ORCID)
    const affiliations = arrayOr(author.affiliation)
      .map((affiliation) => toPlainText(stringOr(objectOr(affiliation).name) ?? ''))
      .filter(Boolean)
    authors.push({ name, ...(orcid ? { orcid } : {}), affiliations: [...new Set(affiliations)] })
  }

  const published = [item.published, item.issued, item['published-online'], item['published-print'], item.posted].map(crossrefDate).find((date) => date !== null) ?? null
  const { abstract, sections } = crossrefAbstract(item.abstract)
  const venue = firstString(item['container-title']) ?? stringOr(item['group-title'])
  return {
    ids,
    title: toPlainText(firstString(item.title) ?? firstString(item['original-title']) ?? ''),
    abstract,
    abstractSections: sections,
    authors,
    year: published?.year ?? null,
    publicationDate: published?.date ?? null,
    venue: venue ? toPlainText(venue) || null : null,
    type: workType(stringOr(item.type), stringOr(item.subtype)),
    citationCount: intOr(item['is-referenced-by-count']),
    url: stringOr(item.URL) ?? (doi ? `https://doi.org/${doi}` : null),
    openAccessUrl: openAccessUrl(item),
    topics: [...new Set(arrayOr(item.subject).map(stringOr).filter((subject): subject is string => subject !== null))],
    sources: ['crossref'],
  }
}

/** A `/works` (or `/funders/…/works`, `/members/…/works`) list: its works, `total-results`, and `next-cursor` with cursor paging. */
export function parseCrossrefWorksList(json: unknown): { works: Work[]; total: number | null; nextCursor: string | null } {
  if (!isObject(json)) throw new Error('Crossref work list is not a JSON object')
  const message = json.message
  if (!isObject(message) || !Array.isArray(message.items)) throw new Error('Crossref work list has no message.items')
  return {
    // Items without a title (e.g. a journal issue) are not works anyone can cite or open.
    works: message.items.filter(isObject).map(parseCrossrefWork).filter((work) => work.title !== ''),
    total: intOr(message['total-results']),
    nextCursor: stringOr(message['next-cursor']),
  }
}

/** The messages of a Crossref error body (`{status: "failed", message: [{message}]}` or a plain string). */
export function parseCrossrefError(body: string): string | null {
  try {
    const json = JSON.parse(body) as unknown
    if (!isObject(json)) return null
    if (typeof json.message === 'string') return json.message
    const messages = arrayOr(json.message)
      .map((entry) => stringOr(objectOr(entry).message) ?? stringOr(objectOr(entry).type))
      .filter(Boolean)
    return messages.length ? messages.join('; ') : null
  } catch {
    return stringOr(body.trim().slice(0, 200))
  }
}

// ---------- the connector ----------

export function createCrossrefConnector({ http, env }: ConnectorDeps): WorkConnector {
  const base = env.CROSSREF_BASE_URL.replace(/\/+$/, '')

  async function search(params: Record<string, string | number | undefined>): Promise<{ works: Work[]; total: number | null }> {
    const url = new URL(`${base}/works`)
    for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') url.searchParams.set(name, String(value))
    if (env.SOURCES_CONTACT_EMAIL) url.searchParams.set('mailto', env.SOURCES_CONTACT_EMAIL)
    const response = await http.fetch({ source: 'crossref', url: url.toString(), cache: 'search' })
    if (response.status === 404) return { works: [], total: 0 }
    if (response.status === 400) {
      // A select field Crossref doesn't accept: ask again for whole records rather than fail.
      if (params.select) return search({ ...params, select: undefined })
      throw new SourceError('crossref', 'bad_response', `Crossref rejected the request: ${parseCrossrefError(response.body) ?? 'bad request'}`, 400)
    }
    if (response.status < 200 || response.status >= 300) throw new SourceError('crossref', 'upstream', `Crossref answered ${response.status}`, response.status)
    let json: unknown
    try {
      json = JSON.parse(response.body)
    } catch {
      throw new SourceError('crossref', 'bad_response', 'Crossref sent a response that is not valid JSON', response.status)
    }
    try {
      const { works, total } = parseCrossrefWorksList(json)
      return { works, total }
    } catch (error) {
      throw new SourceError('crossref', 'bad_response', `Crossref sent an unexpected response: ${error instanceof Error ? error.message : String(error)}`)
    }
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
      const result = await search({ query: text, rows, offset: offset || undefined, filter: filters.join(',') || undefined, select: SELECT_FIELDS })
      return { source: 'crossref', ...result }
    },
  }
}
