import type { Work } from '#shared/contract/sources'
import { splitName, type CslName } from './author-names'
import { citationKeys } from './citation-keys'

export type CitableWork = { n: number; work: Work; link: string | null; retracted?: boolean }

export const CslTypes = [
  'article',
  'article-journal',
  'article-newspaper',
  'book',
  'chapter',
  'dataset',
  'document',
  'entry-encyclopedia',
  'paper-conference',
  'report',
  'review',
  'software',
  'standard',
  'thesis',
  'webpage',
] as const
export type CslType = (typeof CslTypes)[number]

type CslDate = { 'date-parts': [[number] | [number, number] | [number, number, number]] }

/** The CSL-JSON (1.0.2) variables we fill; a missing value is an absent key, never an empty string. */
export type CslItem = {
  id: string
  'citation-key': string
  type: CslType
  title?: string
  author?: CslName[]
  issued?: CslDate
  'container-title'?: string
  publisher?: string
  number?: string
  DOI?: string
  PMID?: string
  PMCID?: string
  URL?: string
  note?: string
}

export { type CslName }

// OpenAlex's and Crossref's work types (our connectors normalise to OpenAlex's) in CSL's vocabulary.
const CSL_TYPES: Record<string, CslType> = {
  article: 'article-journal',
  'journal-article': 'article-journal',
  review: 'article-journal',
  editorial: 'article-journal',
  letter: 'article-journal',
  erratum: 'article-journal',
  retraction: 'article-journal',
  preprint: 'article',
  'posted-content': 'article',
  'book-chapter': 'chapter',
  'book-section': 'chapter',
  'book-part': 'chapter',
  chapter: 'chapter',
  book: 'book',
  monograph: 'book',
  'edited-book': 'book',
  'reference-book': 'book',
  proceedings: 'book',
  dataset: 'dataset',
  'proceedings-article': 'paper-conference',
  'conference-paper': 'paper-conference',
  report: 'report',
  'report-component': 'report',
  dissertation: 'thesis',
  thesis: 'thesis',
  'peer-review': 'review',
  news: 'article-newspaper',
  'reference-entry': 'entry-encyclopedia',
  standard: 'standard',
  software: 'software',
  webpage: 'webpage',
}

/** CSL's type for a work: unknown or missing types become a journal article when there is a venue, else a document. */
export function cslType(work: Pick<Work, 'type' | 'venue'>): CslType {
  const known = work.type ? CSL_TYPES[work.type.trim().toLowerCase()] : undefined
  return known ?? (clean(work.venue) ? 'article-journal' : 'document')
}

function clean(text: string | null | undefined): string | undefined {
  const cleaned = text
    ?.normalize('NFC')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
  return cleaned || undefined
}

function issued(work: Work): CslDate | undefined {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(work.publicationDate ?? '')
  const dateYear = match ? Number(match[1]) : null
  const year = work.year ?? dateYear
  if (year === null) return undefined
  // A date from another year than the work's own (an online-first date, say) is not the date it was issued.
  const month = match?.[2] && dateYear === year ? Number(match[2]) : 0
  if (month < 1 || month > 12) return { 'date-parts': [[year]] }
  const day = match?.[3] ? Number(match[3]) : 0
  return { 'date-parts': [day >= 1 && day <= 31 ? [year, month, day] : [year, month]] }
}

/** An http(s) URL with the characters BibTeX and RIS cannot carry (braces, backslash, spaces) percent-encoded. */
function webAddress(url: string | null): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url.trim())
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
    return parsed.href.replace(/[{}\\ ]/g, (character) => encodeURIComponent(character))
  } catch {
    return undefined
  }
}

function doi(raw: string | undefined): string | undefined {
  const bare = raw?.trim().replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
  // RIS readers (citation-js too) drop a DOI without a 4-9 digit registrant and cut a final . or , (most often
  // a sentence's punctuation caught with it); braces would unbalance BibTeX.
  return bare && /^10\.\d{4,9}\/[^\s{}\\]*[^\s{}\\.,]$/.test(bare) ? bare : undefined
}

function notes(ref: CitableWork): string | undefined {
  const parts = [
    ref.retracted ? 'RETRACTED' : undefined,
    // BibTeX has no field for it (a preprint's CSL number is lost there); the styles print no note
    ref.work.ids.arxiv?.trim() ? `arXiv:${ref.work.ids.arxiv.trim()}` : undefined,
  ].filter((part) => part !== undefined)
  return parts.length ? parts.join('; ') : undefined
}

/** The fields that have a value: an absent one must be no key at all, or some writers print "undefined". */
function withoutAbsent<Fields extends object>(fields: Fields): Partial<Fields> {
  // Object.fromEntries loses the key types; the entries are the object's own, only fewer.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<Fields>
}

function toCslItem(ref: CitableWork, key: string): CslItem {
  const { work } = ref
  const type = cslType(work)
  const venue = clean(work.venue)
  const arxiv = clean(work.ids.arxiv)
  const authors = work.authors.map((author) => splitName(author.name)).filter((name) => name !== null)
  const pmid = work.ids.pmid?.trim()
  const pmcid = work.ids.pmcid?.trim().toUpperCase()
  const fields: Omit<CslItem, 'id' | 'citation-key' | 'type'> = {
    title: clean(work.title),
    author: authors.length ? authors : undefined,
    issued: issued(work),
    // A preprint server is the preprint's publisher (CSL's and APA's reading), not a journal.
    'container-title': type === 'article' ? undefined : venue,
    publisher: type === 'article' ? (venue ?? (arxiv ? 'arXiv' : undefined)) : undefined,
    number: type === 'article' && arxiv ? `arXiv:${arxiv}` : undefined,
    DOI: doi(work.ids.doi),
    PMID: pmid && /^\d+$/.test(pmid) ? pmid : undefined,
    PMCID: pmcid && /^(PMC)?\d+$/.test(pmcid) ? pmcid.replace(/^(?!PMC)/, 'PMC') : undefined,
    URL: webAddress(ref.link) ?? webAddress(work.url),
    note: notes(ref),
  }
  return { id: key, 'citation-key': key, type, ...withoutAbsent(fields) }
}

/** Each reference with its CSL item, in the order given. */
export function citableItems(refs: readonly CitableWork[]): { ref: CitableWork; item: CslItem }[] {
  const keys = citationKeys(refs.map((ref) => ref.work))
  return refs.map((ref, index) => ({ ref, item: toCslItem(ref, keys[index] ?? '') }))
}

/** CSL-JSON items, one per reference in the order given, each with its citation key as `id` and `citation-key`. */
export function toCslItems(refs: readonly CitableWork[]): CslItem[] {
  return citableItems(refs).map(({ item }) => item)
}
