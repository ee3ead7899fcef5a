import { createHash } from 'node:crypto'
import { and, desc, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { SourceId, Work, WorkIds } from '#shared/contract/sources'
import type { Db } from '../../db/client'
import {
  mergeGroup,
  mergeWorks,
  normaliseOpenAlexId,
  normaliseTitle,
  toArxivIdKey,
  toDoiKey,
  type LibraryConnector,
  type WorkQuery,
} from '../sources'
import { libraryWork } from './library.tables'

/** Rows per INSERT statement (about 20 parameters each, far below PostgreSQL's 65,535). */
export const UPSERT_BATCH_SIZE = 500

export type UpsertResult = {
  /** works given */
  received: number
  /** rows created */
  inserted: number
  /** existing rows merged with a new record */
  updated: number
  /** works folded into another work of the same call (shared identifier) */
  duplicates: number
  /** existing rows folded into another row, because a new record showed they are one work */
  absorbed: number
}

/** The most works one search returns. */
export const MAX_SEARCH_LIMIT = 1000

export type LibrarySearch = {
  query: string
  limit: number
  offset?: number
  fromYear?: number
  toYear?: number
}

type Columns = {
  doi: string | null
  arxivId: string | null
  openalexId: string | null
  pmid: string | null
}

const ARXIV_DOI = /^10\.48550\/arxiv\.(.+)$/

function columnsOf(ids: WorkIds): Columns {
  const doi = ids.doi?.trim() ? toDoiKey(ids.doi) : null
  const arxivFromDoi = doi ? ARXIV_DOI.exec(doi)?.[1] : undefined
  const arxiv = ids.arxiv?.trim() ? ids.arxiv : arxivFromDoi
  return {
    doi,
    arxivId: arxiv ? toArxivIdKey(arxiv) : null,
    openalexId: ids.openalex?.trim() ? normaliseOpenAlexId(ids.openalex) : null,
    pmid: ids.pmid?.trim() ? ids.pmid.trim() : null,
  }
}

/** The row id a new work gets: its publisher DOI, else arXiv id, arXiv DOI, PMID, OpenAlex id, … */
export function libraryIdOf(work: Work): string {
  const { doi, arxivId, openalexId, pmid } = columnsOf(work.ids)
  if (doi && !ARXIV_DOI.test(doi)) return `doi:${doi}`
  if (arxivId) return `arxiv:${arxivId}`
  if (doi) return `doi:${doi}`
  if (pmid) return `pmid:${pmid}`
  if (openalexId) return `openalex:${openalexId}`
  for (const kind of ['pmcid', 'semanticscholar', 'core'] as const) {
    const value = work.ids[kind]?.trim()
    if (value) return `${kind}:${value.toLowerCase()}`
  }
  const key = `${normaliseTitle(work.title)}|${work.year ?? ''}`
  return `title:${createHash('sha256').update(key).digest('hex').slice(0, 24)}`
}

/** Every row id this work could have been stored under (one per identifier it carries). */
function candidateIdsOf(work: Work): string[] {
  const { doi, arxivId, openalexId, pmid } = columnsOf(work.ids)
  const ids = [
    doi && `doi:${doi}`,
    arxivId && `arxiv:${arxivId}`,
    pmid && `pmid:${pmid}`,
    openalexId && `openalex:${openalexId}`,
  ]
  for (const kind of ['pmcid', 'semanticscholar', 'core'] as const) {
    const value = work.ids[kind]?.trim()
    if (value) ids.push(`${kind}:${value.toLowerCase()}`)
  }
  return ids.filter((id): id is string => Boolean(id))
}

/** What the library stores of a work: no 'local' provenance (that is the library itself). */
function storable(work: Work): Work {
  const { local: _local, ...ids } = work.ids
  return { ...work, ids, sources: work.sources.filter((source) => source !== 'local') }
}

const nonEmpty = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))]

// Ordered union of two jsonb arrays (first appearance wins), as SQL.
const jsonbUnion = (existing: SQL, incoming: SQL) => sql`(
  SELECT coalesce(jsonb_agg(u.e ORDER BY u.o), '[]'::jsonb)
  FROM (SELECT t.e, min(t.o) AS o FROM jsonb_array_elements(${existing} || ${incoming}) WITH ORDINALITY AS t(e, o) GROUP BY t.e) AS u
)`

const current = (column: string) => sql.raw(`"library_work"."${column}"`)
const excluded = (column: string) => sql.raw(`excluded."${column}"`)
const keepExisting = (column: string) => sql`coalesce(${current(column)}, ${excluded(column)})`
const preferIncoming = (column: string) => sql`coalesce(${excluded(column)}, ${current(column)})`

