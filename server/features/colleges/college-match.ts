/**
 * Matching a student's answers against Scorecard institutions: hard filters (relaxed, with the reason, when one
 * would leave nothing), five score parts 0-100 each with a weight and a one-line reason, reach / match / safety
 * with the rule that decided it. Pure: no database, no clock.
 */
import {
  combineScores,
  DEFAULT_WEIGHTS,
  NEUTRAL_SCORE,
  FAMILY_INCOMES,
  SCORE_PARTS,
  US_STATES,
  type ScorePart,
  type ScoreWeights,
} from '../../../shared/contract/college-options'
import type {
  AdmissionCategory,
  CollegeAnswers,
  CollegeRecommendation,
  FilterOutcome,
  ScoreBreakdown,
} from '../../../shared/contract/colleges'
import { DATA_YEARS } from './college-data-years'
import {
  CARNEGIE_BASIC_LABELS,
  CARNEGIE_RESEARCH_SCORES,
  CIP_FAMILY_LABELS,
  CONTROL_LABELS,
  INTEREST_CIP,
  LOCALE_LABELS,
  OTHER_CARNEGIE_RESEARCH_SCORE,
  RELIGIOUS_AFFILIATION_LABELS,
  RESEARCH_AREA_CIP,
} from './college-codes'
import type { collegeInstitution } from './colleges.tables'

export type Institution = typeof collegeInstitution.$inferSelect

