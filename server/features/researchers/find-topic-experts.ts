import type { ResearcherSort } from '#shared/contract/researchers'
import type { AuthorProfile } from '#shared/contract/sources'
import type { OpenAlexConnector } from '../sources'

/** Authors most present in a topic's works; OpenAlex returns at most 100 groups per page. */
export const TOPIC_AUTHOR_POOL = 100
export const NAME_MATCH_POOL = 25

// ---------- pure ----------

/** Words that make a capitalised phrase a subject rather than a person ("Machine Learning", "Data Science"). */
const SUBJECT_WORDS = new Set(
  'analysis applied artificial biology biotechnology cancer chemistry climate computer computing data deep design development disease economics education energy engineering environmental genetics health history intelligence language learning machine management materials mathematics medicine method methods modelling modeling network networks neural neuroscience physics policy psychology quantum research robotics science sciences social software statistics study systems technology theory therapy vision'.split(
    ' ',
  ),
)
const isSubjectWord = (word: string) => SUBJECT_WORDS.has(word.toLowerCase().replace(/[.,]/g, ''))

/** Lower-case particles inside names: Ludwig van Beethoven, Maria de la Cruz. */
const NAME_PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'la',
  'le',
  'da',
  'di',
  'du',
  'dos',
  'das',
  'bin',
  'ibn',
  'al',
])

