import jStat from 'jstat'

/**
 * Distribution functions for power analysis. Central distributions come from jStat; the non-central t is
 * AS 243 below (jStat's underflows for large non-centrality); jStat has no non-central F or χ², so those are the Poisson mixtures of central ones (Johnson, Kotz &
 * Balakrishnan, Continuous Univariate Distributions vol. 2, 2nd ed., eqs. 29.2 and 30.3) summed here
 * over jStat's regularized incomplete beta and gamma functions (decision 022).
 */

const WEIGHT_FLOOR = 1e-17
const MAX_TERMS = 20_000

/**
 * Σ_j Poisson(j; mean) · term(j) for a term that grows with j from 0 towards 1 (an upper tail), summed outwards
 * from the mode over the window holding all but ~1e-30 of the Poisson mass, so a large non-centrality neither
 * underflows nor stops early; when the term is already 1 (or 0) across the window the answer needs no sum.
 */
function poissonMixture(mean: number, term: (j: number) => number): number {
  if (mean <= 0) return term(0)
  const mode = Math.floor(mean)
  const reach = Math.ceil(12 * Math.sqrt(mean)) + 30
  const low = Math.max(0, mode - reach)
  const high = mode + reach
  if (term(low) >= 1 - 1e-15) return 1
  if (term(high) <= 1e-300) return 0
  const logWeight = (j: number) => -mean + j * Math.log(mean) - jStat.gammaln(j + 1)
  let sum = 0
  let weightSeen = 0
  for (let j = mode, count = 0; j <= high && count < MAX_TERMS; j++, count++) {
    const weight = Math.exp(logWeight(j))
    sum += weight * term(j)
    weightSeen += weight
    if (weight < WEIGHT_FLOOR && j > mean) break
  }
  for (let j = mode - 1, count = 0; j >= low && count < MAX_TERMS; j--, count++) {
    const weight = Math.exp(logWeight(j))
    sum += weight * term(j)
    weightSeen += weight
    if (weight < WEIGHT_FLOOR) break
  }
  // Weights of the terms never reached are below the floor; renormalising removes their rounding.
  return sum / weightSeen
}

export function normalCdf(x: number): number {
  return jStat.normal.cdf(x, 0, 1)
}

export function normalQuantile(p: number): number {
  return jStat.normal.inv(p, 0, 1)
}

export function tCdf(x: number, df: number): number {
  return jStat.studentt.cdf(x, df)
}

export function tQuantile(p: number, df: number): number {
  return jStat.studentt.inv(p, df)
}

const LOG_SQRT_PI = 0.5 * Math.log(Math.PI)
const SQRT_2_OVER_PI = Math.sqrt(2 / Math.PI)
/** δ² past which exp(-δ²/2) underflows a double (2·ln 2·1021): the normal approximation takes over there, as in R. */
const UNDERFLOW_DELTA_SQUARED = 2 * Math.LN2 * 1021
const SERIES_MAX_TERMS = 1000
const SERIES_TOLERANCE = 1e-12

/**
 * P(T ≤ x) for T ~ t(df, δ). jStat's version starts its series at the Poisson weight exp(-δ²/2) and stops after a
 * fixed number of terms, so past δ ≈ 26 it returned 0 and effect-size intervals collapsed to a point. This is
 * Lenth's algorithm AS 243 (Applied Statistics 38, 1989, with Guenther's twin series), the one R's pt() uses,
 * with R's switch to the normal approximation of Abramowitz & Stegun 26.7.10 where the series would underflow.
 */
export function noncentralTCdf(x: number, df: number, noncentrality: number): number {
  if (noncentrality === 0) return tCdf(x, df)
  if (!Number.isFinite(x)) return x < 0 ? 0 : 1
  // The left tail is worked out on the mirrored distribution: P(T ≤ x) = 1 − P(T' ≤ −x) with T' ~ t(df, −δ).
  const mirrored = x < 0
  if (mirrored && noncentrality > 40) return 0
  const t = mirrored ? -x : x
  const delta = mirrored ? -noncentrality : noncentrality
  const upperOf = (lower: number) => clampProbability(mirrored ? 1 - lower : lower)

  if (df > 4e5 || delta * delta > UNDERFLOW_DELTA_SQUARED) {
    const s = 1 / (4 * df)
    return upperOf(jStat.normal.cdf(t * (1 - s), delta, Math.sqrt(1 + t * t * 2 * s)))
  }
  return upperOf(Math.min(1, twinSeries(t, df, delta) + normalCdf(-delta)))
}

/** AS 243's sum for t ≥ 0: the Poisson-weighted incomplete beta terms, odd and even, until the error bound is met. */
function twinSeries(t: number, df: number, delta: number): number {
  const x = (t * t) / (t * t + df)
  if (x <= 0) return 0
  const lambda = delta * delta
  let p = 0.5 * Math.exp(-0.5 * lambda)
  if (p === 0) return 0
  let q = SQRT_2_OVER_PI * p * delta
  let remaining = 0.5 - p
  if (remaining < 1e-7) remaining = -0.5 * Math.expm1(-0.5 * lambda)
  let a = 0.5
  const b = 0.5 * df
  const rxb = Math.pow(1 - x, b)
  const logBeta = LOG_SQRT_PI + jStat.gammaln(b) - jStat.gammaln(0.5 + b)
  let xOdd = jStat.ibeta(x, a, b)
  let gOdd = 2 * rxb * Math.exp(a * Math.log(x) - logBeta)
  const bx = b * x
  let xEven = bx < Number.EPSILON ? bx : 1 - rxb
  let gEven = bx * rxb
  let sum = p * xOdd + q * xEven
  for (let term = 1; term <= SERIES_MAX_TERMS; term++) {
    a += 1
    xOdd -= gOdd
    xEven -= gEven
    gOdd *= (x * (a + b - 1)) / a
    gEven *= (x * (a + b - 0.5)) / (a + 0.5)
    p *= lambda / (2 * term)
    q *= lambda / (2 * term + 1)
    sum += p * xOdd + q * xEven
    remaining -= p
    if (remaining < -1e-10 || (remaining <= 0 && term > 1)) break
    if (Math.abs(2 * remaining * (xOdd - gOdd)) < SERIES_TOLERANCE) break
  }
  return sum
}

export function chiSquareQuantile(p: number, df: number): number {
  return jStat.chisquare.inv(p, df)
}

export function fQuantile(p: number, df1: number, df2: number): number {
  return jStat.centralF.inv(p, df1, df2)
}

/** P(X > x) for X ~ χ²(df, λ). */
export function noncentralChiSquareUpper(x: number, df: number, noncentrality: number): number {
  if (x <= 0) return 1
  return clampProbability(poissonMixture(noncentrality / 2, (j) => 1 - jStat.lowRegGamma(df / 2 + j, x / 2)))
}

/** P(X > x) for X ~ F(df1, df2, λ); the upper tail I_{1-y}(df2/2, df1/2 + j) avoids cancellation near 1. */
export function noncentralFUpper(x: number, df1: number, df2: number, noncentrality: number): number {
  if (x <= 0) return 1
  const complement = df2 / (df1 * x + df2)
  return clampProbability(poissonMixture(noncentrality / 2, (j) => jStat.ibeta(complement, df2 / 2, df1 / 2 + j)))
}

function clampProbability(p: number): number {
  return Math.min(1, Math.max(0, p))
}
