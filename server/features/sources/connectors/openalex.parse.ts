import type { AuthorProfile, Work, WorkIds } from '#shared/contract/sources'
import type { GroupCount, InstitutionEntry, LinkedWork, TopicEntry } from '../connector'
import { normalizeArxivId, normalizeDoi, normalizeOrcid, normalizePmcid, normalizePmid, toPlainText } from '../text'
import { arrayOrEmpty, isObject, nonBlankString, objectOrEmpty, roundedNumber } from './connector-kit'

/*
 * OpenAlex's JSON (works, authors, sources, institutions, autocomplete, group_by buckets, error
 * bodies) in the normalised model. Pure: a body of the wrong shape throws an Error, which the
 * connector reports as a bad response.
 */

type Json = Record<string, unknown>

function requireObject(value: unknown, what: string): Json {
  if (!isObject(value)) throw new Error(`OpenAlex ${what} is not a JSON object`)
  return value
}

/** `W2741809807` from `https://openalex.org/W2741809807`, `works/W2741809807` or the short id itself. */
export function shortOpenAlexId(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const last = value.trim().replace(/\/+$/, '').split('/').pop() ?? ''
  return /^[WASIPFTC]\d+$/i.test(last) ? last.charAt(0).toUpperCase() + last.slice(1) : null
}

