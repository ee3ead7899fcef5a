import { WorkSchema, type Work } from '#shared/contract/sources'
import { normaliseOpenAlexId, toArxivIdKey, toDoiKey, toPlainText } from '../sources'

/**
 * One line of a JSON Lines corpus file as a normalised Work. Three formats are recognised:
 *
 * - arXiv listing records (`id: "arXiv:2510.01234"`, `arxiv_id`, DataCite `doi`, `categories`, `pdf_url`)
 * - OpenAlex snapshot records (`id: "https://openalex.org/W…"`, bare `doi`, `concepts`, `cited_by_count`)
 * - our own normalised Work JSON (`ids`, `sources`, …), e.g. an export of the library
 */
export type CorpusFormat = 'arxiv' | 'openalex' | 'work'

export type CorpusLineResult =
  | { ok: true; format: CorpusFormat; work: Work }
  /** `reason` is short and stable so that skips can be counted by reason */
  | { ok: false; reason: string; detail?: string }

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)

// Markup that sources put in titles and abstracts. Anything else in angle brackets is literal text
// the authors wrote (`<think>`, `<BOS>`, `<subject, object>` in arXiv abstracts) and must survive.
const MARKUP_TAGS = new Set(
  (
    'a abbr b big blockquote br caption code dd div dl dt em font figcaption figure h1 h2 h3 h4 h5 h6 hr i img li ol p pre ' +
    'sc small span strong sub sup table tbody td th thead tr tt u ul ' +
    // MathML
    'math mi mn mo ms mtext mrow mfrac msqrt mroot msub msup msubsup munder mover munderover mstyle mspace mtable mtr mtd semantics annotation annotation-xml ' +
    // JATS
    'italic bold underline monospace sec list list-item inline-formula disp-formula tex-math ext-link xref named-content styled-content abstract'
  ).split(' '),
)

/** true for tag names that are markup: known HTML/MathML/JATS names, or any namespaced name (mml:mi, jats:p) */
export function isMarkupTag(name: string): boolean {
  return name.includes(':') || MARKUP_TAGS.has(name.toLowerCase())
}

/** Plain text of a title or abstract: markup removed, entities decoded, literal <tokens> kept. */
export function cleanText(value: string): string {
  const protectedText = value.replace(/<(\/?)([A-Za-z][\w:.-]*)/g, (whole, slash: string, name: string) =>
    isMarkupTag(name) ? whole : `&lt;${slash}${name}`,
  )
  return toPlainText(protectedText)
}

const plain = (value: unknown): string | null => {
  const text = typeof value === 'string' ? cleanText(value) : ''
  return text || null
}
const int = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) ? n : null
}
const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? [
        ...new Set(
          value.map((item) => (typeof item === 'string' ? item.replace(/\s+/g, ' ').trim() : '')).filter(Boolean),
        ),
      ]
    : []

/** A YYYY, YYYY-MM or YYYY-MM-DD prefix of a date string, or null. */
function isoDate(value: unknown): string | null {
  const text = str(value)
  const match = text ? /^(\d{4})(-\d{2})?(-\d{2})?/.exec(text) : null
  return match ? match[0] : null
}

export function detectFormat(record: Json): CorpusFormat | null {
  if (isObject(record.ids) && Array.isArray(record.sources)) return 'work'
  const id = typeof record.id === 'string' ? record.id : ''
  if (/^arxiv:/i.test(id) || typeof record.arxiv_id === 'string') return 'arxiv'
  if (/openalex\.org\/W\d+$/i.test(id) || /^W\d+$/.test(id)) return 'openalex'
  return null
}

