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
