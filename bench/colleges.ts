/**
 * npm run bench:colleges — the college assessment on the real Scorecard file (SHARED_DATA_DIR, default
 * ../shared/data): import time into a fresh in-memory PGlite, then the time to match all institutions
 * (p50 / p99 over 200 runs of varied answers) against the 50 ms budget.
 */
import { join, resolve } from 'node:path'
import { CollegeAnswersSchema, type CollegeAnswersInput } from '../shared/contract/colleges'
import { openPglite } from '../server/db/client'
import { collegeInstitution } from '../server/db/schema'
import { importCollegeFile, matchColleges } from '../server/features/colleges'

const BUDGET_MS = 50
const file = join(resolve(process.env.SHARED_DATA_DIR || '../shared/data'), 'colleges', 'institutions.csv')

const students: CollegeAnswersInput[] = [
  { academicInterests: ['Engineering', 'Computer Science'], satScore: 1550, locations: ['Massachusetts'] },
  { academicInterests: ['Business'], locations: ['Texas'], budgetRange: 'Under $20,000' },
  { academicInterests: ['Biology', 'Medicine'], researchAreas: ['Genetics', 'Cancer Research'], actScore: 30 },
  { academicInterests: ['History'], schoolType: 'Liberal Arts', schoolSize: 'Small (under 2,000)' },
  {
    academicInterests: ['Nursing'],
    schoolType: 'Community College',
    familyIncome: '$0-$30,000',
    budgetRange: 'Under $20,000',
  },
]

const database = await openPglite()
await database.migrate()
const summary = await importCollegeFile(database.db, file)
console.log(`import: ${summary.imported} institutions in ${(summary.elapsedMs / 1000).toFixed(2)} s (${file})`)
const institutions = await database.db.select().from(collegeInstitution)
await database.close()

const answers = students.map((student) => CollegeAnswersSchema.parse(student))
for (const a of answers) matchColleges(a, institutions)
const times: number[] = []
for (let run = 0; run < 200; run++) {
  const started = performance.now()
  matchColleges(answers[run % answers.length]!, institutions)
  times.push(performance.now() - started)
}
times.sort((a, b) => a - b)
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
console.log(
  `match over ${institutions.length} institutions: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (budget ${BUDGET_MS} ms: ${at(0.99) <= BUDGET_MS ? 'met' : 'missed'})`,
)
