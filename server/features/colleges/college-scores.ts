/**
 * The five score parts, each 0-100, and reach / match / safety. Each part has a numeric form, run over every
 * eligible college (arithmetic on the precomputed features, no strings), and a form with its one-line reason,
 * run for the colleges shown; the reason form takes its score from the numeric one, so the two cannot differ.
 */
import {
  combineScores,
  FAMILY_INCOMES,
  NEUTRAL_SCORE,
  SCORE_PARTS,
  type ScorePart,
  type ScoreWeights,
} from '#shared/contract/college-options'
import type { AdmissionCategory, CollegeAnswers, ScoreBreakdown } from '#shared/contract/colleges'
import { DATA_YEARS } from './college-data-years'
import {
  dollars,
  featuresOf,
  outcomeFit,
  percent,
  queryOf,
  researchClass,
  type CollegeFeatures,
  type Institution,
  type MatchQuery,
} from './college-features'

/** Admitting fewer than this share of applicants makes a college a reach for everyone. */
export const REACH_ADMISSION_BELOW = 0.15
/** A score above the 75th percentile is a safety only where at least this share is admitted. */
export const SAFETY_ADMISSION_AT_LEAST = 0.5
/** Without a test score to compare, a college admitting this share or more is a safety. */
export const SAFETY_ADMISSION_WITHOUT_SCORES = 0.75
/** A program family counts as offered when it holds at least this share of the college's awards. */
export const OFFERED_SHARE = 0.01

export const BUDGET_MAX: Record<NonNullable<CollegeAnswers['budgetRange']>, number> = {
  'Under $20,000': 20_000,
  '$20,000-$40,000': 40_000,
  '$40,000-$60,000': 60_000,
  '$60,000-$80,000': 80_000,
  'Over $80,000': Number.POSITIVE_INFINITY,
}

const clamp = (value: number, low = 0, high = 100) => Math.min(high, Math.max(low, value))
const round = (value: number) => Math.round(value)
const capitalized = (text: string) => `${text[0]?.toUpperCase()}${text.slice(1)}`

type Part = { score: number | null; reason: string }

// ---------- price ----------

export type Price = { value: number | null; basis: string; year: string }

/** What the student would pay: the net price of their income band, else the average net price, else cost of attendance. */
export function priceFor(i: Institution, familyIncome: CollegeAnswers['familyIncome']): Price {
  if (familyIncome) {
    const band = i.netPriceByIncome[FAMILY_INCOMES.indexOf(familyIncome)]
    if (band !== null && band !== undefined)
      return { value: band, basis: `net price for family income ${familyIncome}`, year: DATA_YEARS.netPrice }
  }
  if (i.netPrice !== null) return { value: i.netPrice, basis: 'average net price', year: DATA_YEARS.netPrice }
  if (i.costOfAttendance !== null)
    return {
      value: i.costOfAttendance,
      basis: 'cost of attendance (no net price reported)',
      year: DATA_YEARS.costOfAttendance,
    }
  return { value: null, basis: 'no price reported', year: DATA_YEARS.netPrice }
}

// ---------- academic fit, reach / match / safety ----------

/** 100 at or above the 75th percentile, 60-100 inside the middle 50 %, falling to 0 one range-width below the 25th. */
export function positionScore(student: number, p25: number, p75: number): number {
  const width = Math.max(p75 - p25, 1)
  if (student >= p75) return 100
  if (student >= p25) return 60 + (40 * (student - p25)) / width
  return clamp(60 * (1 - (p25 - student) / width))
}

type Range = { p25: number; p75: number; test: 'SAT' | 'ACT'; student: number }

/** The student's SAT against the college's SAT range, else their ACT against its ACT range. */
function comparedRange(f: CollegeFeatures, answers: CollegeAnswers): Range | null {
  if (answers.satScore !== null && f.sat) return { ...f.sat, test: 'SAT', student: answers.satScore }
  if (answers.actScore !== null && f.act) return { ...f.act, test: 'ACT', student: answers.actScore }
  return null
}

export function academicScore(f: CollegeFeatures, answers: CollegeAnswers): number | null {
  const range = comparedRange(f, answers)
  const position = range ? positionScore(range.student, range.p25, range.p75) : null
  const admission = f.admissionScore
  const score =
    position !== null && admission !== null ? 0.6 * position + 0.4 * admission : (position ?? admission ?? null)
  return score === null ? null : round(score)
}

export type Academic = { score: number | null; reason: string; category: AdmissionCategory; rule: string }

