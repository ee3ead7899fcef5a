import type { AuthorProfile, Work, WorkIds } from '#shared/contract/sources'
import { normalizeArxivId, normalizeDoi, normalizeOrcid, normalizePmcid, normalizePmid, toPlainText } from '../text'
import { arrayOrEmpty, isObject, nonBlankString, objectOrEmpty, roundedNumber } from './connector-kit'

/*
 * Semantic Scholar's JSON (papers, paper lists, authors, author lists, error bodies) in the
 * normalised model. Only requested `fields` come back, so every field is optional here. Pure: a body
 * of the wrong shape throws an Error, which the connector reports as a bad response.
 */

type Json = Record<string, unknown>

const PUBLICATION_TYPES: Record<string, string> = {
  Review: 'review',
  MetaAnalysis: 'review',
  JournalArticle: 'article',
  Conference: 'article',
  Study: 'article',
  CaseReport: 'article',
  ClinicalTrial: 'article',
  Book: 'book',
  BookSection: 'book-chapter',
  Dataset: 'dataset',
  Editorial: 'editorial',
  LettersAndComments: 'letter',
  News: 'other',
}

function workType(paper: Json, ids: WorkIds): string | null {
  const types = arrayOrEmpty(paper.publicationTypes)
    .map(nonBlankString)
    .filter((type): type is string => type !== null)
  // The most specific first: a review that is also a journal article is a review.
  for (const preferred of [
    'Review',
    'MetaAnalysis',
    'BookSection',
    'Book',
    'Dataset',
    'Editorial',
    'LettersAndComments',
  ]) {
    if (types.includes(preferred)) return PUBLICATION_TYPES[preferred] ?? null
  }
  const known = types.map((type) => PUBLICATION_TYPES[type]).find(Boolean)
  if (known) return known
  if (ids.arxiv && !nonBlankString(objectOrEmpty(paper.journal).name)) return 'preprint'
  return null
}

/** One Semantic Scholar paper (`/paper/{id}`, or an element of a search's `data`). */
export function parseS2Paper(json: unknown): Work {
  if (!isObject(json)) throw new Error('Semantic Scholar paper is not a JSON object')
  const paper = json
  const external = objectOrEmpty(paper.externalIds)
  const ids: WorkIds = {}
  const paperId = nonBlankString(paper.paperId)
  if (paperId) ids.semanticscholar = paperId
  const doi = normalizeDoi(external.DOI)
  if (doi) ids.doi = doi
  const pmid = normalizePmid(external.PubMed)
  if (pmid) ids.pmid = pmid
  const pmcid = normalizePmcid(external.PubMedCentral)
  if (pmcid) ids.pmcid = pmcid
  const arxiv =
    normalizeArxivId(external.ArXiv) ?? (doi?.startsWith('10.48550/arxiv.') ? normalizeArxivId(doi) : undefined)
  if (arxiv) ids.arxiv = arxiv

  const authors: Work['authors'] = arrayOrEmpty(paper.authors)
    .map((author) => toPlainText(nonBlankString(objectOrEmpty(author).name) ?? ''))
    .filter(Boolean)
    .map((name) => ({ name, affiliations: [] }))
  const date = nonBlankString(paper.publicationDate)
  const year = roundedNumber(paper.year) ?? (date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null)
  const abstract = typeof paper.abstract === 'string' ? toPlainText(paper.abstract) || null : null
  const venue =
    nonBlankString(paper.venue) ??
    nonBlankString(objectOrEmpty(paper.journal).name) ??
    nonBlankString(objectOrEmpty(paper.publicationVenue).name)
  const topics = [
    ...arrayOrEmpty(paper.fieldsOfStudy).map(nonBlankString),
    ...arrayOrEmpty(paper.s2FieldsOfStudy).map((field) => nonBlankString(objectOrEmpty(field).category)),
  ].filter((topic): topic is string => topic !== null)

  return {
    ids,
    title: toPlainText(nonBlankString(paper.title) ?? ''),
    abstract,
    abstractSections: [],
    authors,
    year,
    publicationDate: date && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(date) ? date : year ? String(year) : null,
    venue: venue ? toPlainText(venue) || null : null,
    type: workType(paper, ids),
    citationCount: roundedNumber(paper.citationCount),
    url:
      nonBlankString(paper.url) ??
      (paperId ? `https://www.semanticscholar.org/paper/${paperId}` : null) ??
      (doi ? `https://doi.org/${doi}` : null),
    openAccessUrl: nonBlankString(objectOrEmpty(paper.openAccessPdf).url),
    topics: [...new Set(topics)],
    sources: ['semanticscholar'],
  }
}

