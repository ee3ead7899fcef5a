import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  AdviceSchema,
  MAX_METHODOLOGY_PLANS,
  type MethodologyPlan,
  type MethodologyPlanSummary,
  type ParsedAdviceInput,
  type ParsedPowerInput,
  type PowerResult,
  type SendToTimelineInput,
  type SetCheckedInput,
} from '#shared/contract/methodology'
import type { ResearchPath } from '#shared/contract/timeline'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { createResearchPath } from '../timeline'
import { advise } from './advise'
import { methodologyPlan } from './methodology.tables'
import { researchPathOf } from './plan-to-timeline'
import { reword } from './rationale'
import { analysePower } from './power'

/** The advisory-lock class of methodology-plan writes; the second key is the user's (hashed) id. */
const METHODOLOGY_PLANS_LOCK = 15

type PlanRow = typeof methodologyPlan.$inferSelect

function toPlan(row: PlanRow): MethodologyPlan {
  return {
    id: row.id,
    researchQuestion: row.researchQuestion,
    studyType: row.studyType,
    input: { ethicsFlags: [], ...row.input, researchQuestion: row.researchQuestion, studyType: row.studyType },
    advice: row.advice,
    checked: row.checked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function checklistIds(advice: MethodologyPlan['advice']): Set<string> {
  return new Set([...advice.guideline.items.map((item) => item.id), ...advice.ethics.map((item) => item.id)])
}

export function calculatePower(input: ParsedPowerInput): PowerResult {
  return analysePower(input)
}

/**
 * Makes the advice and keeps it as shown; beyond the cap the least recently used plan goes, under a per-user lock.
 * With a language model, its rewording of the reasons is kept too (checked, else the rules' text; rationale.ts).
 */
export async function createPlan(
  ctx: AuthedContext,
  input: ParsedAdviceInput,
  signal: AbortSignal,
): Promise<MethodologyPlan> {
  const rules = AdviceSchema.parse(advise(input))
  const advice = { ...rules, rationale: ctx.llm ? await reword(ctx.llm, rules, signal) : null }
  const userId = ctx.user.id
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${METHODOLOGY_PLANS_LOCK}::int, hashtext(${userId}))`)
    const kept = await tx
      .select({ id: methodologyPlan.id })
      .from(methodologyPlan)
      .where(eq(methodologyPlan.userId, userId))
      .orderBy(desc(methodologyPlan.updatedAt), desc(methodologyPlan.id))
      .offset(MAX_METHODOLOGY_PLANS - 1)
    if (kept.length > 0)
      await tx.delete(methodologyPlan).where(
        and(
          eq(methodologyPlan.userId, userId),
          inArray(
            methodologyPlan.id,
            kept.map((plan) => plan.id),
          ),
        ),
      )
    const now = ctx.now()
    const [inserted] = await tx
      .insert(methodologyPlan)
      .values({
        userId,
        researchQuestion: input.researchQuestion,
        studyType: input.studyType,
        input,
        advice,
        checked: [],
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!inserted) throw new AppError('INTERNAL', 'Failed to generate methodology. Please try again.')
    return inserted
  })
  return toPlan(row)
}

export async function listPlans(ctx: AuthedContext): Promise<MethodologyPlanSummary[]> {
  const rows = await ctx.db
    .select()
    .from(methodologyPlan)
    .where(eq(methodologyPlan.userId, ctx.user.id))
    .orderBy(desc(methodologyPlan.updatedAt), desc(methodologyPlan.id))
  return rows.map((row) => ({
    id: row.id,
    researchQuestion: row.researchQuestion,
    studyType: row.studyType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    checkedCount: row.checked.length,
    itemCount: checklistIds(row.advice).size,
  }))
}

async function findOwnPlan(ctx: AuthedContext, planId: string): Promise<PlanRow> {
  const [row] = await ctx.db
    .select()
    .from(methodologyPlan)
    .where(and(eq(methodologyPlan.id, planId), eq(methodologyPlan.userId, ctx.user.id)))
  if (!row) throw new AppError('NOT_FOUND', 'Plan not found.')
  return row
}

export async function getPlan(ctx: AuthedContext, planId: string): Promise<MethodologyPlan> {
  return toPlan(await findOwnPlan(ctx, planId))
}

/** Replaces the ticked items; ids that are not on this plan's checklists are refused. */
export async function setChecked(ctx: AuthedContext, planId: string, input: SetCheckedInput): Promise<MethodologyPlan> {
  const plan = await findOwnPlan(ctx, planId)
  const known = checklistIds(plan.advice)
  const unknown = input.checked.filter((id) => !known.has(id))
  if (unknown.length > 0)
    throw new AppError('BAD_REQUEST', `Not on this plan's checklists: ${unknown.slice(0, 3).join(', ')}`)
  const [row] = await ctx.db
    .update(methodologyPlan)
    .set({ checked: [...new Set(input.checked)], updatedAt: ctx.now() })
    .where(and(eq(methodologyPlan.id, planId), eq(methodologyPlan.userId, ctx.user.id)))
    .returning()
  if (!row) throw new AppError('NOT_FOUND', 'Plan not found.')
  return toPlan(row)
}

export async function deletePlan(ctx: AuthedContext, planId: string): Promise<{ removed: boolean }> {
  const removed = await ctx.db
    .delete(methodologyPlan)
    .where(and(eq(methodologyPlan.id, planId), eq(methodologyPlan.userId, ctx.user.id)))
    .returning({ id: methodologyPlan.id })
  return { removed: removed.length > 0 }
}

/**
 * The plan's phases saved as a new research path of the caller's, through the timeline's own service, so its
 * limits hold: at most MAX_RESEARCH_PATHS paths (409) and its milestone validation.
 */
export async function sendPlanToTimeline(
  ctx: AuthedContext,
  planId: string,
  input: SendToTimelineInput,
): Promise<ResearchPath> {
  const plan = await findOwnPlan(ctx, planId)
  return createResearchPath(ctx, researchPathOf(plan.researchQuestion, plan.advice, input.startDate))
}
