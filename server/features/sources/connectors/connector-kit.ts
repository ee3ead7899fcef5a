import type { SourceId, Work } from '#shared/contract/sources'
import { SourceError, type SourceHttp, type SourceRequest, type SourceResponse } from '../source-http'

/**
 * What every connector shares: reading untyped JSON, dates, ids, paging, and `fetchAndRead` (a status
 * check and a parser per call, with one re-fetch past the cache when a cached body cannot be read).
 * Messages name the source by its id (`pubmed answered 418`) unless the connector gives its display name.
 */

export { normalizeDoi, normalizeOrcid } from '../text'

/** The first plausible publication year (1500–2099) in a string such as `1998 Dec-1999 Jan`. */
export function yearIn(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 1500 && raw < 2100 ? raw : null
  if (typeof raw !== 'string') return null
  const match = /(?:^|\D)(1[5-9]\d\d|20\d\d)(?!\d)/.exec(raw)
  return match ? Number(match[1]) : null
}

/** `YYYY-MM-DD`, `YYYY-MM` or `YYYY` from the start of an ISO date or date-time; null when it is not one. */
export function isoDatePrefix(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(raw.trim())
  if (!match) return null
  return [match[1], match[2], match[3]].filter(Boolean).join('-')
}

export const collapse = (value: string) => value.replace(/\s+/g, ' ').trim()

/** Distinct non-empty strings, compared case-insensitively, first spelling kept. */
export function distinct(values: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const value of values) {
    const trimmed = value?.trim()
    if (!trimmed) continue
    const key = trimmed.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    out.push(trimmed)
  }
  return out
}

export type AbstractSection = { label: string | null; text: string }

/** The plain-text abstract of labelled sections: `BACKGROUND: … METHODS: …`. */
export function joinSections(sections: AbstractSection[]): string | null {
  const joined = sections
    .filter((section) => section.text)
    .map((section) => (section.label ? `${section.label}: ${section.text}` : section.text))
    .join(' ')
  return joined || null
}

/** The normalised `type` of a work from biomedical publication types (PubMed, Europe PMC). */
export function typeFromPublicationTypes(types: string[], fallback = 'article'): string {
  const lower = types.map((type) => type.toLowerCase())
  const has = (...names: string[]) => lower.some((type) => names.includes(type))
  if (has('preprint')) return 'preprint'
  if (has('retraction of publication', 'retraction notice')) return 'retraction'
  if (has('published erratum', 'correction', 'erratum')) return 'erratum'
  if (has('review', 'systematic review', 'meta-analysis', 'review-article', 'scoping review')) return 'review'
  if (has('editorial')) return 'editorial'
  if (has('letter', 'comment')) return 'letter'
  if (has('news', 'newspaper article')) return 'news'
  if (has('book', 'book chapter')) return 'book-chapter'
  if (has('dataset')) return 'dataset'
  return fallback
}

/** A Work with every optional field empty, to spread the source's fields over. */
export function emptyWork(source: SourceId): Work {
  return {
    ids: {},
    title: '',
    abstract: null,
    abstractSections: [],
    authors: [],
    year: null,
    publicationDate: null,
    venue: null,
    type: null,
    citationCount: null,
    url: null,
    openAccessUrl: null,
    topics: [],
    sources: [source],
  }
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)))

/**
 * The page to ask a page-numbered API for, so that `offset`…`offset + limit` is covered by one call:
 * when the offset falls on a page boundary the natural page, otherwise one bigger first page to slice.
 */
export function pageWindow(
  offset: number,
  limit: number,
  maxPerPage: number,
): { page: number; perPage: number; skip: number } {
  const size = clamp(limit, 1, maxPerPage)
  const start = Math.max(0, Math.trunc(offset))
  if (start % size === 0) return { page: start / size + 1, perPage: size, skip: 0 }
  return { page: 1, perPage: Math.min(maxPerPage, start + size), skip: start }
}

export function upstreamError(
  source: SourceId,
  response: SourceResponse,
  detail?: string,
  name: string = source,
): SourceError {
  return new SourceError(
    source,
    'upstream',
    `${name} answered ${response.status}${detail ? `: ${detail}` : ''}`,
    response.status,
  )
}

export function parseJson(source: SourceId, body: string, name: string = source): unknown {
  try {
    return JSON.parse(body)
  } catch {
    throw new SourceError(source, 'bad_response', `${name} sent a response that is not valid JSON`)
  }
}

/**
 * Fetches and reads an answer. A body the reader rejects is a `bad_response`; if that body came from
 * the cache (a bad answer cached earlier), the source is asked once more, bypassing the cache.
 */
export async function fetchAndRead<T>(
  http: SourceHttp,
  request: SourceRequest,
  read: (response: SourceResponse) => T,
  name: string = request.source,
): Promise<T> {
  const response = await http.fetch(request)
  try {
    return readOrFail(request.source, name, response, read)
  } catch (error) {
    if (!response.fromCache || !(error instanceof SourceError) || error.kind !== 'bad_response') throw error
    // The fresh answer overwrites the unreadable row, so later calls stop going upstream for it.
    return readOrFail(request.source, name, await http.fetch({ ...request, skipCacheRead: true }), read)
  }
}

function readOrFail<T>(
  source: SourceId,
  name: string,
  response: SourceResponse,
  read: (response: SourceResponse) => T,
): T {
  try {
    return read(response)
  } catch (error) {
    if (error instanceof SourceError) throw error
    const detail = error instanceof Error ? error.message : String(error)
    throw new SourceError(
      source,
      'bad_response',
      `${name} sent a response we could not read: ${detail}`,
      response.status,
    )
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
export const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
export const asString = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null
export const asInt = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  return Number.isFinite(number) ? Math.trunc(number) : null
}

// Stricter readers, for APIs whose JSON is typed (OpenAlex, Crossref, Semantic Scholar): nothing is coerced.
export const objectOrEmpty = (value: unknown): Record<string, unknown> => (isObject(value) ? value : {})
/** the array itself, else [] (unlike asArray, a single value is not wrapped) */
export const arrayOrEmpty = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
/** a string with more than whitespace in it, else null (unlike asString, numbers are not text) */
export const nonBlankString = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null
/** a finite JSON number, rounded, else null (unlike asInt, strings are not read) */
export const roundedNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null
