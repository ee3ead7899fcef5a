import { expect, test } from 'vitest'
import { mtcars, mtcarsMore } from './r-datasets'
import { CollinearError, linearRegression, logisticRegression, type Coefficient } from './regression'

// R 4.x output for the call in each test's name (summary() of the model), to the digits R prints.

function expectCoefficients(actual: Coefficient[], expected: [string, number, number, number, number][]) {
  expect(actual.map((c) => c.name)).toEqual(expected.map(([name]) => name))
  expected.forEach(([, estimate, se, statistic, p], i) => {
    const coefficient = actual[i]
    expect(coefficient?.estimate).toBeCloseTo(estimate, 4)
    expect(coefficient?.se).toBeCloseTo(se, 4)
    expect(coefficient?.statistic).toBeCloseTo(statistic, 2)
    expect((coefficient?.p ?? 0) / p).toBeCloseTo(1, 2)
  })
}

test('summary(lm(mpg ~ wt, data = mtcars)): R² = 0.7528, adj. 0.7446, F(1, 30) = 91.38, p = 1.294e-10', () => {
  const result = linearRegression(
    mtcars.mpg,
    mtcars.wt.map((wt) => [wt]),
    ['wt'],
  )
  expectCoefficients(result.coefficients, [
    ['(Intercept)', 37.2851, 1.8776, 19.858, 8.24e-19],
    ['wt', -5.3445, 0.5591, -9.559, 1.29e-10],
  ])
  expect(result.rSquared).toBeCloseTo(0.7528, 4)
  expect(result.adjustedRSquared).toBeCloseTo(0.7446, 4)
  expect(result.f).toBeCloseTo(91.38, 2)
  expect(result.df).toEqual([1, 30])
  expect(result.p / 1.294e-10).toBeCloseTo(1, 3)
  expect(result.residualSe).toBeCloseTo(3.046, 3)
  // confint(): wt [-6.486308, -4.202635]
  expect(result.coefficients[1]?.ci[0]).toBeCloseTo(-6.486308, 5)
  expect(result.coefficients[1]?.ci[1]).toBeCloseTo(-4.202635, 5)
})

test('summary(lm(mpg ~ wt + hp, data = mtcars)): R² = 0.8268, adj. 0.8148, F(2, 29) = 69.21, p = 9.109e-12', () => {
  const result = linearRegression(
    mtcars.mpg,
    mtcars.wt.map((wt, i) => [wt, mtcarsMore.hp[i] ?? Number.NaN]),
    ['wt', 'hp'],
  )
  expectCoefficients(result.coefficients, [
    ['(Intercept)', 37.22727, 1.59879, 23.285, 2.57e-20],
    ['wt', -3.87783, 0.63273, -6.129, 1.12e-6],
    ['hp', -0.03177, 0.00903, -3.519, 0.00145],
  ])
  expect(result.rSquared).toBeCloseTo(0.8268, 4)
  expect(result.adjustedRSquared).toBeCloseTo(0.8148, 4)
  expect(result.f).toBeCloseTo(69.21, 2)
  expect(result.p / 9.109e-12).toBeCloseTo(1, 3)
  expect(result.residualSe).toBeCloseTo(2.593, 3)
  // confint(lm(mpg ~ wt + hp, data = mtcars)):
  //                   2.5 %      97.5 %
  // (Intercept) 33.95738245 40.49715778
  // wt          -5.17191604 -2.58374544
  // hp          -0.05024078 -0.01330512
  const intervals = result.coefficients.map((c) => c.ci.map((end) => Number(end.toPrecision(4))))
  expect(intervals).toEqual([
    [33.96, 40.5],
    [-5.172, -2.584],
    [-0.05024, -0.01331],
  ])
})

test('a predictor that copies another is refused, not fitted', () => {
  expect(() =>
    linearRegression(
      mtcars.mpg,
      mtcars.wt.map((wt) => [wt, 2 * wt]),
      ['wt', 'wt2'],
    ),
  ).toThrow(CollinearError)
})

test('summary(glm(am ~ wt, family = binomial, data = mtcars)): deviance 19.176 on 30 df, null 43.230 on 31, AIC 23.176', () => {
  const result = logisticRegression(
    mtcarsMore.am,
    mtcars.wt.map((wt) => [wt]),
    ['wt'],
  )
  expectCoefficients(result.coefficients, [
    ['(Intercept)', 12.04037, 4.51007, 2.67, 0.00759],
    ['wt', -4.02397, 1.43653, -2.801, 0.00509],
  ])
  expect(result.deviance).toBeCloseTo(19.176, 3)
  expect(result.nullDeviance).toBeCloseTo(43.23, 3)
  expect(result.df).toEqual([31, 30])
  expect(result.aic).toBeCloseTo(23.176, 3)
  expect(result.separation).toBe(false)
  // exp(cbind(OR = coef(m), confint.default(m))) in R 4.2.2 with glm.control(epsilon = 1e-14): wt OR 0.01788,
  // 95% CI [0.0010706, 0.29867]. With R's default epsilon (1e-8) glm stops one step early and prints SE 1.43642 and
  // an upper end of 0.29860; the values above are the fully converged fit's, which R gives with the tighter control.
  const wt = result.coefficients[1]
  expect([wt?.estimate, ...(wt?.ci ?? [])].map((value) => Number(Math.exp(value ?? 0).toPrecision(4)))).toEqual([
    0.01788, 0.001071, 0.2987,
  ])
})

test('summary(glm(am ~ hp + wt, family = binomial, data = mtcars)): deviance 10.059 on 29 df, AIC 16.059', () => {
  const result = logisticRegression(
    mtcarsMore.am,
    mtcars.wt.map((wt, i) => [mtcarsMore.hp[i] ?? Number.NaN, wt]),
    ['hp', 'wt'],
  )
  expectCoefficients(result.coefficients, [
    ['(Intercept)', 18.8663, 7.44356, 2.535, 0.01126],
    ['hp', 0.03626, 0.01773, 2.044, 0.04091],
    ['wt', -8.08348, 3.06868, -2.634, 0.00843],
  ])
  expect(result.deviance).toBeCloseTo(10.059, 3)
  expect(result.aic).toBeCloseTo(16.059, 3)
})

test('summary(glm(vs ~ mpg, family = binomial, data = mtcars)): mpg 0.4304 (SE 0.1584), deviance 25.533, null 43.860', () => {
  const result = logisticRegression(
    mtcarsMore.vs,
    mtcars.mpg.map((mpg) => [mpg]),
    ['mpg'],
  )
  expectCoefficients(result.coefficients, [
    ['(Intercept)', -8.8331, 3.1623, -2.793, 0.00522],
    ['mpg', 0.4304, 0.1584, 2.717, 0.00659],
  ])
  expect(result.deviance).toBeCloseTo(25.533, 3)
  expect(result.nullDeviance).toBeCloseTo(43.86, 3)
})

test('perfectly separated outcomes are flagged', () => {
  const x = [1, 2, 3, 4, 5, 6, 7, 8]
  const result = logisticRegression(
    [0, 0, 0, 0, 1, 1, 1, 1],
    x.map((value) => [value]),
    ['x'],
  )
  expect(result.separation).toBe(true)
})
