import jStat from 'jstat'
import { crossProducts, invert, multiply } from './linear-algebra'
import { fUpperP, normalTwoSidedP, tTwoSidedP } from './tail-probabilities'

export type Coefficient = {
  name: string
  estimate: number
  se: number
  /** t for linear regression, z (Wald) for logistic */
  statistic: number
  p: number
  ci: [number, number]
}

export type LinearRegressionResult = {
  coefficients: Coefficient[]
  rSquared: number
  adjustedRSquared: number
  f: number
  df: [number, number]
  p: number
  residualSe: number
  residuals: number[]
  n: number
  /**
   * The residuals are rounding noise (R's summary.lm: residual variance below 1e-30 × (mean² + variance) of the fitted
   * values, "essentially perfect fit: summary may be unreliable"): the SEs, t and p are not meaningful.
   */
  exactFit: boolean
}

/** A design matrix that is not of full rank: one predictor is a combination of the others. */
export class CollinearError extends Error {
  override name = 'CollinearError'
}

/**
 * Ordinary least squares with an intercept, as R's lm + summary + confint. `rows` hold the predictors only;
 * `names` name them.
 */
export function linearRegression(
  y: number[],
  rows: number[][],
  names: string[],
  { level = 0.95 } = {},
): LinearRegressionResult {
  const n = y.length
  const design = rows.map((row) => [1, ...row])
  const p = names.length + 1
  const { xtx, xtz } = crossProducts(design, y)
  const inverse = invert(xtx)
  if (!inverse) throw new CollinearError('The predictors are collinear: one is a combination of the others.')
  const beta = multiply(inverse, xtz)
  const meanY = y.reduce((sum, value) => sum + value, 0) / n
  let rss = 0
  let tss = 0
  const residuals = design.map((row, i) => {
    const residual = (y[i] ?? 0) - row.reduce((sum, value, j) => sum + value * (beta[j] ?? 0), 0)
    rss += residual ** 2
    tss += ((y[i] ?? 0) - meanY) ** 2
    return residual
  })
  const dfResidual = n - p
  const sigma2 = rss / dfResidual
  const critical = jStat.studentt.inv(1 - (1 - level) / 2, dfResidual)
  const coefficients = beta.map((estimate, j): Coefficient => {
    const se = Math.sqrt(sigma2 * (inverse[j]?.[j] ?? Number.NaN))
    const t = estimate / se
    return {
      name: j === 0 ? '(Intercept)' : (names[j - 1] ?? ''),
      estimate,
      se,
      statistic: t,
      p: tTwoSidedP(t, dfResidual),
      ci: [estimate - critical * se, estimate + critical * se],
    }
  })
  const rSquared = 1 - rss / tss
  const fitted = y.map((value, i) => value - (residuals[i] ?? 0))
  const meanFitted = fitted.reduce((sum, value) => sum + value, 0) / n
  const fittedVariance = fitted.reduce((sum, value) => sum + (value - meanFitted) ** 2, 0) / (n - 1)
  const exactFit = sigma2 < (meanFitted ** 2 + fittedVariance) * 1e-30
  const dfModel = p - 1
  const f = (tss - rss) / dfModel / sigma2
  return {
    coefficients,
    rSquared,
    adjustedRSquared: 1 - (1 - rSquared) * ((n - 1) / dfResidual),
    f,
    df: [dfModel, dfResidual],
    p: fUpperP(f, dfModel, dfResidual),
    residualSe: Math.sqrt(sigma2),
    residuals,
    n,
    exactFit,
  }
}

export type LogisticRegressionResult = {
  coefficients: Coefficient[]
  deviance: number
  nullDeviance: number
  df: [number, number]
  aic: number
  iterations: number
  /** fitted probabilities reached 0 or 1: the estimates and their SEs are not to be trusted */
  separation: boolean
  n: number
}

const logLoss = (y: number, mu: number) =>
  -2 * (y * Math.log(Math.max(mu, 1e-300)) + (1 - y) * Math.log(Math.max(1 - mu, 1e-300)))

/**
 * Binary logistic regression by iteratively reweighted least squares, as R's glm(family = binomial): the same
 * start (μ = (y + ½)/2), the same convergence rule (|Δdeviance| / (|deviance| + 0.1) < 1e-8, at most 25
 * iterations), Wald z tests and Wald intervals (confint.default).
 */
export function logisticRegression(
  y: number[],
  rows: number[][],
  names: string[],
  { level = 0.95 } = {},
): LogisticRegressionResult {
  const n = y.length
  const design = rows.map((row) => [1, ...row])
  let eta = y.map((value) => Math.log((value + 0.5) / 2 / (1 - (value + 0.5) / 2)))
  let deviance = Number.POSITIVE_INFINITY
  let inverse: number[][] | null = null
  let beta: number[] = []
  let iterations = 0
  for (; iterations < 25;) {
    iterations++
    const mu = eta.map((value) => 1 / (1 + Math.exp(-value)))
    const weights = mu.map((value) => Math.max(value * (1 - value), 1e-300))
    const working = eta.map((value, i) => value + ((y[i] ?? 0) - (mu[i] ?? 0)) / (weights[i] ?? 1))
    const { xtx, xtz } = crossProducts(design, working, weights)
    inverse = invert(xtx)
    if (!inverse) throw new CollinearError('The predictors are collinear: one is a combination of the others.')
    beta = multiply(inverse, xtz)
    eta = design.map((row) => row.reduce((sum, value, j) => sum + value * (beta[j] ?? 0), 0))
    const next = eta.reduce((sum, value, i) => sum + logLoss(y[i] ?? 0, 1 / (1 + Math.exp(-value))), 0)
    const converged = Math.abs(next - deviance) / (Math.abs(next) + 0.1) < 1e-8
    deviance = next
    if (converged) break
  }
  // The standard errors come from the information at the final estimates.
  const mu = eta.map((value) => 1 / (1 + Math.exp(-value)))
  const { xtx } = crossProducts(
    design,
    y,
    mu.map((value) => value * (1 - value)),
  )
  inverse = invert(xtx) ?? inverse
  const meanY = y.reduce((sum, value) => sum + value, 0) / n
  const nullDeviance = y.reduce((sum, value) => sum + logLoss(value, meanY), 0)
  const critical = jStat.normal.inv(1 - (1 - level) / 2, 0, 1)
  const coefficients = beta.map((estimate, j): Coefficient => {
    const se = Math.sqrt(inverse?.[j]?.[j] ?? Number.NaN)
    const z = estimate / se
    return {
      name: j === 0 ? '(Intercept)' : (names[j - 1] ?? ''),
      estimate,
      se,
      statistic: z,
      p: normalTwoSidedP(z),
      ci: [estimate - critical * se, estimate + critical * se],
    }
  })
  return {
    coefficients,
    deviance,
    nullDeviance,
    df: [n - 1, n - (design[0]?.length ?? 1)],
    aic: deviance + 2 * beta.length,
    iterations,
    separation: mu.some((value) => value < 1e-8 || value > 1 - 1e-8),
    n,
  }
}
