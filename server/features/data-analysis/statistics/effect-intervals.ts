import jStat from 'jstat'
import { noncentralChiSquareUpper, noncentralFUpper, noncentralTCdf } from '../../methodology'
import { seededRandom } from '#shared/seeded-random'

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
 * The non-centrality λ of an F at which the observed f cuts off `upperTail` above it, P(F > f | λ) = upperTail;
 * 0 when even λ = 0 leaves more than that above f.
 */
function noncentralityOfF(f: number, df1: number, df2: number, upperTail: number): number {
  if (noncentralFUpper(f, df1, df2, 0) >= upperTail) return 0
  let high = Math.max(10, f * df1 * 2)
  while (noncentralFUpper(f, df1, df2, high) < upperTail) high *= 2
  return solveDecreasing((lambda) => 1 - noncentralFUpper(f, df1, df2, lambda), 1 - upperTail, 0, high)
}

/** λ as a proportion of variance explained, λ / (λ + df₁ + df₂ + 1) (effectsize; MBESS's ci.R2 with N = df₁ + df₂ + 1). */
const explained = (lambda: number, df1: number, df2: number) => lambda / (lambda + df1 + df2 + 1)

/**
 * η² with a one-sided interval [lower, 1], as effectsize::eta_squared's default (alternative = "greater"):
 * the lower end is from the non-centrality λ with P(F > f | λ) = 1 − level, turned into η² as effectsize does
 * (F_to_eta2 of λ / df₁: λ / (λ + df₂)), not by MBESS's λ / (λ + N).
 */
export function etaSquaredInterval(f: number, df1: number, df2: number, level = 0.95): [number, number] {
  const lambda = noncentralityOfF(f, df1, df2, 1 - level)
  return [lambda / (lambda + df2), 1]
}

/**
 * A regression's R² with a two-sided interval by inverting the non-central F of the model's F test, as MBESS's
 * ci.R2 (fixed predictors) and effectsize's F_to_eta2 with alternative = "two.sided".
 */
export function rSquaredInterval(f: number, df1: number, df2: number, level = 0.95): [number, number] {
  const alpha = 1 - level
  return [
    explained(noncentralityOfF(f, df1, df2, alpha / 2), df1, df2),
    explained(noncentralityOfF(f, df1, df2, 1 - alpha / 2), df1, df2),
  ]
}

/** Hedges' small-sample correction J(df) = Γ(df/2) / (√(df/2) Γ((df − 1)/2)), exact as effectsize's hedges_g. */
export function hedgesJ(df: number): number {
  return Math.exp(jStat.gammaln(df / 2) - Math.log(Math.sqrt(df / 2)) - jStat.gammaln((df - 1) / 2))
}

/** Hedges' g's interval: Cohen's d's (the non-central t inverted) scaled by the same J, as effectsize. */
export function hedgesGInterval(t: number, n1: number, n2: number, level = 0.95): [number, number] {
  const j = hedgesJ(n1 + n2 - 2)
  const [low, high] = cohensDInterval(t, n1, n2, level)
  return [low * j, high * j]
}

/**
 * Spearman's ρ's interval by Fisher's z with Bonett & Wright's (2000) standard error √((1 + ρ²/2) / (n − 3)),
 * which keeps the coverage near 95 % where Pearson's 1/√(n − 3) is too narrow for ranks.
 */
export function spearmanInterval(rho: number, n: number, level = 0.95): [number, number] {
  return fisherInterval(rho, Math.sqrt((1 + (rho * rho) / 2) / (n - 3)), level)
}

/**
 * Cramér's V with a one-sided interval [lower, 1], as effectsize::cramers_v's default (alternative = "greater"):
 * the non-centrality λ with P(χ²(df, λ) > χ²_observed) = 1 − level, turned into V as √(λ / (N (k − 1))).
 */
export function cramersVInterval(chiSquare: number, n: number, rows: number, columns: number, level = 0.95) {
  const df = (rows - 1) * (columns - 1)
  const scale = n * (Math.min(rows, columns) - 1)
  if (noncentralChiSquareUpper(chiSquare, df, 0) >= 1 - level) return [0, 1] as [number, number]
  let high = Math.max(10, chiSquare * 2)
  while (noncentralChiSquareUpper(chiSquare, df, high) < 1 - level) high *= 2
  const lambda = solveDecreasing((l) => 1 - noncentralChiSquareUpper(chiSquare, df, l), level, 0, high)
  return [Math.min(1, Math.sqrt(lambda / scale)), 1] as [number, number]
}

function fisherInterval(r: number, standardError: number, level: number): [number, number] {
  const spread = jStat.normal.inv(1 - (1 - level) / 2, 0, 1) * standardError
  return [Math.tanh(Math.atanh(r) - spread), Math.tanh(Math.atanh(r) + spread)]
}