// How an existing row and an incoming record of the same work combine: non-null over null (the
// incoming value wins when both are set), the longer abstract, the longer author list, the higher
// citation count, unions of topics, sources and identifiers. Identifier columns keep the value they
// have, so the unique DOI never moves between rows.
const MERGE_ON_CONFLICT = {
  doi: keepExisting('doi'),
  pmid: keepExisting('pmid'),
  arxivId: keepExisting('arxiv_id'),
  openalexId: keepExisting('openalex_id'),
  ids: sql`${excluded('ids')} || ${current('ids')}`,
  title: sql`CASE WHEN ${excluded('title')} <> '' THEN ${excluded('title')} ELSE ${current('title')} END`,
  abstract: sql`CASE WHEN length(coalesce(${excluded('abstract')}, '')) > length(coalesce(${current('abstract')}, '')) THEN ${excluded('abstract')} ELSE ${current('abstract')} END`,
  abstractSections: sql`CASE WHEN jsonb_array_length(${excluded('abstract_sections')}) > 0 THEN ${excluded('abstract_sections')} ELSE ${current('abstract_sections')} END`,
  authors: sql`CASE WHEN jsonb_array_length(${excluded('authors')}) >= jsonb_array_length(${current('authors')}) THEN ${excluded('authors')} ELSE ${current('authors')} END`,
  year: preferIncoming('year'),
  publicationDate: preferIncoming('publication_date'),
  venue: preferIncoming('venue'),
  type: preferIncoming('type'),
  citationCount: sql`greatest(${current('citation_count')}, ${excluded('citation_count')})`,
  url: preferIncoming('url'),
  openAccessUrl: preferIncoming('open_access_url'),
  topics: jsonbUnion(current('topics'), excluded('topics')),
  sources: jsonbUnion(current('sources'), excluded('sources')),
  importedFrom: current('imported_from'),
  updatedAt: sql`now()`,
}

// unique violation, serialization failure, deadlock
const RETRYABLE_CODES = new Set(['23505', '40001', '40P01'])

function isRetryable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (RETRYABLE_CODES.has(String((e as { code?: unknown }).code))) return true
  }
  return false
}

type ExistingRow = {
  id: string
  doi: string | null
  arxivId: string | null
  openalexId: string | null
  pmid: string | null
}
const ID_COLUMNS = ['doi', 'arxivId', 'openalexId', 'pmid'] as const

