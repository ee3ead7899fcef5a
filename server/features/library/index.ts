/**
 * The library's public entry: everything outside server/features/library imports from here (its
 * Drizzle table, re-exported by server/db/schema.ts for migrations, is the one exception).
 */
export { createLocalLibraryConnector, upsertWorks, UPSERT_BATCH_SIZE, type UpsertResult } from './library.service'
export { isMarkupTag, parseCorpusLine, type CorpusLineResult } from './corpus-format'