/** The rank-biserial r of two independent groups: Fisher's z with SE √((n₁ + n₂ + 1) / (3 n₁ n₂)), as effectsize. */
export function rankBiserialInterval(r: number, n1: number, n2: number, level = 0.95): [number, number] {
  return fisherInterval(r, Math.sqrt((n1 + n2 + 1) / (3 * n1 * n2)), level)
}

/** The matched-pairs rank-biserial r over n non-zero differences: SE √((2n³ + 3n² + n) / 6) / (n(n + 1)/2), as effectsize. */
export function pairedRankBiserialInterval(r: number, n: number, level = 0.95): [number, number] {
  return fisherInterval(r, Math.sqrt((2 * n ** 3 + 3 * n ** 2 + n) / 6) / ((n * n + n) / 2), level)
}

export const BOOTSTRAP_SEED = 20_261_124

/** The bootstrap's replicates: 1000, or 200 (effectsize's default) past 10,000 values, where each one costs a sort. */
export const bootstrapIterations = (n: number) => (n > 10_000 ? 200 : 1000)

/**
 * Kruskal-Wallis rank ε² = H / (n − 1) with a one-sided interval [lower, 1], as effectsize::rank_epsilon_squared
 * (alternative = "greater"): a percentile bootstrap resampling within each group, the lower end at the
 * (1 − level) quantile of the replicates. Seeded, so deterministic; its digits differ from R's, whose bootstrap
 * draws other samples.
 *
 * A resample only draws values the data already has, so the values are ranked once: each is replaced by the index of
 * its distinct value, and a resample's mid-ranks come from how often each distinct value was drawn (a counting pass,
 * no sort). The draws, their order and every sum are those of ranking each resample afresh, so the replicates are
 * the same numbers to the last bit.
 */
export function rankEpsilonSquaredInterval(
  groups: number[][],
  { level = 0.95, iterations = bootstrapIterations(groups.flat().length), seed = BOOTSTRAP_SEED } = {},
): [number, number] {
  const random = seededRandom(seed)
  const n = groups.reduce((total, group) => total + group.length, 0)
  const sorted = Float64Array.from(groups.flat()).sort()
  const distinct: number[] = []
  for (const value of sorted) if (distinct.length === 0 || distinct[distinct.length - 1] !== value) distinct.push(value)
  const indexOf = (value: number) => {
    let [low, high] = [0, distinct.length - 1]
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((distinct[middle] ?? 0) < value) low = middle + 1
      else high = middle
    }
    return low
  }
  const groupIndices = groups.map((group) => Int32Array.from(group, indexOf))
  const drawn = groups.map((group) => new Int32Array(group.length))
  const counts = new Int32Array(distinct.length)
  const midRanks = new Float64Array(distinct.length)
  const replicates = new Float64Array(iterations)
  for (let r = 0; r < iterations; r++) {
    counts.fill(0)
    for (let g = 0; g < groups.length; g++) {
      const source = groupIndices[g] as Int32Array
      const target = drawn[g] as Int32Array
      for (let i = 0; i < source.length; i++) {
        const index = source[Math.floor(random() * source.length)] as number
        target[i] = index
        counts[index] = (counts[index] as number) + 1
      }
    }
    // Mid-ranks of the drawn values and Σ(t³ − t) over their ties, in ascending order as a fresh ranking does.
    let below = 0
    let tieSum = 0
    for (let j = 0; j < counts.length; j++) {
      const ties = counts[j] as number
      if (ties === 0) continue
      midRanks[j] = (below + below + ties - 1) / 2 + 1
      tieSum += ties ** 3 - ties
      below += ties
    }
    let sum = 0
    for (const target of drawn) {
      let rankSum = 0
      for (let i = 0; i < target.length; i++) rankSum += midRanks[target[i] as number] as number
      sum += rankSum ** 2 / target.length
    }
    const h = ((12 / (n * (n + 1))) * sum - 3 * (n + 1)) / (1 - tieSum / (n ** 3 - n))
    const epsilonSquared = h / (n - 1)
    // A resample where every value ties has no ranks to compare: it shows no effect.
    replicates[r] = Number.isFinite(epsilonSquared) ? epsilonSquared : 0
  }
  return [Math.max(0, percentile(Array.from(replicates.sort()), 1 - level)), 1]
}

/** boot.ci's percentile: the order statistic at (R + 1)·q, interpolated between neighbours. */
function percentile(sorted: number[], q: number): number {
  const position = (sorted.length + 1) * q
  const below = Math.min(sorted.length, Math.max(1, Math.floor(position)))
  const above = Math.min(sorted.length, below + 1)
  const fraction = Math.min(1, Math.max(0, position - below))
  return (sorted[below - 1] ?? 0) * (1 - fraction) + (sorted[above - 1] ?? 0) * fraction
}
