import type { SourceId, Work, WorkIds } from '#shared/contract/sources'
import { normalizeArxivId, normalizeDoi } from './text'

/**
 * Merging the works that several sources return for one query.
 *
 * Two works are the same when they share an identifier (DOI, PMID, PMCID, arXiv id ignoring the
 * version, OpenAlex id, Semantic Scholar id, CORE id, library id), or when their normalised titles
 * are equal and their years are equal (or at least one year is unknown) — unless they carry
 * conflicting identifiers of the same kind (two different publisher DOIs, PMIDs, …), which keeps
 * generic titles ("Editorial", "Reply") and same-titled different works apart.
 */

export type MergeOptions = {
  /** match by normalised title + year as well as by identifiers (default true) */
  byTitle?: boolean
}

const ARXIV_DOI = /^10\.48550\/arxiv\.(.+)$/

/**
 * A DOI as a match key: `normalizeDoi` when the text is a DOI, otherwise the text itself, lower case
 * and without a doi.org or `doi:` prefix. Never fails, so a malformed DOI still matches its twin.
 */
export function toDoiKey(doi: string): string {
  const strict = normalizeDoi(doi)
  if (strict) return strict
  return doi
    .trim()
    .replace(/^(https?:\/\/)?(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
    .toLowerCase()
}

/** An arXiv id as a match key: `normalizeArxivId` when it is one, otherwise the text without version, prefix or abs URL. Never fails. */
export function toArxivIdKey(id: string): string {
  const strict = normalizeArxivId(id)
  if (strict) return strict
  return id
    .trim()
    .replace(/^https?:\/\/(export\.)?arxiv\.org\/(abs|pdf)\//i, '')
    .replace(/^arxiv:/i, '')
    .replace(/\.pdf$/i, '')
    .replace(/v\d+$/i, '')
    .toLowerCase()
}

/** the short id (W123…) in upper case, from a short id or an OpenAlex URL */
export function normaliseOpenAlexId(id: string): string {
  return id
    .trim()
    .replace(/^https?:\/\/(api\.)?openalex\.org\/(works\/)?/i, '')
    .toUpperCase()
}

/** Lower-case, diacritics folded, everything but letters and digits removed. */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, '')
}

// Titles too generic to identify a work on their own.
const GENERIC_TITLES = new Set(
  [
    'introduction',
    'editorial',
    'preface',
    'foreword',
    'erratum',
    'correction',
    'corrigendum',
    'reply',
    'response',
    'commentary',
    'comment',
    'book review',
    'book reviews',
    'letter to the editor',
    'index',
    'contents',
    'table of contents',
    'front matter',
    'back matter',
    'abstracts',
    'untitled',
  ].map(normaliseTitle),
)
const MIN_TITLE_KEY_LENGTH = 8

function titleKey(title: string): string | null {
  const key = normaliseTitle(title)
  if (key.length < MIN_TITLE_KEY_LENGTH || GENERIC_TITLES.has(key)) return null
  return key
}

type IdKind = keyof WorkIds

/** The identifier keys of a work, normalised, as "kind:value". */
export function identifierKeys(ids: WorkIds): string[] {
  const keys: string[] = []
  for (const [kind, raw] of Object.entries(ids) as [IdKind, string | undefined][]) {
    if (!raw || !raw.trim()) continue
    switch (kind) {
      case 'doi': {
        const doi = toDoiKey(raw)
        keys.push(`doi:${doi}`)
        const arxiv = ARXIV_DOI.exec(doi)
        if (arxiv?.[1]) keys.push(`arxiv:${toArxivIdKey(arxiv[1])}`)
        break
      }
      case 'arxiv':
        keys.push(`arxiv:${toArxivIdKey(raw)}`)
        break
      case 'openalex':
        keys.push(`openalex:${normaliseOpenAlexId(raw)}`)
        break
      case 'pmcid':
        keys.push(
          `pmcid:${raw
            .trim()
            .toUpperCase()
            .replace(/^(PMC)?/, 'PMC')}`,
        )
        break
      default:
        keys.push(`${kind}:${raw.trim().toLowerCase()}`)
    }
  }
  return [...new Set(keys)]
}

/** Kinds whose values, when both present and different, say "two different works". */
function conflictKeys(ids: WorkIds): Map<string, Set<string>> {
  const byKind = new Map<string, Set<string>>()
  for (const key of identifierKeys(ids)) {
    const colon = key.indexOf(':')
    const kind = key.slice(0, colon)
    // An arXiv DataCite DOI and a publisher DOI are the preprint and the paper, not a conflict.
    if (kind === 'doi' && ARXIV_DOI.test(key.slice(colon + 1))) continue
    if (kind === 'local') continue
    const values = byKind.get(kind) ?? new Set<string>()
    values.add(key)
    byKind.set(kind, values)
  }
  return byKind
}

class Groups {
  private parent: number[]
  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, i) => i)
  }
  find(i: number): number {
    let root = i
    while (this.parentOf(root) !== root) root = this.parentOf(root)
    while (this.parentOf(i) !== root) {
      const next = this.parentOf(i)
      this.parent[i] = root
      i = next
    }
    return root
  }
  private parentOf(i: number): number {
    return this.parent[i] ?? i
  }
  /** the smaller index stays the root, so a group's root is its first appearance */
  union(a: number, b: number): number {
    const ra = this.find(a)
    const rb = this.find(b)
    if (ra === rb) return ra
    const [root, child] = ra < rb ? [ra, rb] : [rb, ra]
    this.parent[child] = root
    return root
  }
}

