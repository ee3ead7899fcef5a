import { expect, test } from 'vitest'
import { parseCsv } from './parse-table'
import { mtcars, mtcarsMore, plantGrowth, sleep } from './r-datasets'
import { runAnalysis, summarizeTable } from './run-analysis'

const csv = (header: string[], columns: (number | string)[][]) =>
  parseCsv(
    new TextEncoder().encode(
      [header.join(','), ...(columns[0] ?? []).map((_, i) => columns.map((column) => column[i]).join(','))].join('\n'),
    ),
  )

const cars = csv(['mpg', 'wt', 'hp', 'am', 'vs'], [mtcars.mpg, mtcars.wt, mtcarsMore.hp, mtcarsMore.am, mtcarsMore.vs])
const plants = csv(
  ['weight', 'group'],
  [
    [...plantGrowth.ctrl, ...plantGrowth.trt1, ...plantGrowth.trt2],
    [
      ...plantGrowth.ctrl.map(() => 'ctrl'),
      ...plantGrowth.trt1.map(() => 'trt1'),
      ...plantGrowth.trt2.map(() => 'trt2'),
    ],
  ],
)
const sleepTable = csv(
  ['extra', 'group'],
  [
    [...sleep.group1, ...sleep.group2],
    [...sleep.group1.map(() => 1), ...sleep.group2.map(() => 2)],
  ],
)

test('Student t-test on sleep: the APA line with d and its CI (R: t(18) = -1.86, p = .079; effectsize d = -0.83 [-1.74, 0.10])', () => {
  const report = runAnalysis(sleepTable, {
    kind: 't-test',
    design: 'independent',
    outcome: 'extra',
    group: 'group',
    mu: 0,
    equalVariances: true,
  })
  expect(report.apa[0]).toContain('t(18) = -1.86, p = .079, d = -0.83, 95% CI [-1.74, 0.10]')
  expect(report.apa[0]).toContain('did not differ significantly from')
  expect(report.reading.join(' ')).toContain('above the usual 5 % line')
})

test('one-way ANOVA on PlantGrowth: F(2, 27) = 4.85, p = .016, η² = .26; Tukey table; Levene and Shapiro on the residuals', () => {
  const report = runAnalysis(plants, { kind: 'anova', outcome: 'weight', group: 'group' })
  expect(report.apa[0]).toContain('F(2, 27) = 4.85, p = .016, η² = .26, 95% CI [.03, 1.00]')
  expect(report.assumptions.map((check) => check.detail)).toEqual([
    'Shapiro-Wilk W = 0.966, p = .438.',
    'Levene’s test (median-centred) F(2, 27) = 1.12, p = .341.',
  ])
  const tukey = report.tables.find((table) => table.title === "Tukey's HSD")
  expect(tukey?.rows).toEqual([
    ['trt1 − ctrl', '-0.37', '[-1.06, 0.32]', '.391'],
    ['trt2 − ctrl', '0.49', '[-0.20, 1.19]', '.198'],
    ['trt2 − trt1', '0.87', '[0.17, 1.56]', '.012'],
  ])
})

test('χ² of am by vs on mtcars (R: X-squared = 0.34754, df = 1, p = 0.5555) with the nominal coding', () => {
  const report = runAnalysis(cars, { kind: 'chi-square', row: 'am', column: 'vs' }, { am: 'nominal', vs: 'nominal' })
  expect(report.apa[0]).toContain('χ²(1, N = 32) = 0.35, p = .556')
})

test('regression and logistic regression on mtcars read like summary(lm) and summary(glm)', () => {
  const lm = runAnalysis(cars, { kind: 'regression', outcome: 'mpg', predictors: ['wt', 'hp'] })
  expect(lm.apa[0]).toContain('R² = .83, adjusted R² = .81, F(2, 29) = 69.21, p < .001')
  const glm = runAnalysis(cars, { kind: 'logistic', outcome: 'am', predictors: ['wt'] }, { am: 'nominal' })
  // null − residual deviance = 43.230 − 19.176 = 24.054 on 1 df
  expect(glm.apa[0]).toContain('χ²(1, N = 32) = 24.05, p < .001')
  expect(glm.tables[1]?.rows[0]).toEqual(['32', '43.230', '19.176', '31, 30', '23.176'])
})

test('descriptives, a correlation matrix with Benjamini-Hochberg, and the table summary', () => {
  const described = runAnalysis(cars, { kind: 'descriptives', variables: ['mpg', 'am'] }, { am: 'nominal' })
  expect(described.apa[0]).toBe('mpg (n = 32): M = 20.09, SD = 6.03, Mdn = 19.20, IQR = 7.38, range 10.40–33.90.')
  expect(described.tables.map((table) => table.title)).toEqual(['Numeric variables', 'Frequencies of am'])
  const correlation = runAnalysis(cars, { kind: 'correlation', method: 'pearson', variables: ['mpg', 'wt', 'hp'] })
  expect(correlation.apa[0]).toContain(
    'r(30) = -.87, p < .001, 95% CI [-.93, -.74] (Benjamini-Hochberg adjusted p < .001)',
  )
  expect(correlation.tables[1]?.columns).toEqual(['Pair', 'n', 'r', '95% CI', 'p', 'p (BH)'])
  expect(summarizeTable(cars).columns.find((column) => column.name === 'am')).toMatchObject({
    distinct: 2,
    numeric: true,
  })
})
