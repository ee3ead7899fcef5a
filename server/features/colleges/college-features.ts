/**
 * What the matcher reads of each institution, worked out once per imported data set rather than on every
 * request: test ranges, the price for each family-income band, program shares by CIP family, the score parts
 * that do not depend on the answers (research, outcome), the search keys and the name order. A match then
 * filters and scores all institutions with arithmetic alone; reasons are written only for the colleges shown.
 */
import { FAMILY_INCOMES } from '#shared/contract/college-options'
import type { CollegeAnswers } from '#shared/contract/colleges'
import { DATA_YEARS } from './college-data-years'
import {
  CARNEGIE_BASIC_LABELS,
  CARNEGIE_RESEARCH_SCORES,
  CIP_FAMILY_LABELS,
  INTEREST_CIP,
  OTHER_CARNEGIE_RESEARCH_SCORE,
  RESEARCH_AREA_CIP,
} from './college-codes'
import type { collegeInstitution } from './colleges.tables'

export type Institution = typeof collegeInstitution.$inferSelect
export type TestRange = { p25: number; p75: number }

export type CollegeFeatures = {
  institution: Institution
  undergraduate: boolean
  sat: TestRange | null
  act: TestRange | null
  open: boolean
  /** a two-year or shorter college: ICLEVEL 2 or 3, the community-college flag, or mostly certificates or associate degrees */
  twoYear: boolean
  /** the price the student would pay, by FAMILY_INCOMES index; the last entry is for no income given */
  prices: (number | null)[]
  /** program shares by CIP_FAMILIES index; null when the college reports none */
  shares: Float64Array | null
  research: number | null
  outcome: number | null
  nameKey: string
  aliasKeys: string[]
}

/** Every CIP family a label, an interest or a research area names, each with a fixed index. */
const CIP_FAMILIES = [
  ...new Set([
    ...Object.keys(CIP_FAMILY_LABELS),
    ...Object.values(INTEREST_CIP).flat(),
    ...Object.values(RESEARCH_AREA_CIP).flat(),
  ]),
]
const familyIndex = new Map(CIP_FAMILIES.map((family, index) => [family, index]))

/** The index into CollegeFeatures.prices for no family income given. */
export const NO_INCOME = FAMILY_INCOMES.length

const clamp = (value: number, low = 0, high = 100) => Math.min(high, Math.max(low, value))

export const isOpen = (i: Institution) => i.openAdmissions === 1

/** Two-year or shorter: ICLEVEL 2 or 3, the community-college flag, or predominantly certificates or associate degrees (PREDDEG 1-2). */
export const isTwoYear = (i: Institution) =>
  i.icLevel === 2 ||
  i.icLevel === 3 ||
  i.communityCollege ||
  (i.predominantDegree !== null && i.predominantDegree >= 1 && i.predominantDegree <= 2)

/** Undergraduate institutions only: graduate-only schools admit no first-year students. */
export const offersUndergraduate = (i: Institution) => i.category !== 'graduate_only' && i.predominantDegree !== 4

export function satRangeOf(i: Institution): TestRange | null {
  const { satReading25, satReading75, satMath25, satMath75 } = i
  if (satReading25 === null || satReading75 === null || satMath25 === null || satMath75 === null) return null
  return { p25: satReading25 + satMath25, p75: satReading75 + satMath75 }
}

