import type { AnalysisReport } from '#shared/contract/data-analysis'
import { bounded, interval, num, pCell, pValue, rName } from './apa-format'
import {
  AnalysisError,
  columnOf,
  completeRows,
  droppedNote,
  numbersOf,
  sortLevels,
  typeOf,
  type Frame,
} from './analysis-frame'
import { failed, normalityCheck } from './assumption-checks'
import { readInterval, readP } from './plain-reading'
import { CollinearError, linearRegression, logisticRegression, type Coefficient } from '../statistics/regression'
import { rSquaredInterval } from '../statistics/effect-intervals'
import { breuschPagan, hc3Coefficients } from '../statistics/regression-checks'
import { emptyReport } from './report-base'
import { chiSquareUpperP } from '../statistics/tail-probabilities'

/** Predictor columns: numbers as they are, nominal variables as 0/1 indicators against their first level (R's treatment contrasts). */
function design(frame: Frame, outcome: string, predictors: string[]) {
  const unique = [...new Set(predictors)].filter((name) => name !== outcome)
  if (unique.length === 0) throw new AnalysisError('Choose a predictor other than the outcome.')
  const parts = unique.map((name) => {
    const column = columnOf(frame, name)
    if (typeOf(frame, column) === 'nominal') {
      const levels = sortLevels([...new Set(column.values.filter((value): value is string => value !== null))])
      if (levels.length < 2) throw new AnalysisError(`“${name}” has a single category.`)
      if (levels.length > 20) throw new AnalysisError(`“${name}” has more than 20 categories.`)
      return {
        values: column.values,
        names: levels.slice(1).map((level) => `${name}: ${level}`),
        encode: (value: string) => levels.slice(1).map((level) => (value === level ? 1 : 0)),
      }
    }
    const numbers = numbersOf(frame, name)
    return { values: numbers, names: [name], encode: (_: string, index: number) => [numbers[index] ?? Number.NaN] }
  })
  return { unique, parts }
}

const coefficientRow = (c: Coefficient) => [
  c.name,
  num(c.estimate, 3),
  num(c.se, 3),
  interval(c.ci, (v) => num(v, 3)),
  num(c.statistic),
  pCell(c.p),
]

