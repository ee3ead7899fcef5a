import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { ResearcherCard } from '#shared/contract/researchers'
import { user } from '../../auth/auth.tables'

/** A researcher a user saved, with the card as it was shown so the list renders without upstream calls. */
export const savedResearcher = pgTable(
  'saved_researcher',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    researcherId: text().notNull(),
    snapshot: jsonb().$type<ResearcherCard>().notNull(),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.researcherId] }),
    index('saved_researcher_user_saved_at_idx').on(t.userId, t.savedAt),
  ],
)
