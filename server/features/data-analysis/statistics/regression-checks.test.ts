import { expect, test } from 'vitest'
import { mtcars, mtcarsMore } from './r-datasets'
import { linearRegression } from './regression'
import { breuschPagan, hc3Coefficients } from './regression-checks'

// R's cars data set (speed, dist), 50 rows as R prints them.
const speed = [
  4, 4, 7, 7, 8, 9, 10, 10, 10, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 15, 15, 15, 16, 16, 17, 17, 17,
  18, 18, 18, 18, 19, 19, 19, 20, 20, 20, 20, 20, 22, 23, 24, 24, 24, 24, 25,
]
const dist = [
  2, 10, 4, 22, 16, 10, 18, 26, 34, 17, 28, 14, 20, 24, 28, 26, 34, 34, 46, 26, 36, 60, 80, 20, 26, 54, 32, 40, 32, 40,
  50, 42, 56, 76, 84, 36, 46, 68, 32, 48, 52, 56, 64, 66, 54, 70, 92, 93, 120, 85,
]

function fit(y: number[], rows: number[][]) {
  const names = (rows[0] ?? []).map((_, i) => `x${i + 1}`)
  return { rows, model: linearRegression(y, rows, names) }
}

test('lmtest::bptest(lm(dist ~ speed, data = cars)): studentized BP = 3.2149, df = 1, p-value = 0.07297', () => {
  const { rows, model } = fit(
    dist,
    speed.map((value) => [value]),
  )
  const result = breuschPagan(rows, model.residuals)
  expect(result?.statistic).toBeCloseTo(3.2149, 4)
  expect(result?.df).toBe(1)
  expect(result?.p).toBeCloseTo(0.07297, 5)
})

test('lmtest::bptest(lm(mpg ~ wt + hp, data = mtcars)): studentized BP = 0.88072, df = 2, p-value = 0.6438 (R 4.2.2)', () => {
  const { rows, model } = fit(
    mtcars.mpg,
    mtcars.wt.map((wt, i) => [wt, mtcarsMore.hp[i] ?? Number.NaN]),
  )
  const result = breuschPagan(rows, model.residuals)
  expect(result?.statistic).toBeCloseTo(0.8807225, 6)
  expect(result?.p).toBeCloseTo(0.6438038, 6)
})

test('residuals that do not vary give no Breusch-Pagan test', () => {
  const x = [1, 2, 3, 4, 5, 6]
  expect(
    breuschPagan(
      x.map((v) => [v]),
      [1, -1, 1, -1, 1, -1],
    ),
  ).toBeNull()
})

test('sqrt(diag(sandwich::vcovHC(lm(dist ~ speed, data = cars), type = "HC3"))): 5.9318033 and 0.4275372 (R 4.2.2)', () => {
  const { rows, model } = fit(
    dist,
    speed.map((value) => [value]),
  )
  const robust = hc3Coefficients(rows, model.residuals, model.coefficients, model.df[1])
  expect(robust.map((c) => c.estimate)).toEqual(model.coefficients.map((c) => c.estimate))
  expect(robust[0]?.se).toBeCloseTo(5.93180332, 6)
  expect(robust[1]?.se).toBeCloseTo(0.42753722, 6)
})

test('lmtest::coeftest and coefci of lm(mpg ~ wt + hp, mtcars) with vcovHC(type = "HC3"): SEs, t, p and CIs as R 4.2.2 prints them', () => {
  const { rows, model } = fit(
    mtcars.mpg,
    mtcars.wt.map((wt, i) => [wt, mtcarsMore.hp[i] ?? Number.NaN]),
  )
  const robust = hc3Coefficients(rows, model.residuals, model.coefficients, model.df[1])
  const expected = [
    [2.2298054, 16.6953, [32.666806, 41.787734]],
    [0.76851905, -5.045849, [-5.4496287, -2.3060328]],
    [0.00938514, -3.385453, [-0.05096771, -0.01257818]],
  ] as const
  expected.forEach(([se, t, [low, high]], i) => {
    expect(robust[i]?.se).toBeCloseTo(se, 6)
    expect(robust[i]?.statistic).toBeCloseTo(t, 3)
    expect(robust[i]?.ci[0]).toBeCloseTo(low, 5)
    expect(robust[i]?.ci[1]).toBeCloseTo(high, 5)
  })
  expect(robust[2]?.p).toBeCloseTo(0.0020569636, 7)
})