export { NEUTRAL_SCORE }
/** Admitting fewer than this share of applicants makes a college a reach for everyone. */
export const REACH_ADMISSION_BELOW = 0.15
/** A score above the 75th percentile is a safety only where at least this share is admitted. */
export const SAFETY_ADMISSION_AT_LEAST = 0.5
/** Without a test score to compare, a college admitting this share or more is a safety. */
export const SAFETY_ADMISSION_WITHOUT_SCORES = 0.75
/** A program family counts as offered when it holds at least this share of the college's awards. */
export const OFFERED_SHARE = 0.01
export const DEFAULT_RESULTS = 30

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`
// Built once: toLocaleString and localeCompare build a new formatter on every call, too slow over 3,626 rows.
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const collator = new Intl.Collator('en')
const dollars = (value: number) => `$${thousands.format(Math.round(value))}`
const clamp = (value: number, low = 0, high = 100) => Math.min(high, Math.max(low, value))
const round = (value: number) => Math.round(value)

// ---------- filters ----------

export type FilterId = 'states' | 'type' | 'budget' | 'size' | 'environment'

type Filter = { id: FilterId; label: string; rule: string; keeps: (i: Institution) => boolean }

const BUDGET_MAX: Record<NonNullable<CollegeAnswers['budgetRange']>, number> = {
  'Under $20,000': 20_000,
  '$20,000-$40,000': 40_000,
  '$40,000-$60,000': 60_000,
  '$60,000-$80,000': 80_000,
  'Over $80,000': Number.POSITIVE_INFINITY,
}

const SIZE_BANDS: Record<NonNullable<CollegeAnswers['schoolSize']>, [number, number]> = {
  'Small (under 2,000)': [0, 1999],
  'Medium (2,000-10,000)': [2000, 10_000],
  'Large (10,000-20,000)': [10_001, 20_000],
  'Very Large (over 20,000)': [20_001, Number.POSITIVE_INFINITY],
}

const ENVIRONMENT_LOCALES: Record<NonNullable<CollegeAnswers['campusEnvironment']>, [number[], string]> = {
  Urban: [[11, 12, 13], 'a city (LOCALE 11-13)'],
  Suburban: [[21, 22, 23], 'a suburb (LOCALE 21-23)'],
  Rural: [[41, 42, 43], 'rural territory (LOCALE 41-43)'],
  'College Town': [[31, 32, 33], 'a town (LOCALE 31-33)'],
}

const TYPE_RULES: Record<NonNullable<CollegeAnswers['schoolType']>, [(i: Institution) => boolean, string]> = {
  Public: [(i) => i.control === 1, 'public control (CONTROL 1)'],
  Private: [(i) => i.control === 2 || i.control === 3, 'private nonprofit or for-profit control (CONTROL 2 or 3)'],
  'Liberal Arts': [(i) => i.carnegieBasic === 21, 'Carnegie class Baccalaureate Colleges: Arts & Sciences Focus'],
  'Research University': [
    (i) => i.carnegieBasic === 15 || i.carnegieBasic === 16,
    'Carnegie class Doctoral Universities: Very High or High Research Activity',
  ],
  'Community College': [(i) => i.communityCollege, 'public and predominantly sub-baccalaureate (community college)'],
  'Technical/Trade': [
    (i) => [7, 8, 9, 11, 28].includes(i.carnegieBasic ?? -1),
    'Carnegie class career & technical associate, two-year technical, or four-year engineering/technology school',
  ],
}

const stateCode = new Map<string, string>(US_STATES.map(([name, code]) => [name, code]))

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

/** The student's hard filters, in the order they are applied (and relaxed). */
export function filtersFor(answers: CollegeAnswers): Filter[] {
  const filters: Filter[] = []
  if (answers.locations.length) {
    const codes = new Set(answers.locations.map((name) => stateCode.get(name)))
    filters.push({
      id: 'states',
      label: 'Locations',
      rule: `in ${answers.locations.join(', ')}`,
      keeps: (i) => codes.has(i.state),
    })
  }
  if (answers.schoolType) {
    const [keeps, rule] = TYPE_RULES[answers.schoolType]
    filters.push({ id: 'type', label: 'School type', rule: `${answers.schoolType}: ${rule}`, keeps })
  }
  if (answers.budgetRange && Number.isFinite(BUDGET_MAX[answers.budgetRange])) {
    const max = BUDGET_MAX[answers.budgetRange]
    filters.push({
      id: 'budget',
      label: 'Budget',
      rule: `price at most ${dollars(max)} a year (${answers.familyIncome ? `net price for family income ${answers.familyIncome}` : 'average net price'}, else cost of attendance)`,
      keeps: (i) => {
        const price = priceFor(i, answers.familyIncome).value
        return price !== null && price <= max
      },
    })
  }
  if (answers.schoolSize) {
    const [low, high] = SIZE_BANDS[answers.schoolSize]
    filters.push({
      id: 'size',
      label: 'School size',
      rule: `${answers.schoolSize} undergraduates (UGDS, ${DATA_YEARS.undergraduates})`,
      keeps: (i) => i.undergraduates !== null && i.undergraduates >= low && i.undergraduates <= high,
    })
  }
  if (answers.campusEnvironment) {
    const [locales, rule] = ENVIRONMENT_LOCALES[answers.campusEnvironment]
    filters.push({
      id: 'environment',
      label: 'Campus environment',
      rule: `${answers.campusEnvironment}: ${rule}`,
      keeps: (i) => locales.includes(i.locale ?? -1),
    })
  }
  return filters
}

/** Undergraduate institutions only: graduate-only schools admit no first-year students. */
export const offersUndergraduate = (i: Institution) => i.category !== 'graduate_only' && i.predominantDegree !== 4

export type FilterResult = { kept: Institution[]; outcomes: FilterOutcome[] }

/** Each filter in turn; one that would leave nothing is set aside, and the outcome says which and why. */
export function applyFilters(answers: CollegeAnswers, institutions: Institution[]): FilterResult {
  let kept = institutions.filter(offersUndergraduate)
  const outcomes: FilterOutcome[] = []
  for (const filter of filtersFor(answers)) {
    const next = kept.filter(filter.keeps)
    if (next.length === 0 && kept.length > 0) {
      outcomes.push({
        filter: filter.label,
        rule: filter.rule,
        remaining: 0,
        relaxed: true,
        reason: `No college ${outcomes.length ? 'that passed your earlier choices ' : ''}meets "${filter.rule}", so this filter was relaxed.`,
      })
      continue
    }
    kept = next
    outcomes.push({ filter: filter.label, rule: filter.rule, remaining: kept.length, relaxed: false, reason: null })
  }
  return { kept, outcomes }
}

// ---------- scores ----------

type Range = { p25: number; p75: number; year: string; test: 'SAT' | 'ACT'; student: number }

export function satRangeOf(i: Institution): { p25: number; p75: number } | null {
  const { satReading25, satReading75, satMath25, satMath75 } = i
  if (satReading25 === null || satReading75 === null || satMath25 === null || satMath75 === null) return null
  return { p25: satReading25 + satMath25, p75: satReading75 + satMath75 }
}

export function actRangeOf(i: Institution): { p25: number; p75: number } | null {
  return i.act25 === null || i.act75 === null ? null : { p25: i.act25, p75: i.act75 }
}

/** The student's SAT against the college's SAT range, else their ACT against its ACT range. */
function comparableRange(i: Institution, answers: CollegeAnswers): Range | null {
  const sat = satRangeOf(i)
  if (answers.satScore !== null && sat)
    return { ...sat, year: DATA_YEARS.testScores, test: 'SAT', student: answers.satScore }
  const act = actRangeOf(i)
  if (answers.actScore !== null && act)
    return { ...act, year: DATA_YEARS.testScores, test: 'ACT', student: answers.actScore }
  return null
}

/** 100 at or above the 75th percentile, 60-100 inside the middle 50 %, falling to 0 one range-width below the 25th. */
export function positionScore(student: number, p25: number, p75: number): number {
  const width = Math.max(p75 - p25, 1)
  if (student >= p75) return 100
  if (student >= p25) return 60 + (40 * (student - p25)) / width
  return clamp(60 * (1 - (p25 - student) / width))
}

const isOpen = (i: Institution) => i.openAdmissions === 1

export type Academic = { score: number | null; reason: string; category: AdmissionCategory; rule: string }

export function academicFit(i: Institution, answers: CollegeAnswers): Academic {
  const range = comparableRange(i, answers)
  const position = range ? positionScore(range.student, range.p25, range.p75) : null
  const admission = isOpen(i) ? 100 : i.admissionRate !== null ? i.admissionRate * 100 : null
  const score =
    position !== null && admission !== null ? 0.6 * position + 0.4 * admission : (position ?? admission ?? null)

  const rangeText = range
    ? `your ${range.test} ${range.student} against ${range.p25}-${range.p75} (middle 50%, ${range.year})`
    : answers.satScore === null && answers.actScore === null
      ? 'no test score given'
      : 'no test range reported to compare with'
  const admissionText = isOpen(i)
    ? `open admissions (${DATA_YEARS.admissionRate})`
    : i.admissionRate !== null
      ? `admission rate ${percent(i.admissionRate)} (${DATA_YEARS.admissionRate})`
      : 'admission rate not reported'
  const reason = `${rangeText[0]?.toUpperCase()}${rangeText.slice(1)}; ${admissionText}.`

  const { category, rule } = categorize(i, range)
  return { score: score === null ? null : round(score), reason, category, rule }
}

/** Reach / match / safety, with the rule that decided it in words. */
export function categorize(i: Institution, range: Range | null): { category: AdmissionCategory; rule: string } {
  const rate = i.admissionRate
  if (isOpen(i)) return { category: 'safety', rule: 'Safety: open admissions policy.' }
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

type Part = { score: number | null; reason: string }

const shareOf = (i: Institution, families: string[]) =>
  Math.min(
    1,
    families.reduce((sum, family) => sum + (i.programShares[family] ?? 0), 0),
  )

export function programFit(i: Institution, answers: CollegeAnswers): Part {
  const choices: [string, string[]][] = [
    ...answers.academicInterests.map((name): [string, string[]] => [name, INTEREST_CIP[name]]),
    ...answers.researchAreas.map((name): [string, string[]] => [name, RESEARCH_AREA_CIP[name]]),
  ]
  if (!choices.length) return { score: null, reason: 'No academic interests or research areas chosen.' }
  if (!Object.keys(i.programShares).length)
    return { score: null, reason: `Program shares not reported (${DATA_YEARS.programs}).` }
  const shares = choices.map(([name, families]) => ({ name, share: shareOf(i, families) }))
  const offered = shares.filter((entry) => entry.share >= OFFERED_SHARE)
  const best = shares.reduce((top, entry) => (entry.share > top.share ? entry : top))
  const score = 100 * (0.6 * (offered.length / shares.length) + 0.4 * Math.min(1, best.share / 0.25))
  return {
    score: round(score),
    reason:
      offered.length === 0
        ? `None of your ${shares.length} choices reaches 1% of awards (${DATA_YEARS.programs}).`
        : `${offered.length} of your ${shares.length} choices offered; ${best.name} fields hold ${percent(best.share)} of awards (${DATA_YEARS.programs}).`,
  }
}

export const isResearchMinded = (answers: CollegeAnswers) =>
  answers.researchAreas.length > 0 ||
  answers.extracurriculars.includes('Research Opportunities') ||
  answers.careerGoals.some((goal) => goal === 'Research Scientist' || goal === 'Professor')

export function researchFit(i: Institution, answers: CollegeAnswers): Part {
  const code = i.carnegieBasic
  const label = code !== null ? CARNEGIE_BASIC_LABELS[code] : undefined
  if (!label) return { score: null, reason: 'Carnegie classification not reported.' }
  const score = CARNEGIE_RESEARCH_SCORES[code as number] ?? OTHER_CARNEGIE_RESEARCH_SCORE
  return {
    score,
    reason: `Carnegie class ${label}${isResearchMinded(answers) ? '; you asked for research' : ''}.`,
  }
}

export function costFit(i: Institution, answers: CollegeAnswers): Part {
  const price = priceFor(i, answers.familyIncome)
  if (price.value === null) return { score: null, reason: 'No net price or cost of attendance reported.' }
  const max = answers.budgetRange ? BUDGET_MAX[answers.budgetRange] : null
  const what = `${price.basis[0]?.toUpperCase()}${price.basis.slice(1)} ${dollars(price.value)} (${price.year})`
  if (max === null) {
    // No budget given: cheaper is better, $10,000 or less scores 100, $70,000 or more scores 0.
    return { score: round(clamp(100 - ((price.value - 10_000) / 60_000) * 100)), reason: `${what}; no budget given.` }
  }
  if (!Number.isFinite(max)) return { score: 100, reason: `${what}, within your budget (${answers.budgetRange}).` }
  const score =
    price.value <= max / 2
      ? 100
      : price.value <= max
        ? 100 - (50 * (price.value - max / 2)) / (max / 2)
        : clamp(50 - (50 * (price.value - max)) / max)
  return {
    score: round(score),
    reason: `${what}, ${price.value <= max ? 'within' : 'over'} your budget (${answers.budgetRange}).`,
  }
}

export function outcomeFit(i: Institution): Part {
  const completion = i.completion4 ?? i.completionLess4
  const completionYear = i.completion4 !== null ? DATA_YEARS.completion4 : DATA_YEARS.completionLess4
  const retention = i.retention4 ?? i.retentionLess4
  const parts: { score: number; text: string }[] = []
  if (completion !== null)
    parts.push({ score: completion * 100, text: `graduation ${percent(completion)} (${completionYear})` })
  if (retention !== null)
    parts.push({ score: retention * 100, text: `retention ${percent(retention)} (${DATA_YEARS.retention})` })
  if (i.medianEarnings10 !== null)
    parts.push({
      score: clamp(((i.medianEarnings10 - 25_000) / 60_000) * 100),
      text: `median earnings ${dollars(i.medianEarnings10)} 10 years after entry`,
    })
  if (i.medianDebt !== null)
    parts.push({ score: clamp((1 - i.medianDebt / 35_000) * 100), text: `median debt ${dollars(i.medianDebt)}` })
  if (!parts.length) return { score: null, reason: 'No completion, retention, earnings or debt reported.' }
  const text = parts.map((part) => part.text).join(', ')
  return {
    score: round(parts.reduce((sum, part) => sum + part.score, 0) / parts.length),
    reason: `${text[0]?.toUpperCase()}${text.slice(1)}.`,
  }
}

/** The default weights, with research counting for little when nothing in the answers asks for it. */
export function defaultWeightsFor(answers: CollegeAnswers): ScoreWeights {
  return isResearchMinded(answers) ? { ...DEFAULT_WEIGHTS } : { ...DEFAULT_WEIGHTS, research: 5 }
}

export const combine = combineScores

export type Scored = {
  institution: Institution
  parts: ScoreBreakdown[]
  matchScore: number
  category: AdmissionCategory
  categoryRule: string
}

export function scoreInstitution(i: Institution, answers: CollegeAnswers, weights: ScoreWeights): Scored {
  const academic = academicFit(i, answers)
  const byPart: Record<ScorePart, Part> = {
    academic,
    program: programFit(i, answers),
    research: researchFit(i, answers),
    cost: costFit(i, answers),
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
    matchScore: combine(parts, weights),
    category: academic.category,
    categoryRule: academic.rule,
  }
}

// ---------- the recommendation ----------

const figure = (value: number | null, year: string) => ({ value, year })

function website(url: string | null): string | null {
  if (!url) return null
  return /^https?:\/\//i.test(url) ? url : `https://${url}`
}

