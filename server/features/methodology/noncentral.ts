import jStat from 'jstat'

/**
 * Distribution functions for power analysis. Central distributions and the non-central t come from jStat;
 * jStat has no non-central F or χ², so those are the Poisson mixtures of central ones (Johnson, Kotz &
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

export function noncentralTCdf(x: number, df: number, noncentrality: number): number {
  return clampProbability(jStat.noncentralt.cdf(x, df, noncentrality))
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
