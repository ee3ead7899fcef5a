/**
 * npm run bench:colleges — the college assessment on the real Scorecard file (SHARED_DATA_DIR, default
 * ../shared/data): import time into a fresh in-memory PGlite, then the time to match all institutions
 * and of a why-not search (p50 / p99 over 500 runs each of varied answers) against the 50 ms budget, with the
 * machine's load average, since the figures are only as quiet as the machine.
 */
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { CollegeAnswersSchema, type CollegeAnswersInput } from '#shared/contract/colleges'
import { openPglite } from '../server/db/client'
import { collegeInstitution } from '../server/db/schema'
import { importCollegeFile, matchColleges, whyNotCollege } from '../server/features/colleges'

const BUDGET_MS = 50
const RUNS = 500
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
// The first match builds the per-institution features, kept for the data set: timed apart from the runs.
const firstStarted = performance.now()
matchColleges(answers[0]!, institutions)
console.log(`features built on first match: ${(performance.now() - firstStarted).toFixed(1)} ms`)
for (const a of answers) matchColleges(a, institutions)

/** Wall time decides the budget; CPU time (this process) shows how much of a slow run was waiting for a core. */
function measure(label: string, run: (index: number) => void): boolean {
  const wall: number[] = []
  const cpu: number[] = []
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    run(index)
    const used = process.cpuUsage(cpuStarted)
    wall.push(performance.now() - started)
    cpu.push((used.user + used.system) / 1000)
  }
  const quantile = (times: number[], q: number) =>
    [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN
  const met = quantile(wall, 0.99) <= BUDGET_MS
  console.log(
    `${label} over ${institutions.length} institutions: p50 ${quantile(wall, 0.5).toFixed(1)} ms, p99 ${quantile(wall, 0.99).toFixed(1)} ms, max ${Math.max(...wall).toFixed(1)} ms; CPU time p50 ${quantile(cpu, 0.5).toFixed(1)} ms, p99 ${quantile(cpu, 0.99).toFixed(1)} ms (budget p99 ≤ ${BUDGET_MS} ms: ${met ? 'met' : 'MISSED'})`,
  )
  return met
}

const load = () => loadavg()[0]!.toFixed(2)
console.log(`load average before the runs: ${load()} (1 min)`)
const matchMet = measure('match', (index) => matchColleges(answers[index % answers.length]!, institutions))
const whyNotMet = measure('why-not', (index) =>
  whyNotCollege(
    answers[index % answers.length]!,
    institutions,
    ['harvard', 'texas', 'state', 'mit', 'college'][index % 5]!,
  ),
)
console.log(`load average after the runs: ${load()} (1 min)`)
console.log(`budget ${matchMet && whyNotMet ? 'met' : 'missed'}`)
