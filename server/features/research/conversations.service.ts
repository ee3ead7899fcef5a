import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, lt, max, notExists, sql } from 'drizzle-orm'
import {
  CONVERSATIONS_PAGE_SIZE,
  ConversationIdSchema,
  MAX_CONVERSATION_EXCHANGES,
  MAX_CONVERSATIONS,
  type AnswerKind,
  type AnswerSentence,
  type BlastResult,
  type CompoundRecord,
  type Conversation,
  type ConversationListResponse,
  type ConversationMessage,
  type ConversationSummary,
  type Receipt,
  type Reference,
  type RenameConversationInput,
  type ResearchModeId,
  type Trend,
} from '#shared/contract/research'
import type { Work } from '#shared/contract/sources'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { mergeWorks } from '../sources'
import { researchConversation, researchExchange } from './research.tables'

/** How many earlier exchanges a follow-up sees as its thread's context. */
export const THREAD_HISTORY_EXCHANGES = 4
export const CONVERSATION_TITLE_LENGTH = 80
/** A conversation whose first answer never arrived is dropped once it is this old. */
const EMPTY_CONVERSATION_TTL_MS = 60 * 60 * 1000
/** The advisory-lock class of conversation writes (saved researchers use 1); the second key is the user's. */
const CONVERSATIONS_LOCK = 2

export type ThreadTurn = { question: string; answer: string }

export type Thread = {
  conversationId: string
  /** a conversation that has no row yet: `createConversation` writes it under this id */
  isNew: boolean
  /** the last exchanges, oldest first */
  history: ThreadTurn[]
  /** the works those exchanges cited, without duplicates, latest exchange first */
  earlierWorks: Work[]
}

export type OpenThreadInput = { conversationId?: string; question: string; mode: ResearchModeId }

export type ExchangeToSave = {
  question: string
  mode: ResearchModeId
  answer: string
  kind: AnswerKind
  sentences: AnswerSentence[]
  references: Reference[]
  receipt: Receipt
  incomplete: boolean
  trend: Trend | null
  compounds: CompoundRecord[]
  blast: BlastResult | null
}

/** What the conversation service reads from a request: the caller's id, the database and the clock. */
export type ConversationContext = Pick<AuthedContext, 'db' | 'now'> & { user: { id: string } }

const notFound = () => new AppError('NOT_FOUND', 'Conversation not found')

/** The question on one line, cut at a word boundary to fit the list. */
export function conversationTitle(question: string, limit = CONVERSATION_TITLE_LENGTH): string {
  const text = question.replace(/\s+/g, ' ').trim()
  if (text.length <= limit) return text || 'Untitled conversation'
  const head = text.slice(0, limit - 1)
  const lastSpace = head.lastIndexOf(' ')
  const cut = lastSpace >= limit / 2 ? head.slice(0, lastSpace) : head
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`
}

type Tx = Parameters<Parameters<ConversationContext['db']['transaction']>[0]>[0]

/** Serialises one user's conversation writes (any instance), so the bounds hold under parallel asks. */
async function lockUser(tx: Tx, userId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CONVERSATIONS_LOCK}::int, hashtext(${userId}))`)
}

const hasNoExchanges = (tx: Tx) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(researchExchange)
      .where(eq(researchExchange.conversationId, researchConversation.id)),
  )

/** Writes a new conversation's row under `conversationId` (from readThread), making room within the bounds. */
export async function createConversation(
  ctx: ConversationContext,
  conversationId: string,
  { question, mode }: { question: string; mode: ResearchModeId },
): Promise<void> {
  const userId = ctx.user.id
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    await tx
      .delete(researchConversation)
      .where(
        and(
          eq(researchConversation.userId, userId),
          lt(researchConversation.updatedAt, new Date(now.getTime() - EMPTY_CONVERSATION_TTL_MS)),
          hasNoExchanges(tx),
        ),
      )
    const [kept] = await tx
      .select({ total: count() })
      .from(researchConversation)
      .where(eq(researchConversation.userId, userId))
    const excess = (kept?.total ?? 0) - MAX_CONVERSATIONS + 1
    if (excess > 0) {
      const oldest = await tx
        .select({ id: researchConversation.id })
        .from(researchConversation)
        .where(eq(researchConversation.userId, userId))
        .orderBy(asc(researchConversation.updatedAt), asc(researchConversation.id))
        .limit(excess)
      await tx.delete(researchConversation).where(
        inArray(
          researchConversation.id,
          oldest.map((row) => row.id),
        ),
      )
    }
    await tx
      .insert(researchConversation)
      .values({ id: conversationId, userId, title: conversationTitle(question), mode, createdAt: now, updatedAt: now })
  })
}

async function findOwned(ctx: ConversationContext, conversationId: string) {
  if (!ConversationIdSchema.safeParse(conversationId).success) throw notFound()
  const [row] = await ctx.db
    .select()
    .from(researchConversation)
    .where(and(eq(researchConversation.id, conversationId), eq(researchConversation.userId, ctx.user.id)))
  if (!row) throw notFound()
  return row
}

const fullMessage = (count: number) =>
  new AppError('CONFLICT', `This conversation has reached ${count} questions. Start a new chat to ask more.`)

/**
 * The thread a question continues, by reads only: without an id a new conversation, whose id is chosen here and
 * whose row `createConversation` writes; else the caller's own (404 for any other id, so others' conversations
 * stay invisible; 409 when full) with its last exchanges and their cited works.
 */