function firstNonNull<T>(values: (T | null | undefined)[]): T | null {
  for (const value of values) if (value !== null && value !== undefined && value !== '') return value
  return null
}

/** One record out of works known to be the same, the earlier ones preferred. */
export function mergeGroup(works: Work[]): Work {
  const [first] = works
  if (!first) throw new Error('mergeGroup needs at least one work')
  if (works.length === 1) return first
  const ids: WorkIds = {}
  for (const work of works) {
    for (const [kind, value] of Object.entries(work.ids) as [IdKind, string | undefined][]) {
      if (value && ids[kind] === undefined) ids[kind] = value
    }
  }
  const sources: SourceId[] = []
  for (const work of works) for (const source of work.sources) if (!sources.includes(source)) sources.push(source)

  let abstract: string | null = null
  for (const work of works)
    if (work.abstract && work.abstract.length > (abstract?.length ?? 0)) abstract = work.abstract
  const abstractSections = works.find((work) => work.abstractSections.length > 0)?.abstractSections ?? []

  let authors = first.authors
  for (const work of works) if (work.authors.length > authors.length) authors = work.authors

  const counts = works.map((work) => work.citationCount).filter((count): count is number => count !== null)
  const year = firstNonNull(works.map((work) => work.year))
  const dates = works.map((work) => work.publicationDate)
  const publicationDate =
    firstNonNull(dates.filter((date) => date && (year === null || date.startsWith(String(year))))) ??
    (year === null ? firstNonNull(dates) : null)

  return {
    ids,
    title: firstNonNull(works.map((work) => work.title.trim() || null)) ?? first.title,
    abstract,
    abstractSections,
    authors,
    year,
    publicationDate,
    venue: firstNonNull(works.map((work) => work.venue)),
    type: firstNonNull(works.map((work) => work.type)),
    citationCount: counts.length ? Math.max(...counts) : null,
    url: firstNonNull(works.map((work) => work.url)),
    openAccessUrl: firstNonNull(works.map((work) => work.openAccessUrl)),
    topics: works.find((work) => work.topics.length > 0)?.topics ?? [],
    sources,
  }
}

/**
 * Works from several sources (in order of preference) as one list without duplicates, in order of
 * first appearance (the lists concatenated).
 */
export function mergeWorks(lists: Work[][], options: MergeOptions = {}): Work[] {
  const all = lists.flat()
  const groups = new Groups(all.length)

  // 1. shared identifiers
  const firstWithKey = new Map<string, number>()
  all.forEach((work, i) => {
    for (const key of identifierKeys(work.ids)) {
      const earlier = firstWithKey.get(key)
      if (earlier === undefined) firstWithKey.set(key, i)
      else groups.union(earlier, i)
    }
  })

  // 2. same title and year, when the groups do not contradict each other
  if (options.byTitle ?? true) {
    const members = new Map<number, number[]>()
    all.forEach((_, i) => {
      const root = groups.find(i)
      members.set(root, [...(members.get(root) ?? []), i])
    })
    const facts = new Map<number, { years: Set<number>; ids: Map<string, Set<string>> }>()
    const factsOf = (root: number) => {
      let known = facts.get(root)
      if (!known) {
        known = { years: new Set(), ids: new Map() }
        for (const i of members.get(root) ?? [root]) {
          const work = all[i]
          if (!work) continue
          if (work.year !== null) known.years.add(work.year)
          for (const [kind, values] of conflictKeys(work.ids)) {
            const set = known.ids.get(kind) ?? new Set<string>()
            for (const value of values) set.add(value)
            known.ids.set(kind, set)
          }
        }
        facts.set(root, known)
      }
      return known
    }
    const compatible = (a: number, b: number) => {
      const fa = factsOf(a)
      const fb = factsOf(b)
      if (fa.years.size && fb.years.size && ![...fa.years].some((year) => fb.years.has(year))) return false
      for (const [kind, values] of fa.ids) {
        const other = fb.ids.get(kind)
        if (other && ![...values].some((value) => other.has(value))) return false
      }
      return true
    }
    const rootsByTitle = new Map<string, number[]>()
    all.forEach((work, i) => {
      const key = titleKey(work.title)
      if (!key) return
      const root = groups.find(i)
      const candidates = rootsByTitle.get(key) ?? []
      const match = candidates
        .map((candidate) => groups.find(candidate))
        .find((candidate) => candidate !== root && compatible(candidate, root))
      if (match !== undefined) {
        const merged = groups.union(match, root)
        const a = factsOf(match)
        const b = factsOf(root)
        for (const year of b.years) a.years.add(year)
        for (const [kind, values] of b.ids) {
          const set = a.ids.get(kind) ?? new Set<string>()
          for (const value of values) set.add(value)
          a.ids.set(kind, set)
        }
        facts.set(merged, a)
        facts.delete(merged === match ? root : match)
      } else if (!candidates.some((candidate) => groups.find(candidate) === root)) {
        candidates.push(root)
      }
      rootsByTitle.set(key, candidates)
    })
  }

  const byRoot = new Map<number, Work[]>()
  all.forEach((work, i) => {
    const root = groups.find(i)
    const list = byRoot.get(root)
    if (list) list.push(work)
    else byRoot.set(root, [work])
  })
  // Map iteration follows insertion order, which is each group's first appearance.
  return [...byRoot.values()].map(mergeGroup)
}
