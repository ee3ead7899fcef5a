import { jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type { ProfileAnalysis, ProfilerDraft } from '#shared/contract/profiler'
import { user } from '../../auth/auth.tables'

/** One research profile per user: the answers as they stand, the question shown, and the last analysis. */
export const researchProfile = pgTable('research_profile', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  answers: jsonb().$type<ProfilerDraft>().notNull(),
  step: smallint().notNull(),
  /** null until analysed, and again once the answers change */
  analysis: jsonb().$type<ProfileAnalysis>(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
