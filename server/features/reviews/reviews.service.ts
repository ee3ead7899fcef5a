import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  MAX_LITERATURE_REVIEWS,
  REVIEW_TITLE_MAX_LENGTH,
  type ParsedReviewInput,
  type Review,
  type ReviewSummary,
  type SavedReview,
} from '#shared/contract/reviews'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { literatureReview } from './reviews.tables'

/** The advisory-lock class of literature-review writes; the second key is the user's (hashed) id. */
const LITERATURE_REVIEWS_LOCK = 16

type ReviewRow = typeof literatureReview.$inferSelect

function toSaved(row: ReviewRow): SavedReview {
  return {
    id: row.id,
    title: row.title,
    input: row.input,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

// A summary reads three fields of the stored review, not the whole of it (a review holds up to 200 works).
const summaryColumns = {
  id: literatureReview.id,
  title: literatureReview.title,
  topic: sql<string>`${literatureReview.input}->>'topic'`,
  works: sql<number>`coalesce((${literatureReview.review}->'prisma'->>'included')::int, 0)`,
  themes: sql<number>`coalesce(jsonb_array_length(${literatureReview.review}->'themes'), 0)`,
  createdAt: literatureReview.createdAt,
  updatedAt: literatureReview.updatedAt,
}

function toSummary(row: {
  id: string
  title: string
  topic: string
  works: number
  themes: number
  createdAt: Date
  updatedAt: Date
}): ReviewSummary {
  return {
    id: row.id,
    title: row.title,
    topic: row.topic,
    works: row.works,
    themes: row.themes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function reviewTitle(topic: string): string {
  const title = topic.replace(/\s+/g, ' ').trim()
  return title.length <= REVIEW_TITLE_MAX_LENGTH ? title : `${title.slice(0, REVIEW_TITLE_MAX_LENGTH - 1).trimEnd()}…`
}

/** Keeps a finished review; beyond the cap the least recently used review goes, under a per-user lock. */
export async function saveReview(ctx: AuthedContext, input: ParsedReviewInput, review: Review): Promise<SavedReview> {
  const userId = ctx.user.id
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LITERATURE_REVIEWS_LOCK}::int, hashtext(${userId}))`)
    const beyondCap = await tx
      .select({ id: literatureReview.id })
      .from(literatureReview)
      .where(eq(literatureReview.userId, userId))
      .orderBy(desc(literatureReview.updatedAt), desc(literatureReview.id))
      .offset(MAX_LITERATURE_REVIEWS - 1)
    if (beyondCap.length > 0)
      await tx.delete(literatureReview).where(
        and(
          eq(literatureReview.userId, userId),
          inArray(
            literatureReview.id,
            beyondCap.map((kept) => kept.id),
          ),
        ),
      )
    const now = ctx.now()
    const [inserted] = await tx
      .insert(literatureReview)
      .values({
        userId,
        title: reviewTitle(input.topic),
        input: {
          topic: input.topic,
          keywords: input.keywords,
          sources: input.sources,
          fromYear: input.fromYear,
          toYear: input.toYear,
          followReferences: input.followReferences,
        },
        review,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!inserted) throw new AppError('INTERNAL', 'Failed to generate literature review. Please try again.')
    return inserted
  })
  return toSaved(row)
}

export async function listReviews(ctx: AuthedContext): Promise<ReviewSummary[]> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(literatureReview)
    .where(eq(literatureReview.userId, ctx.user.id))
    .orderBy(desc(literatureReview.updatedAt), desc(literatureReview.id))
  return rows.map(toSummary)
}

/** The caller's review; someone else's is as missing as one that never existed. */
export async function getReview(ctx: AuthedContext, reviewId: string): Promise<SavedReview> {
  const [row] = await ctx.db
    .select()
    .from(literatureReview)
    .where(and(eq(literatureReview.id, reviewId), eq(literatureReview.userId, ctx.user.id)))
  if (!row) throw new AppError('NOT_FOUND', 'Review not found.')
  return toSaved(row)
}

export async function renameReview(ctx: AuthedContext, reviewId: string, title: string): Promise<ReviewSummary> {
  const [row] = await ctx.db
    .update(literatureReview)
    .set({ title, updatedAt: ctx.now() })
    .where(and(eq(literatureReview.id, reviewId), eq(literatureReview.userId, ctx.user.id)))
    .returning(summaryColumns)
  if (!row) throw new AppError('NOT_FOUND', 'Review not found.')
  return toSummary(row)
}

export async function deleteReview(ctx: AuthedContext, reviewId: string): Promise<{ removed: boolean }> {
  const removed = await ctx.db
    .delete(literatureReview)
    .where(and(eq(literatureReview.id, reviewId), eq(literatureReview.userId, ctx.user.id)))
    .returning({ id: literatureReview.id })
  return { removed: removed.length > 0 }
}
