import jStat from 'jstat'

/**
 * Upper-tail probabilities computed as upper tails. `1 − cdf` loses everything below about 1e-16 to rounding, and
 * jStat's t cdf cancels for large |t|, so tiny p-values became 0 (and a session's Benjamini-Hochberg input with
 * them). Each tail here is the regularized incomplete beta or gamma function that equals it, as R's pt/pf/pchisq
 * with lower.tail = FALSE compute them.
 */

/** Two-sided p of a t statistic: P(|T| ≥ |t|) = I_{df/(df+t²)}(df/2, 1/2). */
export function tTwoSidedP(t: number, df: number): number {
  if (Number.isNaN(t)) return Number.NaN
  if (!Number.isFinite(t)) return 0
  return clampProbability(jStat.ibeta(df / (df + t * t), df / 2, 0.5))
}

/** P(F ≥ f) for F(df1, df2) = I_{df2/(df2+df1·f)}(df2/2, df1/2). */
export function fUpperP(f: number, df1: number, df2: number): number {
  if (Number.isNaN(f)) return Number.NaN
  if (f <= 0) return 1
  if (!Number.isFinite(f)) return 0
  return clampProbability(jStat.ibeta(df2 / (df2 + df1 * f), df2 / 2, df1 / 2))
}

/** P(X ≥ x) for χ²(df): the regularized upper incomplete gamma Q(df/2, x/2). */
export function chiSquareUpperP(x: number, df: number): number {
  if (Number.isNaN(x)) return Number.NaN
  if (x <= 0) return 1
  if (!Number.isFinite(x)) return 0
  return clampProbability(upperRegularizedGamma(df / 2, x / 2))
}

/** Two-sided p of a standard normal z: P(|Z| ≥ |z|) = P(χ²₁ ≥ z²) (jStat's Φ underflows to 0 past |z| ≈ 8.3). */
export function normalTwoSidedP(z: number): number {
  if (Number.isNaN(z)) return Number.NaN
  return chiSquareUpperP(z * z, 1)
}

/**
 * Q(a, x) = Γ(a, x) / Γ(a): by the series for P when x < a + 1 (then Q = 1 − P, where nothing tiny is lost), else
 * by the continued fraction for Q itself (modified Lentz), which keeps its relative precision far into the tail.
 */
function upperRegularizedGamma(a: number, x: number): number {
  if (x < a + 1) return 1 - jStat.lowRegGamma(a, x)
  const logPrefactor = -x + a * Math.log(x) - jStat.gammaln(a)
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let i = 1; i <= 10_000; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < tiny) d = tiny
    c = b + an / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const step = d * c
    h *= step
    if (Math.abs(step - 1) < 1e-15) break
  }
  return Math.exp(logPrefactor) * h
}

function clampProbability(p: number): number {
  return Math.min(1, Math.max(0, p))
}