export function linearRegressionReport(frame: Frame, outcome: string, predictors: string[]): AnalysisReport {
  const y = numbersOf(frame, outcome)
  const { unique, parts } = design(frame, outcome, predictors)
  const rows = completeRows([y, ...parts.map((part) => part.values)])
  const names = parts.flatMap((part) => part.names)
  if (rows.length < names.length + 3)
    throw new AnalysisError(`There are too few complete rows (${rows.length}) for ${names.length} predictors.`)
  const matrix = rows.map((i) => parts.flatMap((part) => part.encode(String(part.values[i]), i)))
  const outcomes = rows.map((i) => y[i] ?? Number.NaN)
  let result
  try {
    result = linearRegression(outcomes, matrix, names)
  } catch (error) {
    if (error instanceof CollinearError) throw new AnalysisError(error.message)
    throw error
  }
  const report = emptyReport(
    'regression',
    names.length === 1 ? 'Simple linear regression' : 'Multiple linear regression',
  )
  const rSquaredCi = rSquaredInterval(result.f, result.df[0], result.df[1])
  if (result.exactFit) {
    report.suggestions.push(
      `The fit is exact: ${outcome} is a linear function of the predictors, and the residuals are rounding noise. The standard errors, t, p and intervals below are not meaningful (R's summary.lm warns "essentially perfect fit: summary may be unreliable"). Check that the outcome is not computed from the predictors or the same measure in other units.`,
    )
    report.notes.push('Exact fit: R² = 1 up to rounding; the tests and intervals are unreliable.')
  }
  const bp = breuschPagan(matrix, result.residuals)
  report.assumptions = [
    normalityCheck(result.residuals, 'the residuals'),
    bp
      ? {
          name: 'Equal variances of the residuals',
          detail: `Studentized Breusch-Pagan (Koenker) BP = ${num(bp.statistic)}, df = ${bp.df}, ${pValue(bp.p)}.`,
          met: bp.p >= 0.05,
        }
      : { name: 'Equal variances of the residuals', detail: 'The residuals do not vary: nothing to test.', met: null },
  ]
  if (failed(report.assumptions, 'Normality'))
    report.suggestions.push(
      'The residuals are not normal: with a large sample the estimates stay usable; otherwise consider transforming the outcome or robust standard errors.',
    )
  const robust = failed(report.assumptions, 'Equal variances')
    ? hc3Coefficients(matrix, result.residuals, result.coefficients, result.df[1])
    : []
  if (robust.length > 0)
    report.suggestions.push(
      'The spread of the residuals changes with the predictors (heteroscedasticity): the ordinary SEs, t, p and CIs are not trustworthy. Report the coefficients with the heteroscedasticity-consistent (HC3) standard errors in the table below; the estimates themselves stay the same.',
    )
  report.apa.push(
    `A ${names.length === 1 ? 'simple' : 'multiple'} linear regression showed that the model explained ${num(result.rSquared * 100, 1)}% of the variance in ${outcome}, R² = ${bounded(result.rSquared)}, 95% CI ${interval(rSquaredCi, bounded)}, adjusted R² = ${bounded(result.adjustedRSquared)}, F(${result.df[0]}, ${result.df[1]}) = ${num(result.f)}, ${pValue(result.p)}.`,
    ...result.coefficients
      .slice(1)
      .map(
        (c) =>
          `${c.name}: B = ${num(c.estimate, 3)}, 95% CI ${interval(c.ci, (v) => num(v, 3))}, t(${result.df[1]}) = ${num(c.statistic)}, ${pValue(c.p)}.`,
      ),
  )
  const first = result.coefficients[1]
  report.reading.push(
    readP(result.p, 'relation between the predictors and the outcome'),
    `R² = ${bounded(result.rSquared)}: the predictors account for ${num(result.rSquared * 100, 0)} % of the variation in ${outcome} in this sample. Its 95 % interval, ${interval(rSquaredCi, bounded)}, is the range of shares in the population that fit the data.`,
  )
  if (first)
    report.reading.push(
      `For each one-unit increase in ${first.name}${names.length > 1 ? ', the other predictors held constant,' : ''} ${outcome} changes by ${num(first.estimate, 3)} on average.`,
      readInterval(first.ci, `the slope of ${first.name}`),
    )
  report.tables.push({
    title: 'Coefficients',
    columns: ['Term', 'B', 'SE', '95% CI', 't', 'p'],
    rows: result.coefficients.map(coefficientRow),
  })
  if (robust.length > 0)
    report.tables.push({
      title: 'Coefficients with robust (HC3) standard errors',
      columns: ['Term', 'B', 'SE (HC3)', '95% CI', 't', 'p'],
      rows: robust.map(coefficientRow),
      note: 'R: lmtest::coeftest(model, vcov = sandwich::vcovHC(model, type = "HC3")).',
    })
  report.tables.push({
    title: 'Model',
    columns: ['n', 'R²', "R²'s 95% CI", 'Adjusted R²', 'F', 'df', 'p', 'Residual SE'],
    rows: [
      [
        String(result.n),
        bounded(result.rSquared, 3),
        interval(rSquaredCi, bounded),
        bounded(result.adjustedRSquared, 3),
        num(result.f),
        `${result.df[0]}, ${result.df[1]}`,
        pCell(result.p),
        num(result.residualSe, 3),
      ],
    ],
  })
  const formula = `${rName(outcome)} ~ ${unique.map((name) => (typeOf(frame, columnOf(frame, name)) === 'nominal' ? `factor(${rName(name)})` : rName(name))).join(' + ')}`
  report.rCode = [
    `model <- lm(${formula}, data = data)`,
    'summary(model)',
    'confint(model)',
    "# R²'s 95% CI: the model's F test's non-central F inverted, λ → λ / (λ + df1 + df2 + 1) (MBESS's ci.R2)",
    'fs <- summary(model)$fstatistic',
    '# P(F > f | λ); pnbeta may warn about its last digits at large λ',
    'above <- function(ncp) suppressWarnings(pf(fs[1], fs[2], fs[3], ncp = ncp, lower.tail = FALSE))',
    'ncp_at <- function(tail) if (above(0) >= tail) 0 else',
    '  uniroot(function(ncp) above(ncp) - tail, c(0, 10 + 4 * fs[1] * fs[2]), extendInt = "upX", tol = 1e-10)$root',
    'ncp <- c(ncp_at(0.025), ncp_at(0.975))',
    'ncp / (ncp + fs[2] + fs[3] + 1)',
    'shapiro.test(residuals(model))',
    'lmtest::bptest(model)',
    ...(robust.length > 0
      ? [
          'lmtest::coeftest(model, vcov = sandwich::vcovHC(model, type = "HC3"))',
          'lmtest::coefci(model, vcov = sandwich::vcovHC(model, type = "HC3"))',
        ]
      : []),
  ].join('\n')
  report.notes.push(...droppedNote(y.length - rows.length))
  report.pValues.push({ label: `Linear regression of ${outcome}: model F test`, p: result.p })
  return report
}