function fromArxiv(record: Json): Work {
  const idField = str(record.arxiv_id) ?? str(record.id) ?? ''
  const arxiv = toArxivIdKey(idField)
  const doi = str(record.doi)
  const year = int(record.year)
  const announced = isoDate(record.announced_date)
  // `year` comes from the id (first submission); the announcement day is only a date of publication
  // when it falls in that year (replacements of old papers are announced years later).
  const publicationDate =
    announced && year !== null && announced.startsWith(String(year))
      ? announced
      : year !== null
        ? String(year)
        : announced
  const topics = strings(record.categories).flatMap((category) =>
    category
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  return {
    ids: { arxiv, ...(doi ? { doi: toDoiKey(doi) } : {}) },
    title: plain(record.title) ?? '',
    abstract: plain(record.abstract ?? record.summary),
    abstractSections: [],
    authors: strings(record.authors).map((name) => ({ name, affiliations: [] })),
    year: year ?? (announced ? Number(announced.slice(0, 4)) : null),
    publicationDate,
    venue: str(record.venue) ?? 'arXiv',
    type: 'preprint',
    citationCount: null,
    url: str(record.url) ?? (arxiv ? `https://arxiv.org/abs/${arxiv}` : null),
    openAccessUrl: str(record.pdf_url),
    topics: [...new Set(topics)],
    sources: ['arxiv'],
  }
}

// OpenAlex 2022 used Crossref's type names.
const OPENALEX_TYPES: Record<string, string> = {
  'journal-article': 'article',
  'proceedings-article': 'article',
  'posted-content': 'preprint',
  'book-chapter': 'book-chapter',
  'reference-entry': 'reference-entry',
}

function fromOpenAlex(record: Json): Work {
  const doi = str(record.doi)
  const type = str(record.type)
  return {
    ids: { openalex: normaliseOpenAlexId(String(record.id)), ...(doi ? { doi: toDoiKey(doi) } : {}) },
    title: plain(record.title ?? record.display_name) ?? '',
    abstract: plain(record.abstract),
    abstractSections: [],
    authors: strings(record.authors).map((name) => ({ name, affiliations: [] })),
    year: int(record.year ?? record.publication_year),
    publicationDate: isoDate(record.publication_date),
    venue: str(record.venue),
    type: type ? (OPENALEX_TYPES[type] ?? type) : null,
    citationCount: int(record.cited_by_count),
    url: str(record.url) ?? (doi ? `https://doi.org/${toDoiKey(doi)}` : null),
    openAccessUrl: str(record.open_access_url ?? record.oa_url),
    topics: strings(record.concepts),
    sources: ['openalex'],
  }
}

function fromWork(record: Json): Work | string {
  const parsed = WorkSchema.safeParse(record)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return `${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'invalid'}`
  }
  const work = parsed.data
  return {
    ...work,
    ids: Object.fromEntries(
      Object.entries(work.ids).flatMap(([kind, value]) =>
        typeof value === 'string' && value.trim()
          ? [[kind, kind === 'doi' ? toDoiKey(value) : kind === 'arxiv' ? toArxivIdKey(value) : value.trim()]]
          : [],
      ),
    ),
    title: plain(work.title) ?? '',
    abstract: plain(work.abstract),
    abstractSections: work.abstractSections
      .map((section) => ({ label: section.label, text: plain(section.text) ?? '' }))
      .filter((section) => section.text),
    authors: work.authors
      .map((author) => ({ ...author, name: author.name.replace(/\s+/g, ' ').trim() }))
      .filter((author) => author.name),
  }
}

export function parseCorpusRecord(record: unknown): CorpusLineResult {
  if (!isObject(record)) return { ok: false, reason: 'not a JSON object' }
  const format = detectFormat(record)
  if (!format) return { ok: false, reason: 'unknown record format' }
  let work: Work
  if (format === 'work') {
    const result = fromWork(record)
    if (typeof result === 'string') return { ok: false, reason: 'invalid Work record', detail: result }
    work = result
  } else {
    work = format === 'arxiv' ? fromArxiv(record) : fromOpenAlex(record)
  }
  if (!work.title) return { ok: false, reason: 'missing title' }
  if (format === 'arxiv' && !work.ids.arxiv) return { ok: false, reason: 'missing arXiv id' }
  const checked = WorkSchema.safeParse(work)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    return {
      ok: false,
      reason: 'invalid Work record',
      detail: `${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'invalid'}`,
    }
  }
  return { ok: true, format, work: checked.data }
}

/** Blank lines are `null` (not records); everything else is a work or a reason to skip it. */
export function parseCorpusLine(line: string): CorpusLineResult | null {
  const text = line.trim()
  if (!text) return null
  let record: unknown
  try {
    record = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: 'invalid JSON', detail: error instanceof Error ? error.message : String(error) }
  }
  return parseCorpusRecord(record)
}
