/**
 * The college matching on the real College Scorecard file (<SHARED_DATA_DIR>/colleges/institutions.csv, part of
 * `npm run test:real-data`): the whole file imports, and the two students see what the data says.
 * Absent shared data skips, as the main suite says.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { CollegeAnswersSchema } from '#shared/contract/colleges'
import { openPglite, type Database } from '../db/client'
import { collegeInstitution } from '../db/schema'
import { importCollegeFile, matchColleges, type Institution } from '../features/colleges'
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
    // The fast ranking and the reasoned scores agree: best first, ties by name.
    const scores = result.recommendations.map((college) => college.matchScore)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const budget = result.filters.find((filter) => filter.filter === 'Budget')
    expect(budget?.relaxed).toBe(false)
    expect(result.recommendations.length).toBeGreaterThan(20)
    for (const college of result.recommendations) {
      expect(college.state).toBe('TX')
      expect(college.netPrice.value).not.toBeNull()
      expect(college.netPrice.value).toBeLessThanOrEqual(20_000)
    }
  })
})
