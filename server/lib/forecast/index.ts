/**
 * Forecasting, pure functions shared by the research engine's Trends mode (its fitted line) and the Research
 * Trends Predictor (decision 043):
 * - models: the least-squares line (fitTrend), damped Holt, Theta, the log-linear fit of the last ten points,
 *   and the naive and drift baselines.
 * - forecast: the median of the three members on log counts or logit share, with 80 % intervals from the
 *   method's own rolling-origin errors (forecastSeries).
 * - backtest: the forecasts it would have made from earlier origins against what happened, and their scores
 *   (MASE, percentage error, interval coverage, direction).
 * - label: emerging / growing / stable / declining by one rule, TREND_RULE in words.
 */
export { drift, fitLine, fitTrend, holtDamped, logLinear, LOG_LINEAR_WINDOW, naive, theta } from './models'
export {
  forecastSeries,
  fromModelScale,
  LEVEL,
  median,
  MEMBERS,
  METHODS,
  MIN_TRAIN,
  pointForecasts,
  quantile,
  rollingOriginErrors,
  toModelScale,
  type ForecastPoint,
  type Member,
  type Method,
  type Scale,
  type SeriesForecast,
} from './forecast'
export {
  backtest,
  BASELINES,
  naiveScale,
  SCORED,
  summarizeBacktest,
  type BacktestRecord,
  type BacktestSummary,
  type Baseline,
  type Scored,
} from './backtest'
export { impliedGrowth, oldWorkShare, TREND_RULE, trendLabel, type TrendLabel } from './label'
