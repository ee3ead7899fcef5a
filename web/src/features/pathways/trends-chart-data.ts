import type { TopicTrend, TrendLabel } from '#shared/contract/trends'

/*
 * The Trends Predictor's chart data, shaped in plain functions (tested without a browser): one series per topic of
 * observed years and forecast years, with the 80 % band, in works per year or in share of field.
 */

export type Measure = 'count' | 'share'

export type ChartPoint = {
  year: number
  value: number
  /** the 80 % band, forecast years only */
  lower: number | null
  upper: number | null
  forecast: boolean
  /** the last complete year, possibly under-indexed */
  underIndexed: boolean
}

export type ChartSeries = { name: string; points: ChartPoint[] }

/** A topic's observed years then its forecast, in one measure; the forecast starts from the last observed point. */
export function seriesOf(topic: TopicTrend, measure: Measure): ChartSeries {
  const observed: ChartPoint[] = topic.years.flatMap((point) => {
    const value = measure === 'count' ? point.count : point.share
    return value === null
      ? []
      : [{ year: point.year, value, lower: null, upper: null, forecast: false, underIndexed: point.underIndexed }]
  })
  const forecast: ChartPoint[] = topic.forecast.flatMap((point) => {
    const value = measure === 'count' ? point.count : point.share
    if (value === null) return []
    return [
      {
        year: point.year,
        value,
        lower: measure === 'count' ? point.countLower : point.shareLower,
        upper: measure === 'count' ? point.countUpper : point.shareUpper,
        forecast: true,
        underIndexed: false,
      },
    ]
  })
  return { name: topic.name, points: [...observed, ...forecast] }
}

/** The years the chart spans (every series' first to last), and the largest value it must reach (bands included). */
export function chartExtent(series: ChartSeries[]): { first: number; last: number; max: number } | null {
  const points = series.flatMap((entry) => entry.points)
  if (points.length === 0) return null
  const years = points.map((point) => point.year)
  const max = Math.max(...points.map((point) => Math.max(point.value, point.upper ?? 0)))
  return { first: Math.min(...years), last: Math.max(...years), max }
}

/** Round axis ticks from 0 up to at least `max`: 1, 2 or 5 times a power of ten, four or five of them. */
export function niceTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1]
  const rough = max / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power
  const ticks: number[] = []
  for (let tick = 0; tick < max + step; tick += step) ticks.push(Number(tick.toPrecision(12)))
  return ticks
}

/** A share as a percentage with enough digits to tell small topics apart (0.0123 % rather than 0.0 %). */
export function formatShare(share: number): string {
  const percent = share * 100
  if (percent === 0) return '0 %'
  const digits = percent >= 10 ? 1 : Math.min(6, Math.max(1, 1 - Math.floor(Math.log10(percent))))
  return `${percent.toFixed(digits)} %`
}

export const formatCount = (value: number) => Math.round(value).toLocaleString('en-US')

export function formatValue(value: number, measure: Measure): string {
  return measure === 'count' ? formatCount(value) : formatShare(value)
}

/** The yearly growth r the label rests on, in words: "+12.3 % a year". */
export function formatGrowth(growth: number): string {
  const percent = Math.round(growth * 1000) / 10
  return `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent).toFixed(1)} % a year`
}

export const LABEL_TEXT: Record<TrendLabel, string> = {
  emerging: 'Emerging',
  growing: 'Growing',
  stable: 'Stable',
  declining: 'Declining',
}

/** The chart in one sentence per topic, for its accessible description. */
export function describeChart(series: ChartSeries[], measure: Measure): string {
  return series
    .map((entry) => {
      const observed = entry.points.filter((point) => !point.forecast)
      const ahead = entry.points.filter((point) => point.forecast)
      const first = observed[0]
      const last = observed.at(-1)
      const end = ahead.at(-1)
      if (!first || !last) return `${entry.name}: no works counted.`
      const what = measure === 'count' ? 'works' : 'of its field'
      const forecast = end
        ? ` Forecast for ${end.year}: ${formatValue(end.value, measure)}${end.lower !== null && end.upper !== null ? ` (80 % interval ${formatValue(end.lower, measure)} to ${formatValue(end.upper, measure)})` : ''}.`
        : ''
      return `${entry.name}: ${formatValue(first.value, measure)} ${what} in ${first.year}, ${formatValue(last.value, measure)} in ${last.year} (possibly not fully indexed yet).${forecast}`
    })
    .join(' ')
}