export function topPrograms(i: Institution, limit = 5): { family: string; share: number }[] {
  return Object.entries(i.programShares)
    .filter(([, share]) => share > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([code, share]) => ({ family: CIP_FAMILY_LABELS[code] ?? `CIP ${code}`, share }))
}

export function campusFeatures(i: Institution): string[] {
  const features: string[] = []
  if (i.control !== null && CONTROL_LABELS[i.control]) features.push(CONTROL_LABELS[i.control] as string)
  if (i.locale !== null && LOCALE_LABELS[i.locale]) features.push(LOCALE_LABELS[i.locale] as string)
  if (i.undergraduates !== null)
    features.push(`${thousands.format(i.undergraduates)} undergraduates (${DATA_YEARS.undergraduates})`)
  if (i.hbcu) features.push('Historically Black College or University')
  if (i.menOnly) features.push('Men only')
  if (i.womenOnly) features.push('Women only')
  if (i.religiousAffiliation !== null && RELIGIOUS_AFFILIATION_LABELS[i.religiousAffiliation])
    features.push(`Religious affiliation: ${RELIGIOUS_AFFILIATION_LABELS[i.religiousAffiliation]}`)
  if (i.distanceOnly) features.push('Distance education only')
  return features
}

export function applicationTips(i: Institution, answers: CollegeAnswers): string[] {
  const tips: string[] = []
  const sat = satRangeOf(i)
  if (answers.satScore !== null && sat) {
    if (answers.satScore > sat.p75)
      tips.push(
        `Your SAT (${answers.satScore}) is above this college's 75th percentile (${sat.p75}, ${DATA_YEARS.testScores}).`,
      )
    else if (answers.satScore >= sat.p25)
      tips.push(`Your SAT (${answers.satScore}) is inside this college's middle 50% (${sat.p25}-${sat.p75}).`)
    else
      tips.push(
        `Your SAT (${answers.satScore}) is below this college's 25th percentile (${sat.p25}); the rest of your application carries more weight here.`,
      )
  }
  const act = actRangeOf(i)
  if (answers.actScore !== null && act && !(answers.satScore !== null && sat)) {
    if (answers.actScore > act.p75)
      tips.push(`Your ACT (${answers.actScore}) is above this college's 75th percentile (${act.p75}).`)
    else if (answers.actScore >= act.p25)
      tips.push(`Your ACT (${answers.actScore}) is inside this college's middle 50% (${act.p25}-${act.p75}).`)
    else tips.push(`Your ACT (${answers.actScore}) is below this college's 25th percentile (${act.p25}).`)
  }
  if (!sat && !act && !isOpen(i))
    tips.push('No SAT or ACT range is reported: check whether this college is test-optional.')
  if (isOpen(i)) tips.push('Open admissions: a high-school diploma or equivalent is enough to enroll.')
  else if (i.admissionRate !== null && i.admissionRate < REACH_ADMISSION_BELOW)
    tips.push(
      `Only ${percent(i.admissionRate)} of applicants are admitted: apply to match and safety colleges as well.`,
    )
  if (i.netPriceCalculatorUrl) tips.push("Use the college's net price calculator to see your own price.")
  return tips
}

