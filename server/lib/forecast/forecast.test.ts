import { expect, test } from 'vitest'
import {
  errorQuantile,
  forecastSeries,
  fromModelScale,
  median,
  pointForecasts,
  quantile,
  rollingOriginErrors,
  toModelScale,
} from './forecast'

test('log and logit scales go there and back', () => {
  for (const count of [0, 1, 37, 12_345])
    expect(fromModelScale(toModelScale(count, 'log'), 'log')).toBeCloseTo(count, 6)
  for (const share of [0.001, 0.2, 0.75])
    expect(fromModelScale(toModelScale(share, 'logit'), 'logit')).toBeCloseTo(share, 12)
  expect(Number.isFinite(toModelScale(0, 'logit'))).toBe(true)
})

test('median and the type-7 quantile', () => {
  expect(median([3, 1, 2])).toBe(2)
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(quantile([1, 2, 3, 4, 5], 0.1)).toBeCloseTo(1.4, 12)
  expect(quantile([1, 2, 3, 4, 5], 0.9)).toBeCloseTo(4.6, 12)
})

test('the error quantile reads a small sample conservatively (split-conformal ranks)', () => {
  const errors = [-5, -4, -3, -2, -1, 1, 2, 3, 4]
  // k = 9: upper rank ⌈10 × 0.9⌉ = 9 → 4; lower rank ⌊10 × 0.1⌋ = 1 → −5
  expect(errorQuantile(errors, 0.9)).toBe(4)
  expect(errorQuantile(errors, 0.1)).toBe(-5)
})

test('the combination is the median of the three members at every horizon', () => {
  const z = [1, 1.4, 1.5, 2.1, 2.2, 2.9, 3.1, 3.0, 3.6, 4.0, 4.1].map((value) => value + 2)
  const points = pointForecasts(z, 3)
  for (let h = 0; h < 3; h++)
    expect(points.combined[h]).toBe(median([points.damped[h]!, points.theta[h]!, points.logLinear[h]!]))
})

test('constant growth: every member finds it, and the rolling-origin errors are nearly zero', () => {
  const counts = Array.from({ length: 16 }, (_, i) => Math.round(100 * 1.2 ** i))
  const forecast = forecastSeries(counts, 'log', 3)
  const next = 100 * 1.2 ** 16
  expect(forecast.combined[0]!.value).toBeGreaterThan(next * 0.95)
  expect(forecast.combined[0]!.value).toBeLessThan(next * 1.05)
  expect(forecast.logLinear[2]!.value).toBeCloseTo(100 * 1.2 ** 18, -2)
  const interval = forecast.combined[0]!
  expect(interval.lower).not.toBeNull()
  expect(interval.lower!).toBeLessThanOrEqual(interval.value)
  expect(interval.upper!).toBeGreaterThanOrEqual(interval.value)
  expect((interval.upper! - interval.lower!) / interval.value).toBeLessThan(0.1)
})

test('a noisy series gets wider intervals than a smooth one, and later horizons no narrower', () => {
  const smooth = Array.from({ length: 20 }, (_, i) => 200 + 10 * i)
  const noisy = smooth.map((value, i) => value * (i % 2 ? 1.3 : 0.75))
  const width = (points: { lower: number | null; upper: number | null; value: number }[], h: number) =>
    (points[h]!.upper! - points[h]!.lower!) / points[h]!.value
  const a = forecastSeries(smooth, 'log', 3).combined
  const b = forecastSeries(noisy, 'log', 3).combined
  expect(width(b, 0)).toBeGreaterThan(width(a, 0) * 3)
})

test('the rolling-origin errors use only what was known at each origin', () => {
  const z = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((value) => value / 2)
  const errors = rollingOriginErrors(z, 3)
  // origins 6..11: six one-step errors, five two-step, four three-step
  expect(errors.combined.map((list) => list.length)).toEqual([6, 5, 4])
  // a perfect line: the log-linear member makes no error
  for (const list of errors.logLinear) for (const error of list) expect(Math.abs(error)).toBeLessThan(1e-9)
})

test('a series too short for earlier forecasts has no interval', () => {
  const forecast = forecastSeries([5, 8, 12, 15, 20, 26], 'log', 2)
  expect(forecast.combined.every((point) => point.lower === null && point.upper === null)).toBe(true)
})
