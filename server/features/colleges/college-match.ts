/**
 * Matching a student's answers against Scorecard institutions: hard filters (relaxed, with the reason, when one
 * would leave nothing), five score parts 0-100 each with a weight and a one-line reason, reach / match / safety
 * with the rule that decided it. Pure: no database, no clock. Every eligible college is scored with arithmetic
 * on features computed once per data set (college-features.ts); reasons are written for the colleges shown.
 */
import { balancedOrder, DEFAULT_WEIGHTS, type ScoreWeights } from '#shared/contract/college-options'
import type { AdmissionCategory, CollegeAnswers, CollegeRecommendation, FilterOutcome } from '#shared/contract/colleges'
import { at, collegeTable, queryOf, searchKey, type CollegeTable, type Institution } from './college-features'
import { filterRows, type Filter } from './college-filters'
import { toRecommendation } from './college-recommendation'
import {
  categoryOf,
  isResearchMinded,
  listedAfterOthers,
  matchScoreOf,
  scoreFeatures,
  weightTotal,
  type Scored,
} from './college-scores'

export type { Institution } from './college-features'

export const DEFAULT_RESULTS = 30

/** The default weights, with research counting for little when nothing in the answers asks for it. */
export function defaultWeightsFor(answers: CollegeAnswers): ScoreWeights {
  return isResearchMinded(answers) ? { ...DEFAULT_WEIGHTS } : { ...DEFAULT_WEIGHTS, research: 5 }
}

/** The hard filters over plain rows (for tests and one-off use): the institutions kept and each filter's outcome. */
export function applyFilters(
  answers: CollegeAnswers,
  institutions: readonly Institution[],
): { kept: Institution[]; outcomes: FilterOutcome[] } {
  const table = collegeTable(institutions)
  const { rows, outcomes } = filterRows(table, queryOf(answers))
  return { kept: Array.from(rows, (row) => at(table.rows, row).institution), outcomes }
}

export type MatchResult = {
  recommendations: CollegeRecommendation[]
  filters: FilterOutcome[]
  considered: number
  eligible: number
  weights: ScoreWeights
  /** every eligible college's row in the table, best first (rank = position + 1) */
  order: Int32Array
  table: CollegeTable
  /** the hard filters that were applied (not relaxed) */
  applied: Filter[]
}

/**
 * The whole match: filter, score, order (balancedOrder: reach, match and safety in rounds, each by match score then
 * name; open-admission and two-year colleges the student out-scores after the others), the top `limit` as
 * recommendations. The sort key packs score and name into one integer, (100 - score) × n + name rank.
 */
export function matchColleges(
  answers: CollegeAnswers,
  institutions: readonly Institution[],
  options: { weights?: ScoreWeights; limit?: number } = {},
): MatchResult {
  const table = collegeTable(institutions)
  const q = queryOf(answers)
  const weights = options.weights ?? defaultWeightsFor(answers)
  const total = weightTotal(weights)
  const { rows, outcomes, filters } = filterRows(table, q)
  const n = table.rows.length
  const keys = new Int32Array(n)
  const categories: AdmissionCategory[] = new Array<AdmissionCategory>(n)
  const last = new Uint8Array(n)
  for (const row of rows) {
    const f = at(table.rows, row)
    keys[row] = (100 - matchScoreOf(f, q, weights, total)) * n + at(table.nameRank, row)
    categories[row] = categoryOf(f, answers)
    last[row] = listedAfterOthers(f, answers) ? 1 : 0
  }
  const order = Int32Array.from(
    balancedOrder(
      Array.from(rows),
      (row) => at(categories, row),
      (row) => at(last, row) === 1,
      (a, b) => at(keys, a) - at(keys, b),
    ),
  )
  const limit = Math.min(options.limit ?? DEFAULT_RESULTS, order.length)
  const recommendations: CollegeRecommendation[] = []
  for (let k = 0; k < limit; k++)
    recommendations.push(toRecommendation(scoreFeatures(at(table.rows, at(order, k)), q, weights), k + 1, answers))
  return {
    recommendations,
    filters: outcomes,
    considered: institutions.length,
    eligible: rows.length,
    weights,
    order,
    table,
    applied: filters.filter(
      (filter) => !outcomes.some((outcome) => outcome.filter === filter.label && outcome.relaxed),
    ),
  }
}

/** One eligible college as a recommendation (its match rank under the default weights); null when filtered out. */
export function recommendationOf(
  answers: CollegeAnswers,
  institutions: readonly Institution[],
  unitId: number,
): CollegeRecommendation | null {
  const result = matchColleges(answers, institutions, { limit: 0 })
  const position = result.order.findIndex((row) => at(result.table.rows, row).institution.unitId === unitId)
  if (position < 0) return null
  const scored = scoreFeatures(at(result.table.rows, at(result.order, position)), queryOf(answers), result.weights)
  return toRecommendation(scored, position + 1, answers)
}

// ---------- why not X ----------

export const WHY_NOT_RESULTS = 5

/** The rows whose name or one of its aliases contains the query: names starting with it first. */
function findRows(table: CollegeTable, query: string, limit: number): number[] {
  const key = searchKey(query)
  if (!key) return []
  const hits: { row: number; rank: number }[] = []
  table.rows.forEach((f, row) => {
    const rank = f.nameKey.startsWith(key)
      ? 0
      : f.nameKey.includes(key)
        ? 1
        : f.aliasKeys.some((alias) => alias.includes(key))
          ? 2
          : -1
    if (rank >= 0) hits.push({ row, rank })
  })
  return hits
    .sort((a, b) => a.rank - b.rank || at(table.nameRank, a.row) - at(table.nameRank, b.row))
    .slice(0, limit)
    .map((hit) => hit.row)
}

/** Institutions whose name or one of its aliases contains the query: names starting with it first. */
export function findByName(
  institutions: readonly Institution[],
  query: string,
  limit = WHY_NOT_RESULTS,
): Institution[] {
  const table = collegeTable(institutions)
  return findRows(table, query, limit).map((row) => at(table.rows, row).institution)
}

export type WhyNotEntry = {
  institution: Institution
  scored: Scored
  matchRank: number | null
  listed: boolean
  failedFilters: { filter: string; rule: string }[]
}

/** Where the named colleges fall for these answers, and which filters or scores keep them out. */
export function whyNot(
  answers: CollegeAnswers,
  institutions: readonly Institution[],
  query: string,
  options: { weights?: ScoreWeights; limit?: number } = {},
): { eligible: number; listedCount: number; entries: WhyNotEntry[] } {
  const limit = options.limit ?? DEFAULT_RESULTS
  const result = matchColleges(answers, institutions, { weights: options.weights, limit: 0 })
  const { table, applied, order } = result
  const q = queryOf(answers)
  const entries = findRows(table, query, WHY_NOT_RESULTS).map((row) => {
    const f = at(table.rows, row)
    const failedFilters = [
      ...(f.undergraduate
        ? []
        : [{ filter: 'Undergraduate', rule: 'graduate-only institutions admit no first-year students' }]),
      ...applied.filter((filter) => !filter.keeps(f)).map((filter) => ({ filter: filter.label, rule: filter.rule })),
    ]
    const position = order.indexOf(row)
    const matchRank = position >= 0 ? position + 1 : null
    return {
      institution: f.institution,
      scored: scoreFeatures(f, q, result.weights),
      matchRank,
      listed: matchRank !== null && matchRank <= limit,
      failedFilters,
    }
  })
  return { eligible: result.eligible, listedCount: Math.min(limit, result.eligible), entries }
}