/**
 * A list of papers: `/paper/search` (`{total, offset, next?, data?}`), `/paper/search/bulk`
 * (`{total, token, data}`), `/paper/search/match` (`{data}`) or a `/paper/batch` array (nulls skipped).
 * `nextOffset` is the search's `next` (absent on the last page); `token` the bulk continuation.
 */
export function parseS2PaperSearch(json: unknown): {
  works: Work[]
  total: number | null
  nextOffset: number | null
  token: string | null
} {
  if (Array.isArray(json)) {
    const works = json.filter(isObject).map(parseS2Paper)
    return { works, total: works.length, nextOffset: null, token: null }
  }
  if (!isObject(json)) throw new Error('Semantic Scholar search response is not a JSON object')
  if ('data' in json && !Array.isArray(json.data)) throw new Error('Semantic Scholar search data is not a list')
  if (!('data' in json) && !('total' in json))
    throw new Error('Semantic Scholar search response has neither data nor total')
  const works = arrayOrEmpty(json.data).filter(isObject).map(parseS2Paper)
  return {
    works,
    total: roundedNumber(json.total),
    nextOffset: roundedNumber(json.next),
    token: nonBlankString(json.token),
  }
}

/** One Semantic Scholar author (`/author/{id}`, or an element of `/author/search` or `/paper/{id}/authors` data). */
export function parseS2Author(json: unknown): AuthorProfile {
  if (!isObject(json)) throw new Error('Semantic Scholar author is not a JSON object')
  const id = nonBlankString(json.authorId)
  if (!id) throw new Error('Semantic Scholar author has no authorId')
  const institutions = [
    ...new Set(
      arrayOrEmpty(json.affiliations)
        .map((value) => (typeof value === 'string' ? toPlainText(value) : ''))
        .filter(Boolean),
    ),
  ]
  const external = objectOrEmpty(json.externalIds)
  // ORCID comes as a string; DBLP as a list of name keys, so lists are read too.
  const orcid = [external.ORCID, ...arrayOrEmpty(external.ORCID)].map(normalizeOrcid).find(Boolean) ?? null
  return {
    id,
    name: toPlainText(nonBlankString(json.name) ?? '') || `Author ${id}`,
    institution: institutions[0] ?? null,
    institutionType: null,
    institutions,
    country: null,
    worksCount: Math.max(0, roundedNumber(json.paperCount) ?? 0),
    citationCount: Math.max(0, roundedNumber(json.citationCount) ?? 0),
    hIndex: roundedNumber(json.hIndex),
    i10Index: null,
    topics: [],
    orcid,
    firstActiveYear: null,
    lastActiveYear: null,
    worksByYear: [],
    source: 'semanticscholar',
  }
}

/** A list of authors: `/author/search` (`{total, offset, next?, data?}`) or `/paper/{id}/authors` (`{offset, next?, data}`). */
export function parseS2AuthorSearch(json: unknown): {
  authors: AuthorProfile[]
  total: number | null
  nextOffset: number | null
} {
  if (!isObject(json)) throw new Error('Semantic Scholar author list is not a JSON object')
  if ('data' in json && !Array.isArray(json.data)) throw new Error('Semantic Scholar author data is not a list')
  if (!('data' in json) && !('total' in json))
    throw new Error('Semantic Scholar author list has neither data nor total')
  const authors = arrayOrEmpty(json.data).filter(isObject).map(parseS2Author)
  return { authors, total: roundedNumber(json.total), nextOffset: roundedNumber(json.next) }
}

/** The message of a Semantic Scholar error body (`{"error": …}` or `{"message": …}`). */
export function parseS2Error(body: string): string | null {
  try {
    const json = JSON.parse(body) as unknown
    if (!isObject(json)) return null
    return nonBlankString(json.error) ?? nonBlankString(json.message)
  } catch {
    return null
  }
}
