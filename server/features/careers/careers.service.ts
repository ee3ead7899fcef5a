import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { eq } from 'drizzle-orm'
import {
  CareerDraftAnswersSchema,
  onetAttribution,
  type AnalyzeCareerInput,
  type CareerAnalysis,
  type CareerAssessmentState,
  type CareerDataset,
  type SaveCareerAssessment,
} from '#shared/contract/careers'
import type { Db } from '../../db/client'
import type { Logger } from '../../lib/logger'
import type { AuthedContext } from '../../request-context'
import { saveToolOutput } from '../pathways'
import { countOccupations, importCareerData, latestCareerDataset } from './career-import'
import { readCareerRecord } from './career-record'
import {
  archetypeFits,
  describeOccupation,
  FIT_METHOD,
  FIT_WEIGHTS,
  gapPlan,
  OCCUPATIONS_SHOWN,
  scoreOccupations,
  type DataYears,
  type OccupationRecord,
  type ProjectionRecord,
} from './career-match'
import { careerAssessment, careerOccupation, careerProjection } from './careers.tables'

export const CAREER_IMPORT_COMMAND =
  'npm run import:careers FOLDER (O*NET database CSVs and BLS Employment Projections Table 1.2), or set CAREERS_DATA to that folder and restart'
export const NO_CAREER_DATA_MESSAGE = `No O*NET or BLS data is imported on this server yet, so the occupations, pay and outlook are missing; the archetype fit below comes from your answers alone. An administrator can run: ${CAREER_IMPORT_COMMAND}`
/** The version the attribution names when no data is imported (the archetype fit still uses O*NET's descriptors). */
const DESCRIPTOR_VERSION = '29.0'

type Loaded = { datasetId: number; occupations: OccupationRecord[]; projections: Map<string, ProjectionRecord> }
/** Occupations and projections, read once per import (879 scored occupations fit in memory easily). */
const cache = new WeakMap<Db, Loaded>()

async function loadData(db: Db, datasetId: number): Promise<Loaded> {
  const cached = cache.get(db)
  if (cached?.datasetId === datasetId) return cached
  const occupations = await db.select().from(careerOccupation)
  const projections = await db.select().from(careerProjection)
  const loaded: Loaded = {
    datasetId,
    occupations,
    projections: new Map(projections.map((p) => [p.soc, p])),
  }
  cache.set(db, loaded)
  return loaded
}

function datasetView(row: NonNullable<Awaited<ReturnType<typeof latestCareerDataset>>>): CareerDataset {
  return {
    onetVersion: row.onetVersion,
    blsRelease: row.blsRelease,
    occupations: row.occupations,
    projections: row.projections,
    importedAt: row.importedAt.toISOString(),
  }
}

export async function getCareerAssessment(ctx: AuthedContext): Promise<CareerAssessmentState> {
  const [row] = await ctx.db.select().from(careerAssessment).where(eq(careerAssessment.userId, ctx.user.id))
  const parsed = row ? CareerDraftAnswersSchema.safeParse(row.answers) : null
  const dataset = await latestCareerDataset(ctx.db)
  return {
    answers: parsed?.success ? parsed.data : null,
    step: parsed?.success && row ? row.step : 'skills',
    dataset: dataset ? datasetView(dataset) : null,
    importCommand: CAREER_IMPORT_COMMAND,
  }
}

export async function saveCareerAssessment(
  ctx: AuthedContext,
  input: SaveCareerAssessment,
): Promise<CareerAssessmentState> {
  const now = new Date()
  await ctx.db
    .insert(careerAssessment)
    .values({ userId: ctx.user.id, answers: input.answers, step: input.step, updatedAt: now })
    .onConflictDoUpdate({
      target: careerAssessment.userId,
      set: { answers: input.answers, step: input.step, updatedAt: now },
    })
  return getCareerAssessment(ctx)
}

/** The analysis from answers and whatever data is imported (pure apart from reading the data). */
export async function analyzeAnswers(
  db: Db,
  input: AnalyzeCareerInput,
): Promise<Omit<CareerAnalysis, 'record' | 'recordNote'>> {
  const dataset = await latestCareerDataset(db)
  const { answers } = input
  if (!dataset)
    return {
      archetypes: archetypeFits(answers, null),
      occupations: [],
      plan: [],
      weights: FIT_WEIGHTS,
      method: FIT_METHOD,
      dataset: null,
      missingData: NO_CAREER_DATA_MESSAGE,
      attribution: onetAttribution(DESCRIPTOR_VERSION),
    }
  const { occupations, projections } = await loadData(db, dataset.id)
  const years: DataYears = { blsRelease: dataset.blsRelease, wageYear: dataset.wageYear }
  const scored = scoreOccupations(answers, occupations)
  const shown = scored.slice(0, OCCUPATIONS_SHOWN).map((s) => describeOccupation(answers, s, projections, years))
  return {
    archetypes: archetypeFits(answers, scored),
    occupations: shown,
    plan: gapPlan(shown),
    weights: FIT_WEIGHTS,
    method: FIT_METHOD,
    dataset: datasetView(dataset),
    missingData: null,
    attribution: onetAttribution(dataset.onetVersion),
  }
}

/** POST /pathways/careers: the run, kept as the user's last Career Path Analyzer output. */
export async function analyzeCareer(ctx: AuthedContext, input: AnalyzeCareerInput): Promise<CareerAnalysis> {
  const [answered, fromRecord] = await Promise.all([
    analyzeAnswers(ctx.db, input),
    input.author ? readCareerRecord(ctx, input.author) : { record: null, recordNote: null },
  ])
  const analysis: CareerAnalysis = { ...answered, ...fromRecord }
  await saveToolOutput(ctx.db, ctx.user.id, 'career-path-analyzer', input, analysis)
  return analysis
}

/** CAREERS_DATA at start: imported only when the occupation table is empty, so a restart never re-imports. */
export async function importCareersIfEmpty(db: Db, dir: string, log: Logger): Promise<void> {
  const path = resolve(dir)
  if (!existsSync(path)) {
    log.error('CAREERS_DATA names no folder; the Career Path Analyzer has no occupation data', { dir: path })
    return
  }
  if ((await countOccupations(db)) > 0) return
  try {
    const summary = await importCareerData(db, path)
    log.info('careers data imported', {
      dir: path,
      onetVersion: summary.onetVersion,
      occupations: summary.occupations,
      projections: summary.projections,
      ms: summary.elapsedMs,
    })
  } catch (error) {
    log.error('careers data import failed', { dir: path, err: error })
  }
}
