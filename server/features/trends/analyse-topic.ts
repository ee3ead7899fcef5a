import type { TopicTrend, TrendForecastPoint } from '#shared/contract/trends'
import { TREND_HORIZONS } from '#shared/contract/trends'
import {
  backtest,
  forecastSeries,
  impliedGrowth,
  MIN_TRAIN,
  oldWorkShare,
  summarizeBacktest,
  trendLabel,
} from '../../lib/forecast'

/** A topic needs this many years with works, and this many works in all, before it is forecast. */
export const MIN_YEARS = MIN_TRAIN + 2
export const MIN_WORKS = 30
/** The page's backtest: forecasts from the origins of the last this many years. */
export const BACKTEST_ORIGINS = 8

type Analysis = Pick<TopicTrend, 'years' | 'forecast' | 'label' | 'growth' | 'backtest' | 'tooFew'>

const round = (value: number, digits = 0) => {
  const scale = 10 ** digits
  return Math.round(value * scale) / scale
}
/** Shares keep six significant digits (a topic may be a thousandth of a percent of its field). */
const roundShare = (value: number) => Number(value.toPrecision(6))

/**
 * The yearly series (from the topic's first year with works to the last complete year, quiet years as 0), the
 * forecast of counts (log scale) and of share (logit scale), the label and the page's backtest of counts.
 */
export function analyseTopic(input: {
  counts: ReadonlyMap<number, number>
  totals: ReadonlyMap<number, number>
  firstYear: number
  lastCompleteYear: number
}): Analysis {
  const { counts, totals, lastCompleteYear } = input
  const seen = [...counts.entries()].filter(
    ([year, count]) => count > 0 && year <= lastCompleteYear && year >= input.firstYear,
  )
  const start = seen.length ? Math.min(...seen.map(([year]) => year)) : lastCompleteYear
  const years: TopicTrend['years'] = []
  for (let year = start; year <= lastCompleteYear; year++) {
    const count = counts.get(year) ?? 0
    const total = Math.max(totals.get(year) ?? 0, count)
    years.push({
      year,
      count,
      total,
      share: total > 0 ? roundShare(count / total) : null,
      underIndexed: year === lastCompleteYear,
    })
  }
  const values = years.map((point) => point.count)
  const worksInAll = values.reduce((sum, value) => sum + value, 0)
  const yearsWithWorks = values.filter((value) => value > 0).length
  if (yearsWithWorks < MIN_YEARS || worksInAll < MIN_WORKS)
    return { years, forecast: [], label: null, growth: null, backtest: { rows: [], summary: [] }, tooFew: true }

  const countForecast = forecastSeries(values, 'log', TREND_HORIZONS).combined
  const shares = years.map((point) => point.share)
  const shareForecast = shares.every((value): value is number => value !== null)
    ? forecastSeries(shares, 'logit', TREND_HORIZONS).combined
    : null
  const forecast: TrendForecastPoint[] = countForecast.map((point, i) => {
    const sharePoint = shareForecast?.[i]
    return {
      year: lastCompleteYear + point.horizon,
      horizon: point.horizon,
      count: round(point.value),
      countLower: point.lower === null ? null : round(point.lower),
      countUpper: point.upper === null ? null : round(point.upper),
      share: sharePoint ? roundShare(sharePoint.value) : null,
      shareLower: sharePoint?.lower == null ? null : roundShare(sharePoint.lower),
      shareUpper: sharePoint?.upper == null ? null : roundShare(sharePoint.upper),
    }
  })

  // r: the share when there is one (raw counts mostly show the database growing), else the counts.
  const lastShare = shares[shares.length - 1] ?? null
  const aheadShare = forecast[TREND_HORIZONS - 1]?.share ?? null
  const growth =
    lastShare !== null && aheadShare !== null
      ? impliedGrowth(lastShare, aheadShare, TREND_HORIZONS)
      : impliedGrowth(values[values.length - 1] ?? 0, forecast[TREND_HORIZONS - 1]?.count ?? 0, TREND_HORIZONS)
  const label = trendLabel({ growth, oldShare: oldWorkShare(years) })

  const records = backtest(values, 'log', {
    firstOrigin: Math.max(MIN_TRAIN + 1, values.length - BACKTEST_ORIGINS),
    horizons: TREND_HORIZONS,
  })
  const rows = records.map((record) => {
    const combined = record.forecasts.combined
    const { lower, upper } = combined
    return {
      originYear: start + record.origin - 1,
      year: start + record.origin - 1 + record.horizon,
      horizon: record.horizon,
      forecast: round(combined.value),
      lower: lower === null ? null : round(lower),
      upper: upper === null ? null : round(upper),
      actual: record.actual,
      error: record.actual > 0 ? round((combined.value - record.actual) / record.actual, 4) : null,
      covered: lower === null || upper === null ? null : record.actual >= lower && record.actual <= upper,
    }
  })
  const summary = summarizeBacktest(records, ['combined']).map((row) => ({
    horizon: row.horizon,
    forecasts: row.n,
    meanAbsoluteError: row.mape === null ? null : round(row.mape, 4),
    coverage: row.coverage === null ? null : round(row.coverage, 4),
  }))
  return { years, forecast, label, growth: round(growth, 4), backtest: { rows, summary }, tooFew: false }
}
