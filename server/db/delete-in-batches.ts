import { sql, type SQL } from 'drizzle-orm'
import type { Db } from './client'
import { queryRows } from './query-rows'

const BATCH_ROWS = 1000

/**
 * Deletes the rows of `table` matching `where`, a batch at a time, so a large backlog never holds locks
 * for long. Rows are picked by their physical id (ctid), so any table works, whatever its key.
 * Returns how many rows went.
 */
export async function deleteInBatches(db: Db, table: string, where: SQL): Promise<number> {
  const tableName = sql.identifier(table)
  let deleted = 0
  for (;;) {
    const rows = await queryRows<{ deleted: number }>(
      db,
      sql`
      WITH gone AS (
        DELETE FROM ${tableName} WHERE ctid IN (SELECT ctid FROM ${tableName} WHERE ${where} LIMIT ${BATCH_ROWS}) RETURNING 1
      )
      SELECT count(*)::int AS deleted FROM gone`,
    )
    const batch = rows[0]?.deleted ?? 0
    deleted += batch
    if (batch < BATCH_ROWS) return deleted
  }
}
