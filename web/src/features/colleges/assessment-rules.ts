import { balancedOrder, combineScores, type ScoreWeights } from '#shared/contract/college-options'
import type { CollegeAnswers, CollegeRecommendation } from '#shared/contract/colleges'
import { toCsv } from '#shared/csv'

export const EMPTY_ANSWERS: CollegeAnswers = {
  academicInterests: [],
  researchAreas: [],
  careerGoals: [],
  gpa: null,
  satScore: null,
  actScore: null,
  graduationYear: null,
  educationLevel: null,
  locations: [],
  schoolSize: null,
  schoolType: null,
  budgetRange: null,
  familyIncome: null,
  campusEnvironment: null,
  extracurriculars: [],
  additionalInfo: '',
}

/** Step 1 needs at least one academic interest; the other steps need nothing. */
export const canGoNext = (step: number, answers: CollegeAnswers) => step !== 0 || answers.academicInterests.length > 0

/** The current year and the next nine. */
export const graduationYears = (now: Date) => Array.from({ length: 10 }, (_, i) => now.getFullYear() + i)

export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item]
}

/** A number input's value as the answer: empty → null, out of range or not a number → null. */
export function numberAnswer(text: string, min: number, max: number, integer: boolean): number | null {
  if (text.trim() === '') return null
  const value = Number(text)
  if (!Number.isFinite(value) || value < min || value > max) return null
  return integer ? Math.round(value) : Math.round(value * 100) / 100
}

/**
 * The recommendations re-scored with the student's weights and put in the server's order (balancedOrder): reach,
 * match and safety in rounds, each by match score then name, out-scored open-admission and two-year colleges last.
 */
export function rerank(recommendations: CollegeRecommendation[], weights: ScoreWeights): CollegeRecommendation[] {
  const rescored = recommendations.map((college) => ({
    ...college,
    matchScore: combineScores(college.parts, weights),
    parts: college.parts.map((part) => ({ ...part, weight: weights[part.part] })),
  }))
  return balancedOrder(
    rescored,
    (college) => college.category,
    (college) => college.listedAfterOthers,
    (a, b) => b.matchScore - a.matchScore || a.name.localeCompare(b.name),
  ).map((college, index) => ({ ...college, matchRank: index + 1 }))
}

export const formatPercent = (value: number | null) =>
  value === null ? 'not reported' : `${Math.round(value * 1000) / 10}%`
export const formatDollars = (value: number | null) =>
  value === null ? 'not reported' : `$${Math.round(value).toLocaleString('en-US')}`

/** The college's site, or a web search for '{name} admissions' when the Scorecard has none. */
export const websiteOf = (college: Pick<CollegeRecommendation, 'website' | 'name'>) =>
  college.website ?? `https://www.google.com/search?${new URLSearchParams({ q: `${college.name} admissions` })}`

/** The list as shown (re-ranked), one row per college, each figure with its data year in the header. */
export function recommendationsCsv(colleges: CollegeRecommendation[]): string {
  const first = colleges[0]
  const year = (pick: (c: CollegeRecommendation) => { year: string }) => (first ? ` (${pick(first).year})` : '')
  const header = [
    'match rank',
    'name',
    'location',
    'match %',
    'category',
    'rule',
    `admission rate${year((c) => c.acceptanceRate)}`,
    `in-state tuition${year((c) => c.tuitionInState)}`,
    `out-of-state tuition${year((c) => c.tuitionOutState)}`,
    'net price',
    'net price basis',
    `graduation rate`,
    `median earnings${year((c) => c.medianEarnings)}`,
    `median debt${year((c) => c.medianDebt)}`,
    'website',
  ]
  const rows = colleges.map((c) => [
    c.matchRank,
    c.name,
    c.location,
    c.matchScore,
    c.category,
    c.categoryRule,
    c.acceptanceRate.value,
    c.tuitionInState.value,
    c.tuitionOutState.value,
    c.netPrice.value,
    `${c.netPrice.basis} (${c.netPrice.year})`,
    c.graduationRate.value,
    c.medianEarnings.value,
    c.medianDebt.value,
    c.website,
  ])
  return toCsv([header, ...rows])
}
