import type { SQL } from 'drizzle-orm'
import type { Db } from './client'

/**
 * Raw SQL through whichever driver runs. Both PGlite and node-postgres answer with `{ rows }`,
 * but the shared PgDatabase type cannot say so; the cast lives here and nowhere else.
 * Cast numbers in SQL (`::int`): pg returns bigint/numeric as strings.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the one cast, see above
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}
