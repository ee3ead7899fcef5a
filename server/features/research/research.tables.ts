import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type {
  AnswerKind,
  AnswerSentence,
  BlastResult,
  CompoundRecord,
  Receipt,
  Reference,
  ResearchModeId,
  Trend,
} from '#shared/contract/research'
import { user } from '../../auth/auth.tables'

/** A user's saved research conversation; its questions and answers are `research_exchange` rows. */
export const researchConversation = pgTable(
  'research_conversation',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    mode: text().$type<ResearchModeId>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('research_conversation_user_updated_at_idx').on(t.userId, t.updatedAt)],
)

/** One question of a conversation and the answer as it was shown: sentences, references and receipt. */
export const researchExchange = pgTable(
  'research_exchange',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => researchConversation.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    kind: text().$type<AnswerKind>().notNull(),
    sentences: jsonb().$type<AnswerSentence[]>().notNull(),
    references: jsonb().$type<Reference[]>().notNull(),
    receipt: jsonb().$type<Receipt>().notNull(),
    incomplete: boolean().notNull(),
    trend: jsonb().$type<Trend>(),
    compounds: jsonb().$type<CompoundRecord[]>().notNull().default([]),
    /** Genomic: the finished BLAST search of the question's sequence */
    blast: jsonb().$type<BlastResult>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('research_exchange_conversation_position_idx').on(t.conversationId, t.position)],
)
