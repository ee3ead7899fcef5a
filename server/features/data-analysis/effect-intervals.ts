import { noncentralFUpper, noncentralTCdf } from '../methodology'

/** The x in [low, high] where a decreasing `f` crosses `target`, by bisection. */
function solveDecreasing(f: (x: number) => number, target: number, low: number, high: number): number {
  let [a, b] = [low, high]
  for (let i = 0; i < 200 && b - a > 1e-10 * Math.max(1, Math.abs(a)); i++) {
    const middle = (a + b) / 2
    if (f(middle) > target) a = middle
    else b = middle
  }
  return (a + b) / 2
}

/**
 * The interval of the non-centrality δ of an observed t (Steiger & Fouladi's pivot): P(T ≤ t | δ) = 1 − α/2 at
 * the lower end and α/2 at the upper, as effectsize's cohens_d and MBESS's conf.limits.nct.
 */
export function noncentralityInterval(t: number, df: number, level = 0.95): [number, number] {
  const alpha = 1 - level
  const reach = Math.abs(t) + 40
  const cdf = (delta: number) => noncentralTCdf(t, df, delta)
  return [
    solveDecreasing(cdf, 1 - alpha / 2, t - reach, t + reach),
    solveDecreasing(cdf, alpha / 2, t - reach, t + reach),
  ]
}

/** Cohen's d from independent groups (pooled SD) with its interval: δ's interval × √(1/n₁ + 1/n₂). */
export function cohensDInterval(t: number, n1: number, n2: number, level = 0.95): [number, number] {
  const scale = Math.sqrt(1 / n1 + 1 / n2)
  const [low, high] = noncentralityInterval(t, n1 + n2 - 2, level)
  return [low * scale, high * scale]
}

/** d_z of paired differences or d of one sample: δ's interval ÷ √n. */
export function oneSampleDInterval(t: number, n: number, level = 0.95): [number, number] {
  const [low, high] = noncentralityInterval(t, n - 1, level)
  return [low / Math.sqrt(n), high / Math.sqrt(n)]
}

/**
 * η² with a one-sided interval [lower, 1], as effectsize::eta_squared's default (alternative = "greater"):
 * the lower end is from the non-centrality λ with P(F > f | λ) = 1 − level, turned into η² as λ / (λ + df₁ + df₂ + 1).
 */
export function etaSquaredInterval(f: number, df1: number, df2: number, level = 0.95): [number, number] {
  const upperTail = (lambda: number) => 1 - noncentralFUpper(f, df1, df2, lambda)
  // P(F > f | λ) grows with λ; λ = 0 already at or above 1 − level leaves the lower end at 0.
  if (noncentralFUpper(f, df1, df2, 0) >= 1 - level) return [0, 1]
  let high = Math.max(10, f * df1 * 2)
  while (noncentralFUpper(f, df1, df2, high) < 1 - level) high *= 2
  const lambda = solveDecreasing(upperTail, level, 0, high)
  return [lambda / (lambda + df1 + df2 + 1), 1]
}
