/**
 * The library's public entry: the local works library (PostgreSQL full-text search over library_work), fed by
 * imports (corpus-format, scripts/import-works.ts) and by works searches through its LibraryConnector, which the
 * platform hands to the sources as one more source. Everything outside server/features/library imports from here
 * (its Drizzle table, re-exported by server/db/schema.ts for migrations, is the one exception).
 */
export { createLocalLibraryConnector, upsertWorks, UPSERT_BATCH_SIZE, type UpsertResult } from './library.service'
export { isMarkupTag, parseCorpusLine, type CorpusLineResult } from './corpus-format'
