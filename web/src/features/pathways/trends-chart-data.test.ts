import { expect, test } from 'vitest'
import type { TopicTrend } from '#shared/contract/trends'
import { chartExtent, describeChart, formatGrowth, formatShare, niceTicks, seriesOf } from './trends-chart-data'

const topic: TopicTrend = {
  text: 'soil carbon',
  topicId: null,
  name: 'soil carbon',
  denominator: { kind: 'all', name: 'all works in OpenAlex' },
  worksUrl: 'https://openalex.org/works?filter=title_and_abstract.search:soil%20carbon',
  years: [
    { year: 2022, count: 100, total: 10_000, share: 0.01, underIndexed: false },
    { year: 2023, count: 120, total: 10_000, share: 0.012, underIndexed: false },
    { year: 2024, count: 130, total: 0, share: null, underIndexed: false },
    { year: 2025, count: 90, total: 9_000, share: 0.01, underIndexed: true },
  ],
  forecast: [
    {
      year: 2026,
      horizon: 1,
      count: 140,
      countLower: 110,
      countUpper: 170,
      share: 0.011,
      shareLower: 0.009,
      shareUpper: 0.014,
    },
    {
      year: 2027,
      horizon: 2,
      count: 150,
      countLower: null,
      countUpper: null,
      share: null,
      shareLower: null,
      shareUpper: null,
    },
  ],
  label: 'growing',
  growth: 0.05,
  backtest: { rows: [], summary: [] },
  drivers: { works: [], institutions: [], countries: [], fromYear: 2023, toYear: 2025, omitted: null },
  tooFew: false,
}

test('counts: the observed years, the last one marked, then the forecast with its band', () => {
  const { points } = seriesOf(topic, 'count')
  expect(points.map((point) => [point.year, point.value, point.forecast])).toEqual([
    [2022, 100, false],
    [2023, 120, false],
    [2024, 130, false],
    [2025, 90, false],
    [2026, 140, true],
    [2027, 150, true],
  ])
  expect(points.filter((point) => point.underIndexed).map((point) => point.year)).toEqual([2025])
  expect(points[4]).toMatchObject({ lower: 110, upper: 170 })
  expect(points[5]).toMatchObject({ lower: null, upper: null })
})

test('share: years without a total and forecasts without a share are left out', () => {
  const { points } = seriesOf(topic, 'share')
  expect(points.map((point) => point.year)).toEqual([2022, 2023, 2025, 2026])
  expect(points.at(-1)).toMatchObject({ value: 0.011, lower: 0.009, upper: 0.014, forecast: true })
})

test('the extent reaches the top of the band', () => {
  expect(chartExtent([seriesOf(topic, 'count')])).toEqual({ first: 2022, last: 2027, max: 170 })
  expect(chartExtent([])).toBeNull()
})

test('ticks are round numbers from 0 past the maximum', () => {
  expect(niceTicks(170)).toEqual([0, 50, 100, 150, 200])
  expect(niceTicks(0.014)).toEqual([0, 0.005, 0.01, 0.015])
  expect(niceTicks(0)).toEqual([0, 1])
})

test('shares and growth in words', () => {
  expect(formatShare(0.25)).toBe('25.0 %')
  expect(formatShare(0.0123)).toBe('1.2 %')
  expect(formatShare(0.000123)).toBe('0.012 %')
  expect(formatShare(0)).toBe('0 %')
  expect(formatGrowth(0.1234)).toBe('+12.3 % a year')
  expect(formatGrowth(-0.05)).toBe('−5.0 % a year')
})

test('the chart described in words names the first and last year and the forecast with its interval', () => {
  expect(describeChart([seriesOf(topic, 'count')], 'count')).toBe(
    'soil carbon: 100 works in 2022, 90 in 2025 (possibly not fully indexed yet). Forecast for 2027: 150.',
  )
  expect(describeChart([seriesOf(topic, 'share')], 'share')).toContain(
    'Forecast for 2026: 1.1 % (80 % interval 0.90 % to 1.4 %).',
  )
})
