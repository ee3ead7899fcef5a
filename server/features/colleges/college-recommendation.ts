/**
 * One recommendation as the student sees it: the spec's fields from the institution's row, each figure with the
 * period it describes, and what the data does not hold named as not reported. Built only for the colleges shown.
 */
import type { CollegeAnswers, CollegeRecommendation } from '#shared/contract/colleges'
import { DATA_YEARS } from './college-data-years'
import {
  CARNEGIE_BASIC_LABELS,
  CIP_FAMILY_LABELS,
  CONTROL_LABELS,
  LOCALE_LABELS,
  RELIGIOUS_AFFILIATION_LABELS,
} from './college-codes'
import { actRangeOf, isOpen, percent, satRangeOf, thousands, type Institution } from './college-features'
import { composeSummary, type SummaryFacts } from './college-narrative'
import { priceFor, REACH_ADMISSION_BELOW, type Scored } from './college-scores'

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
  const facts: SummaryFacts = {
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
    listedAfterOthers: scored.listedAfterOthers,
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
  return { ...facts, summary: composeSummary(facts) }
}
