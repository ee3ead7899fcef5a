/**
 * npm run bench:stats — the data analyzer on a generated 100,000-row × 20-column CSV (under the 10 MB upload
 * limit): time to parse it, to describe all 20 columns, and to run a correlation matrix of 10 of its numeric
 * columns (Pearson and Spearman; 10 is the analyzer's most), and a Kruskal-Wallis test with its ε² bootstrap at 100,000
 * and 50,000 rows, p50 / p99 over repeated runs; then the same through the worker pool the
 * server uses (decision 031), where the bytes also cross to a worker thread.
 */
import { analysisPool, readUpload, runAnalysis, runInWorker } from '../server/features/data-analysis'
import { DATA_UPLOAD_MAX_BYTES, type ParsedAnalysisRequest } from '#shared/contract/data-analysis'

const ROWS = 100_000
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

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

/** Two categorical columns and 18 numeric ones, correlated in threes, two decimals (about 9.4 MB). */
function makeCsv(rows: number): Uint8Array {
  const next = random(42)
  const header = ['group', 'sex', ...Array.from({ length: 18 }, (_, i) => `x${i + 1}`)]
  const lines = [header.join(',')]
  for (let r = 0; r < rows; r++) {
    const group = ['a', 'b', 'c'][Math.floor(next() * 3)]
    const sex = next() < 0.5 ? 'f' : 'm'
    const base = next()
    const values = Array.from({ length: 18 }, (_, i) => (base * (i % 3) * 4 + next() * 10).toFixed(2))
    lines.push([group, sex, ...values].join(','))
  }
  return new TextEncoder().encode(lines.join('\n'))
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0

async function time(label: string, work: () => unknown) {
  await work()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(56)} p50 ${percentile(times, 0.5).toFixed(0).padStart(6)} ms   p99 ${percentile(times, 0.99).toFixed(0).padStart(6)} ms   (${RUNS} runs)`,
  )
}

const numeric = Array.from({ length: 18 }, (_, i) => `x${i + 1}`)
const types = { group: 'nominal', sex: 'nominal' } as const
const describe: ParsedAnalysisRequest = { kind: 'descriptives', variables: ['group', 'sex', ...numeric] }
const pearson: ParsedAnalysisRequest = { kind: 'correlation', method: 'pearson', variables: numeric.slice(0, 10) }
const spearman: ParsedAnalysisRequest = { kind: 'correlation', method: 'spearman', variables: numeric.slice(0, 10) }
const kruskal: ParsedAnalysisRequest = { kind: 'nonparametric', test: 'kruskal-wallis', outcome: 'x1', group: 'group' }

const bytes = makeCsv(ROWS)
if (bytes.byteLength > DATA_UPLOAD_MAX_BYTES) throw new Error('the generated CSV is over the upload limit')
console.log(`${ROWS.toLocaleString('en-US')} rows × 20 columns, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB`)
console.log('\nIn this thread (the statistics alone):')
await time('parse the CSV (bytes → typed columns)', () => readUpload(bytes))
const table = await readUpload(bytes)
await time('describe 20 columns (+ histograms, box plots)', () => runAnalysis(table, describe, types))
await time('correlation matrix, 10 variables (Pearson)', () => runAnalysis(table, pearson, types))
await time('correlation matrix, 10 variables (Spearman)', () => runAnalysis(table, spearman, types))
await time('Kruskal-Wallis x1 by group, 100k rows (+ ε² bootstrap)', () => runAnalysis(table, kruskal, types))
const half = await readUpload(makeCsv(ROWS / 2))
await time('Kruskal-Wallis x1 by group, 50k rows (+ ε² bootstrap)', () => runAnalysis(half, kruskal, types))

console.log('\nThrough the worker pool (copy to the worker + parse + analyse), as a request does:')
const form = (analysis: ParsedAnalysisRequest) => ({ analysis, types, levels: {} })
await time('inspect (parse + column summary)', () => runInWorker({ kind: 'inspect', bytes: bytes.slice() }))
await time('parse + describe 20 columns', () =>
  runInWorker({ kind: 'analyse', bytes: bytes.slice(), form: form(describe), fileName: 'bench.csv' }),
)
await time('parse + Spearman matrix, 10 variables', () =>
  runInWorker({ kind: 'analyse', bytes: bytes.slice(), form: form(spearman), fileName: 'bench.csv' }),
)
await time('parse + Kruskal-Wallis with its ε² bootstrap', () =>
  runInWorker({ kind: 'analyse', bytes: bytes.slice(), form: form(kruskal), fileName: 'bench.csv' }),
)
await analysisPool().close()
