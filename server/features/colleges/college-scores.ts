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

/**
 * Academic fit of a test score against a college's middle 50 %: 100 at the middle of the range, 80 at its edges,
 * falling to 0 one range-width below the 25th percentile (far below: out of reach) and, more slowly, two
 * range-widths above the 75th (far above: undermatching, the strong student at a college below their level).
 */
export function fitScore(student: number, p25: number, p75: number): number {
  const width = Math.max(p75 - p25, 1)
  if (student > p75) return round(clamp(80 - (40 * (student - p75)) / width))
  if (student < p25) return round(clamp(80 - (80 * (p25 - student)) / width))
  return round(100 - (20 * Math.abs(student - (p25 + p75) / 2)) / (width / 2))
}

/**
 * National means of the class of 2023 (College Board, SAT Suite Annual Report 2023: 1028; ACT, The ACT Profile
 * Report, National, Graduating Class 2023: 19.5): a student at or above them out-scores an open-admission or
 * two-year college that reports no test range to compare with.
 */
export const NATIONAL_MEAN = { SAT: 1028, ACT: 19.5 } as const
/** Academic fit of an open-admission or two-year college, without a test range, for a student who out-scores it. */
export const OUTSCORED_FIT = 40

type Range = { p25: number; p75: number; test: 'SAT' | 'ACT'; student: number }

/** The student's SAT against the college's SAT range, else their ACT against its ACT range. */
function comparedRange(f: CollegeFeatures, answers: CollegeAnswers): Range | null {
  if (answers.satScore !== null && f.sat) return { ...f.sat, test: 'SAT', student: answers.satScore }
  if (answers.actScore !== null && f.act) return { ...f.act, test: 'ACT', student: answers.actScore }
  return null
}

/** The student's score at or above the national mean (SAT first, else ACT), with its words; null when below or none. */
function aboveNationalMean(answers: CollegeAnswers): string | null {
  if (answers.satScore !== null)
    return answers.satScore >= NATIONAL_MEAN.SAT
      ? `your SAT ${answers.satScore} is at or above the national mean (${NATIONAL_MEAN.SAT}, class of 2023)`
      : null
  if (answers.actScore !== null)
    return answers.actScore >= NATIONAL_MEAN.ACT
      ? `your ACT ${answers.actScore} is at or above the national mean (${NATIONAL_MEAN.ACT}, class of 2023)`
      : null
  return null
}

/** The student asked for open-admission or two-year colleges: that school type, or a budget under $20,000. */
export const asksForTwoYear = (answers: CollegeAnswers) =>
  answers.schoolType === 'Community College' ||
  answers.schoolType === 'Technical/Trade' ||
  answers.budgetRange === 'Under $20,000'

/**
 * An open-admission or two-year college the student out-scores (above its 75th percentile, or at or above the
 * national mean when it reports no range) and did not ask for: listed after the others.
 */
export function listedAfterOthers(f: CollegeFeatures, answers: CollegeAnswers): boolean {
  if (!(f.open || f.twoYear) || asksForTwoYear(answers)) return false
  const range = comparedRange(f, answers)
  return range ? range.student > range.p75 : aboveNationalMean(answers) !== null
}

/** Academic fit: the test score against the middle 50 % (fitScore); the admission rate plays no part. */
export function academicScore(f: CollegeFeatures, answers: CollegeAnswers): number | null {
  const range = comparedRange(f, answers)
  if (range) return fitScore(range.student, range.p25, range.p75)
  if ((f.open || f.twoYear) && aboveNationalMean(answers) !== null) return OUTSCORED_FIT
  return null
}

export type Academic = { score: number | null; reason: string; category: AdmissionCategory; rule: string }

function fitWords(range: Range): string {
  const width = Math.max(range.p75 - range.p25, 1)
  const widths = (distance: number) => `${Math.round((distance / width) * 10) / 10} range-widths`
  if (range.student > range.p75)
    return `${widths(range.student - range.p75)} above the 75th percentile: the college is likely below your level`
  if (range.student < range.p25) return `${widths(range.p25 - range.student)} below the 25th percentile`
  return 'inside the middle 50%, where fit is highest'
}

