import { drift, naive } from './models'
import { forecastSeries, METHODS, type Method, type Scale } from './forecast'

/*
 * The backtest: the forecasts the method would have made from earlier origins (fitted only on what was known
 * then, its intervals from that history's own errors) against what happened.
 */

export const BASELINES = ['naive', 'drift'] as const
export type Baseline = (typeof BASELINES)[number]
export type Scored = Method | Baseline
export const SCORED: readonly Scored[] = [...METHODS, ...BASELINES]

export type BacktestRecord = {
  /** points of history the forecast was made from (the origin is index origin − 1) */
  origin: number
  horizon: number
  /** the last known value at the origin */
  last: number
  actual: number
  /** mean absolute h-step change over the history: the in-sample naive error at this horizon (the MASE scale) */
  scale: number
  forecasts: Record<Scored, { value: number; lower: number | null; upper: number | null }>
}

/** Mean absolute h-step change: the in-sample naive error at horizon h, which MASE divides by (0 when undefined). */
export function naiveScale(values: readonly number[], horizon = 1): number {
  let sum = 0
  for (let i = horizon; i < values.length; i++) sum += Math.abs((values[i] ?? 0) - (values[i - horizon] ?? 0))
  return values.length > horizon ? sum / (values.length - horizon) : 0
}

/** Forecasts from every origin from `firstOrigin` (points of history) on, horizons 1..h, against the actual values. */
export function backtest(
  values: readonly number[],
  scale: Scale,
  options: { firstOrigin: number; horizons: number },
): BacktestRecord[] {
  const records: BacktestRecord[] = []
  for (let origin = Math.max(2, options.firstOrigin); origin < values.length; origin++) {
    const history = values.slice(0, origin)
    const ahead = Math.min(options.horizons, values.length - origin)
    const model = forecastSeries(history, scale, ahead)
    const naiveForecast = naive(history, ahead)
    const driftForecast = drift(history, ahead)
    for (let h = 1; h <= ahead; h++) {
      const forecasts = Object.fromEntries(
        METHODS.map((method) => {
          const point = model[method][h - 1]
          return [method, { value: point?.value ?? NaN, lower: point?.lower ?? null, upper: point?.upper ?? null }]
        }),
      ) as BacktestRecord['forecasts']
      forecasts.naive = { value: naiveForecast[h - 1] ?? 0, lower: null, upper: null }
      forecasts.drift = { value: driftForecast[h - 1] ?? 0, lower: null, upper: null }
      records.push({
        origin,
        horizon: h,
        last: history[origin - 1] ?? 0,
        actual: values[origin + h - 1] ?? 0,
        scale: naiveScale(history, h),
        forecasts,
      })
    }
  }
  return records
}

export type BacktestSummary = {
  method: Scored
  horizon: number
  /** forecasts scored */
  n: number
  /** mean absolute scaled error (null when the history never changed) */
  mase: number | null
  /** mean absolute percentage error (actuals of 0 left out), null when none */
  mape: number | null
  /** share of actuals inside the 80 % interval, null when no interval was given */
  coverage: number | null
  /** share of forecasts that moved the same way as what happened, from the last known value */
  direction: number | null
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null

/** Scores per method and horizon. */
export function summarizeBacktest(
  records: readonly BacktestRecord[],
  methods: readonly Scored[] = SCORED,
): BacktestSummary[] {
  const horizons = [...new Set(records.map((record) => record.horizon))].sort((a, b) => a - b)
  return methods.flatMap((method) =>
    horizons.map((horizon) => {
      const scored = records.filter((record) => record.horizon === horizon)
      const mase: number[] = []
      const mape: number[] = []
      const covered: number[] = []
      const direction: number[] = []
      for (const record of scored) {
        const forecast = record.forecasts[method]
        const error = Math.abs(record.actual - forecast.value)
        if (record.scale > 0) mase.push(error / record.scale)
        if (record.actual !== 0) mape.push(error / Math.abs(record.actual))
        if (forecast.lower !== null && forecast.upper !== null)
          covered.push(record.actual >= forecast.lower && record.actual <= forecast.upper ? 1 : 0)
        if (method !== 'naive')
          direction.push(Math.sign(forecast.value - record.last) === Math.sign(record.actual - record.last) ? 1 : 0)
      }
      return {
        method,
        horizon,
        n: scored.length,
        mase: mean(mase),
        mape: mean(mape),
        coverage: mean(covered),
        direction: mean(direction),
      }
    }),
  )
}