export function logisticRegressionReport(frame: Frame, outcome: string, predictors: string[]): AnalysisReport {
  const outcomeValues = columnOf(frame, outcome).values
  const { unique, parts } = design(frame, outcome, predictors)
  const rows = completeRows([outcomeValues, ...parts.map((part) => part.values)])
  const levels = sortLevels([...new Set(rows.map((i) => outcomeValues[i] ?? ''))])
  if (levels.length !== 2)
    throw new AnalysisError(
      `Logistic regression needs an outcome with two categories; “${outcome}” has ${levels.length}.`,
    )
  const names = parts.flatMap((part) => part.names)
  if (rows.length < names.length + 3)
    throw new AnalysisError(`There are too few complete rows (${rows.length}) for ${names.length} predictors.`)
  const matrix = rows.map((i) => parts.flatMap((part) => part.encode(String(part.values[i]), i)))
  const y = rows.map((i) => (outcomeValues[i] === levels[1] ? 1 : 0))
  let result
  try {
    result = logisticRegression(y, matrix, names)
  } catch (error) {
    if (error instanceof CollinearError) throw new AnalysisError(error.message)
    throw error
  }
  const chiSquare = result.nullDeviance - result.deviance
  const modelDf = result.df[0] - result.df[1]
  const p = chiSquareUpperP(chiSquare, modelDf)
  const report = emptyReport('logistic', 'Binary logistic regression')
  if (result.separation)
    report.assumptions.push({
      name: 'No separation',
      detail:
        'Some fitted probabilities are 0 or 1: a predictor separates the outcomes perfectly, so the estimates and their SEs are unreliable.',
      met: false,
    })
  else
    report.assumptions.push({
      name: 'No separation',
      detail: `The fit converged in ${result.iterations} iterations; no fitted probability is 0 or 1.`,
      met: true,
    })
  if (result.separation)
    report.suggestions.push("Firth's penalised logistic regression (R: logistf) handles separation.")
  report.apa.push(
    `A binary logistic regression of ${outcome} (${levels[1]} vs ${levels[0]}) was ${p < 0.05 ? 'statistically significant' : 'not statistically significant'}, χ²(${modelDf}, N = ${result.n}) = ${num(chiSquare)}, ${pValue(p)}.`,
    ...result.coefficients
      .slice(1)
      .map(
        (c) =>
          `${c.name}: B = ${num(c.estimate, 3)}, SE = ${num(c.se, 3)}, z = ${num(c.statistic)}, ${pValue(c.p)}, OR = ${num(Math.exp(c.estimate), 3)}, 95% CI ${interval([Math.exp(c.ci[0]), Math.exp(c.ci[1])], (v) => num(v, 3))}.`,
      ),
  )
  report.reading.push(readP(p, 'relation between the predictors and the outcome'))
  const first = result.coefficients[1]
  if (first)
    report.reading.push(
      `Each one-unit increase in ${first.name} multiplies the odds of ${outcome} = ${levels[1]} by ${num(Math.exp(first.estimate), 3)} (an odds ratio; 1 means no change).`,
    )
  report.tables.push({
    title: 'Coefficients',
    columns: ['Term', 'B', 'SE', 'z', 'p', 'Odds ratio', "OR's 95% CI"],
    rows: result.coefficients.map((c) => [
      c.name,
      num(c.estimate, 3),
      num(c.se, 3),
      num(c.statistic),
      pCell(c.p),
      num(Math.exp(c.estimate), 3),
      interval([Math.exp(c.ci[0]), Math.exp(c.ci[1])], (v) => num(v, 3)),
    ]),
    note: 'Wald intervals (R: confint.default).',
  })
  report.tables.push({
    title: 'Model',
    columns: ['n', 'Null deviance', 'Residual deviance', 'df', 'AIC'],
    rows: [
      [
        String(result.n),
        num(result.nullDeviance, 3),
        num(result.deviance, 3),
        `${result.df[0]}, ${result.df[1]}`,
        num(result.aic, 3),
      ],
    ],
  })
  const formula = `${rName(outcome)} ~ ${unique.map((name) => (typeOf(frame, columnOf(frame, name)) === 'nominal' ? `factor(${rName(name)})` : rName(name))).join(' + ')}`
  report.rCode = `model <- glm(factor(${rName(outcome)}) ~ ${formula.split(' ~ ')[1]}, family = binomial, data = data)\nsummary(model)\nexp(cbind(OR = coef(model), confint.default(model)))`
  report.notes.push(...droppedNote(outcomeValues.length - rows.length))
  report.pValues.push({ label: `Logistic regression of ${outcome}: likelihood-ratio χ²`, p })
  return report
}
