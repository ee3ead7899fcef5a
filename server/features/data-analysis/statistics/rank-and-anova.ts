import { mean, variance } from './describe'
import { chiSquareUpperP, fUpperP, normalTwoSidedP } from './tail-probabilities'

export type AnovaResult = {
  f: number
  df: [number, number]
  p: number
  etaSquared: number
  ssBetween: number
  ssWithin: number
}

/**
 * Whether the values vary within no group, to rounding: the residual SD below 10 machine epsilons of the largest
 * absolute group mean (R's t.test rule). F is then infinite or 0/0, and R's aov prints a meaningless F (1e31 or NaN).
 */
export function constantWithinGroups(groups: number[][]): boolean {
  const residualDf = groups.reduce((total, group) => total + group.length, 0) - groups.length
  let ss = 0
  let scale = 0
  for (const group of groups) {
    const centre = mean(group)
    scale = Math.max(scale, Math.abs(centre))
    for (const value of group) ss += (value - centre) ** 2
  }
  const residualSd = Math.sqrt(ss / residualDf)
  return !(residualSd > 0) || residualSd < 10 * Number.EPSILON * scale
}

export function oneWayAnova(groups: number[][]): AnovaResult {
  const all = groups.flat()
  const grandMean = mean(all)
  let ssBetween = 0
  let ssWithin = 0
  for (const group of groups) {
    const groupMean = mean(group)
    ssBetween += group.length * (groupMean - grandMean) ** 2
    for (const value of group) ssWithin += (value - groupMean) ** 2
  }
  const dfBetween = groups.length - 1
  const dfWithin = all.length - groups.length
  const f = ssBetween / dfBetween / (ssWithin / dfWithin)
  return {
    f,
    df: [dfBetween, dfWithin],
    p: fUpperP(f, dfBetween, dfWithin),
    etaSquared: ssBetween / (ssBetween + ssWithin),
    ssBetween,
    ssWithin,
  }
}

/** Mid-ranks (ties share the mean of their ranks) and Σ(t³ − t) over the tie groups. */
export function rank(values: number[]): { ranks: number[]; tieSum: number } {
  const n = values.length
  const sortedValues = Float64Array.from(values)
  const order = new Uint32Array(n)
  for (let i = 0; i < n; i++) order[i] = i
  order.sort((a, b) => (sortedValues[a] as number) - (sortedValues[b] as number))
  const ranks = new Array<number>(n).fill(0)
  let tieSum = 0
  for (let start = 0; start < n;) {
    const value = sortedValues[order[start] as number]
    let end = start
    while (end + 1 < n && sortedValues[order[end + 1] as number] === value) end++
    const midRank = (start + end) / 2 + 1
    for (let i = start; i <= end; i++) ranks[order[i] as number] = midRank
    const ties = end - start + 1
    tieSum += ties ** 3 - ties
    start = end + 1
  }
  return { ranks, tieSum }
}

export type MannWhitneyResult = {
  w: number
  z: number
  p: number
  /** 2W / (n₁n₂) − 1, effectsize's sign: positive when the first group tends to be higher */
  rankBiserial: number
}

/** Wilcoxon rank-sum / Mann-Whitney U, normal approximation with tie and continuity corrections (R's wilcox.test with exact = FALSE). */
export function mannWhitney(a: number[], b: number[]): MannWhitneyResult {
  const [na, nb] = [a.length, b.length]
  const { ranks, tieSum } = rank([...a, ...b])
  const rankSumA = ranks.slice(0, na).reduce((sum, value) => sum + value, 0)
  const w = rankSumA - (na * (na + 1)) / 2
  const centred = w - (na * nb) / 2
  const n = na + nb
  const sigma = Math.sqrt(((na * nb) / 12) * (n + 1 - tieSum / (n * (n - 1))))
  const z = (centred - Math.sign(centred) * 0.5) / sigma
  return { w, z, p: normalTwoSidedP(z), rankBiserial: (2 * w) / (na * nb) - 1 }
}

export type KruskalResult = { h: number; df: number; p: number; epsilonSquared: number }

/** Kruskal-Wallis H with the tie correction, as R's kruskal.test. */
export function kruskalWallis(groups: number[][]): KruskalResult {
  const all = groups.flat()
  const n = all.length
  const { ranks, tieSum } = rank(all)
  let offset = 0
  let sum = 0
  for (const group of groups) {
    const groupRanks = ranks.slice(offset, offset + group.length)
    offset += group.length
    sum += groupRanks.reduce((total, value) => total + value, 0) ** 2 / group.length
  }
  const h = ((12 / (n * (n + 1))) * sum - 3 * (n + 1)) / (1 - tieSum / (n ** 3 - n))
  const df = groups.length - 1
  return { h, df, p: chiSquareUpperP(h, df), epsilonSquared: h / (n - 1) }
}

export type SignedRankResult = { v: number; z: number; p: number; n: number; rankBiserial: number }

/**
 * Wilcoxon signed-rank test of paired differences (a − b), zeros dropped, normal approximation with the tie
 * and continuity corrections (R's wilcox.test with paired = TRUE, exact = FALSE).
 */
export function wilcoxonSignedRank(a: number[], b: number[]): SignedRankResult {
  const differences = a.map((value, i) => value - (b[i] ?? Number.NaN)).filter((d) => d !== 0)
  const n = differences.length
  const { ranks, tieSum } = rank(differences.map(Math.abs))
  const v = ranks.reduce((sum, r, i) => sum + ((differences[i] ?? 0) > 0 ? r : 0), 0)
  const centred = v - (n * (n + 1)) / 4
  const sigma = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24 - tieSum / 48)
  const z = (centred - Math.sign(centred) * 0.5) / sigma
  const total = (n * (n + 1)) / 2
  return { v, z, p: normalTwoSidedP(z), n, rankBiserial: (2 * v) / total - 1 }
}

export type WelchAnovaResult = { f: number; df: [number, number]; p: number }

/** Welch's (1951) one-way ANOVA, not assuming equal variances, as R's oneway.test(var.equal = FALSE). */
export function welchAnova(groups: number[][]): WelchAnovaResult {
  const k = groups.length
  const stats = groups.map((group) => ({ n: group.length, mean: mean(group), weight: group.length / variance(group) }))
  const totalWeight = stats.reduce((sum, s) => sum + s.weight, 0)
  const weightedMean = stats.reduce((sum, s) => sum + s.weight * s.mean, 0) / totalWeight
  const between = stats.reduce((sum, s) => sum + s.weight * (s.mean - weightedMean) ** 2, 0) / (k - 1)
  const spread = stats.reduce((sum, s) => sum + (1 - s.weight / totalWeight) ** 2 / (s.n - 1), 0) / (k * k - 1)
  const f = between / (1 + 2 * (k - 2) * spread)
  const df: [number, number] = [k - 1, 1 / (3 * spread)]
  return { f, df, p: fUpperP(f, df[0], df[1]) }
}
