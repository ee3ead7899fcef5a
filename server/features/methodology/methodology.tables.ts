import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { Advice, AdviceInput, StudyType } from '#shared/contract/methodology'
import { user } from '../../auth/auth.tables'

/** A methodology plan the advisor made for a user, with the checklist items the user ticked. */
export const methodologyPlan = pgTable(
  'methodology_plan',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    researchQuestion: text().notNull(),
    studyType: text().$type<StudyType>().notNull(),
    input: jsonb().$type<AdviceInput>().notNull(),
    advice: jsonb().$type<Advice>().notNull(),
    checked: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('methodology_plan_user_updated_at_idx').on(t.userId, t.updatedAt)],
)
