/**
 * The hard filters from the student's choices, applied in order over the precomputed features; a filter that
 * would leave nothing is set aside ("relaxed") and the outcome says which and why.
 */
import { US_STATES } from '#shared/contract/college-options'
import type { CollegeAnswers, FilterOutcome } from '#shared/contract/colleges'
import { DATA_YEARS } from './college-data-years'
import {
  at,
  dollars,
  type CollegeFeatures,
  type CollegeTable,
  type Institution,
  type MatchQuery,
} from './college-features'
import { BUDGET_MAX, shareOf } from './college-scores'

export type FilterId = 'states' | 'type' | 'budget' | 'size' | 'environment' | 'programs'

export type Filter = { id: FilterId; label: string; rule: string; keeps: (f: CollegeFeatures) => boolean }

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

const TECHNICAL_CARNEGIE = [7, 8, 9, 11, 28]

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
    (i) => TECHNICAL_CARNEGIE.includes(i.carnegieBasic ?? -1),
    'Carnegie class career & technical associate, two-year technical, or four-year engineering/technology school',
  ],
}

const stateCode = new Map<string, string>(US_STATES.map(([name, code]) => [name, code]))

/** The student's hard filters, in the order they are applied (and relaxed). */
export function filtersFor(q: MatchQuery): Filter[] {
  const { answers } = q
  const filters: Filter[] = []
  if (answers.locations.length) {
    const codes = new Set(answers.locations.map((name) => stateCode.get(name)))
    filters.push({
      id: 'states',
      label: 'Locations',
      rule: `in ${answers.locations.join(', ')}`,
      keeps: (f) => codes.has(f.institution.state),
    })
  }
  if (answers.schoolType) {
    const [keeps, rule] = TYPE_RULES[answers.schoolType]
    filters.push({
      id: 'type',
      label: 'School type',
      rule: `${answers.schoolType}: ${rule}`,
      keeps: (f) => keeps(f.institution),
    })
  }
  if (answers.budgetRange && Number.isFinite(BUDGET_MAX[answers.budgetRange])) {
    const max = BUDGET_MAX[answers.budgetRange]
    filters.push({
      id: 'budget',
      label: 'Budget',
      rule: `price at most ${dollars(max)} a year (${answers.familyIncome ? `net price for family income ${answers.familyIncome}` : 'average net price'}, else cost of attendance)`,
      keeps: (f) => {
        const price = f.prices[q.income]
        return price !== null && price !== undefined && price <= max
      },
    })
  }
  if (answers.schoolSize) {
    const [low, high] = SIZE_BANDS[answers.schoolSize]
    filters.push({
      id: 'size',
      label: 'School size',
      rule: `${answers.schoolSize} undergraduates (UGDS, ${DATA_YEARS.undergraduates})`,
      keeps: ({ institution: i }) => i.undergraduates !== null && i.undergraduates >= low && i.undergraduates <= high,
    })
  }
  if (answers.campusEnvironment) {
    const [locales, rule] = ENVIRONMENT_LOCALES[answers.campusEnvironment]
    filters.push({
      id: 'environment',
      label: 'Campus environment',
      rule: `${answers.campusEnvironment}: ${rule}`,
      keeps: (f) => locales.includes(f.institution.locale ?? -1),
    })
  }
  if (q.choices.length) {
    const names = q.choices.map((choice) => choice.name)
    filters.push({
      id: 'programs',
      label: 'Programs',
      rule: `awards degrees in ${names.length === 1 ? names[0] : `at least one of ${names.join(', ')}`} (a share of awards above 0%, ${DATA_YEARS.programs}; colleges that report no program shares are kept)`,
      keeps: ({ shares }) => shares === null || q.choices.some((choice) => shareOf(shares, choice.families) > 0),
    })
  }
  return filters
}

export type FilteredRows = {
  /** the rows (indexes into table.rows) that passed, in table order */
  rows: Int32Array
  outcomes: FilterOutcome[]
  filters: Filter[]
}

/** Undergraduate institutions, then each filter in turn; one that would leave nothing is relaxed. */
export function filterRows(table: CollegeTable, q: MatchQuery): FilteredRows {
  let rows = new Int32Array(table.rows.length)
  let scratch = new Int32Array(table.rows.length)
  let kept = 0
  table.rows.forEach((f, row) => {
    if (f.undergraduate) rows[kept++] = row
  })
  const outcomes: FilterOutcome[] = []
  const filters = filtersFor(q)
  for (const filter of filters) {
    let passed = 0
    for (let k = 0; k < kept; k++) {
      const row = at(rows, k)
      if (filter.keeps(at(table.rows, row))) scratch[passed++] = row
    }
    if (passed === 0 && kept > 0) {
      outcomes.push({
        filter: filter.label,
        rule: filter.rule,
        remaining: 0,
        relaxed: true,
        reason: `No college ${outcomes.length ? 'that passed your earlier choices ' : ''}meets "${filter.rule}", so this filter was relaxed.`,
      })
      continue
    }
    ;[rows, scratch] = [scratch, rows]
    kept = passed
    outcomes.push({ filter: filter.label, rule: filter.rule, remaining: kept, relaxed: false, reason: null })
  }
  return { rows: rows.subarray(0, kept), outcomes, filters }
}
