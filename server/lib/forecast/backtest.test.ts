import { expect, test } from 'vitest'
import { backtest, naiveScale, summarizeBacktest } from './backtest'
import { impliedGrowth, oldWorkShare, trendLabel } from './label'

test('the MASE scale is the in-sample naive error at the horizon', () => {
  expect(naiveScale([1, 3, 2, 6])).toBeCloseTo((2 + 1 + 4) / 3, 12)
  expect(naiveScale([1, 3, 2, 6], 2)).toBeCloseTo((1 + 3) / 2, 12)
  expect(naiveScale([4])).toBe(0)
})

test('the backtest forecasts from each origin with only the history, and scores what happened', () => {
  const values = Array.from({ length: 14 }, (_, i) => 50 + 5 * i)
  const records = backtest(values, 'log', { firstOrigin: 10, horizons: 3 })
  // origins 10..13: 3 + 3 + 2 + 1 forecasts
  expect(records).toHaveLength(9)
  const first = records[0]!
  expect(first).toMatchObject({ origin: 10, horizon: 1, last: values[9], actual: values[10] })
  expect(first.forecasts.naive.value).toBe(values[9])
  expect(first.forecasts.drift.value).toBeCloseTo(values[9]! + 5, 9)
  const summary = summarizeBacktest(records)
  const drift1 = summary.find((row) => row.method === 'drift' && row.horizon === 1)!
  // a straight line: drift is exact, naive is off by one step every time
  expect(drift1.mase).toBeCloseTo(0, 9)
  expect(drift1.direction).toBe(1)
  const naive1 = summary.find((row) => row.method === 'naive' && row.horizon === 1)!
  expect(naive1.mase).toBeCloseTo(1, 9)
  expect(naive1.direction).toBeNull()
})

test('interval coverage counts the actuals inside the interval', () => {
  const values = [10, 12, 15, 13, 18, 21, 19, 25, 28, 27, 33, 36, 35, 41, 45, 44]
  const records = backtest(values, 'log', { firstOrigin: 12, horizons: 1 })
  const inside = records.filter(
    (record) =>
      record.forecasts.combined.lower !== null &&
      record.actual >= record.forecasts.combined.lower &&
      record.actual <= record.forecasts.combined.upper!,
  ).length
  const summary = summarizeBacktest(records, ['combined'])
  expect(summary[0]!.coverage).toBeCloseTo(inside / records.length, 12)
})

test('the label rule', () => {
  expect(impliedGrowth(100, 133.1, 3)).toBeCloseTo(0.1, 9)
  expect(impliedGrowth(0, 5, 3)).toBe(0)
  expect(trendLabel({ growth: 0.2, oldShare: 0.05 })).toBe('emerging')
  expect(trendLabel({ growth: 0.2, oldShare: 0.4 })).toBe('growing')
  expect(trendLabel({ growth: 0.03, oldShare: 0.4 })).toBe('growing')
  expect(trendLabel({ growth: 0.029, oldShare: 0.4 })).toBe('stable')
  expect(trendLabel({ growth: -0.029, oldShare: 0.4 })).toBe('stable')
  expect(trendLabel({ growth: -0.03, oldShare: 0.4 })).toBe('declining')
})

test('the share of old works: published more than ten years before the last year', () => {
  const series = Array.from({ length: 15 }, (_, i) => ({ year: 2010 + i, count: 10 }))
  // last year 2024; before 2014: 2010–2013 = 40 of 150
  expect(oldWorkShare(series)).toBeCloseTo(40 / 150, 12)
  expect(oldWorkShare([])).toBe(0)
})