function academicPart(f: CollegeFeatures, answers: CollegeAnswers): Academic {
  const i = f.institution
  const range = comparedRange(f, answers)
  const rangeText = range
    ? `your ${range.test} ${range.student} against ${range.p25}-${range.p75} (middle 50%, ${DATA_YEARS.testScores})`
    : answers.satScore === null && answers.actScore === null
      ? 'no test score given'
      : 'no test range reported to compare with'
  const admissionText = f.open
    ? `open admissions (${DATA_YEARS.admissionRate})`
    : i.admissionRate !== null
      ? `admission rate ${percent(i.admissionRate)} (${DATA_YEARS.admissionRate})`
      : 'admission rate not reported'
  const { category, rule } = categorize(i, range)
  return {
    score: academicScore(f, answers),
    reason: `${capitalized(rangeText)}; ${admissionText}.`,
    category,
    rule,
  }
}

export const academicFit = (i: Institution, answers: CollegeAnswers) => academicPart(featuresOf(i), answers)

/** Reach / match / safety, with the rule that decided it in words. */
export function categorize(i: Institution, range: Range | null): { category: AdmissionCategory; rule: string } {
  const rate = i.admissionRate
  if (i.openAdmissions === 1) return { category: 'safety', rule: 'Safety: open admissions policy.' }
  if (rate !== null && rate < REACH_ADMISSION_BELOW)
    return {
      category: 'reach',
      rule: `Reach: admits ${percent(rate)} of applicants (${DATA_YEARS.admissionRate}), under ${percent(REACH_ADMISSION_BELOW)}, which outweighs any test score.`,
    }
  if (range) {
    const what = `your ${range.test} ${range.student}`
    if (range.student < range.p25)
      return { category: 'reach', rule: `Reach: ${what} is below the 25th percentile (${range.p25}).` }
    if (range.student > range.p75 && (rate === null || rate >= SAFETY_ADMISSION_AT_LEAST))
      return {
        category: 'safety',
        rule: `Safety: ${what} is above the 75th percentile (${range.p75})${rate === null ? '' : ` and ${percent(rate)} are admitted`}.`,
      }
    return {
      category: 'match',
      rule:
        range.student > range.p75
          ? `Match: ${what} is above the 75th percentile (${range.p75}), but only ${percent(rate ?? 0)} are admitted (under ${percent(SAFETY_ADMISSION_AT_LEAST)}).`
          : `Match: ${what} is inside the middle 50% (${range.p25}-${range.p75}).`,
    }
  }
  if (rate !== null && rate >= SAFETY_ADMISSION_WITHOUT_SCORES)
    return {
      category: 'safety',
      rule: `Safety: admits ${percent(rate)} of applicants, at least ${percent(SAFETY_ADMISSION_WITHOUT_SCORES)}, and there is no test score to compare.`,
    }
  return {
    category: 'match',
    rule:
      rate === null
        ? 'Match: no admission rate or test range to compare; treated as a match.'
        : `Match: admits ${percent(rate)} of applicants, and there is no test score to compare.`,
  }
}

// ---------- program fit ----------

function shareOf(shares: Float64Array, families: number[]): number {
  let sum = 0
  for (const family of families) sum += shares[family] ?? 0
  return Math.min(1, sum)
}

export function programScore(f: CollegeFeatures, q: MatchQuery): number | null {
  if (!q.choices.length || !f.shares) return null
  let offered = 0
  let best = 0
  for (const choice of q.choices) {
    const share = shareOf(f.shares, choice.families)
    if (share >= OFFERED_SHARE) offered++
    if (share > best) best = share
  }
  return round(100 * (0.6 * (offered / q.choices.length) + 0.4 * Math.min(1, best / 0.25)))
}

function programPart(f: CollegeFeatures, q: MatchQuery): Part {
  if (!q.choices.length) return { score: null, reason: 'No academic interests or research areas chosen.' }
  const reported = f.shares
  if (!reported) return { score: null, reason: `Program shares not reported (${DATA_YEARS.programs}).` }
  const shares = q.choices.map(({ name, families }) => ({ name, share: shareOf(reported, families) }))
  const offered = shares.filter((entry) => entry.share >= OFFERED_SHARE)
  const best = shares.reduce((top, entry) => (entry.share > top.share ? entry : top))
  return {
    score: programScore(f, q),
    reason:
      offered.length === 0
        ? `None of your ${shares.length} choices reaches 1% of awards (${DATA_YEARS.programs}).`
        : `${offered.length} of your ${shares.length} choices offered; ${best.name} fields hold ${percent(best.share)} of awards (${DATA_YEARS.programs}).`,
  }
}