function academicPart(f: CollegeFeatures, answers: CollegeAnswers): Academic {
  const range = comparedRange(f, answers)
  const above = aboveNationalMean(answers)
  const kind = f.open ? 'an open-admission' : 'a two-year'
  const text = range
    ? `your ${range.test} ${range.student} against ${range.p25}-${range.p75} (middle 50%, ${DATA_YEARS.testScores}): ${fitWords(range)}`
    : answers.satScore === null && answers.actScore === null
      ? 'no test score given'
      : (f.open || f.twoYear) && above
        ? `${kind} college reporting no test range, and ${above}: it is likely below your level`
        : 'no test range reported to compare with'
  const gpa = answers.gpa !== null ? ' Your GPA is not compared: the Scorecard reports no GPA ranges.' : ''
  const { category, rule } = categorize(f.institution, range)
  return {
    score: academicScore(f, answers),
    reason: `${capitalized(text)}.${gpa}`,
    category,
    rule,
  }
}

export const academicFit = (i: Institution, answers: CollegeAnswers) => academicPart(featuresOf(i), answers)

/** Which rule decides reach / match / safety: worked out without words for every eligible college. */
type CategoryCase =
  'open' | 'selective' | 'below' | 'above-admitting' | 'above-selective' | 'inside' | 'no-score-admitting' | 'no-score'

function categoryCase(i: Institution, student: number | null, p25: number, p75: number): CategoryCase {
  const rate = i.admissionRate
  if (i.openAdmissions === 1) return 'open'
  if (rate !== null && rate < REACH_ADMISSION_BELOW) return 'selective'
  if (student !== null) {
    if (student < p25) return 'below'
    if (student > p75) return rate === null || rate >= SAFETY_ADMISSION_AT_LEAST ? 'above-admitting' : 'above-selective'
    return 'inside'
  }
  return rate !== null && rate >= SAFETY_ADMISSION_WITHOUT_SCORES ? 'no-score-admitting' : 'no-score'
}

const CASE_CATEGORY: Record<CategoryCase, AdmissionCategory> = {
  open: 'safety',
  selective: 'reach',
  below: 'reach',
  'above-admitting': 'safety',
  'above-selective': 'match',
  inside: 'match',
  'no-score-admitting': 'safety',
  'no-score': 'match',
}

/** Reach / match / safety alone (no words), for ordering every eligible college. */
export function categoryOf(f: CollegeFeatures, answers: CollegeAnswers): AdmissionCategory {
  const sat = answers.satScore !== null ? f.sat : null
  const act = sat ? null : answers.actScore !== null ? f.act : null
  const student = sat ? answers.satScore : act ? answers.actScore : null
  const range = sat ?? act
  return CASE_CATEGORY[categoryCase(f.institution, student, range?.p25 ?? 0, range?.p75 ?? 0)]
}

/** Reach / match / safety, with the rule that decided it in words. */
export function categorize(i: Institution, range: Range | null): { category: AdmissionCategory; rule: string } {
  const rate = i.admissionRate
  const which = categoryCase(i, range?.student ?? null, range?.p25 ?? 0, range?.p75 ?? 0)
  const what = range ? `your ${range.test} ${range.student}` : ''
  const rule = {
    open: () => 'Safety: open admissions policy.',
    selective: () =>
      `Reach: admits ${percent(rate ?? 0)} of applicants (${DATA_YEARS.admissionRate}), under ${percent(REACH_ADMISSION_BELOW)}, which outweighs any test score.`,
    below: () => `Reach: ${what} is below the 25th percentile (${range?.p25}).`,
    'above-admitting': () =>
      `Safety: ${what} is above the 75th percentile (${range?.p75})${rate === null ? '' : ` and ${percent(rate)} are admitted`}.`,
    'above-selective': () =>
      `Match: ${what} is above the 75th percentile (${range?.p75}), but only ${percent(rate ?? 0)} are admitted (under ${percent(SAFETY_ADMISSION_AT_LEAST)}).`,
    inside: () => `Match: ${what} is inside the middle 50% (${range?.p25}-${range?.p75}).`,
    'no-score-admitting': () =>
      `Safety: admits ${percent(rate ?? 0)} of applicants, at least ${percent(SAFETY_ADMISSION_WITHOUT_SCORES)}, and there is no test score to compare.`,
    'no-score': () =>
      rate === null
        ? 'Match: no admission rate or test range to compare; treated as a match.'
        : `Match: admits ${percent(rate)} of applicants, and there is no test score to compare.`,
  }[which]()
  return { category: CASE_CATEGORY[which], rule }
}

// ---------- program fit ----------

export function shareOf(shares: Float64Array, families: number[]): number {
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
  /** an open-admission or two-year college the student out-scores and did not ask for */
  listedAfterOthers: boolean
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
    listedAfterOthers: listedAfterOthers(f, q.answers),
  }
}

export const scoreInstitution = (i: Institution, answers: CollegeAnswers, weights: ScoreWeights) =>
  scoreFeatures(featuresOf(i), queryOf(answers), weights)