const NOT_REPORTED = ['Average class size', 'Notable alumni', 'Internship opportunities', 'Study abroad programs']

export function describe(i: Institution): string {
  const control = i.control !== null ? CONTROL_LABELS[i.control]?.toLowerCase() : undefined
  const carnegie = i.carnegieBasic !== null ? CARNEGIE_BASIC_LABELS[i.carnegieBasic] : undefined
  const place = [i.city, i.state].filter(Boolean).join(', ')
  const size =
    i.undergraduates !== null
      ? ` with ${thousands.format(i.undergraduates)} undergraduates (${DATA_YEARS.undergraduates})`
      : ''
  const sentences = [`${i.name} is a ${control ?? ''} institution in ${place}${size}.`.replace('a  ', 'an ')]
  if (carnegie) sentences.push(`Carnegie classification: ${carnegie}.`)
  return sentences.join(' ')
}

export function toRecommendation(scored: Scored, rank: number, answers: CollegeAnswers): CollegeRecommendation {
  const i = scored.institution
  const price = priceFor(i, answers.familyIncome)
  const sat = satRangeOf(i)
  const act = actRangeOf(i)
  const completionIs4 = i.completion4 !== null || i.completionLess4 === null
  const carnegie = i.carnegieBasic !== null ? CARNEGIE_BASIC_LABELS[i.carnegieBasic] : undefined
  return {
    unitId: i.unitId,
    name: i.name,
    city: i.city,
    state: i.state,
    location: [i.city, i.state].filter(Boolean).join(', '),
    website: website(i.url),
    netPriceCalculator: website(i.netPriceCalculatorUrl),
    matchScore: scored.matchScore,
    matchRank: rank,
    category: scored.category,
    categoryRule: scored.categoryRule,
    parts: scored.parts,
    acceptanceRate: figure(i.admissionRate, DATA_YEARS.admissionRate),
    openAdmission: isOpen(i),
    satRange: sat ? { ...sat, year: DATA_YEARS.testScores } : null,
    actRange: act ? { ...act, year: DATA_YEARS.testScores } : null,
    tuitionInState: figure(i.tuitionInState, DATA_YEARS.tuition),
    tuitionOutState: figure(i.tuitionOutState, DATA_YEARS.tuition),
    netPrice: { value: price.value, year: price.year, basis: price.basis },
    costOfAttendance: figure(i.costOfAttendance, DATA_YEARS.costOfAttendance),
    programs: topPrograms(i),
    programsYear: DATA_YEARS.programs,
    researchOpportunities: carnegie ? `Carnegie class: ${carnegie}` : 'Carnegie classification not reported',
    applicationTips: applicationTips(i, answers),
    campusFeatures: campusFeatures(i),
    studentToFacultyRatio: figure(i.studentFacultyRatio, DATA_YEARS.studentFacultyRatio),
    graduationRate: figure(
      i.completion4 ?? i.completionLess4,
      completionIs4 ? DATA_YEARS.completion4 : DATA_YEARS.completionLess4,
    ),
    retentionRate: figure(i.retention4 ?? i.retentionLess4, DATA_YEARS.retention),
    medianEarnings: figure(i.medianEarnings10, DATA_YEARS.earnings10),
    medianDebt: figure(i.medianDebt, DATA_YEARS.medianDebt),
    pellShare: figure(i.pellShare, DATA_YEARS.pellShare),
    undergraduates: figure(i.undergraduates, DATA_YEARS.undergraduates),
    notReported: NOT_REPORTED,
    description: describe(i),
  }
}

