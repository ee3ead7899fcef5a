import jStat from 'jstat'
import { mean, variance } from './describe'
import { tTwoSidedP } from './tail-probabilities'

export type TTestResult = {
  t: number
  df: number
  p: number
  meanDifference: number
  ci: [number, number]
  /** Cohen's d: the pooled SD for two groups (d_z of the differences when paired) */
  d: number
}

/** The data do not vary (to rounding): a t statistic would divide by a zero standard error. */
export class ConstantDataError extends Error {
  override name = 'ConstantDataError'
}

/**
 * R's t.test check: the standard error below 10 machine epsilons of the larger absolute mean is no variation at all
 * ("data are essentially constant"); an exact 0 counts too, where the means are 0.
 */
function refuseConstant(standardError: number, ...means: number[]) {
  const scale = Math.max(...means.map(Math.abs))
  if (!(standardError > 0) || standardError < 10 * Number.EPSILON * scale)
    throw new ConstantDataError('data are essentially constant')
}

function withInterval(
  t: number,
  df: number,
  difference: number,
  standardError: number,
  d: number,
  level: number,
): TTestResult {
  const critical = jStat.studentt.inv(1 - (1 - level) / 2, df)
  return {
    t,
    df,
    p: tTwoSidedP(t, df),
    meanDifference: difference,
    ci: [difference - critical * standardError, difference + critical * standardError],
    d,
  }
}

/** Welch's test by default; Student's with `equalVariances`. The difference is a − b. */
export function independentTTest(a: number[], b: number[], { equalVariances = false, level = 0.95 } = {}): TTestResult {
  const [na, nb] = [a.length, b.length]
  const [va, vb] = [variance(a), variance(b)]
  const difference = mean(a) - mean(b)
  const pooled = ((na - 1) * va + (nb - 1) * vb) / (na + nb - 2)
  const d = difference / Math.sqrt(pooled)
  if (equalVariances) {
    const standardError = Math.sqrt(pooled * (1 / na + 1 / nb))
    refuseConstant(standardError, mean(a), mean(b))
    return withInterval(difference / standardError, na + nb - 2, difference, standardError, d, level)
  }
  const [sa, sb] = [va / na, vb / nb]
  const standardError = Math.sqrt(sa + sb)
  refuseConstant(standardError, mean(a), mean(b))
  const df = (sa + sb) ** 2 / (sa ** 2 / (na - 1) + sb ** 2 / (nb - 1))
  return withInterval(difference / standardError, df, difference, standardError, d, level)
}

export function pairedTTest(a: number[], b: number[], { level = 0.95 } = {}): TTestResult {
  if (a.length !== b.length) throw new Error('Paired samples need the same length')
  return oneSampleTTest(
    a.map((value, i) => value - (b[i] ?? Number.NaN)),
    0,
    { level },
  )
}

export function oneSampleTTest(values: number[], reference: number, { level = 0.95 } = {}): TTestResult {
  const n = values.length
  const sd = Math.sqrt(variance(values))
  const difference = mean(values) - reference
  const standardError = sd / Math.sqrt(n)
  refuseConstant(standardError, mean(values))
  return withInterval(difference / standardError, n - 1, difference, standardError, difference / sd, level)
}

export type CorrelationResult = {
  r: number
  t: number
  df: number
  p: number
  ci: [number, number]
  n: number
  /** every point on one line (Pearson) or in one order (Spearman's ranks): r is ±1 exactly */
  exact: boolean
}

/** |r| within this of 1 is an exact relation: the rest is rounding (Celsius against Fahrenheit gives 1 − 2e-16). */
const EXACT_TOLERANCE = 1e-12

/** Pearson's r with the t test of r = 0 and Fisher's z interval, as R's cor.test. */
export function pearson(x: number[], y: number[], { level = 0.95 } = {}): CorrelationResult {
  const n = x.length
  const [mx, my] = [mean(x), mean(y)]
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    const dx = (x[i] ?? 0) - mx
    const dy = (y[i] ?? 0) - my
    sxy += dx * dy
    sxx += dx * dx
    syy += dy * dy
  }
  const df = n - 2
  const computed = Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)))
  // An exact relation (all points on a line, to rounding): r is ±1 and certain, t infinite and p 0, as R's cor.test.
  if (1 - Math.abs(computed) < EXACT_TOLERANCE) {
    const r = Math.sign(computed)
    return { r, t: r * Number.POSITIVE_INFINITY, df, p: 0, ci: [r, r], n, exact: true }
  }
  const r = computed
  const t = (r * Math.sqrt(df)) / Math.sqrt(1 - r * r)
  const z = Math.atanh(r)
  const spread = jStat.normal.inv(1 - (1 - level) / 2, 0, 1) / Math.sqrt(n - 3)
  return { r, t, df, p: tTwoSidedP(t, df), ci: [Math.tanh(z - spread), Math.tanh(z + spread)], n, exact: false }
}
