import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { deleteInBatches } from '../../db/delete-in-batches'

/** Deletes cached upstream responses that have expired (reads already ignore them). Returns how many went. */
export function purgeExpiredSourceCache(db: Db, now: Date): Promise<number> {
  return deleteInBatches(db, 'source_cache', sql`expires_at <= ${now.toISOString()}::timestamptz`)
}