export type MatchResult = {
  recommendations: CollegeRecommendation[]
  filters: FilterOutcome[]
  considered: number
  eligible: number
  weights: ScoreWeights
  /** every eligible college, best first (for "why not" and ranks) */
  ranked: Scored[]
}

/** The whole match: filter, score, rank (match score, then name), the top `limit` as recommendations. */
export function matchColleges(
  answers: CollegeAnswers,
  institutions: Institution[],
  options: { weights?: ScoreWeights; limit?: number } = {},
): MatchResult {
  const weights = options.weights ?? defaultWeightsFor(answers)
  const { kept, outcomes } = applyFilters(answers, institutions)
  const ranked = kept
    .map((i) => scoreInstitution(i, answers, weights))
    .sort((a, b) => b.matchScore - a.matchScore || collator.compare(a.institution.name, b.institution.name))
  const limit = options.limit ?? DEFAULT_RESULTS
  return {
    recommendations: ranked.slice(0, limit).map((scored, index) => toRecommendation(scored, index + 1, answers)),
    filters: outcomes,
    considered: institutions.length,
    eligible: kept.length,
    weights,
    ranked,
  }
}

// ---------- why not X ----------

/** Lower case, accents and punctuation removed, for name and alias search. */
export const searchKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

export const WHY_NOT_RESULTS = 5

