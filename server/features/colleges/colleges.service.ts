import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { COLLEGE_IMPORT_COMMAND } from '#shared/contract/college-options'
import {
  CollegeAnswersSchema,
  type AssessmentResponse,
  type CollegeDataset,
  MAX_SAVED_COLLEGES,
  type NarrativeResponse,
  type ParsedMatchInput,
  type ParsedNarrativeInput,
  type ParsedSaveAssessmentInput,
  type ParsedWhyNotInput,
  type SavedCollegesResponse,
  type MatchResponse,
  type WhyNotResponse,
} from '#shared/contract/colleges'
import { toCsv } from '#shared/csv'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Logger } from '../../lib/logger'
import type { AuthedContext } from '../../request-context'
import { DATA_YEARS } from './college-data-years'
import { countInstitutions, importCollegeFile, latestDataset } from './college-import'
import { collegeTable, type Institution } from './college-features'
import { matchColleges, recommendationOf, whyNot } from './college-match'
import { narrate } from './college-narrative'
import { collegeAssessment, collegeDataset, collegeInstitution, collegeSaved } from './colleges.tables'

/**
 * All institutions, read once per import, with their matching features (collegeTable) built at once: a match
 * scores every one of them (3,626 rows) in memory. The latest import is read once on each use (its id and its
 * file's name), so a re-import here or on another instance reads the new rows and builds their features anew.
 */
const cache = new WeakMap<Db, { datasetId: number; rows: Institution[] }>()

async function institutionsOf(db: Db): Promise<{ institutions: Institution[]; source: string | null }> {
  const [latest] = await db
    .select({ id: collegeDataset.id, source: collegeDataset.source })
    .from(collegeDataset)
    .orderBy(desc(collegeDataset.id))
    .limit(1)
  const datasetId = latest?.id ?? 0
  const source = latest?.source ?? null
  const cached = cache.get(db)
  if (cached && cached.datasetId === datasetId) return { institutions: cached.rows, source }
  const rows = await db.select().from(collegeInstitution)
  collegeTable(rows)
  cache.set(db, { datasetId, rows })
  return { institutions: rows, source }
}

async function datasetOf(db: Db): Promise<CollegeDataset> {
  const latest = await latestDataset(db)
  const institutions = latest ? await countInstitutions(db) : 0
  return {
    institutions,
    source: latest?.source ?? null,
    importedAt: latest?.importedAt.toISOString() ?? null,
    importCommand: COLLEGE_IMPORT_COMMAND,
  }
}

export async function getAssessment(ctx: AuthedContext): Promise<AssessmentResponse> {
  const [row] = await ctx.db.select().from(collegeAssessment).where(eq(collegeAssessment.userId, ctx.user.id))
  // Answers saved by an older version of the lists keep only what still parses.
  const parsed = row ? CollegeAnswersSchema.safeParse(row.answers) : null
  return {
    answers: parsed?.success ? parsed.data : null,
    step: parsed?.success ? (row?.step ?? 0) : 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    dataset: await datasetOf(ctx.db),
  }
}

export async function saveAssessment(
  ctx: AuthedContext,
  input: ParsedSaveAssessmentInput,
): Promise<AssessmentResponse> {
  const { answers } = input
  const now = new Date()
  await ctx.db
    .insert(collegeAssessment)
    .values({ userId: ctx.user.id, answers, step: input.step, updatedAt: now })
    .onConflictDoUpdate({ target: collegeAssessment.userId, set: { answers, step: input.step, updatedAt: now } })
  return getAssessment(ctx)
}

export async function resetAssessment(ctx: AuthedContext): Promise<{ reset: true }> {
  await ctx.db.delete(collegeAssessment).where(eq(collegeAssessment.userId, ctx.user.id))
  return { reset: true }
}

export const NO_COLLEGE_DATA_MESSAGE = `No college data is imported on this server yet. Run: ${COLLEGE_IMPORT_COMMAND}`

export async function runMatch(ctx: AuthedContext, input: ParsedMatchInput): Promise<MatchResponse> {
  const { institutions, source } = await institutionsOf(ctx.db)
  if (!institutions.length) throw new AppError('SERVICE_UNAVAILABLE', NO_COLLEGE_DATA_MESSAGE)
  const result = matchColleges(input.answers, institutions, { weights: input.weights })
  return {
    recommendations: result.recommendations,
    filters: result.filters,
    considered: result.considered,
    eligible: result.eligible,
    weights: result.weights,
    source,
    narrativeModel: ctx.llm?.model ?? null,
  }
}

/** One top college's summary: the language model's when one is configured and its text passes the check. */
export async function writeNarrative(
  ctx: AuthedContext,
  input: ParsedNarrativeInput,
  signal: AbortSignal,
): Promise<NarrativeResponse> {
  const { institutions } = await institutionsOf(ctx.db)
  if (!institutions.length) throw new AppError('SERVICE_UNAVAILABLE', NO_COLLEGE_DATA_MESSAGE)
  const college = recommendationOf(input.answers, institutions, input.unitId)
  if (!college) throw new AppError('NOT_FOUND', 'This college is not among the matches for your answers.')
  const summary = ctx.llm ? await narrate(ctx.llm, college, signal) : college.summary
  return { unitId: college.unitId, summary }
}