/** 2–4 capitalised words (initials and particles allowed) that are not subject words: probably a person. */
export function looksLikePersonName(query: string): boolean {
  const words = query.trim().split(/\s+/)
  if (words.length < 2 || words.length > 4) return false
  let capitalised = 0
  for (const word of words) {
    if (isSubjectWord(word)) return false
    if (NAME_PARTICLES.has(word)) continue
    if (!/^\p{Lu}[\p{L}'’.-]*$/u.test(word)) return false
    capitalised++
  }
  return capitalised >= 2
}

/**
 * How a query reads: 'name' (capitalised like a person's name), 'topic' (has a subject word, a digit,
 * or too many words for a name) or 'maybe-name' (could be either: "geoffrey hinton", "Bengio", "rice").
 */
export type QueryReading = 'name' | 'maybe-name' | 'topic'

export function readQuery(query: string): QueryReading {
  if (looksLikePersonName(query)) return 'name'
  const words = query.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0 || words.length > 4) return 'topic'
  for (const word of words) {
    if (isSubjectWord(word)) return 'topic'
    if (!/^[\p{L}'’.-]+$/u.test(word)) return 'topic'
  }
  return words.every((word) => NAME_PARTICLES.has(word.toLowerCase())) ? 'topic' : 'maybe-name'
}

/** Surname-alone queries ("bengio", but also "rice") put only this many namesakes ahead of the topic's people. */
export const SURNAME_MATCHES_FIRST = 3

/** One form per query for upstream calls and the quota: "Machine  Learning" and "machine learning" are the same search. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase()
}

const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * Whether an author's name answers a name query: every word of the query is a word of the name, and
 * an initial matches a word it starts. OpenAlex also matches alternative names, which include free
 * text such as "Machine Learning Engineer", so its name hits are checked again here.
 */
export function nameMatches(query: string, name: string): boolean {
  const nameWords = wordsOf(name)
  const queryWords = wordsOf(query).filter((word) => !NAME_PARTICLES.has(word))
  return (
    queryWords.length > 0 &&
    queryWords.every((word) =>
      word.length === 1 ? nameWords.some((n) => n.startsWith(word)) : nameWords.includes(word),
    )
  )
}

/** `https://openalex.org/A5023888391` or `A5023888391` → `A5023888391`; anything else (e.g. "unknown") → null. */
export function authorIdOf(key: string): string | null {
  const id = key.split('/').at(-1)?.toUpperCase() ?? ''
  return /^A\d+$/.test(id) ? id : null
}

const sortValue: Record<ResearcherSort, (profile: AuthorProfile) => number> = {
  citations: (profile) => profile.citationCount,
  works: (profile) => profile.worksCount,
  h_index: (profile) => profile.hIndex ?? -1,
}

/** Highest first by the chosen key; ties by citations, then id, so every page of every request agrees. */
export function sortProfiles(profiles: readonly AuthorProfile[], sortBy: ResearcherSort): AuthorProfile[] {
  const value = sortValue[sortBy]
  return [...profiles].sort(
    (a, b) => value(b) - value(a) || b.citationCount - a.citationCount || a.id.localeCompare(b.id),
  )
}

/** Groups in order (e.g. name matches, then the topic's authors), each sorted, each person once. */
export function rankCandidates(groups: readonly (readonly AuthorProfile[])[], sortBy: ResearcherSort): AuthorProfile[] {
  const seen = new Set<string>()
  const ranked: AuthorProfile[] = []
  for (const profile of groups.flatMap((group) => sortProfiles(group, sortBy))) {
    if (seen.has(profile.id)) continue
    seen.add(profile.id)
    ranked.push(profile)
  }
  return ranked
}

/**
 * Which namesakes go ahead of the topic's people. A full name (capitalised, or two or more words that
 * all match) puts every match first; a single word may be a surname or a subject, so only the most
 * cited few go first and the rest follow the topic's people.
 */
export function splitNameMatches(
  query: string,
  reading: QueryReading,
  matches: readonly AuthorProfile[],
): { first: AuthorProfile[]; after: AuthorProfile[] } {
  const singleWord = query.trim().split(/\s+/).length === 1
  if (reading === 'name' || !singleWord) return { first: [...matches], after: [] }
  const byCitations = sortProfiles(matches, 'citations')
  return { first: byCitations.slice(0, SURNAME_MATCHES_FIRST), after: byCitations.slice(SURNAME_MATCHES_FIRST) }
}

export function pageOf<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { items: T[]; total: number; hasMore: boolean } {
  const start = (page - 1) * perPage
  return { items: items.slice(start, start + perPage), total: items.length, hasMore: start + perPage < items.length }
}

// ---------- I/O ----------

type ExpertSource = Pick<OpenAlexConnector, 'groupWorks' | 'getAuthors' | 'searchAuthorsByName'>

const NO_AUTHORS = Promise.resolve({ authors: [] as AuthorProfile[], total: 0 })

/**
 * Everyone a query can mean, sorted: the authors most present in the topic's works (OpenAlex author
 * search matches names only), plus, for a query that could be a name or finds no works, the people of
 * that name. Upstream calls use the normalised query and never depend on the page or the sort, so case
 * variants, later pages and re-sorts are answered from the source cache.
 */
export async function findTopicExperts(
  openalex: ExpertSource,
  query: string,
  sortBy: ResearcherSort,
): Promise<AuthorProfile[]> {
  const reading = readQuery(query)
  const search = normalizeQuery(query)
  const searchNames = () => openalex.searchAuthorsByName({ name: search, perPage: NAME_MATCH_POOL, page: 1 })
  // A possible name is looked up in parallel with the topic; a topic only when its works name nobody.
  const namesEarly = reading === 'topic' ? null : searchNames()
  namesEarly?.catch(() => undefined) // awaited below; this only keeps an early rejection from going unhandled

  const groups = await openalex.groupWorks({ search, groupBy: 'authorships.author.id', perPage: TOPIC_AUTHOR_POOL })
  const topicIds = [...new Set(groups.map((group) => authorIdOf(group.key)).filter((id) => id !== null))].slice(
    0,
    TOPIC_AUTHOR_POOL,
  )

  const [topicAuthors, byName] = await Promise.all([
    topicIds.length ? openalex.getAuthors(topicIds) : Promise.resolve([]),
    namesEarly ?? (topicIds.length === 0 ? searchNames() : NO_AUTHORS),
  ])
  const matches = byName.authors.filter((author) => nameMatches(search, author.name))
  const { first, after } = splitNameMatches(query, reading, matches)
  return rankCandidates([first, topicAuthors, after], sortBy)
}
