import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/query-rows'

const PURGE_BATCH_ROWS = 1000

/**
 * Deletes cached upstream responses that have expired (reads already ignore them), in batches so a
 * large backlog never holds locks for long. Returns how many rows went.
 */
export async function purgeExpiredSourceCache(db: Db, now: Date): Promise<number> {
  let purged = 0
  for (;;) {
    const rows = await queryRows<{ deleted: number }>(db, sql`
      WITH gone AS (
        DELETE FROM source_cache WHERE key IN (
          SELECT key FROM source_cache WHERE expires_at <= ${now.toISOString()}::timestamptz LIMIT ${PURGE_BATCH_ROWS}
        ) RETURNING 1
      )
      SELECT count(*)::int AS deleted FROM gone`)
    const deleted = rows[0]?.deleted ?? 0
    purged += deleted
    if (deleted < PURGE_BATCH_ROWS) return purged
  }
}
