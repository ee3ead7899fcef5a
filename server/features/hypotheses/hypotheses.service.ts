import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  HYPOTHESIS_TITLE_MAX_LENGTH,
  MAX_HYPOTHESIS_RUNS,
  type HypothesisResult,
  type HypothesisRunSummary,
  type ParsedHypothesisInput,
  type SavedHypothesisRun,
} from '#shared/contract/hypotheses'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { hypothesisRun } from './hypotheses.tables'

/** The advisory-lock class of hypothesis-run writes; the second key is the user's (hashed) id. */
const HYPOTHESIS_RUNS_LOCK = 17
const NOT_FOUND = 'Hypotheses not found.'

type RunRow = typeof hypothesisRun.$inferSelect

function toSaved(row: RunRow): SavedHypothesisRun {
  return {
    id: row.id,
    title: row.title,
    input: row.input,
    result: row.result,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

// A summary reads two fields of the stored run, not its references.
const summaryColumns = {
  id: hypothesisRun.id,
  title: hypothesisRun.title,
  mode: sql<'open' | 'closed'>`${hypothesisRun.input}->>'mode'`,
  hypotheses: sql<number>`coalesce(jsonb_array_length(${hypothesisRun.result}->'hypotheses'), 0)`,
  createdAt: hypothesisRun.createdAt,
  updatedAt: hypothesisRun.updatedAt,
}

function toSummary(row: {
  id: string
  title: string
  mode: 'open' | 'closed'
  hypotheses: number
  createdAt: Date
  updatedAt: Date
}): HypothesisRunSummary {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function runTitle(input: Pick<ParsedHypothesisInput, 'mode' | 'area' | 'target'>): string {
  const words = input.mode === 'closed' ? `${input.area} ↔ ${input.target}` : input.area
  const title = words.replace(/\s+/g, ' ').trim()
  return title.length <= HYPOTHESIS_TITLE_MAX_LENGTH
    ? title
    : `${title.slice(0, HYPOTHESIS_TITLE_MAX_LENGTH - 1).trimEnd()}…`
}

/** Keeps a finished run; beyond the cap the least recently used run goes, under a per-user lock. */
export async function saveRun(
  ctx: AuthedContext,
  input: ParsedHypothesisInput,
  result: HypothesisResult,
): Promise<SavedHypothesisRun> {
  const userId = ctx.user.id
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${HYPOTHESIS_RUNS_LOCK}::int, hashtext(${userId}))`)
    const beyondCap = await tx
      .select({ id: hypothesisRun.id })
      .from(hypothesisRun)
      .where(eq(hypothesisRun.userId, userId))
      .orderBy(desc(hypothesisRun.updatedAt), desc(hypothesisRun.id))
      .offset(MAX_HYPOTHESIS_RUNS - 1)
    if (beyondCap.length > 0)
      await tx.delete(hypothesisRun).where(
        and(
          eq(hypothesisRun.userId, userId),
          inArray(
            hypothesisRun.id,
            beyondCap.map((kept) => kept.id),
          ),
        ),
      )
    const now = ctx.now()
    const [inserted] = await tx
      .insert(hypothesisRun)
      .values({
        userId,
        title: runTitle(input),
        input: {
          mode: input.mode,
          area: input.area,
          target: input.target,
          context: input.context,
          sources: input.sources,
          fromYear: input.fromYear,
          toYear: input.toYear,
        },
        result,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!inserted) throw new AppError('INTERNAL', 'Failed to generate hypotheses. Please try again.')
    return inserted
  })
  return toSaved(row)
}

export async function listRuns(ctx: AuthedContext): Promise<HypothesisRunSummary[]> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(hypothesisRun)
    .where(eq(hypothesisRun.userId, ctx.user.id))
    .orderBy(desc(hypothesisRun.updatedAt), desc(hypothesisRun.id))
  return rows.map(toSummary)
}

/** The caller's run; someone else's is as missing as one that never existed. */
export async function getRun(ctx: AuthedContext, runId: string): Promise<SavedHypothesisRun> {
  const [row] = await ctx.db
    .select()
    .from(hypothesisRun)
    .where(and(eq(hypothesisRun.id, runId), eq(hypothesisRun.userId, ctx.user.id)))
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND)
  return toSaved(row)
}

export async function deleteRun(ctx: AuthedContext, runId: string): Promise<{ removed: boolean }> {
  const removed = await ctx.db
    .delete(hypothesisRun)
    .where(and(eq(hypothesisRun.id, runId), eq(hypothesisRun.userId, ctx.user.id)))
    .returning({ id: hypothesisRun.id })
  return { removed: removed.length > 0 }
}
