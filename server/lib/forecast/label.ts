/*
 * The label a topic gets, by one rule (decision 043), said in words on the page (TREND_RULE).
 * r is the yearly growth of the topic's share of its field (or of all works) that the forecast implies, from the
 * last complete year to three years ahead: r = (forecast share / last share)^(1/3) − 1.
 */

export type TrendLabel = 'emerging' | 'growing' | 'stable' | 'declining'

export const GROWTH_THRESHOLD = 0.03
export const EMERGING_THRESHOLD = 0.15
/** "young": fewer than this share of its works were published more than YOUNG_YEARS before the last complete year */
export const YOUNG_SHARE = 0.1
export const YOUNG_YEARS = 10

export const TREND_RULE =
  'From the forecast, the yearly growth r of the topic’s share of its field (or of all works) between the last complete year and three years ahead: ' +
  'emerging when r is at least +15 % a year and under 10 % of the topic’s works are more than ten years old; ' +
  'growing when r is at least +3 % a year; declining when r is −3 % a year or less; stable in between.'

/** Yearly growth implied by going from `last` to `ahead` in `years` years (0 when last is 0 or unknown). */
export function impliedGrowth(last: number, ahead: number, years: number): number {
  if (!(last > 0) || !(ahead >= 0) || years <= 0) return 0
  return (ahead / last) ** (1 / years) - 1
}

/** Share of the works (counts oldest first, years alongside) published more than YOUNG_YEARS before the last year. */
export function oldWorkShare(series: readonly { year: number; count: number }[]): number {
  const total = series.reduce((sum, point) => sum + point.count, 0)
  if (total === 0) return 0
  const lastYear = series[series.length - 1]?.year ?? 0
  const old = series.filter((point) => point.year < lastYear - YOUNG_YEARS).reduce((sum, point) => sum + point.count, 0)
  return old / total
}

export function trendLabel(input: { growth: number; oldShare: number }): TrendLabel {
  if (input.growth >= EMERGING_THRESHOLD && input.oldShare < YOUNG_SHARE) return 'emerging'
  if (input.growth >= GROWTH_THRESHOLD) return 'growing'
  if (input.growth <= -GROWTH_THRESHOLD) return 'declining'
  return 'stable'
}