/** A group_by key without the `https://openalex.org/…/` prefix: `A5023888391`, `article`, `US`; years stay `"2020"`. */
function shortGroupKey(key: string): string {
  if (!/^https?:\/\/openalex\.org\//i.test(key)) return key
  return key.replace(/\/+$/, '').split('/').pop() ?? key
}

/**
 * The abstract text from OpenAlex's inverted index (`{"word": [positions…]}`): each word placed at
 * each of its positions, joined in position order. null when there is no index or it is empty.
 * The words are returned as OpenAlex has them (markup included); callers strip it.
 */
export function rebuildAbstract(invertedIndex: unknown): string | null {
  if (!isObject(invertedIndex)) return null
  const placed: [number, string][] = []
  for (const [word, positions] of Object.entries(invertedIndex)) {
    for (const position of arrayOrEmpty(positions)) {
      if (typeof position === 'number' && Number.isInteger(position) && position >= 0) placed.push([position, word])
    }
  }
  if (placed.length === 0) return null
  placed.sort((a, b) => a[0] - b[0])
  const text = placed
    .map(([, word]) => word)
    .join(' ')
    .trim()
  return text === '' ? null : text
}

function workIds(work: Json): WorkIds {
  const ids = objectOrEmpty(work.ids)
  const result: WorkIds = {}
  const openalex = shortOpenAlexId(work.id) ?? shortOpenAlexId(ids.openalex)
  if (openalex) result.openalex = openalex
  const doi = normalizeDoi(work.doi) ?? normalizeDoi(ids.doi)
  if (doi) result.doi = doi
  const pmid = normalizePmid(ids.pmid)
  if (pmid) result.pmid = pmid
  const pmcid = normalizePmcid(ids.pmcid)
  if (pmcid) result.pmcid = pmcid
  // arXiv papers: the DataCite DOI 10.48550/arxiv.<id>, or an arxiv.org landing page.
  const arxiv =
    (doi?.startsWith('10.48550/arxiv.') ? normalizeArxivId(doi) : undefined) ??
    [work.primary_location, work.best_oa_location, ...arrayOrEmpty(work.locations)]
      .map((location) => nonBlankString(objectOrEmpty(location).landing_page_url))
      .map((url) => (url && /arxiv\.org\/abs\//i.test(url) ? normalizeArxivId(url) : undefined))
      .find(Boolean)
  if (arxiv) result.arxiv = arxiv
  return result
}

function workAuthors(work: Json): Work['authors'] {
  const authors: Work['authors'] = []
  for (const authorship of arrayOrEmpty(work.authorships)) {
    const entry = objectOrEmpty(authorship)
    const author = objectOrEmpty(entry.author)
    const name = toPlainText(nonBlankString(author.display_name) ?? nonBlankString(entry.raw_author_name) ?? '')
    if (!name) continue
    const institutions = arrayOrEmpty(entry.institutions)
      .map((institution) => nonBlankString(objectOrEmpty(institution).display_name))
      .filter((value): value is string => value !== null)
    const affiliations = institutions.length
      ? institutions
      : arrayOrEmpty(entry.raw_affiliation_strings)
          .map((raw) => (typeof raw === 'string' ? toPlainText(raw.replace(/#TAB#/g, ' ')) : ''))
          .filter(Boolean)
    const openalexId = shortOpenAlexId(author.id)
    const orcid = normalizeOrcid(author.orcid)
    authors.push({
      name,
      ...(openalexId ? { openalexId } : {}),
      ...(orcid ? { orcid } : {}),
      affiliations: [...new Set(affiliations)],
    })
  }
  return authors
}

function workTopics(work: Json): string[] {
  const topics = arrayOrEmpty(work.topics)
    .map((topic) => nonBlankString(objectOrEmpty(topic).display_name))
    .filter((value): value is string => value !== null)
  if (topics.length) return [...new Set(topics)]
  // Older records: the deprecated concepts, strongest first.
  return [
    ...new Set(
      arrayOrEmpty(work.concepts)
        .map(objectOrEmpty)
        .sort((a, b) => (Number(b.score) || 0) - (Number(a.score) || 0))
        .map((concept) => nonBlankString(concept.display_name))
        .filter((value): value is string => value !== null),
    ),
  ].slice(0, 5)
}

/** One OpenAlex work object (`/works/W…`, or an element of `results`) in the normalised model. */
export function parseOpenAlexWork(json: unknown): Work {
  const work = requireObject(json, 'work')
  const ids = workIds(work)
  const primary = objectOrEmpty(work.primary_location)
  const bestOa = objectOrEmpty(work.best_oa_location)
  const openAccess = objectOrEmpty(work.open_access)
  const abstractRaw = rebuildAbstract(work.abstract_inverted_index)
  const abstract = abstractRaw ? toPlainText(abstractRaw) || null : null
  const date = nonBlankString(work.publication_date)
  return {
    ids,
    title: toPlainText(nonBlankString(work.title) ?? nonBlankString(work.display_name) ?? ''),
    abstract,
    abstractSections: [],
    authors: workAuthors(work),
    year: roundedNumber(work.publication_year) ?? (date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null),
    publicationDate: date && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(date) ? date : null,
    venue: nonBlankString(objectOrEmpty(primary.source).display_name),
    type: nonBlankString(work.type),
    citationCount: roundedNumber(work.cited_by_count),
    url:
      nonBlankString(primary.landing_page_url) ??
      (ids.doi ? `https://doi.org/${ids.doi}` : null) ??
      (ids.openalex ? `https://openalex.org/${ids.openalex}` : null),
    openAccessUrl:
      nonBlankString(openAccess.oa_url) ?? nonBlankString(bestOa.pdf_url) ?? nonBlankString(bestOa.landing_page_url),
    topics: workTopics(work),
    sources: ['openalex'],
  }
}

function listMeta(list: Json): { count: number | null; nextCursor: string | null } {
  const meta = objectOrEmpty(list.meta)
  return { count: roundedNumber(meta.count), nextCursor: nonBlankString(meta.next_cursor) }
}

function requireList(json: unknown, what: string): Json {
  const list = requireObject(json, what)
  if (!('results' in list) && !('group_by' in list))
    throw new Error(`OpenAlex ${what} has neither results nor group_by`)
  if ('results' in list && !Array.isArray(list.results)) throw new Error(`OpenAlex ${what} results is not a list`)
  return list
}

/** A `/works` list page: its works, `meta.count` and, with cursor paging, `meta.next_cursor`. */
export function parseOpenAlexWorksList(json: unknown): {
  works: Work[]
  total: number | null
  nextCursor: string | null
} {
  const list = requireList(json, 'works list')
  const { count, nextCursor } = listMeta(list)
  return { works: arrayOrEmpty(list.results).filter(isObject).map(parseOpenAlexWork), total: count, nextCursor }
}

/**
 * A work with its links: its short id, the short ids of `referenced_works` ([] when absent) and
 * `is_retracted` (false when absent). A work without an OpenAlex id cannot be linked: it throws.
 */
export function parseOpenAlexLinkedWork(json: unknown): LinkedWork {
  const record = requireObject(json, 'work')
  const work = parseOpenAlexWork(record)
  const openalexId = work.ids.openalex
  if (!openalexId?.startsWith('W')) throw new Error('OpenAlex work has no work id')
  const referencedWorks = [
    ...new Set(
      arrayOrEmpty(record.referenced_works)
        .map(shortOpenAlexId)
        .filter((id): id is string => id !== null && id.startsWith('W')),
    ),
  ]
  return { work, openalexId, referencedWorks, isRetracted: record.is_retracted === true }
}

/** A `/works` list page as linked works; a record without a work id is left out. */
export function parseOpenAlexLinkedWorksList(json: unknown): { works: LinkedWork[]; total: number | null } {
  const list = requireList(json, 'works list')
  const works = arrayOrEmpty(list.results)
    .filter(isObject)
    .filter((record) =>
      (shortOpenAlexId(record.id) ?? shortOpenAlexId(objectOrEmpty(record.ids).openalex))?.startsWith('W'),
    )
    .map(parseOpenAlexLinkedWork)
  return { works, total: listMeta(list).count }
}

/** One OpenAlex author object (`/authors/A…`, or an element of `results`) as a profile. */
export function parseOpenAlexAuthor(json: unknown): AuthorProfile {
  const author = requireObject(json, 'author')
  const id = shortOpenAlexId(author.id)
  if (!id) throw new Error('OpenAlex author has no id')
  // `last_known_institutions` is a list (the singular form is deprecated but still read if that is all there is).
  const lastKnown = arrayOrEmpty(author.last_known_institutions).filter(isObject)
  const current = lastKnown.length
    ? lastKnown
    : isObject(author.last_known_institution)
      ? [author.last_known_institution]
      : []
  const institutions = [
    ...new Set(
      current
        .map((institution) => nonBlankString(institution.display_name))
        .filter((name): name is string => name !== null),
    ),
  ]
  const first = current[0]
  const country = first ? (nonBlankString(first.country_code)?.toUpperCase() ?? null) : null
  const stats = objectOrEmpty(author.summary_stats)
  const topics = arrayOrEmpty(author.topics)
    .map((topic) => nonBlankString(objectOrEmpty(topic).display_name))
    .filter((value): value is string => value !== null)
  const concepts = arrayOrEmpty(author.x_concepts)
    .map((concept) => nonBlankString(objectOrEmpty(concept).display_name))
    .filter((value): value is string => value !== null)
  const worksByYear = arrayOrEmpty(author.counts_by_year)
    .map(objectOrEmpty)
    .map((entry) => ({ year: roundedNumber(entry.year), works: Math.max(0, roundedNumber(entry.works_count) ?? 0) }))
    .filter((entry): entry is { year: number; works: number } => entry.year !== null)
    .sort((a, b) => b.year - a.year)
  const activeYears = worksByYear.filter((entry) => entry.works > 0).map((entry) => entry.year)
  return {
    id,
    name: toPlainText(nonBlankString(author.display_name) ?? '') || id,
    institution: institutions[0] ?? null,
    institutions,
    institutionType: first ? nonBlankString(first.type) : null,
    country,
    worksCount: roundedNumber(author.works_count) ?? 0,
    citationCount: roundedNumber(author.cited_by_count) ?? 0,
    hIndex: roundedNumber(stats.h_index),
    i10Index: roundedNumber(stats.i10_index),
    topics: [...new Set(topics.length ? topics : concepts)],
    orcid: normalizeOrcid(author.orcid) ?? normalizeOrcid(objectOrEmpty(author.ids).orcid) ?? null,
    firstActiveYear: activeYears.length ? Math.min(...activeYears) : null,
    lastActiveYear: activeYears.length ? Math.max(...activeYears) : null,
    worksByYear,
    source: 'openalex',
  }
}

/** An `/authors` list page (search or filter). */
export function parseOpenAlexAuthorsList(json: unknown): {
  authors: AuthorProfile[]
  total: number
  nextCursor: string | null
} {
  const list = requireList(json, 'authors list')
  const authors = arrayOrEmpty(list.results).filter(isObject).map(parseOpenAlexAuthor)
  const { count, nextCursor } = listMeta(list)
  return { authors, total: count ?? authors.length, nextCursor }
}

/** The `group_by` buckets of a list response; keys lose their `https://openalex.org/…/` prefix. */
export function parseOpenAlexGroupBy(json: unknown): GroupCount[] {
  const list = requireObject(json, 'group_by response')
  if (!Array.isArray(list.group_by)) throw new Error('OpenAlex group_by response has no group_by list')
  const groups: GroupCount[] = []
  for (const bucket of list.group_by) {
    const entry = objectOrEmpty(bucket)
    const rawKey = typeof entry.key === 'number' ? String(entry.key) : nonBlankString(entry.key)
    if (rawKey === null) continue
    const key = shortGroupKey(rawKey)
    const label =
      typeof entry.key_display_name === 'number'
        ? String(entry.key_display_name)
        : (nonBlankString(entry.key_display_name) ?? key)
    groups.push({ key, label, count: roundedNumber(entry.count) ?? 0 })
  }
  return groups
}

export type OpenAlexAutocompleteEntry = {
  id: string
  name: string
  hint: string | null
  worksCount: number
  citationCount: number
}

/** `/autocomplete/<entity>` results (authors, works, …). */
export function parseOpenAlexAutocomplete(json: unknown): OpenAlexAutocompleteEntry[] {
  const list = requireList(json, 'autocomplete response')
  const entries: OpenAlexAutocompleteEntry[] = []
  for (const result of arrayOrEmpty(list.results)) {
    const entry = objectOrEmpty(result)
    const id = shortOpenAlexId(entry.id) ?? shortOpenAlexId(entry.short_id)
    const name = toPlainText(nonBlankString(entry.display_name) ?? '')
    if (!id || !name) continue
    entries.push({
      id,
      name,
      hint: nonBlankString(entry.hint),
      worksCount: roundedNumber(entry.works_count) ?? 0,
      citationCount: roundedNumber(entry.cited_by_count) ?? 0,
    })
  }
  return entries
}

export type OpenAlexSourceEntry = {
  id: string
  name: string
  type: string | null
  worksCount: number
  citationCount: number
  hIndex: number | null
  homepage: string | null
  issn: string | null
}

/** One OpenAlex source (journal, repository, conference…), e.g. `/sources/S137773608`. */
export function parseOpenAlexSource(json: unknown): OpenAlexSourceEntry {
  const source = requireObject(json, 'source')
  const id = shortOpenAlexId(source.id)
  if (!id) throw new Error('OpenAlex source has no id')
  return {
    id,
    name: toPlainText(nonBlankString(source.display_name) ?? '') || id,
    type: nonBlankString(source.type),
    worksCount: roundedNumber(source.works_count) ?? 0,
    citationCount: roundedNumber(source.cited_by_count) ?? 0,
    hIndex: roundedNumber(objectOrEmpty(source.summary_stats).h_index),
    homepage: nonBlankString(source.homepage_url),
    issn: nonBlankString(source.issn_l) ?? nonBlankString(arrayOrEmpty(source.issn)[0]),
  }
}

/** A `/sources` list page. */
export function parseOpenAlexSourcesList(json: unknown): OpenAlexSourceEntry[] {
  const list = requireList(json, 'sources list')
  return arrayOrEmpty(list.results).filter(isObject).map(parseOpenAlexSource)
}

/** One OpenAlex institution (university, company, funder…), as in `/institutions?search=`. */
export function parseOpenAlexInstitution(json: unknown): InstitutionEntry {
  const institution = requireObject(json, 'institution')
  const id = shortOpenAlexId(institution.id)
  if (!id) throw new Error('OpenAlex institution has no id')
  return {
    id,
    name: toPlainText(nonBlankString(institution.display_name) ?? '') || id,
    ror: nonBlankString(institution.ror),
    country: nonBlankString(institution.country_code),
    type: nonBlankString(institution.type),
    city: nonBlankString(objectOrEmpty(institution.geo).city),
    worksCount: roundedNumber(institution.works_count) ?? 0,
    citationCount: roundedNumber(institution.cited_by_count) ?? 0,
    hIndex: roundedNumber(objectOrEmpty(institution.summary_stats).h_index),
    homepage: nonBlankString(institution.homepage_url),
  }
}

/** An `/institutions` list page. */
export function parseOpenAlexInstitutionsList(json: unknown): InstitutionEntry[] {
  const list = requireList(json, 'institutions list')
  return arrayOrEmpty(list.results).filter(isObject).map(parseOpenAlexInstitution)
}

/** The message of an OpenAlex error body (`{error, message}`), or null when the body is not one. */
export function parseOpenAlexError(body: string): string | null {
  try {
    const json = JSON.parse(body) as unknown
    if (!isObject(json)) return null
    const message = nonBlankString(json.message)
    const error = nonBlankString(json.error)
    if (!message && !error) return null
    return [error, message].filter(Boolean).join(': ')
  } catch {
    return null
  }
}

/** A field's short id: the number in `https://openalex.org/fields/17`. */
function fieldIdOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = /(?:^|\/)fields\/(\d+)\/?$/.exec(value.trim()) ?? /^(\d+)$/.exec(value.trim())
  return match?.[1] ?? null
}

/** One OpenAlex topic (`/topics/T…`, or an entry of a topics list). */
export function parseOpenAlexTopic(json: unknown): TopicEntry | null {
  const entry = objectOrEmpty(json)
  const id = shortOpenAlexId(entry.id)
  const name = toPlainText(nonBlankString(entry.display_name) ?? '')
  if (!id || !id.startsWith('T') || !name) return null
  const field = objectOrEmpty(entry.field)
  const fieldId = fieldIdOf(field.id)
  const fieldName = nonBlankString(field.display_name)
  return {
    id,
    name,
    worksCount: roundedNumber(entry.works_count) ?? 0,
    field: fieldId && fieldName ? { id: fieldId, name: toPlainText(fieldName) } : null,
    subfield: nonBlankString(objectOrEmpty(entry.subfield).display_name),
  }
}

/** A `/topics` list. */
export function parseOpenAlexTopicsList(json: unknown): TopicEntry[] {
  const list = requireList(json, 'topics list')
  return arrayOrEmpty(list.results)
    .map(parseOpenAlexTopic)
    .filter((topic): topic is TopicEntry => topic !== null)
}