async function upsertBatch(db: Db, works: Work[], importedFrom: string): Promise<Omit<UpsertResult, 'received'>> {
  // 1. one record per work inside the batch (shared identifiers)
  const items = mergeWorks([works], { byTitle: false }).map((work) => ({ work, columns: columnsOf(work.ids) }))

  // 2. rows that already hold one of these works
  const values = Object.fromEntries(
    ID_COLUMNS.map((key) => [key, nonEmpty(items.map((item) => item.columns[key]))]),
  ) as Record<(typeof ID_COLUMNS)[number], string[]>
  // Rows keyed by an identifier without a column of its own (Semantic Scholar, CORE, PMCID) are found by id.
  const candidateIds = items.map((item) => candidateIdsOf(item.work))
  const allCandidateIds = [...new Set(candidateIds.flat())]
  const conditions = [
    ...ID_COLUMNS.flatMap((key) => (values[key].length ? [inArray(libraryWork[key], values[key])] : [])),
    ...(allCandidateIds.length ? [inArray(libraryWork.id, allCandidateIds)] : []),
  ]
  const existing: ExistingRow[] = conditions.length
    ? await db
        .select({
          id: libraryWork.id,
          doi: libraryWork.doi,
          arxivId: libraryWork.arxivId,
          openalexId: libraryWork.openalexId,
          pmid: libraryWork.pmid,
        })
        .from(libraryWork)
        .where(or(...conditions))
    : []
  const rowsByValue = Object.fromEntries(ID_COLUMNS.map((key) => [key, new Map<string, string[]>()])) as Record<
    (typeof ID_COLUMNS)[number],
    Map<string, string[]>
  >
  for (const row of existing) {
    for (const key of ID_COLUMNS) {
      const value = row[key]
      if (value) rowsByValue[key].set(value, [...(rowsByValue[key].get(value) ?? []), row.id])
    }
  }

  // 3. connect works and rows: a work matching two rows (say one found by PMID, one by DOI) shows
  // they are the same work, and the rows are folded into one.
  const parent = new Map<string, string>()
  const find = (node: string): string => {
    let root = node
    for (let up = parent.get(root); up !== undefined && up !== root; up = parent.get(root)) root = up
    parent.set(node, root)
    return root
  }
  const union = (a: string, b: string) => {
    const ra = find(a)
    const rb = find(b)
    if (ra !== rb) parent.set(rb, ra)
  }
  const existingIds = new Set(existing.map((row) => row.id))
  items.forEach((item, i) => {
    find(`w${i}`)
    for (const key of ID_COLUMNS) {
      const value = item.columns[key]
      for (const rowId of value ? (rowsByValue[key].get(value) ?? []) : []) union(`w${i}`, `r${rowId}`)
    }
    for (const id of candidateIds[i] ?? []) if (existingIds.has(id)) union(`w${i}`, `r${id}`)
  })
  const components = new Map<string, { works: Work[]; rowIds: string[] }>()
  items.forEach((item, i) => {
    const root = find(`w${i}`)
    const component = components.get(root) ?? { works: [], rowIds: [] }
    component.works.push(item.work)
    components.set(root, component)
  })
  for (const row of existing) {
    const component = components.get(find(`r${row.id}`))
    if (component && !component.rowIds.includes(row.id)) component.rowIds.push(row.id)
  }

  // 4. the row each component is written to; the other rows of the component are absorbed
  const rowById = new Map(existing.map((row) => [row.id, row]))
  const absorbedInto = new Map<string, string>()
  const byTarget = new Map<string, Work[]>()
  for (const { works: group, rowIds } of components.values()) {
    const sorted = [...rowIds].sort()
    const target = sorted.find((id) => rowById.get(id)?.doi) ?? sorted[0] ?? libraryIdOf(mergeGroup(group))
    for (const id of sorted) if (id !== target) absorbedInto.set(id, target)
    byTarget.set(target, [...(byTarget.get(target) ?? []), ...group])
  }
  if (absorbedInto.size) {
    const absorbedIds = [...absorbedInto.keys()]
    const absorbedRows = await db.select(rowColumns).from(libraryWork).where(inArray(libraryWork.id, absorbedIds))
    // Deleted first, so their DOI can move to the target row within this transaction.
    await db.delete(libraryWork).where(inArray(libraryWork.id, absorbedIds))
    for (const row of absorbedRows) {
      const group = byTarget.get(absorbedInto.get(row.id) ?? '')
      if (!group) throw new Error(`absorbed library row ${row.id} has no target`)
      const { local: _local, ...ids } = toWork(row).ids
      group.push({ ...toWork(row), ids })
    }
  }

  const rows = [...byTarget]
    // a stable order takes row locks in the same order in concurrent writers (no deadlocks)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, group]) => {
      const work = mergeGroup(group)
      return {
        id,
        ...columnsOf(work.ids),
        ids: Object.fromEntries(Object.entries(work.ids).filter(([, value]) => value)),
        title: work.title,
        abstract: work.abstract,
        abstractSections: work.abstractSections,
        authors: work.authors.map((author) => author.name),
        year: work.year,
        publicationDate: work.publicationDate,
        venue: work.venue,
        type: work.type,
        citationCount: work.citationCount,
        url: work.url,
        openAccessUrl: work.openAccessUrl,
        topics: work.topics,
        sources: work.sources,
        importedFrom,
      }
    })
  if (rows.length === 0) return { inserted: 0, updated: 0, duplicates: works.length, absorbed: 0 }
  const written = await db
    .insert(libraryWork)
    .values(rows)
    .onConflictDoUpdate({ target: libraryWork.id, set: MERGE_ON_CONFLICT })
    .returning({ inserted: sql<boolean>`(xmax::text = '0')` })
  const inserted = written.filter((row) => row.inserted).length
  return {
    inserted,
    updated: written.length - inserted,
    duplicates: works.length - items.length,
    absorbed: absorbedInto.size,
  }
}

/**
 * Adds works to the library or merges them into the rows that already hold them (matched by DOI,
 * arXiv id, OpenAlex id or PMID). One multi-row INSERT … ON CONFLICT per batch of 500.
 */
export async function upsertWorks(db: Db, works: Work[], importedFrom: string): Promise<UpsertResult> {
  const result: UpsertResult = { received: works.length, inserted: 0, updated: 0, duplicates: 0, absorbed: 0 }
  const clean = works.map(storable)
  for (let start = 0; start < clean.length; start += UPSERT_BATCH_SIZE) {
    const batch = clean.slice(start, start + UPSERT_BATCH_SIZE)
    for (let attempt = 1; ; attempt++) {
      try {
        // One transaction per batch: absorbing rows deletes some, and must not happen half-way.
        const counts = await db.transaction((tx) => upsertBatch(tx as unknown as Db, batch, importedFrom))
        result.inserted += counts.inserted
        result.updated += counts.updated
        result.duplicates += counts.duplicates
        result.absorbed += counts.absorbed
        break
      } catch (error) {
        // Another writer inserted one of these DOIs between our lookup and our insert, or two writers
        // locked rows in turn (PostgreSQL only): look again, the rows are there now.
        if (attempt >= 5 || !isRetryable(error)) throw error
      }
    }
  }
  return result
}

