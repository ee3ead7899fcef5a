import { holtDamped, logLinear, theta } from './models'

/*
 * The predictor's method (decision 043): the three members on the transformed series (log counts, or logit
 * share of field), their median as the forecast, and 80 % intervals from the method's own rolling-origin errors
 * on the same series (what it would have got wrong from earlier origins, per horizon).
 */

export const MEMBERS = ['damped', 'theta', 'logLinear'] as const
export type Member = (typeof MEMBERS)[number]
export type Method = Member | 'combined'
export const METHODS: readonly Method[] = [...MEMBERS, 'combined']

export type Scale = 'log' | 'logit'

/** The smallest share the logit is taken of (a share of 0 would be −∞). */
const SHARE_FLOOR = 1e-9

export function toModelScale(value: number, scale: Scale): number {
  if (scale === 'log') return Math.log(Math.max(0, value) + 1)
  const share = Math.min(1 - SHARE_FLOOR, Math.max(SHARE_FLOOR, value))
  return Math.log(share / (1 - share))
}

export function fromModelScale(value: number, scale: Scale): number {
  if (scale === 'log') return Math.max(0, Math.exp(value) - 1)
  return 1 / (1 + Math.exp(-value))
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Type-7 quantile (R's default) of values, p in [0, 1]. */
export function quantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const position = (sorted.length - 1) * p
  const below = Math.floor(position)
  const above = Math.min(sorted.length - 1, below + 1)
  return (sorted[below] ?? 0) + (position - below) * ((sorted[above] ?? 0) - (sorted[below] ?? 0))
}

/**
 * The members are fitted on at most this many recent points, the log-linear member's window: a topic's early,
 * small-count years grow differently (decision 043 gives the backtest of 10, 15 and the whole history).
 */
export const HISTORY_WINDOW = 10

/** Each member's and the combination's point forecasts on the model scale, horizons 1..h. */
export function pointForecasts(series: readonly number[], horizons: number): Record<Method, number[]> {
  const z = series.slice(-HISTORY_WINDOW)
  const damped = holtDamped(z, horizons)
  const thetaForecast = theta(z, horizons)
  const line = logLinear(z, horizons)
  const combined = damped.map((value, i) => median([value, thetaForecast[i] ?? 0, line[i] ?? 0]))
  return { damped, theta: thetaForecast, logLinear: line, combined }
}

/** Points a model is fitted on before its forecasts are scored (its first origin). */
export const MIN_TRAIN = 6
/** Rolling-origin errors needed per horizon before an interval is given. */
export const MIN_ERRORS = 4
/** The interval's nominal coverage. */
export const LEVEL = 0.8
/** Only the most recent origins' errors make the interval: a series' early, small-count years err differently. */
export const ERROR_WINDOW = 12

/**
 * The errors (actual − forecast, model scale) each method made from every earlier origin with at least
 * MIN_TRAIN points of history, per horizon (index 0 = h 1), the most recent ERROR_WINDOW origins.
 */
export function rollingOriginErrors(z: readonly number[], horizons: number): Record<Method, number[][]> {
  const errors = Object.fromEntries(
    METHODS.map((method) => [method, Array.from({ length: horizons }, (): number[] => [])]),
  ) as Record<Method, number[][]>
  const firstOrigin = Math.max(MIN_TRAIN, z.length - ERROR_WINDOW)
  for (let origin = firstOrigin; origin < z.length; origin++) {
    const ahead = Math.min(horizons, z.length - origin)
    const forecasts = pointForecasts(z.slice(0, origin), ahead)
    for (const method of METHODS)
      for (let h = 0; h < ahead; h++) errors[method][h]?.push((z[origin + h] ?? 0) - (forecasts[method][h] ?? 0))
  }
  return errors
}

/**
 * The p-quantile of k errors, read as split-conformal prediction does: the ⌈(k + 1)p⌉-th smallest for an upper
 * tail, the ⌊(k + 1)p⌋-th for a lower one (clamped to the sample), so that a small sample does not give an
 * interval that is too narrow.
 */
export function errorQuantile(errors: readonly number[], p: number): number {
  const sorted = [...errors].sort((a, b) => a - b)
  const k = sorted.length
  const rank = p >= 0.5 ? Math.ceil((k + 1) * p) : Math.floor((k + 1) * p)
  return sorted[Math.min(k, Math.max(1, rank)) - 1] ?? 0
}

export type ForecastPoint = {
  /** 1..horizons */
  horizon: number
  value: number
  /** the 80 % interval, null when the series is too short to have made enough earlier forecasts */
  lower: number | null
  upper: number | null
}

export type SeriesForecast = Record<Method, ForecastPoint[]>

/**
 * Forecast `values` (oldest first, on the original scale: counts or shares) `horizons` steps ahead with every
 * member and the combination, each with its own 80 % interval from its own rolling-origin errors. Errors are
 * widened to later horizons by √h when a horizon has fewer than MIN_ERRORS of them.
 */
export function forecastSeries(values: readonly number[], scale: Scale, horizons = 3): SeriesForecast {
  const z = values.map((value) => toModelScale(value, scale))
  const points = pointForecasts(z, horizons)
  const errors = rollingOriginErrors(z, horizons)
  const tail = (1 - LEVEL) / 2
  const result = {} as SeriesForecast
  for (const method of METHODS) {
    const firstErrors = errors[method][0] ?? []
    result[method] = points[method].map((point, i) => {
      let lowerError: number | null = null
      let upperError: number | null = null
      const own = errors[method][i] ?? []
      if (own.length >= MIN_ERRORS) {
        lowerError = errorQuantile(own, tail)
        upperError = errorQuantile(own, 1 - tail)
      } else if (firstErrors.length >= MIN_ERRORS) {
        const widen = Math.sqrt(i + 1)
        lowerError = errorQuantile(firstErrors, tail) * widen
        upperError = errorQuantile(firstErrors, 1 - tail) * widen
      }
      return {
        horizon: i + 1,
        value: fromModelScale(point, scale),
        lower: lowerError === null ? null : fromModelScale(point + Math.min(0, lowerError), scale),
        upper: upperError === null ? null : fromModelScale(point + Math.max(0, upperError), scale),
      }
    })
  }
  return result
}
