/**
 * tsx scripts/college-first-twelve.ts — the first twelve colleges for the students of issue 26 on the real
 * College Scorecard file (SHARED_DATA_DIR, default ../shared/data): name, reach / match / safety, the match
 * score, the academic fit part and whether the college has open admissions. For before/after comparisons.
 */
import { join, resolve } from 'node:path'
import { CollegeAnswersSchema, type CollegeAnswersInput } from '#shared/contract/colleges'
import { openPglite } from '../server/db/client'
import { collegeInstitution } from '../server/db/schema'
import { importCollegeFile, matchColleges } from '../server/features/colleges'

const file = join(resolve(process.env.SHARED_DATA_DIR || '../shared/data'), 'colleges', 'institutions.csv')

const students: [string, CollegeAnswersInput][] = [
  [
    '3.9 GPA / 1500 SAT, Computer Science, California',
    { gpa: 3.9, satScore: 1500, academicInterests: ['Computer Science'], locations: ['California'] },
  ],
  [
    '3.0 GPA / 1050 SAT, Computer Science, budget under $20,000',
    { gpa: 3.0, satScore: 1050, academicInterests: ['Computer Science'], budgetRange: 'Under $20,000' },
  ],
  [
    '3.5 GPA / 1200 SAT, Biology, Ohio',
    { gpa: 3.5, satScore: 1200, academicInterests: ['Biology'], locations: ['Ohio'] },
  ],
]

const database = await openPglite()
await database.migrate()
await importCollegeFile(database.db, file)
const institutions = await database.db.select().from(collegeInstitution)
await database.close()

for (const [label, input] of students) {
  const result = matchColleges(CollegeAnswersSchema.parse(input), institutions, { limit: 12 })
  console.log(`\n## ${label} (${result.eligible} eligible)`)
  console.log('| # | college | label | match score | academic fit | admitted | SAT middle 50% |')
  console.log('|---|---|---|---|---|---|---|')
  for (const college of result.recommendations) {
    const academic = college.parts.find((part) => part.part === 'academic')?.score ?? null
    const admitted = college.openAdmission
      ? 'open'
      : college.acceptanceRate.value === null
        ? 'n/r'
        : `${Math.round(college.acceptanceRate.value * 100)}%`
    const sat = college.satRange ? `${college.satRange.p25}-${college.satRange.p75}` : 'n/r'
    console.log(
      `| ${college.matchRank} | ${college.name} (${college.state}) | ${college.category} | ${college.matchScore} | ${academic ?? 'n/r'} | ${admitted} | ${sat} |`,
    )
  }
  const counts = { reach: 0, match: 0, safety: 0 }
  for (const college of result.recommendations) counts[college.category]++
  console.log(`reach ${counts.reach}, match ${counts.match}, safety ${counts.safety}`)
}
