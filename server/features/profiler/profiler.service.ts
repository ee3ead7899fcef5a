import { eq } from 'drizzle-orm'
import {
  ProfileAnalysisSchema,
  ProfilerAnswersSchema,
  ProfilerDraftSchema,
  type AnalyzeProfileInput,
  type ProfileAnalysis,
  type ProfilerAnswers,
  type ProfilerState,
  type SaveProfilerDraftInput,
} from '#shared/contract/profiler'
import type { AuthedContext } from '../../request-context'
import { sourceQueryOf } from '../research'
import { recommendFor } from './profile-recommendations'
import { profileFacts, scoreProfile } from './profile-rubric'
import { findVenues } from './profile-venues'
import { researchProfile } from './profiler.tables'

export async function getProfilerState(ctx: AuthedContext): Promise<ProfilerState> {
  const [row] = await ctx.db.select().from(researchProfile).where(eq(researchProfile.userId, ctx.user.id))
  // A profile kept by an older version of the questions keeps only what still parses.
  const answers = row ? ProfilerDraftSchema.safeParse(row.answers) : null
  const analysis = row?.analysis ? ProfileAnalysisSchema.safeParse(row.analysis) : null
  return {
    answers: answers?.success ? answers.data : null,
    step: answers?.success ? (row?.step ?? 0) : 0,
    analysis: analysis?.success ? analysis.data : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

/** Keeps the answers as they stand; an analysis of other answers is dropped with them. */
export async function saveProfilerDraft(ctx: AuthedContext, input: SaveProfilerDraftInput): Promise<ProfilerState> {
  const answers = ProfilerDraftSchema.parse(input.answers)
  const [row] = await ctx.db
    .select({ answers: researchProfile.answers })
    .from(researchProfile)
    .where(eq(researchProfile.userId, ctx.user.id))
  const unchanged =
    row !== undefined && JSON.stringify(ProfilerDraftSchema.parse(row.answers)) === JSON.stringify(answers)
  const now = ctx.now()
  await ctx.db
    .insert(researchProfile)
    .values({ userId: ctx.user.id, answers, step: input.step, analysis: null, updatedAt: now })
    .onConflictDoUpdate({
      target: researchProfile.userId,
      set: unchanged
        ? { step: input.step, updatedAt: now }
        : { answers, step: input.step, analysis: null, updatedAt: now },
    })
  return getProfilerState(ctx)
}

/** The analysis of complete answers: the rubric's scores, recommendations and the venues of the topic. */
export async function analyzeAnswers(ctx: AuthedContext, answers: ProfilerAnswers): Promise<ProfileAnalysis> {
  const query = sourceQueryOf(answers.research_interest)
  const { opportunities, failure } = await findVenues(ctx.sources.openalex, query)
  if (failure) ctx.log.warn('profiler venues unavailable', { err: failure })
  return {
    summary: {
      research_interest: answers.research_interest,
      experience_level: answers.experience_level,
      publications: answers.publications,
      research_goals: answers.research_goals,
      collaboration_interests: answers.collaboration_interests,
      linkedin_url: answers.linkedin_url || null,
    },
    scores: scoreProfile(answers),
    recommendations: recommendFor(answers, profileFacts(answers), opportunities),
    opportunities,
    analyzedAt: ctx.now().toISOString(),
  }
}

export async function analyzeProfile(ctx: AuthedContext, input: AnalyzeProfileInput): Promise<ProfilerState> {
  const answers = ProfilerAnswersSchema.parse(input.answers)
  const analysis = await analyzeAnswers(ctx, answers)
  const now = ctx.now()
  const step = 0
  await ctx.db
    .insert(researchProfile)
    .values({ userId: ctx.user.id, answers, step, analysis, updatedAt: now })
    .onConflictDoUpdate({ target: researchProfile.userId, set: { answers, step, analysis, updatedAt: now } })
  return getProfilerState(ctx)
}

export async function resetProfiler(ctx: AuthedContext): Promise<{ reset: true }> {
  await ctx.db.delete(researchProfile).where(eq(researchProfile.userId, ctx.user.id))
  return { reset: true }
}
