/**
 * `npm run eval:pathways` (issue 29 §4).
 *
 * Trends backtest: the Research Trends Predictor's method (server/lib/forecast, decision 043) on real yearly series,
 * arXiv's submissions per category (../shared/data/trends, read its README: daily counts 1986–2025-04-11 summed by
 * year; 2025 is partial and left out; cross-lists count in every category, so each category is scored on its own
 * column). A category is scored when it has ≥ MIN_VOLUME listings in every year from the first origin year to 2024;
 * its series starts at its first year with ≥ 10 listings (1992 at the earliest: real volume starts then). Origins
 * (the last year known) run from 2005 to 2023, horizons 1–3; each forecast is fitted only on what was known then,
 * its 80 % interval from that history's own rolling-origin errors.
 * Printed per method (each member, the combination, naive and drift) and horizon: the median over categories of
 * the mean MASE (scaled by the in-sample naive error), the mean percentage error, the 80 % interval coverage and
 * direction accuracy (did the forecast move the same way from the last known year as what happened), pooled.
 * `--share` scores the share of all arXiv listings (logit scale) instead of counts (log scale).
 *
 * `--collaborators` runs the collaborator backtest instead (scripts/eval-collaborators.ts, decision 048).
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  backtest,
  median,
  MIN_TRAIN,
  SCORED,
  summarizeBacktest,
  type BacktestRecord,
  type BacktestSummary,
  type Scale,
  type Scored,
} from '../server/lib/forecast'
import { projectRoot } from '../server/lib/paths'
import { runCollaboratorBacktest } from './eval-collaborators'

const dataDir = resolve(process.env.SHARED_DATA_DIR || join(projectRoot, '..', 'shared', 'data'))
const TRENDS_FILE = join(dataDir, 'trends', 'arxiv-daily-submissions-by-category-1986-2025.csv.gz')

const FIRST_YEAR = 1992
const LAST_FULL_YEAR = 2024
const FIRST_ORIGIN_YEAR = 2005
const HORIZONS = 3
const MIN_VOLUME = 100
const MIN_START_COUNT = 10

/** Yearly listings per category, 1992–2024 (partial 2025 and the back-filled early years left out). */
function yearlyByCategory(file: string): { categories: string[]; years: number[]; counts: number[][] } {
  const [head = '', ...rows] = gunzipSync(readFileSync(file)).toString('utf8').trim().split('\n')
  const categories = head.split(',').slice(1)
  const years = Array.from({ length: LAST_FULL_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i)
  const counts = categories.map(() => years.map(() => 0))
  for (const row of rows) {
    const [date = '', ...cells] = row.split(',')
    const year = Number(date.slice(0, 4))
    if (year < FIRST_YEAR || year > LAST_FULL_YEAR) continue
    cells.forEach((cell, c) => {
      const column = counts[c]
      if (column) column[year - FIRST_YEAR] = (column[year - FIRST_YEAR] ?? 0) + Number(cell)
    })
  }
  return { categories, years, counts }
}

type CategorySeries = { category: string; startYear: number; values: number[] }

function scoredSeries(share: boolean): { series: CategorySeries[]; skipped: number } {
  const { categories, years, counts } = yearlyByCategory(TRENDS_FILE)
  const totals = years.map((_, i) => counts.reduce((sum, column) => sum + (column[i] ?? 0), 0))
  const series: CategorySeries[] = []
  let skipped = 0
  const originIndex = FIRST_ORIGIN_YEAR - FIRST_YEAR
  categories.forEach((category, c) => {
    const values = counts[c] ?? []
    const start = values.findIndex((value) => value >= MIN_START_COUNT)
    const enough = values.slice(originIndex).every((value) => value >= MIN_VOLUME)
    // the first origin needs MIN_TRAIN years of history
    if (start < 0 || !enough || originIndex + 1 - start < MIN_TRAIN) {
      skipped++
      return
    }
    const kept = values.slice(start)
    series.push({
      category,
      startYear: years[start] ?? FIRST_YEAR,
      values: share ? kept.map((value, i) => value / (totals[start + i] ?? 1)) : kept,
    })
  })
  return { series, skipped }
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('a method or horizon without a score')
  return value
}

function pct(value: number | null): string {
  return value === null || Number.isNaN(value) ? '—' : `${(value * 100).toFixed(1)} %`
}
function num(value: number | null): string {
  return value === null || Number.isNaN(value) ? '—' : value.toFixed(3)
}

function main() {
  if (process.argv.includes('--collaborators')) {
    runCollaboratorBacktest(dataDir)
    return
  }
  const share = process.argv.includes('--share')
  const scale: Scale = share ? 'logit' : 'log'
  const started = Date.now()
  const { series, skipped } = scoredSeries(share)
  const perCategory: BacktestSummary[][] = []
  const pooled: BacktestRecord[] = []
  for (const { startYear, values } of series) {
    // origin = points of history: the first origin's last known year is FIRST_ORIGIN_YEAR.
    const firstOrigin = FIRST_ORIGIN_YEAR - startYear + 1
    const records = backtest(values, scale, { firstOrigin, horizons: HORIZONS })
    perCategory.push(summarizeBacktest(records))
    pooled.push(...records)
  }
  const pooledSummary = summarizeBacktest(pooled)
  const rows: {
    method: Scored
    horizon: number
    mase: number
    mape: number
    coverage: number | null
    direction: number | null
    n: number
  }[] = []
  for (const method of SCORED)
    for (let horizon = 1; horizon <= HORIZONS; horizon++) {
      const pick = (summaries: BacktestSummary[]) =>
        found(summaries.find((s) => s.method === method && s.horizon === horizon))
      const mases = perCategory
        .map((summaries) => pick(summaries).mase)
        .filter((value): value is number => value !== null)
      const mapes = perCategory
        .map((summaries) => pick(summaries).mape)
        .filter((value): value is number => value !== null)
      const whole = pick(pooledSummary)
      rows.push({
        method,
        horizon,
        mase: median(mases),
        mape: median(mapes),
        coverage: whole.coverage,
        direction: method === 'naive' ? null : whole.direction,
        n: whole.n,
      })
    }

  console.log(
    `\nTrends backtest — arXiv yearly listings per category (${share ? 'share of all listings, logit' : 'counts, log'} scale)`,
  )
  console.log(
    `${series.length} categories with ≥ ${MIN_VOLUME} listings a year ${FIRST_ORIGIN_YEAR}–${LAST_FULL_YEAR} (${skipped} left out); origins ${FIRST_ORIGIN_YEAR}–${LAST_FULL_YEAR - 1}, horizons 1–${HORIZONS}; ${pooled.length} forecasts\n`,
  )
  console.log('| method | h | median MASE | median MAPE | 80 % coverage | direction | forecasts |')
  console.log('|---|---|---|---|---|---|---|')
  for (const row of rows)
    console.log(
      `| ${row.method} | ${row.horizon} | ${num(row.mase)} | ${pct(row.mape)} | ${pct(row.coverage)} | ${pct(row.direction)} | ${row.n} |`,
    )

  const at = (method: Scored, horizon: number) =>
    found(rows.find((row) => row.method === method && row.horizon === horizon))
  const combined3 = at('combined', 3)
  const bestMember3 = Math.min(...(['damped', 'theta', 'logLinear'] as const).map((member) => at(member, 3).mase))
  const coverages = [1, 2, 3].map((horizon) => at('combined', horizon).coverage ?? NaN)
  const directions = [1, 2, 3].map((horizon) => at('combined', horizon).direction ?? NaN)
  const goals: [string, boolean, string][] = [
    ['median MASE(h=3) of the combination < 1', combined3.mase < 1, num(combined3.mase)],
    ['… and below drift', combined3.mase < at('drift', 3).mase, `drift ${num(at('drift', 3).mase)}`],
    [
      '80 % coverage within 0.75–0.85 (h 1–3)',
      coverages.every((c) => c >= 0.75 && c <= 0.85),
      coverages.map(pct).join(', '),
    ],
    ['direction ≥ 0.75 (h 1–3)', directions.every((d) => d >= 0.75), directions.map(pct).join(', ')],
    [
      'combination no worse than its best member (h=3)',
      combined3.mase <= bestMember3,
      `best member ${num(bestMember3)}`,
    ],
  ]
  console.log('\nGoals (combination):')
  for (const [goal, met, detail] of goals) console.log(`- ${met ? 'met' : 'NOT met'}: ${goal} — ${detail}`)
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

main()
