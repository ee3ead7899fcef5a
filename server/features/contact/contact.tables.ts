import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from '../../auth/auth.tables'

export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: text(),
  },
  (t) => [index('contact_message_created_at_idx').on(t.createdAt)],
)