/** Works fetched from other sources are remembered, so the library grows with use. */
export function rememberFetchedWorks(db: Db, works: Work[]): Promise<UpsertResult> {
  return upsertWorks(db, works, 'fetched')
}

const { searchVector: _searchVector, ...rowColumns } = getTableColumns(libraryWork)
type Row = { [K in keyof typeof rowColumns]: (typeof libraryWork.$inferSelect)[K] }

function toWork(row: Row): Work {
  const ids: WorkIds = { ...row.ids }
  if (row.doi && !ids.doi) ids.doi = row.doi
  if (row.arxivId && !ids.arxiv) ids.arxiv = row.arxivId
  if (row.openalexId && !ids.openalex) ids.openalex = row.openalexId
  if (row.pmid && !ids.pmid) ids.pmid = row.pmid
  ids.local = row.id
  return {
    ids,
    title: row.title,
    abstract: row.abstract,
    abstractSections: row.abstractSections,
    authors: row.authors.map((name) => ({ name, affiliations: [] })),
    year: row.year,
    publicationDate: row.publicationDate,
    venue: row.venue,
    type: row.type,
    citationCount: row.citationCount,
    url: row.url,
    openAccessUrl: row.openAccessUrl,
    topics: row.topics,
    sources: row.sources,
  }
}

/**
 * Full-text search over titles (weight A) and abstracts (weight B), ranked by ts_rank_cd, with the
 * query in web-search syntax ("quoted phrases", -exclusions, or).
 */
export async function searchLibrary(db: Db, input: LibrarySearch): Promise<{ works: Work[]; total: number }> {
  const text = input.query.trim()
  const limit = Math.min(MAX_SEARCH_LIMIT, Math.max(0, Math.floor(input.limit)))
  const offset = Math.max(0, Math.floor(input.offset ?? 0))
  if (!text) return { works: [], total: 0 }
  const tsquery = sql`websearch_to_tsquery('english', ${text})`
  const where = and(
    sql`${libraryWork.searchVector} @@ ${tsquery}`,
    input.fromYear !== undefined ? gte(libraryWork.year, input.fromYear) : undefined,
    input.toYear !== undefined ? lte(libraryWork.year, input.toYear) : undefined,
  )
  // Normalisation 1 divides by 1 + log(document length): long abstracts that repeat a word do not
  // outrank short, precise titles.
  const rank = sql<number>`ts_rank_cd(${libraryWork.searchVector}, ${tsquery}, 1)`
  // Rank narrow rows first (id and rank only), then load the page's rows: carrying every column
  // through the window and the sort costs twice as much on broad queries.
  const ranked = await db
    .select({ id: libraryWork.id, total: sql<number>`(count(*) OVER ())::int` })
    .from(libraryWork)
    .where(where)
    .orderBy(desc(rank), sql`${libraryWork.citationCount} DESC NULLS LAST`, libraryWork.id)
    .limit(limit)
    .offset(offset)
  let total = ranked[0]?.total
  if (total === undefined) {
    // A page past the end (or limit 0) carries no window count; ask for it.
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(libraryWork)
      .where(where)
    total = counted?.total ?? 0
  }
  if (ranked.length === 0) return { works: [], total }
  const rows = await db
    .select(rowColumns)
    .from(libraryWork)
    .where(
      inArray(
        libraryWork.id,
        ranked.map((row) => row.id),
      ),
    )
  const byId = new Map(rows.map((row) => [row.id, row]))
  const works = ranked.flatMap(({ id }) => {
    const row = byId.get(id)
    return row ? [toWork(row)] : []
  })
  return { works, total }
}

/** The library as one more source of works, which keeps what the other sources find. An empty library simply finds nothing. */
export function createLocalLibraryConnector(db: Db): LibraryConnector {
  return {
    id: 'local',
    name: 'Lodestar library',
    unavailableReason: null,
    async searchWorks(query: WorkQuery) {
      const { works, total } = await searchLibrary(db, query)
      return {
        source: 'local',
        works: works.map((work) => ({
          ...work,
          sources: ['local', ...work.sources.filter((source) => source !== 'local')] as SourceId[],
        })),
        total,
      }
    },
    async rememberWorks(works: Work[]) {
      await rememberFetchedWorks(db, works)
    },
  }
}

/** Number of works in the library. */
export async function countLibraryWorks(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(libraryWork)
  return row?.n ?? 0
}
