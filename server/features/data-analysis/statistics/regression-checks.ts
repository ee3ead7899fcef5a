import jStat from 'jstat'
import { crossProducts, invert } from './linear-algebra'
import { linearRegression, type Coefficient } from './regression'
import { chiSquareUpperP, tTwoSidedP } from './tail-probabilities'

export type BreuschPaganResult = { statistic: number; df: number; p: number }

/**
 * Koenker's studentized Breusch-Pagan test, lmtest::bptest's default: n · R² of the squared residuals regressed
 * on the model's predictors, against χ² with as many df as predictors. Null when the squared residuals do not vary.
 */
export function breuschPagan(rows: number[][], residuals: number[]): BreuschPaganResult | null {
  const squared = residuals.map((residual) => residual ** 2)
  const first = squared[0] ?? 0
  if (squared.every((value) => Math.abs(value - first) <= 1e-12 * Math.max(1, first))) return null
  const df = rows[0]?.length ?? 0
  const auxiliary = linearRegression(
    squared,
    rows,
    Array.from({ length: df }, (_, i) => `x${i}`),
  )
  const statistic = residuals.length * auxiliary.rSquared
  return { statistic, df, p: chiSquareUpperP(statistic, df) }
}

/**
 * Coefficients with heteroscedasticity-consistent HC3 standard errors, as sandwich::vcovHC(model, type = "HC3")
 * with lmtest::coeftest and coefci: (XᵀX)⁻¹ Xᵀ diag(eᵢ² / (1 − hᵢ)²) X (XᵀX)⁻¹, t tests on the residual df.
 */
export function hc3Coefficients(
  rows: number[][],
  residuals: number[],
  ols: Coefficient[],
  dfResidual: number,
  level = 0.95,
): Coefficient[] {
  const design = rows.map((row) => [1, ...row])
  const { xtx } = crossProducts(design, residuals)
  const inverse = invert(xtx)
  if (!inverse) return []
  const p = inverse.length
  const meat = Array.from({ length: p }, () => new Array<number>(p).fill(0))
  design.forEach((x, i) => {
    const projected = inverse.map((row) => row.reduce((sum, value, j) => sum + value * (x[j] ?? 0), 0))
    const leverage = projected.reduce((sum, value, j) => sum + value * (x[j] ?? 0), 0)
    const weight = (residuals[i] ?? 0) ** 2 / (1 - leverage) ** 2
    meat.forEach((row, a) => {
      for (let b = 0; b < p; b++) row[b] = (row[b] ?? 0) + weight * (x[a] ?? 0) * (x[b] ?? 0)
    })
  })
  const critical = jStat.studentt.inv(1 - (1 - level) / 2, dfResidual)
  return ols.map((coefficient, j) => {
    // The j-th diagonal of inverse · meat · inverse.
    const row = inverse[j] ?? []
    let variance = 0
    for (let a = 0; a < p; a++)
      for (let b = 0; b < p; b++) variance += (row[a] ?? 0) * (meat[a]?.[b] ?? 0) * (row[b] ?? 0)
    const se = Math.sqrt(variance)
    const t = coefficient.estimate / se
    return {
      ...coefficient,
      se,
      statistic: t,
      p: tTwoSidedP(t, dfResidual),
      ci: [coefficient.estimate - critical * se, coefficient.estimate + critical * se],
    }
  })
}
