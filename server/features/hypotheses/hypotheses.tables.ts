import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { HypothesisResult, SavedHypothesisRun } from '#shared/contract/hypotheses'
import { user } from '../../auth/auth.tables'

/** A hypothesis-generator run made for a user: what they asked and the hypotheses as they were shown. */
export const hypothesisRun = pgTable(
  'hypothesis_run',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    input: jsonb().$type<SavedHypothesisRun['input']>().notNull(),
    result: jsonb().$type<HypothesisResult>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hypothesis_run_user_updated_at_idx').on(t.userId, t.updatedAt)],
)
