import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { MilestonePriority, MilestoneStatus } from '#shared/contract/timeline'
import { user } from '../../auth/auth.tables'

/**
 * A saved research path in the original's fields (field, goals: the milestone titles, notes: a summary);
 * its milestones are `research_milestone` rows. `feedTokenHash` is the SHA-256 of the calendar feed's token.
 */
export const researchPath = pgTable(
  'research_path',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    field: text().notNull(),
    goals: jsonb().$type<string[]>().notNull(),
    notes: text().notNull(),
    feedTokenHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('research_path_user_updated_at_idx').on(t.userId, t.updatedAt)],
)

export const researchMilestone = pgTable(
  'research_milestone',
  {
    id: uuid().primaryKey().defaultRandom(),
    pathId: uuid()
      .notNull()
      .references(() => researchPath.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    deadline: date({ mode: 'string' }).notNull(),
    priority: text().$type<MilestonePriority>().notNull(),
    status: text().$type<MilestoneStatus>().notNull(),
    /** the order of entry, which breaks ties between equal deadlines */
    position: integer().notNull(),
  },
  (t) => [uniqueIndex('research_milestone_path_position_idx').on(t.pathId, t.position)],
)