export async function readThread(ctx: ConversationContext, input: OpenThreadInput): Promise<Thread> {
  if (input.conversationId === undefined)
    return { conversationId: randomUUID(), isNew: true, history: [], earlierWorks: [] }
  const conversation = await findOwned(ctx, input.conversationId)
  const [stored] = await ctx.db
    .select({ total: count() })
    .from(researchExchange)
    .where(eq(researchExchange.conversationId, conversation.id))
  if ((stored?.total ?? 0) >= MAX_CONVERSATION_EXCHANGES) throw fullMessage(MAX_CONVERSATION_EXCHANGES)
  const latest = await ctx.db
    .select({
      question: researchExchange.question,
      answer: researchExchange.answer,
      references: researchExchange.references,
    })
    .from(researchExchange)
    .where(eq(researchExchange.conversationId, conversation.id))
    .orderBy(desc(researchExchange.position))
    .limit(THREAD_HISTORY_EXCHANGES)
  return {
    conversationId: conversation.id,
    isNew: false,
    history: latest.map(({ question, answer }) => ({ question, answer })).reverse(),
    earlierWorks: mergeWorks(latest.map((exchange) => exchange.references.map((reference) => reference.work))),
  }
}

/** readThread, then a new conversation's row: for callers with nothing to send between the two (the ask route has). */
export async function openThread(ctx: ConversationContext, input: OpenThreadInput): Promise<Thread> {
  const thread = await readThread(ctx, input)
  if (thread.isNew) await createConversation(ctx, thread.conversationId, input)
  return thread
}

/** Appends an answered question to the caller's conversation and marks the conversation as just used. */
export async function saveExchange(
  ctx: ConversationContext,
  conversationId: string,
  exchange: ExchangeToSave,
): Promise<{ exchangeId: string; position: number }> {
  if (!ConversationIdSchema.safeParse(conversationId).success) throw notFound()
  const userId = ctx.user.id
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const [conversation] = await tx
      .select({ id: researchConversation.id })
      .from(researchConversation)
      .where(and(eq(researchConversation.id, conversationId), eq(researchConversation.userId, userId)))
    if (!conversation) throw notFound()
    const [stored] = await tx
      .select({ total: count(), last: max(researchExchange.position) })
      .from(researchExchange)
      .where(eq(researchExchange.conversationId, conversationId))
    if ((stored?.total ?? 0) >= MAX_CONVERSATION_EXCHANGES) throw fullMessage(MAX_CONVERSATION_EXCHANGES)
    const position = (stored?.last ?? 0) + 1
    const { mode, ...rest } = exchange
    const [saved] = await tx
      .insert(researchExchange)
      .values({ ...rest, conversationId, position, createdAt: now })
      .returning({ id: researchExchange.id })
    await tx
      .update(researchConversation)
      .set({ updatedAt: now, mode })
      .where(eq(researchConversation.id, conversationId))
    if (!saved) throw new Error('The exchange was not saved')
    return { exchangeId: saved.id, position }
  })
}

function toSummary(row: typeof researchConversation.$inferSelect, messageCount: number): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    mode: row.mode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messageCount,
  }
}

/** The caller's conversations with at least one answer, most recently used first, a page at a time. */
export async function listConversations(
  ctx: ConversationContext,
  { page }: { page: number },
): Promise<ConversationListResponse> {
  const messageCount = count(researchExchange.id)
  const rows = await ctx.db
    .select({ conversation: researchConversation, messageCount })
    .from(researchConversation)
    .innerJoin(researchExchange, eq(researchExchange.conversationId, researchConversation.id))
    .where(eq(researchConversation.userId, ctx.user.id))
    .groupBy(researchConversation.id)
    .orderBy(desc(researchConversation.updatedAt), desc(researchConversation.id))
    .limit(CONVERSATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * CONVERSATIONS_PAGE_SIZE)
  return {
    conversations: rows.slice(0, CONVERSATIONS_PAGE_SIZE).map((row) => toSummary(row.conversation, row.messageCount)),
    page,
    hasMore: rows.length > CONVERSATIONS_PAGE_SIZE,
  }
}

export async function getConversation(ctx: ConversationContext, conversationId: string): Promise<Conversation> {
  const conversation = await findOwned(ctx, conversationId)
  const exchanges = await ctx.db
    .select()
    .from(researchExchange)
    .where(eq(researchExchange.conversationId, conversation.id))
    .orderBy(asc(researchExchange.position))
  const messages = exchanges.map((exchange): ConversationMessage => ({
    id: exchange.id,
    question: exchange.question,
    answer: exchange.answer,
    kind: exchange.kind,
    sentences: exchange.sentences,
    references: exchange.references,
    receipt: exchange.receipt,
    incomplete: exchange.incomplete,
    trend: exchange.trend,
    compounds: exchange.compounds,
    blast: exchange.blast,
    createdAt: exchange.createdAt.toISOString(),
  }))
  return { ...toSummary(conversation, messages.length), messages }
}

/** Renaming does not move the conversation in the list: its order is by the last question asked. */
export async function renameConversation(
  ctx: ConversationContext,
  conversationId: string,
  { title }: RenameConversationInput,
): Promise<ConversationSummary> {
  const [renamed] = await ctx.db
    .update(researchConversation)
    .set({ title })
    .where(and(eq(researchConversation.id, conversationId), eq(researchConversation.userId, ctx.user.id)))
    .returning()
  if (!renamed) throw notFound()
  const [stored] = await ctx.db
    .select({ total: count() })
    .from(researchExchange)
    .where(eq(researchExchange.conversationId, conversationId))
  return toSummary(renamed, stored?.total ?? 0)
}

export async function deleteConversation(ctx: ConversationContext, conversationId: string): Promise<{ deleted: true }> {
  const deleted = await ctx.db
    .delete(researchConversation)
    .where(and(eq(researchConversation.id, conversationId), eq(researchConversation.userId, ctx.user.id)))
    .returning({ id: researchConversation.id })
  if (deleted.length === 0) throw notFound()
  return { deleted: true }
}
