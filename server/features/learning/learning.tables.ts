import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ParameterFit } from '#shared/contract/learning'
import type { AchievementId } from '#shared/learning'
import { user } from '../../auth/auth.tables'
import type { CardState } from './review-schedule'

/** One row per learner: the counters every answer moves, the streak and the spaced-repetition settings. */
export const learningProfile = pgTable('learning_profile', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  totalStudied: integer().notNull().default(0),
  correctAnswers: integer().notNull().default(0),
  xp: integer().notNull().default(0),
  streakDays: integer().notNull().default(0),
  lastStudyDay: text(),
  timeZone: text().notNull().default('UTC'),
  desiredRetention: real().notNull().default(0.9),
  newCardsPerDay: integer().notNull().default(20),
  /** FSRS parameters fitted to the learner's own reviews; null schedules with the library's defaults */
  fsrsParameters: doublePrecision().array(),
  /** the last optimisation's report, kept so the hub can show it again */
  fsrsFit: jsonb().$type<ParameterFit>(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** A learner's state of one flashcard: answer counts, mastered, favorite and its FSRS memory (null until reviewed). */
export const learningCard = pgTable(
  'learning_card',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    cardId: text().notNull(),
    answers: integer().notNull().default(0),
    correct: integer().notNull().default(0),
    mastered: boolean().notNull().default(false),
    favorite: boolean().notNull().default(false),
    state: text().$type<CardState>().notNull().default('new'),
    due: timestamp({ withTimezone: true }),
    stability: doublePrecision(),
    difficulty: doublePrecision(),
    scheduledDays: integer(),
    learningSteps: integer(),
    reps: integer().notNull().default(0),
    lapses: integer().notNull().default(0),
    lastReview: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] }), index('learning_card_user_due_idx').on(t.userId, t.due)],
)

/** Every spaced-repetition review as FSRS logged it, so schedules can be recomputed and parameters optimised. */
export const learningReviewLog = pgTable(
  'learning_review_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    cardId: text().notNull(),
    rating: integer().notNull(),
    state: integer().notNull(),
    due: timestamp({ withTimezone: true }).notNull(),
    stability: doublePrecision().notNull(),
    difficulty: doublePrecision().notNull(),
    scheduledDays: integer().notNull(),
    learningSteps: integer().notNull(),
    retrievability: doublePrecision(),
    desiredRetention: real().notNull(),
    localDay: text().notNull(),
    reviewedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('learning_review_log_user_reviewed_at_idx').on(t.userId, t.reviewedAt)],
)

export const learningAchievement = pgTable(
  'learning_achievement',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    achievementId: text().$type<AchievementId>().notNull(),
    unlockedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
)
