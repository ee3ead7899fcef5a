import { expect, test } from 'vitest'
import { drift, fitLine, fitTrend, holtDamped, holtDampedPass, logLinear, naive, sesPass, theta } from './models'

test.each([
  [[], { slope: 0, intercept: 0 }],
  [[{ year: 2020, count: 7 }], { slope: 0, intercept: 7 }],
  [
    [
      { year: 2020, count: 10 },
      { year: 2021, count: 20 },
      { year: 2022, count: 30 },
    ],
    { slope: 10, intercept: -20190 },
  ],
])('the least-squares trend of %j is %j', (years, line) => {
  const fitted = fitTrend(years)
  expect(fitted.slope).toBeCloseTo(line.slope, 6)
  expect(fitted.intercept).toBeCloseTo(line.intercept, 3)
})

test('the least-squares line through scattered points matches the closed form', () => {
  // x = 0..4, y = 1, 3, 2, 5, 4: slope = Σ(x−2)(y−3)/Σ(x−2)² = 8/10, intercept = 3 − 0.8 × 2
  const { slope, intercept } = fitLine([0, 1, 2, 3, 4], [1, 3, 2, 5, 4])
  expect(slope).toBeCloseTo(0.8, 12)
  expect(intercept).toBeCloseTo(1.4, 12)
})

test('damped Holt by hand: level, trend and one-step error of a short series', () => {
  // z = 1, 3, 4 with α 0.5, β 0.5, φ 0.5; start ℓ 1, b 2.
  // t1: ŷ = 1 + 1 = 2, e = 1, ℓ = 0.5·3 + 0.5·2 = 2.5, b = 0.5·1.5 + 0.5·0.5·2 = 1.25
  // t2: ŷ = 2.5 + 0.625 = 3.125, e = 0.875, ℓ = 0.5·4 + 0.5·3.125 = 3.5625, b = 0.5·1.0625 + 0.25·1.25 = 0.84375
  const pass = holtDampedPass([1, 3, 4], { alpha: 0.5, beta: 0.5, phi: 0.5 })
  expect(pass.level).toBeCloseTo(3.5625, 12)
  expect(pass.trend).toBeCloseTo(0.84375, 12)
  expect(pass.sse).toBeCloseTo(1 + 0.875 ** 2, 12)
  // forecasts: ℓ + (φ)b, ℓ + (φ + φ²)b
  const [h1, h2] = holtDamped([1, 3, 4], 2, { alpha: 0.5, beta: 0.5, phi: 0.5 })
  expect(h1).toBeCloseTo(3.5625 + 0.5 * 0.84375, 12)
  expect(h2).toBeCloseTo(3.5625 + 0.75 * 0.84375, 12)
})

test('damped Holt follows a straight line but bends its extension towards flat', () => {
  const line = Array.from({ length: 12 }, (_, i) => 2 + 0.5 * i)
  const forecasts = holtDamped(line, 3)
  const last = line[line.length - 1]!
  expect(forecasts[0]).toBeGreaterThan(last)
  expect(forecasts[0]).toBeLessThanOrEqual(last + 0.5 + 1e-9)
  expect(forecasts[2]! - forecasts[1]!).toBeLessThanOrEqual(forecasts[1]! - forecasts[0]! + 1e-9)
})

test('simple exponential smoothing by hand', () => {
  // z = 2, 4, 3 with α 0.5: ℓ0 2; e1 = 2 → ℓ 3; e2 = 0 → ℓ 3; SSE 4
  expect(sesPass([2, 4, 3], 0.5)).toEqual({ level: 3, sse: 4 })
})

test('Theta is SES plus half the line’s slope, in Hyndman & Billah’s form', () => {
  // z = 0, 1, 2, 3 with α fixed at 1: ℓ = 3, b₀ = 1, n = 4: ŷ(h) = 3 + 0.5 × (h − 1 + 1 − 0) = 3 + h/2
  expect(theta([0, 1, 2, 3], 3, 1)).toEqual([3.5, 4, 4.5])
  // with α 0.5: ℓ = 0·… SES: ℓ0 0 → 0.5 → 1.25 → 2.125; ŷ(1) = 2.125 + 0.5 × (2 − 0.0625/0.5) = 3.0625
  expect(theta([0, 1, 2, 3], 1, 0.5)[0]).toBeCloseTo(2.125 + 0.5 * (2 - 0.5 ** 4 / 0.5), 12)
})

test('the log-linear member extends the line through the last ten points only', () => {
  const series = [50, 40, 30, ...Array.from({ length: 10 }, (_, i) => 1 + 2 * i)]
  expect(logLinear(series, 2)).toEqual([21, 23])
  expect(logLinear([5, 7], 1, 10)).toEqual([9])
  // The fitted slope (0.9) goes on from the last point, not from the line's end (3.0).
  expect(logLinear([0, 0, 0, 3], 1, 4)[0]).toBeCloseTo(3.9, 12)
})

test('naive repeats the last value and drift adds the mean change', () => {
  expect(naive([1, 4, 10], 2)).toEqual([10, 10])
  expect(drift([1, 4, 10], 3)).toEqual([14.5, 19, 23.5])
  expect(drift([], 3)).toEqual([])
})

test('short series get the last value (too short to fit a trend)', () => {
  expect(holtDamped([3, 5], 2)).toEqual([5, 5])
  expect(theta([3], 1)).toEqual([3])
})
