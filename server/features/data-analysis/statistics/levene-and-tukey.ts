import studentizedRangeCdf from '@stdlib/stats-base-dists-studentized-range-cdf'
import { mean, quantile, sortedNumbers } from './describe'
import { oneWayAnova } from './rank-and-anova'

export type LeveneResult = { f: number; df: [number, number]; p: number }

/** Levene's test centred on the median (Brown-Forsythe), as car::leveneTest's default: ANOVA on |y − median|. */
export function levene(groups: number[][]): LeveneResult {
  const deviations = groups.map((group) => {
    const centre = quantile(sortedNumbers(group), 0.5)
    return group.map((value) => Math.abs(value - centre))
  })
  const { f, df, p } = oneWayAnova(deviations)
  return { f, df, p }
}

/** P(Q ≤ q) for the studentized range of `groups` means with `df` error degrees of freedom (R's ptukey). */
export function ptukey(q: number, groups: number, df: number): number {
  if (q <= 0) return 0
  return studentizedRangeCdf(q, groups, df)
}

/** The q with P(Q ≤ q) = p (R's qtukey), by bisection on ptukey: monotone, and 60 halvings reach 1e-12. */
export function qtukey(p: number, groups: number, df: number): number {
  let low = 0
  let high = 1
  while (ptukey(high, groups, df) < p) high *= 2
  for (let i = 0; i < 60; i++) {
    const middle = (low + high) / 2
    if (ptukey(middle, groups, df) < p) low = middle
    else high = middle
  }
  return (low + high) / 2
}

export type TukeyComparison = {
  /** the compared groups' indices: the difference is mean(second) − mean(first), as R's "second-first" */
  first: number
  second: number
  difference: number
  ci: [number, number]
  pAdjusted: number
}

/** Tukey's honestly significant differences after a one-way ANOVA (Tukey-Kramer for unequal sizes), as R's TukeyHSD. */
export function tukeyHsd(groups: number[][], { level = 0.95 } = {}): TukeyComparison[] {
  const k = groups.length
  const n = groups.reduce((sum, group) => sum + group.length, 0)
  const df = n - k
  const means = groups.map(mean)
  let ssWithin = 0
  groups.forEach((group, g) => {
    for (const value of group) ssWithin += (value - (means[g] ?? 0)) ** 2
  })
  const mse = ssWithin / df
  const critical = qtukey(level, k, df)
  const comparisons: TukeyComparison[] = []
  for (let first = 0; first < k; first++) {
    for (let second = first + 1; second < k; second++) {
      const difference = (means[second] ?? 0) - (means[first] ?? 0)
      const se = Math.sqrt((mse / 2) * (1 / (groups[first]?.length ?? 1) + 1 / (groups[second]?.length ?? 1)))
      comparisons.push({
        first,
        second,
        difference,
        ci: [difference - critical * se, difference + critical * se],
        pAdjusted: 1 - ptukey(Math.abs(difference) / se, k, df),
      })
    }
  }
  return comparisons
}
