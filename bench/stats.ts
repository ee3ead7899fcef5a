/**
 * npm run bench:stats — the data analyzer on a generated CSV (10,000 rows × 20 columns, and 50,000 × 20 near
 * the 10 MB limit): time to read the upload and to run each analysis on it, p50 / p99 over repeated runs, in
 * the same process the server would use (the request thread; decision 027).
 */
import { readUpload, runAnalysis } from '../server/features/data-analysis'
import type { ParsedAnalysisRequest } from '../shared/contract/data-analysis'

/** A deterministic generator (mulberry32), so every run reads the same file. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function makeCsv(rows: number): Uint8Array {
  const next = random(42)
  const header = ['group', 'sex', ...Array.from({ length: 18 }, (_, i) => `x${i + 1}`)]
  const lines = [header.join(',')]
  for (let r = 0; r < rows; r++) {
    const group = ['a', 'b', 'c'][Math.floor(next() * 3)]
    const sex = next() < 0.5 ? 'f' : 'm'
    const base = next()
    const values = Array.from({ length: 18 }, (_, i) => (base * (i % 3) + next() * 10).toFixed(3))
    lines.push([group, sex, ...values].join(','))
  }
  return new TextEncoder().encode(lines.join('\n'))
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0

async function time(label: string, runs: number, work: () => unknown) {
  await work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms   p99 ${percentile(times, 0.99).toFixed(1).padStart(7)} ms   (${runs} runs)`,
  )
}

const numeric = Array.from({ length: 18 }, (_, i) => `x${i + 1}`)
const analyses: [string, ParsedAnalysisRequest][] = [
  ['descriptives, 20 variables', { kind: 'descriptives', variables: ['group', 'sex', ...numeric] }],
  [
    'Welch t-test + Levene',
    { kind: 't-test', design: 'independent', outcome: 'x1', group: 'sex', mu: 0, equalVariances: false },
  ],
  ['one-way ANOVA + Tukey + Levene', { kind: 'anova', outcome: 'x2', group: 'group' }],
  [
    'correlation matrix, 10 variables (Pearson)',
    { kind: 'correlation', method: 'pearson', variables: numeric.slice(0, 10) },
  ],
  [
    'correlation matrix, 10 variables (Spearman)',
    { kind: 'correlation', method: 'spearman', variables: numeric.slice(0, 10) },
  ],
  ['χ² group × sex', { kind: 'chi-square', row: 'group', column: 'sex' }],
  ['linear regression, 10 predictors', { kind: 'regression', outcome: 'x1', predictors: numeric.slice(1, 11) }],
  ['logistic regression, 5 predictors', { kind: 'logistic', outcome: 'sex', predictors: numeric.slice(0, 5) }],
]

for (const rows of [10_000, 50_000]) {
  const bytes = makeCsv(rows)
  console.log(`\n${rows.toLocaleString('en-US')} rows × 20 columns, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB`)
  const runs = rows > 10_000 ? 10 : 30
  await time('read the upload (CSV → typed columns)', runs, () => readUpload(bytes))
  const table = await readUpload(bytes)
  for (const [label, request] of analyses)
    await time(label, runs, () => runAnalysis(table, request, { group: 'nominal', sex: 'nominal' }))
}
