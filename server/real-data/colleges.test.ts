/**
 * The college matching on the real College Scorecard file (<SHARED_DATA_DIR>/colleges/institutions.csv, part of
 * `npm run test:real-data`): the whole file imports, and the two students see what the data says.
 * Absent shared data skips, as the main suite says.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { CollegeAnswersSchema, type CollegeAnswersInput } from '#shared/contract/colleges'
import { openPglite, type Database } from '../db/client'
import { collegeInstitution } from '../db/schema'
import {
  importCollegeFile,
  matchColleges,
  whyNotCollege,
  type Institution,
  type MatchResult,
} from '../features/colleges'
import { projectRoot } from '../lib/paths'

const SUITE_ENABLED = process.env.LODESTAR_REAL_DATA_SUITE === '1'
const file = join(
  resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data')),
  'colleges',
  'institutions.csv',
)

describe.skipIf(!SUITE_ENABLED || !existsSync(file))('college matching on the Scorecard file', () => {
  let database: Database
  let institutions: Institution[]

  beforeAll(async () => {
    database = await openPglite()
    await database.migrate()
    const summary = await importCollegeFile(database.db, file)
    expect(summary).toMatchObject({ read: 3626, imported: 3626, skipped: 0 })
    institutions = await database.db.select().from(collegeInstitution)
    return () => database.close()
  }, 120_000)

  it('a 1550-SAT student after a medium urban research university in Massachusetts sees MIT and Harvard as reaches', () => {
    const answers = CollegeAnswersSchema.parse({
      academicInterests: ['Engineering', 'Computer Science'],
      satScore: 1550,
      locations: ['Massachusetts'],
      schoolSize: 'Medium (2,000-10,000)',
      schoolType: 'Research University',
      campusEnvironment: 'Urban',
    })
    const result = matchColleges(answers, institutions, { limit: 50 })
    expect(result.filters.every((filter) => !filter.relaxed)).toBe(true)
    const byName = new Map(result.recommendations.map((r) => [r.name, r]))
    for (const name of ['Massachusetts Institute of Technology', 'Harvard University']) {
      const college = byName.get(name)
      expect(college, name).toBeDefined()
      expect(college?.category).toBe('reach')
      expect(college?.categoryRule).toMatch(/outweighs any test score/)
      // Their middle 50 % contains 1550: the admission rate, not the score, makes them reaches.
      expect(college?.satRange?.p25).toBeLessThanOrEqual(1550)
      expect(college?.acceptanceRate.value).toBeLessThan(0.05)
    }
  })

  it('a student with a $20,000 budget in Texas sees only colleges whose price fits', () => {
    const answers = CollegeAnswersSchema.parse({
      academicInterests: ['Business'],
      locations: ['Texas'],
      budgetRange: 'Under $20,000',
    })
    const result = matchColleges(answers, institutions, { limit: 1000 })
    // The fast ranking and the reasoned scores agree: within reach, match and safety, best first.
    for (const category of ['reach', 'match', 'safety'] as const) {
      const scores = result.recommendations.filter((c) => c.category === category).map((c) => c.matchScore)
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
    }
    const budget = result.filters.find((filter) => filter.filter === 'Budget')
    expect(budget?.relaxed).toBe(false)
    expect(result.recommendations.length).toBeGreaterThan(20)
    for (const college of result.recommendations) {
      expect(college.state).toBe('TX')
      expect(college.netPrice.value).not.toBeNull()
      expect(college.netPrice.value).toBeLessThanOrEqual(20_000)
    }
  })

  /** The first screen of the list: how many of each category, and the colleges. */
  function firstTwelve(input: CollegeAnswersInput): { result: MatchResult; counts: Record<string, number> } {
    const result = matchColleges(CollegeAnswersSchema.parse(input), institutions, { limit: 12 })
    const counts = { reach: 0, match: 0, safety: 0 }
    for (const college of result.recommendations) counts[college.category]++
    return { result, counts }
  }
  const byId = () => new Map(institutions.map((i) => [i.unitId, i]))
  const computingShare = (i: Institution | undefined) => i?.programShares['11']

  it('a 3.9 GPA / 1500 SAT computer-science student in California: reach, match and safety first, none open-admission', () => {
    const { result, counts } = firstTwelve({
      gpa: 3.9,
      satScore: 1500,
      academicInterests: ['Computer Science'],
      locations: ['California'],
    })
    expect(result.recommendations).toHaveLength(12)
    expect(counts.reach).toBeGreaterThanOrEqual(2)
    expect(counts.match).toBeGreaterThanOrEqual(3)
    expect(counts.safety).toBeGreaterThanOrEqual(3)
    const rows = byId()
    for (const college of result.recommendations) {
      expect(college.openAdmission, college.name).toBe(false)
      expect(college.listedAfterOthers, college.name).toBe(false)
      expect(rows.get(college.unitId)?.icLevel, college.name).toBe(1)
      // Every one awards computer-science degrees (or reports no program shares).
      const share = computingShare(rows.get(college.unitId))
      if (share !== undefined) expect(share, college.name).toBeGreaterThan(0)
    }
    expect(result.filters.find((filter) => filter.filter === 'Programs')).toMatchObject({ relaxed: false })
    expect(result.recommendations.map((college) => college.name)).toContain('Stanford University')
  })

  it('a 3.0 GPA / 1050 SAT computer-science student on a $20,000 budget: at least 2 reaches and 3 matches, computing taught at each', () => {
    const input: CollegeAnswersInput = {
      gpa: 3.0,
      satScore: 1050,
      academicInterests: ['Computer Science'],
      budgetRange: 'Under $20,000',
    }
    const { result, counts } = firstTwelve(input)
    expect(counts.reach).toBeGreaterThanOrEqual(2)
    expect(counts.match).toBeGreaterThanOrEqual(3)
    const rows = byId()
    for (const college of result.recommendations) {
      expect(college.netPrice.value).toBeLessThanOrEqual(20_000)
      const share = computingShare(rows.get(college.unitId))
      if (share !== undefined) expect(share, college.name).toBeGreaterThan(0)
    }
    // Colleges within the budget that award no computing degree are kept out by the program filter, which says so.
    const [budget, programs] = result.filters
    expect(budget).toMatchObject({ filter: 'Budget', relaxed: false })
    expect(programs).toMatchObject({ filter: 'Programs', relaxed: false })
    expect(programs?.remaining).toBeLessThan(budget?.remaining ?? 0)
    // The seminary the old list put eighth reports 9.5 % of its awards in computing (PCIP11), so it stays
    // eligible; it no longer leads.
    const seminary = whyNotCollege(CollegeAnswersSchema.parse(input), institutions, "Women's Institute of Torah")
    expect(seminary.entries[0]?.failedFilters).toEqual([])
    expect(seminary.entries[0]?.matchRank).toBeGreaterThan(12)
  })

  it('a 3.5 GPA / 1200 SAT biology student in Ohio, in the middle of many ranges: matches that fit lead', () => {
    const { result, counts } = firstTwelve({
      gpa: 3.5,
      satScore: 1200,
      academicInterests: ['Biology'],
      locations: ['Ohio'],
    })
    expect(counts.reach).toBeGreaterThanOrEqual(2)
    expect(counts.match).toBeGreaterThanOrEqual(3)
    expect(counts.safety).toBeGreaterThanOrEqual(2)
    const matches = result.recommendations.filter((college) => college.category === 'match')
    for (const college of matches) {
      const range = college.satRange
      if (!range) continue
      // Inside the middle 50 %: academic fit 80 or more.
      expect(1200, college.name).toBeGreaterThanOrEqual(range.p25)
      expect(1200, college.name).toBeLessThanOrEqual(range.p75)
      expect(college.parts.find((part) => part.part === 'academic')?.score, college.name).toBeGreaterThanOrEqual(80)
    }
  })
})