export const programFit = (i: Institution, answers: CollegeAnswers) => programPart(featuresOf(i), queryOf(answers))

// ---------- research, cost, outcome ----------

export const isResearchMinded = (answers: CollegeAnswers) =>
  answers.researchAreas.length > 0 ||
  answers.extracurriculars.includes('Research Opportunities') ||
  answers.careerGoals.some((goal) => goal === 'Research Scientist' || goal === 'Professor')

export function researchFit(i: Institution, answers: CollegeAnswers): Part {
  const carnegie = researchClass(i)
  if (!carnegie) return { score: null, reason: 'Carnegie classification not reported.' }
  return {
    score: carnegie.score,
    reason: `Carnegie class ${carnegie.label}${isResearchMinded(answers) ? '; you asked for research' : ''}.`,
  }
}

/** Cheaper is better: within half the budget 100, at the budget 50, at twice the budget 0; $10k-$70k without one. */
export function costScore(price: number | null, budgetRange: CollegeAnswers['budgetRange']): number | null {
  if (price === null) return null
  const max = budgetRange ? BUDGET_MAX[budgetRange] : null
  if (max === null) return round(clamp(100 - ((price - 10_000) / 60_000) * 100))
  if (!Number.isFinite(max)) return 100
  return round(
    price <= max / 2
      ? 100
      : price <= max
        ? 100 - (50 * (price - max / 2)) / (max / 2)
        : clamp(50 - (50 * (price - max)) / max),
  )
}

export function costFit(i: Institution, answers: CollegeAnswers): Part {
  const price = priceFor(i, answers.familyIncome)
  if (price.value === null) return { score: null, reason: 'No net price or cost of attendance reported.' }
  const score = costScore(price.value, answers.budgetRange)
  const what = `${capitalized(price.basis)} ${dollars(price.value)} (${price.year})`
  const max = answers.budgetRange ? BUDGET_MAX[answers.budgetRange] : null
  if (max === null) return { score, reason: `${what}; no budget given.` }
  return {
    score,
    reason: `${what}, ${price.value <= max ? 'within' : 'over'} your budget (${answers.budgetRange}).`,
  }
}

export { outcomeFit }

// ---------- the match score ----------

/** The match score without the reasons: combineScores' weighted mean, over the precomputed features. */
export function matchScoreOf(f: CollegeFeatures, q: MatchQuery, weights: ScoreWeights, total: number): number {
  if (total <= 0) return 0
  const sum =
    weights.academic * (academicScore(f, q.answers) ?? NEUTRAL_SCORE) +
    weights.program * (programScore(f, q) ?? NEUTRAL_SCORE) +
    weights.research * (f.research ?? NEUTRAL_SCORE) +
    weights.cost * (costScore(f.prices[q.income] ?? null, q.answers.budgetRange) ?? NEUTRAL_SCORE) +
    weights.outcome * (f.outcome ?? NEUTRAL_SCORE)
  return Math.round(sum / total)
}

export const weightTotal = (weights: ScoreWeights) => SCORE_PARTS.reduce((sum, part) => sum + weights[part], 0)

export type Scored = {
  institution: Institution
  parts: ScoreBreakdown[]
  matchScore: number
  category: AdmissionCategory
  categoryRule: string
}

/** One college's parts with their reasons, its match score and category: for the colleges shown. */
export function scoreFeatures(f: CollegeFeatures, q: MatchQuery, weights: ScoreWeights): Scored {
  const i = f.institution
  const academic = academicPart(f, q.answers)
  const byPart: Record<ScorePart, Part> = {
    academic,
    program: programPart(f, q),
    research: researchFit(i, q.answers),
    cost: costFit(i, q.answers),
    outcome: outcomeFit(i),
  }
  const parts = SCORE_PARTS.map((part) => ({
    part,
    score: byPart[part].score,
    weight: weights[part],
    reason: byPart[part].score === null ? `${byPart[part].reason} Counted as ${NEUTRAL_SCORE}.` : byPart[part].reason,
  }))
  return {
    institution: i,
    parts,
    matchScore: combineScores(parts, weights),
    category: academic.category,
    categoryRule: academic.rule,
  }
}

export const scoreInstitution = (i: Institution, answers: CollegeAnswers, weights: ScoreWeights) =>
  scoreFeatures(featuresOf(i), queryOf(answers), weights)
