import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { PathwayToolId, PathwayToolOutput } from '#shared/contract/pathways'
import { user } from '../../auth/auth.tables'

/** Each pathways tool's last run for a user (the spec keeps one output per tool): replaced by the next run. */
export const pathwayToolOutput = pgTable(
  'pathway_tool_outputs',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tool: text().$type<PathwayToolId>().notNull(),
    input: jsonb().$type<PathwayToolOutput['input']>().notNull(),
    output: jsonb().$type<PathwayToolOutput['output']>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pathway_tool_outputs_user_tool_idx').on(t.userId, t.tool)],
)
