import type { Work, WorkIds } from '#shared/contract/sources'
import { normalizeArxivId, normalizeDoi, normalizeOrcid, toPlainText } from '../text'
import { arrayOrEmpty, isObject, nonBlankString, objectOrEmpty, roundedNumber } from './connector-kit'

/*
 * Crossref's JSON in the normalised model: abstracts are JATS XML (`<jats:p>`, `<jats:sec>`), titles
 * are arrays, dates are `date-parts`, possibly partial (`[[2020]]`) or empty (`[[null]]`). Pure: a
 * body of the wrong shape throws an Error, which the connector reports as a bad response.
 */

type Json = Record<string, unknown>

const firstString = (value: unknown): string | null =>
  typeof value === 'string'
    ? nonBlankString(value)
    : (arrayOrEmpty(value)
        .map(nonBlankString)
        .find((item) => item !== null) ?? null)

/** `{year, date}` from a Crossref date object (`{"date-parts": [[2020, 6, 15]]}`); null when it holds no year. */
function crossrefDate(value: unknown): { year: number; date: string } | null {
  const parts = arrayOrEmpty(arrayOrEmpty(objectOrEmpty(value)['date-parts'])[0])
  const [year, month, day] = parts.map((part) =>
    typeof part === 'number' ? part : typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : null,
  )
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
  const openLicence = arrayOrEmpty(item.license).some((licence) =>
    /creativecommons\.org/i.test(nonBlankString(objectOrEmpty(licence).URL) ?? ''),
  )
  if (!openLicence) return null
  const links = arrayOrEmpty(item.link).map(objectOrEmpty)
  const usable = links.filter(
    (link) => nonBlankString(link.URL) && objectOrEmpty(link)['intended-application'] !== 'similarity-checking',
  )
  const pdf = usable.find((link) => link['content-type'] === 'application/pdf')
  return nonBlankString((pdf ?? usable[0])?.URL) ?? null
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
  for (const raw of arrayOrEmpty(item.author)) {
    const author = objectOrEmpty(raw)
    const name = toPlainText(
      [nonBlankString(author.given), nonBlankString(author.family)].filter(Boolean).join(' ') ||
        (nonBlankString(author.name) ?? ''),
    )
    if (!name) continue
    const orcid = normalizeOrcid(author.ORCID)
    const affiliations = arrayOrEmpty(author.affiliation)
      .map((affiliation) => toPlainText(nonBlankString(objectOrEmpty(affiliation).name) ?? ''))
      .filter(Boolean)
    authors.push({ name, ...(orcid ? { orcid } : {}), affiliations: [...new Set(affiliations)] })
  }

  const published =
    [item.published, item.issued, item['published-online'], item['published-print'], item.posted]
      .map(crossrefDate)
      .find((date) => date !== null) ?? null
  const { abstract, sections } = crossrefAbstract(item.abstract)
  const venue = firstString(item['container-title']) ?? nonBlankString(item['group-title'])
  return {
    ids,
    title: toPlainText(firstString(item.title) ?? firstString(item['original-title']) ?? ''),
    abstract,
    abstractSections: sections,
    authors,
    year: published?.year ?? null,
    publicationDate: published?.date ?? null,
    venue: venue ? toPlainText(venue) || null : null,
    type: workType(nonBlankString(item.type), nonBlankString(item.subtype)),
    citationCount: roundedNumber(item['is-referenced-by-count']),
    url: nonBlankString(item.URL) ?? (doi ? `https://doi.org/${doi}` : null),
    openAccessUrl: openAccessUrl(item),
    topics: [
      ...new Set(
        arrayOrEmpty(item.subject)
          .map(nonBlankString)
          .filter((subject): subject is string => subject !== null),
      ),
    ],
    sources: ['crossref'],
  }
}

/** A `/works` (or `/funders/…/works`, `/members/…/works`) list: its works, `total-results`, and `next-cursor` with cursor paging. */
export function parseCrossrefWorksList(json: unknown): {
  works: Work[]
  total: number | null
  nextCursor: string | null
} {
  if (!isObject(json)) throw new Error('Crossref work list is not a JSON object')
  const message = json.message
  if (!isObject(message) || !Array.isArray(message.items)) throw new Error('Crossref work list has no message.items')
  return {
    // Items without a title (e.g. a journal issue) are not works anyone can cite or open.
    works: message.items
      .filter(isObject)
      .map(parseCrossrefWork)
      .filter((work) => work.title !== ''),
    total: roundedNumber(message['total-results']),
    nextCursor: nonBlankString(message['next-cursor']),
  }
}

/** The messages of a Crossref error body (`{status: "failed", message: [{message}]}` or a plain string). */
export function parseCrossrefError(body: string): string | null {
  try {
    const json = JSON.parse(body) as unknown
    if (!isObject(json)) return null
    if (typeof json.message === 'string') return json.message
    const messages = arrayOrEmpty(json.message)
      .map((entry) => nonBlankString(objectOrEmpty(entry).message) ?? nonBlankString(objectOrEmpty(entry).type))
      .filter(Boolean)
    return messages.length ? messages.join('; ') : null
  } catch {
    return nonBlankString(body.trim().slice(0, 200))
  }
}
