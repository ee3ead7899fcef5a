import { sql } from 'drizzle-orm'
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { SourceId, WorkIds } from '#shared/contract/sources'

/** PostgreSQL full-text vector; only ever written by the database (generated column). */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector'
  },
})

export type StoredAbstractSection = { label: string | null; text: string }

/**
 * The local library: works imported from corpus files and works fetched from other sources.
 * One row per work; `id` is the strongest identifier at first insert ('arxiv:2510.01234',
 * 'doi:10.1234/abc', 'openalex:W123', 'pmid:123'), and later records with a shared identifier
 * are merged into that row.
 */
export const libraryWork = pgTable(
  'library_work',
  {
    id: text().primaryKey(),
    doi: text(), // lower case, bare
    pmid: text(),
    arxivId: text(), // without version
    openalexId: text(), // short id, W…
    /** every identifier known for the work (WorkIds), including the ones without a column */
    ids: jsonb().$type<WorkIds>().notNull().default({}),
    title: text().notNull(),
    abstract: text(),
    abstractSections: jsonb().$type<StoredAbstractSection[]>().notNull().default([]),
    authors: jsonb().$type<string[]>().notNull().default([]),
    year: integer(),
    publicationDate: text(),
    venue: text(),
    type: text(),
    citationCount: integer(),
    url: text(),
    openAccessUrl: text(),
    topics: jsonb().$type<string[]>().notNull().default([]),
    sources: jsonb().$type<SourceId[]>().notNull().default([]),
    importedFrom: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(abstract, '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('library_work_doi_key')
      .on(t.doi)
      .where(sql`doi IS NOT NULL`),
    index('library_work_arxiv_id_idx').on(t.arxivId),
    index('library_work_openalex_id_idx').on(t.openalexId),
    index('library_work_pmid_idx').on(t.pmid),
    index('library_work_year_idx').on(t.year),
    index('library_work_search_idx').using('gin', t.searchVector),
  ],
)
