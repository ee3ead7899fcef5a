import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Upstream responses, keyed on the normalised request without credentials. */
export const sourceCache = pgTable(
  'source_cache',
  {
    key: text().primaryKey(),
    source: text().notNull(),
    status: integer().notNull(),
    contentType: text().notNull(),
    body: text().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('source_cache_expires_at_idx').on(t.expiresAt)],
)