/** Institutions whose name or one of its aliases contains the query: names starting with it first. */
export function findByName(institutions: Institution[], query: string, limit = WHY_NOT_RESULTS): Institution[] {
  const key = searchKey(query)
  if (!key) return []
  const hits: { i: Institution; rank: number }[] = []
  for (const i of institutions) {
    const name = searchKey(i.name)
    const aliases = (i.alias ?? '').split(',').map(searchKey)
    const rank = name.startsWith(key)
      ? 0
      : name.includes(key)
        ? 1
        : aliases.some((alias) => alias.includes(key))
          ? 2
          : -1
    if (rank >= 0) hits.push({ i, rank })
  }
  return hits
    .sort((a, b) => a.rank - b.rank || collator.compare(a.i.name, b.i.name))
    .slice(0, limit)
    .map((hit) => hit.i)
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
  institutions: Institution[],
  query: string,
  options: { weights?: ScoreWeights; limit?: number } = {},
): { eligible: number; listedCount: number; entries: WhyNotEntry[] } {
  const limit = options.limit ?? DEFAULT_RESULTS
  const result = matchColleges(answers, institutions, { weights: options.weights, limit: 0 })
  const rankOf = new Map(result.ranked.map((scored, index) => [scored.institution.unitId, index + 1]))
  const applied = filtersFor(answers).filter(
    (filter) => !result.filters.some((outcome) => outcome.filter === filter.label && outcome.relaxed),
  )
  const entries = findByName(institutions, query).map((i) => {
    const failedFilters = [
      ...(offersUndergraduate(i)
        ? []
        : [{ filter: 'Undergraduate', rule: 'graduate-only institutions admit no first-year students' }]),
      ...applied.filter((filter) => !filter.keeps(i)).map((filter) => ({ filter: filter.label, rule: filter.rule })),
    ]
    const matchRank = rankOf.get(i.unitId) ?? null
    return {
      institution: i,
      scored: scoreInstitution(i, answers, result.weights),
      matchRank,
      listed: matchRank !== null && matchRank <= limit,
      failedFilters,
    }
  })
  return { eligible: result.eligible, listedCount: Math.min(limit, result.eligible), entries }
}