export async function explainWhyNot(ctx: AuthedContext, input: ParsedWhyNotInput): Promise<WhyNotResponse> {
  const { institutions } = await institutionsOf(ctx.db)
  if (!institutions.length) throw new AppError('SERVICE_UNAVAILABLE', NO_COLLEGE_DATA_MESSAGE)
  const result = whyNot(input.answers, institutions, input.query, { weights: input.weights })
  return {
    query: input.query,
    eligible: result.eligible,
    listedCount: result.listedCount,
    colleges: result.entries.map((entry) => ({
      unitId: entry.institution.unitId,
      name: entry.institution.name,
      location: [entry.institution.city, entry.institution.state].filter(Boolean).join(', '),
      matchRank: entry.matchRank,
      listed: entry.listed,
      matchScore: entry.scored.matchScore,
      category: entry.scored.category,
      categoryRule: entry.scored.categoryRule,
      parts: entry.scored.parts,
      failedFilters: entry.failedFilters,
    })),
  }
}

export async function listSavedColleges(ctx: AuthedContext): Promise<SavedCollegesResponse> {
  const rows = await ctx.db
    .select({
      unitId: collegeSaved.unitId,
      name: collegeInstitution.name,
      city: collegeInstitution.city,
      state: collegeInstitution.state,
      savedAt: collegeSaved.savedAt,
    })
    .from(collegeSaved)
    .innerJoin(collegeInstitution, eq(collegeInstitution.unitId, collegeSaved.unitId))
    .where(eq(collegeSaved.userId, ctx.user.id))
    .orderBy(desc(collegeSaved.savedAt))
  return {
    colleges: rows.map((row) => ({
      unitId: row.unitId,
      name: row.name,
      location: [row.city, row.state].filter(Boolean).join(', '),
      savedAt: row.savedAt.toISOString(),
    })),
  }
}

/** The advisory-lock class of saved-college writes (the number); the second key is the user's (hashed) id. */
const SAVED_COLLEGES_LOCK = 12

/**
 * The cap is checked and the row written under a per-user transaction lock, so parallel saves (two tabs, two
 * instances) see each other's rows: counting first and inserting after let parallel saves pass the cap.
 */
export async function saveCollege(ctx: AuthedContext, unitId: number): Promise<SavedCollegesResponse> {
  const [known] = await ctx.db
    .select({ unitId: collegeInstitution.unitId })
    .from(collegeInstitution)
    .where(eq(collegeInstitution.unitId, unitId))
  if (!known) throw new AppError('NOT_FOUND', 'No such college in the imported data.')
  const userId = ctx.user.id
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SAVED_COLLEGES_LOCK}::int, hashtext(${userId}))`)
    const [already] = await tx
      .select({ unitId: collegeSaved.unitId })
      .from(collegeSaved)
      .where(and(eq(collegeSaved.userId, userId), eq(collegeSaved.unitId, unitId)))
    if (already) return
    const [row] = await tx.select({ n: count() }).from(collegeSaved).where(eq(collegeSaved.userId, userId))
    if ((row?.n ?? 0) >= MAX_SAVED_COLLEGES)
      throw new AppError('CONFLICT', `Your list holds at most ${MAX_SAVED_COLLEGES} colleges. Remove one first.`)
    await tx.insert(collegeSaved).values({ userId, unitId }).onConflictDoNothing()
  })
  return listSavedColleges(ctx)
}

/** The saved list as CSV, each figure's period in its column's name (the data's own years, not the answers'). */
export async function savedCollegesCsv(ctx: AuthedContext): Promise<string> {
  const rows = await ctx.db
    .select({ institution: collegeInstitution, savedAt: collegeSaved.savedAt })
    .from(collegeSaved)
    .innerJoin(collegeInstitution, eq(collegeInstitution.unitId, collegeSaved.unitId))
    .where(eq(collegeSaved.userId, ctx.user.id))
    .orderBy(desc(collegeSaved.savedAt))
  const header = [
    'UNITID',
    'name',
    'city',
    'state',
    'website',
    `admission rate (${DATA_YEARS.admissionRate})`,
    `average net price (${DATA_YEARS.netPrice})`,
    `cost of attendance (${DATA_YEARS.costOfAttendance})`,
    `graduation rate (4-year: ${DATA_YEARS.completion4}; others: ${DATA_YEARS.completionLess4})`,
    `median earnings (${DATA_YEARS.earnings10})`,
    `median debt (${DATA_YEARS.medianDebt})`,
    'saved at',
  ]
  return toCsv([
    header,
    ...rows.map(({ institution: i, savedAt }) => [
      i.unitId,
      i.name,
      i.city,
      i.state,
      i.url,
      i.admissionRate,
      i.netPrice,
      i.costOfAttendance,
      i.completion4 ?? i.completionLess4,
      i.medianEarnings10,
      i.medianDebt,
      savedAt.toISOString(),
    ]),
  ])
}

export async function unsaveCollege(ctx: AuthedContext, unitId: number): Promise<SavedCollegesResponse> {
  await ctx.db.delete(collegeSaved).where(and(eq(collegeSaved.userId, ctx.user.id), eq(collegeSaved.unitId, unitId)))
  return listSavedColleges(ctx)
}

/** COLLEGE_DATA at start: imported only when the table is empty, so a restart never re-imports. */
export async function importCollegesIfEmpty(db: Db, file: string, log: Logger): Promise<void> {
  const path = resolve(file)
  if (!existsSync(path)) {
    log.error('COLLEGE_DATA names no file; the college assessment has no data', { file: path })
    return
  }
  if ((await countInstitutions(db)) > 0) return
  try {
    const summary = await importCollegeFile(db, path)
    log.info('college data imported', {
      file: path,
      institutions: summary.imported,
      skipped: summary.skipped,
      ms: summary.elapsedMs,
    })
  } catch (error) {
    log.error('college data import failed', { file: path, err: error })
  }
}
