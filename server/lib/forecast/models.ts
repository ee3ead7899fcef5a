/*
 * The three member models and the two baselines, on one numeric series (already transformed: log counts or
 * logit share). Each takes the history `z` (oldest first) and returns point forecasts for horizons 1..h.
 * Parameters are chosen by grid search on the one-step-ahead squared error, which is short, deterministic and
 * needs no optimiser library.
 */

/** The least-squares line through (x, y): y ≈ slope × x + intercept (slope 0 when x does not vary). */
export function fitLine(xs: readonly number[], ys: readonly number[]): { slope: number; intercept: number } {
  const n = Math.min(xs.length, ys.length)
  if (n === 0) return { slope: 0, intercept: 0 }
  let meanX = 0
  let meanY = 0
  for (let i = 0; i < n; i++) {
    meanX += xs[i] ?? 0
    meanY += ys[i] ?? 0
  }
  meanX /= n
  meanY /= n
  let covariance = 0
  let variance = 0
  for (let i = 0; i < n; i++) {
    covariance += ((xs[i] ?? 0) - meanX) * ((ys[i] ?? 0) - meanY)
    variance += ((xs[i] ?? 0) - meanX) ** 2
  }
  const slope = variance === 0 ? 0 : covariance / variance
  return { slope, intercept: meanY - slope * meanX }
}

/** The least-squares line through yearly counts: count ≈ slope × year + intercept (the research engine's Trends mode). */
export function fitTrend(years: readonly { year: number; count: number }[]): { slope: number; intercept: number } {
  return fitLine(
    years.map((point) => point.year),
    years.map((point) => point.count),
  )
}

const ALPHAS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]
const BETAS = [0.01, 0.05, 0.1, 0.2, 0.3]
const PHIS = [0.8, 0.85, 0.9, 0.95, 0.98]

export type HoltParameters = { alpha: number; beta: number; phi: number }

/** Additive damped trend (Gardner & McKenzie): one pass, returning the final level, trend and the one-step SSE. */
export function holtDampedPass(
  z: readonly number[],
  { alpha, beta, phi }: HoltParameters,
): { level: number; trend: number; sse: number } {
  let level = z[0] ?? 0
  let trend = z.length > 1 ? (z[1] ?? 0) - (z[0] ?? 0) : 0
  let sse = 0
  for (let t = 1; t < z.length; t++) {
    const predicted = level + phi * trend
    const error = (z[t] ?? 0) - predicted
    sse += error * error
    const previous = level
    level = alpha * (z[t] ?? 0) + (1 - alpha) * predicted
    trend = beta * (level - previous) + (1 - beta) * phi * trend
  }
  return { level, trend, sse }
}

/** Damped Holt: ŷ(T+h) = level + (φ + φ² + … + φʰ) × trend, with α, β ≤ α and φ chosen on the one-step error. */
export function holtDamped(z: readonly number[], horizons: number, fixed?: HoltParameters): number[] {
  if (z.length === 0) return []
  if (z.length < 3) return Array.from({ length: horizons }, () => z[z.length - 1] ?? 0)
  let best = { level: z[z.length - 1] ?? 0, trend: 0, sse: Infinity, phi: 1 }
  const grid = fixed
    ? [fixed]
    : ALPHAS.flatMap((alpha) => BETAS.flatMap((beta) => PHIS.map((phi) => ({ alpha, beta, phi }))))
  for (const parameters of grid) {
    if (parameters.beta > parameters.alpha) continue
    const pass = holtDampedPass(z, parameters)
    if (pass.sse < best.sse) best = { ...pass, phi: parameters.phi }
  }
  const { level, trend, phi } = best
  const out: number[] = []
  let damping = 0
  for (let h = 1; h <= horizons; h++) {
    damping += phi ** h
    out.push(level + damping * trend)
  }
  return out
}

const SES_ALPHAS = Array.from({ length: 20 }, (_, i) => (i + 1) / 20)

/** Simple exponential smoothing from level z[0]: the final level and the one-step SSE. */
export function sesPass(z: readonly number[], alpha: number): { level: number; sse: number } {
  let level = z[0] ?? 0
  let sse = 0
  for (let t = 1; t < z.length; t++) {
    const error = (z[t] ?? 0) - level
    sse += error * error
    level += alpha * error
  }
  return { level, sse }
}

/**
 * The Theta method (Assimakopoulos & Nikolopoulos 2000) in Hyndman & Billah's form: simple exponential smoothing
 * plus half the slope b₀ of the least-squares line through the whole series,
 * ŷ(T+h) = ℓ_T + (b₀/2) × ((h − 1) + 1/α − (1 − α)ᵀ/α).
 */
export function theta(z: readonly number[], horizons: number, fixedAlpha?: number): number[] {
  if (z.length === 0) return []
  if (z.length < 3) return Array.from({ length: horizons }, () => z[z.length - 1] ?? 0)
  let best = { level: z[z.length - 1] ?? 0, sse: Infinity, alpha: 1 }
  for (const alpha of fixedAlpha === undefined ? SES_ALPHAS : [fixedAlpha]) {
    const pass = sesPass(z, alpha)
    if (pass.sse < best.sse) best = { ...pass, alpha }
  }
  const n = z.length
  const { slope } = fitLine(
    z.map((_, i) => i),
    z,
  )
  const { level, alpha } = best
  return Array.from(
    { length: horizons },
    (_, i) => level + (slope / 2) * (i + 1 - 1 + 1 / alpha - (1 - alpha) ** n / alpha),
  )
}

/** How many recent points the log-linear member fits. */
export const LOG_LINEAR_WINDOW = 10

/**
 * The slope of the least-squares line through the last `window` points (log counts: constant growth), extended
 * from the last point. Extending the line itself starts from its fitted end, which lags a series that bends
 * (eval:pathways h = 1 MASE 2.46 against 1.43 from the last point).
 */
export function logLinear(z: readonly number[], horizons: number, window = LOG_LINEAR_WINDOW): number[] {
  if (z.length === 0) return []
  const recent = z.slice(-window)
  const xs = recent.map((_, i) => i)
  const { slope } = fitLine(xs, recent)
  const last = recent[recent.length - 1] ?? 0
  return Array.from({ length: horizons }, (_, i) => last + slope * (i + 1))
}

/** Naive: the last value, for every horizon. */
export function naive(y: readonly number[], horizons: number): number[] {
  if (y.length === 0) return []
  return Array.from({ length: horizons }, () => y[y.length - 1] ?? 0)
}

/** Drift: the last value plus h times the average change over the whole history. */
export function drift(y: readonly number[], horizons: number): number[] {
  if (y.length === 0) return []
  const last = y[y.length - 1] ?? 0
  const step = y.length > 1 ? (last - (y[0] ?? 0)) / (y.length - 1) : 0
  return Array.from({ length: horizons }, (_, i) => last + (i + 1) * step)
}
