import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { Review, SavedReview } from '#shared/contract/reviews'
import { user } from '../../auth/auth.tables'

/** A literature review made for a user: what they asked and the review as it was shown. */
export const literatureReview = pgTable(
  'literature_review',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    input: jsonb().$type<SavedReview['input']>().notNull(),
    review: jsonb().$type<Review>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('literature_review_user_updated_at_idx').on(t.userId, t.updatedAt)],
)