export function actRangeOf(i: Institution): TestRange | null {
  return i.act25 === null || i.act75 === null ? null : { p25: i.act25, p75: i.act75 }
}

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`
// Built once: toLocaleString builds a new formatter on every call.
export const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
export const dollars = (value: number) => `$${thousands.format(Math.round(value))}`
export { percent }

type Part = { score: number | null; reason: string }

/** The mean of completion, retention, 10-year earnings ($25k → 0, $85k → 100) and debt ($0 → 100, $35k → 0). */
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
    score: Math.round(parts.reduce((sum, part) => sum + part.score, 0) / parts.length),
    reason: `${text[0]?.toUpperCase()}${text.slice(1)}.`,
  }
}

/** The research score of a Carnegie basic class, with the class's name; null when not reported. */
export function researchClass(i: Institution): { score: number; label: string } | null {
  const code = i.carnegieBasic
  const label = code !== null ? CARNEGIE_BASIC_LABELS[code] : undefined
  if (code === null || !label) return null
  return { score: CARNEGIE_RESEARCH_SCORES[code] ?? OTHER_CARNEGIE_RESEARCH_SCORE, label }
}

/** Lower case, accents and punctuation removed, for name and alias search. */
export const searchKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

function pricesOf(i: Institution): (number | null)[] {
  const fallback = i.netPrice ?? i.costOfAttendance
  return [...FAMILY_INCOMES.map((_, band) => i.netPriceByIncome[band] ?? fallback), fallback]
}

function sharesOf(i: Institution): Float64Array | null {
  const entries = Object.entries(i.programShares)
  if (!entries.length) return null
  const shares = new Float64Array(CIP_FAMILIES.length)
  for (const [family, share] of entries) {
    const index = familyIndex.get(family)
    if (index !== undefined) shares[index] = share
  }
  return shares
}

export function featuresOf(i: Institution): CollegeFeatures {
  return {
    institution: i,
    undergraduate: offersUndergraduate(i),
    sat: satRangeOf(i),
    act: actRangeOf(i),
    open: isOpen(i),
    twoYear: isTwoYear(i),
    prices: pricesOf(i),
    shares: sharesOf(i),
    research: researchClass(i)?.score ?? null,
    outcome: outcomeFit(i).score,
    nameKey: searchKey(i.name),
    aliasKeys: (i.alias ?? '').split(',').map(searchKey),
  }
}

export type CollegeTable = {
  rows: CollegeFeatures[]
  /** each row's place in name order (ties in match score are broken by name) */
  nameRank: Int32Array
  /** the row at each place in name order */
  rowAtNameRank: Int32Array
}

/** An element of an array or typed array at an index the caller knows is in range (a table row, a kept row). */
export const at = <T>(items: ArrayLike<T>, index: number): T => items[index] as T

const collator = new Intl.Collator('en')
export const compareNames = (a: string, b: string) => collator.compare(a, b)

const tables = new WeakMap<readonly Institution[], CollegeTable>()

/**
 * The features of every institution, built on first use and kept for as long as the array lives: the service
 * reads a new array after each import, so a re-import builds a new table. The array must not be changed after.
 */
export function collegeTable(institutions: readonly Institution[]): CollegeTable {
  const cached = tables.get(institutions)
  if (cached) return cached
  const rows = institutions.map(featuresOf)
  const byName = rows
    .map((_, index) => index)
    .sort((a, b) => compareNames(at(rows, a).institution.name, at(rows, b).institution.name))
  const nameRank = new Int32Array(rows.length)
  byName.forEach((row, rank) => (nameRank[row] = rank))
  const table = { rows, nameRank, rowAtNameRank: Int32Array.from(byName) }
  tables.set(institutions, table)
  return table
}

/** The answers as the matcher reads them, worked out once per request. */
export type MatchQuery = {
  answers: CollegeAnswers
  income: number
  choices: { name: string; families: number[] }[]
}

export function queryOf(answers: CollegeAnswers): MatchQuery {
  const families = (codes: string[]) => codes.map((code) => familyIndex.get(code) as number)
  return {
    answers,
    income: answers.familyIncome ? FAMILY_INCOMES.indexOf(answers.familyIncome) : NO_INCOME,
    choices: [
      ...answers.academicInterests.map((name) => ({ name, families: families(INTEREST_CIP[name]) })),
      ...answers.researchAreas.map((name) => ({ name, families: families(RESEARCH_AREA_CIP[name]) })),
    ],
  }
}
