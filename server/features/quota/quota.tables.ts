import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { user } from '../../auth/auth.tables'

export const usageCounter = pgTable(
  'usage_counter',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] })],
)

/**
 * What a user has already been charged for, by kind, UTC day and a key the caller chooses (a normalised
 * researcher search, an AI question's id): a repeat with the same key that day is free.
 */
export const quotaClaim = pgTable(
  'quota_claim',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    key: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day, t.key] })],
)
