import { expect, test, vi } from 'vitest'
import { parseCsv } from '../read/parse-table'
import { mtcars, mtcarsMore, plantGrowth, sleep } from '../statistics/r-datasets'
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
  expect(report.apa[0]).toContain('F(2, 27) = 4.85, p = .016, η² = .26, 95% CI [.04, 1.00]')
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
  expect(lm.apa[0]).toContain('R² = .83, 95% CI [.67, .88], adjusted R² = .81, F(2, 29) = 69.21, p < .001')
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

test('ANOVA on PlantGrowth: Welch’s table always, its APA line only when Levene fails; box plots by group', () => {
  const report = runAnalysis(plants, { kind: 'anova', outcome: 'weight', group: 'group' })
  // oneway.test(weight ~ group, data = PlantGrowth): F = 5.181, num df = 2, denom df = 17.128, p = 0.01739
  expect(report.tables.find((t) => t.title.startsWith("Welch's ANOVA"))?.rows).toEqual([['5.18', '2', '17.13', '.017']])
  // car::leveneTest(weight ~ group, PlantGrowth): p = 0.3412, so the F test stands alone
  expect(report.apa).toHaveLength(1)
  expect(report.rCode).toContain('oneway.test(weight ~ factor(group), data = data, var.equal = FALSE)')
  const [plot] = report.boxPlots
  expect(plot?.boxes.map((box) => [box.label, box.median, box.outliers])).toEqual([
    ['ctrl', expect.closeTo(5.155, 10), []],
    ['trt1', expect.closeTo(4.55, 10), [6.03]],
    ['trt2', expect.closeTo(5.435, 10), []],
  ])

  // Spread differing 100-fold: Levene fails and Welch's F is reported as the result to use.
  const spread = csv(
    ['y', 'g'],
    [
      [1, 2, 3, 4, 5, 6, 100, 200, 300, 400, 500, 600, 10, 11, 12, 13, 14, 15],
      ['a', 'a', 'a', 'a', 'a', 'a', 'b', 'b', 'b', 'b', 'b', 'b', 'c', 'c', 'c', 'c', 'c', 'c'],
    ],
  )
  const unequal = runAnalysis(spread, { kind: 'anova', outcome: 'y', group: 'g' })
  expect(unequal.assumptions.find((check) => check.name === 'Equal variances')?.met).toBe(false)
  expect(unequal.apa[1]).toMatch(/^As the variances differed, Welch's ANOVA was used: .*F\(2, \d+\.\d\d\) = /)
  expect(unequal.suggestions.join(' ')).toContain("Welch's ANOVA below")
})

test('Spearman matrix on mtcars: ρ with its Bonett-Wright CI, the same whether columns are ranked once or per pair', () => {
  const report = runAnalysis(cars, { kind: 'correlation', method: 'spearman', variables: ['mpg', 'wt', 'hp'] })
  // cor.test(mtcars$mpg, mtcars$wt, method = "spearman"): rho = -0.8864; CI [-0.9503, -0.7511] (Bonett-Wright)
  expect(report.apa[0]).toContain('rs(30) = -.89, p < .001, 95% CI [-.95, -.75]')
  // A missing hp value leaves mpg–wt ranked once and the pairs with hp ranked on their own 31 rows.
  const withGap = csv(
    ['mpg', 'wt', 'hp'],
    [mtcars.mpg, mtcars.wt, mtcarsMore.hp.map((value, i) => (i === 0 ? 'NA' : value))],
  )
  const gap = runAnalysis(withGap, { kind: 'correlation', method: 'spearman', variables: ['mpg', 'wt', 'hp'] })
  expect(gap.apa[0]).toContain('rs(30) = -.89')
  const perPair = runAnalysis(csv(['mpg', 'hp'], [mtcars.mpg.slice(1), mtcarsMore.hp.slice(1)]), {
    kind: 'correlation',
    method: 'spearman',
    variables: ['mpg', 'hp'],
  })
  expect(gap.tables[1]?.rows[1]?.slice(1)).toEqual(perPair.tables[1]?.rows[0]?.slice(1))
})

test('χ² of cyl × gear reports Cramér’s V with its one-sided interval (effectsize: V = 0.53, 95% CI [0.26, 1.00])', () => {
  const cyl = [6, 6, 4, 6, 8, 6, 8, 4, 4, 6, 6, 8, 8, 8, 8, 8, 8, 4, 4, 4, 4, 8, 8, 8, 8, 4, 4, 4, 8, 6, 8, 4]
  const gear = [4, 4, 4, 3, 3, 3, 3, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 4, 4, 4, 3, 3, 3, 3, 3, 4, 5, 5, 5, 5, 5, 4]
  const report = runAnalysis(csv(['cyl', 'gear'], [cyl, gear]), { kind: 'chi-square', row: 'cyl', column: 'gear' })
  // chisq.test(table(mtcars$cyl, mtcars$gear)): X-squared = 18.036, df = 4, p-value = 0.001214
  expect(report.apa[0]).toContain("χ²(4, N = 32) = 18.04, p = .001, Cramér's V = .53, 95% CI [.26, 1.00]")
})

test('descriptives carry a box plot per numeric variable: boxplot.stats(mtcars$hp) has stats 52 96 123 180 264, out 335', () => {
  const report = runAnalysis(cars, { kind: 'descriptives', variables: ['hp', 'am'] }, { am: 'nominal' })
  expect(report.boxPlots).toEqual([
    {
      title: 'hp: box plot',
      axis: 'hp',
      boxes: [
        {
          label: 'hp',
          n: 32,
          lowerWhisker: 52,
          lowerHinge: 96,
          median: 123,
          upperHinge: 180,
          upperWhisker: 264,
          outliers: [335],
          outlierCount: 1,
        },
      ],
    },
  ])
})

test('t.test(sleep$extra, mu = 0): t = 3.413, df = 19, p-value = 0.002918, mean 1.54, 95% CI 0.5955845 2.4844155', () => {
  const report = runAnalysis(
    csv(['extra'], [[...sleep.group1, ...sleep.group2]]),
    { kind: 't-test', design: 'one-sample', outcome: 'extra', mu: 0, equalVariances: false },
    {},
    { fileName: 'sleep.csv' },
  )
  expect(report.tables[0]?.rows[0]?.slice(0, 7)).toEqual(['20', '0.00', '1.54', '[0.60, 2.48]', '3.41', '19', '.003'])
  expect(report.apa[0]).toContain('t(19) = 3.41, p = .003')
  expect(report.pValues).toEqual([{ label: 'One-sample t-test: extra vs 0.00', p: expect.closeTo(0.002918, 6) }])
  expect(report.rCode.split('\n')[0]).toBe(
    'data <- read.csv("sleep.csv", na.strings = c("", "na", "NA", "Na", "n/a", "N/A", "N/a", "nan", "NAN", "Nan", "null", "NULL", "Null", ".", "-", "NaN"), check.names = FALSE, strip.white = TRUE, encoding = "UTF-8")',
  )
  expect(report.rCode).toContain('\nt.test(data$extra, mu = 0)')
})

const likert = csv(
  ['agreement', 'group'],
  [
    ['low', 'mid', 'mid', 'high', 'low', 'mid', 'high', 'high', 'very high', 'high', 'very high', 'very high'],
    ['a', 'a', 'a', 'a', 'b', 'b', 'b', 'b', 'c', 'c', 'c', 'c'],
  ],
)
const ORDER = { agreement: ['low', 'mid', 'high', 'very high'] }

test('an ordinal text column is ranked by the order of its levels: Kruskal-Wallis equals the test on the positions 1–4', () => {
  const asText = runAnalysis(
    likert,
    { kind: 'nonparametric', test: 'kruskal-wallis', outcome: 'agreement', group: 'group' },
    { agreement: 'ordinal' },
    { levels: ORDER, fileName: 'likert.csv' },
  )
  const positions = csv(
    ['agreement', 'group'],
    [
      [1, 2, 2, 3, 1, 2, 3, 3, 4, 3, 4, 4],
      ['a', 'a', 'a', 'a', 'b', 'b', 'b', 'b', 'c', 'c', 'c', 'c'],
    ],
  )
  const asNumbers = runAnalysis(positions, {
    kind: 'nonparametric',
    test: 'kruskal-wallis',
    outcome: 'agreement',
    group: 'group',
  })
  expect(asText.apa).toEqual(asNumbers.apa)
  expect(asText.apa[0]).toMatch(/H\(2\) = \d+\.\d\d, p = \.\d+, ε² = \.\d\d, 95% CI \[\.\d\d, 1\.00\]/)
  expect(asText.reading[1]).toMatch(
    /^ε² = \.\d\d: about \d+ % of the variation in the ranks of agreement lies between the groups/,
  )
  expect(asText.rCode).toContain(
    'data$agreement <- as.integer(factor(data$agreement, levels = c("low", "mid", "high", "very high"))) # ordinal: 4 levels, lowest = 1',
  )
  expect(asText.rCode).toContain(
    'effectsize::rank_epsilon_squared(agreement ~ factor(group), data = data, iterations = 1000)',
  )
  // Alphabetical order would rank "high" lowest: a different answer, so the order given is the one used.
  const alphabetical = runAnalysis(
    likert,
    { kind: 'nonparametric', test: 'kruskal-wallis', outcome: 'agreement', group: 'group' },
    { agreement: 'ordinal' },
    { levels: { agreement: ['high', 'low', 'mid', 'very high'] } },
  )
  expect(alphabetical.apa[0]).not.toBe(asText.apa[0])
})

test('the frequencies of an ordered ordinal column follow its levels, lowest first, every level listed', () => {
  const described = runAnalysis(
    likert,
    { kind: 'descriptives', variables: ['agreement'] },
    { agreement: 'ordinal' },
    { levels: { agreement: ['none', ...ORDER.agreement] } },
  )
  const table = described.tables.find((t) => t.title === 'Frequencies of agreement')
  expect(table?.rows).toEqual([
    ['none', '0', '0.0'],
    ['low', '2', '16.7'],
    ['mid', '3', '25.0'],
    ['high', '4', '33.3'],
    ['very high', '3', '25.0'],
  ])
  expect(described.apa[0]).toContain('the most frequent was high (4, 33.3%)')
  const unordered = runAnalysis(likert, { kind: 'descriptives', variables: ['agreement'] }, { agreement: 'nominal' })
  expect(unordered.tables[0]?.rows[0]).toEqual(['high', '4', '33.3'])
})

test('ordinal text works in Mann-Whitney and Spearman; without an order, or in a t-test, it is refused with the reason', () => {
  const two = csv(
    ['agreement', 'group', 'hours'],
    [
      ['low', 'mid', 'mid', 'high', 'very high', 'high', 'very high', 'high'],
      ['a', 'a', 'a', 'a', 'b', 'b', 'b', 'b'],
      [1, 2, 2, 4, 6, 5, 7, 4],
    ],
  )
  const types = { agreement: 'ordinal' as const }
  const mannWhitney = runAnalysis(
    two,
    { kind: 'nonparametric', test: 'mann-whitney', outcome: 'agreement', group: 'group' },
    types,
    { levels: ORDER },
  )
  expect(mannWhitney.title).toBe('Mann-Whitney U test')
  const spearman = runAnalysis(
    two,
    { kind: 'correlation', method: 'spearman', variables: ['agreement', 'hours'] },
    types,
    { levels: ORDER },
  )
  expect(spearman.apa[0]).toMatch(/^agreement and hours were significantly positively correlated, rs\(6\) = \.9\d/)
  expect(() =>
    runAnalysis(two, { kind: 'nonparametric', test: 'mann-whitney', outcome: 'agreement', group: 'group' }, types),
  ).toThrow('“agreement” is ordinal text: put its levels in order (lowest first) to rank it.')
  expect(() =>
    runAnalysis(
      two,
      { kind: 't-test', design: 'independent', outcome: 'agreement', group: 'group', mu: 0, equalVariances: false },
      types,
      { levels: ORDER },
    ),
  ).toThrow(/holds ordered categories \(text\), not numbers: use a rank test/)
  expect(() =>
    runAnalysis(two, { kind: 'nonparametric', test: 'mann-whitney', outcome: 'agreement', group: 'group' }, types, {
      levels: { agreement: ['low', 'mid', 'high'] },
    }),
  ).toThrow('“very high” in “agreement” is not in the order of its levels: add it to the order.')
})

test('the summary offers a text column’s levels in R’s order so the page can let the user reorder them', () => {
  const column = summarizeTable(likert).columns.find((c) => c.name === 'agreement')
  expect(column).toMatchObject({ numeric: false, levels: ['high', 'low', 'mid', 'very high'] })
  expect(summarizeTable(cars).columns[0]?.levels).toBeUndefined()
})

test('linear regression reports R² with its CI, the Breusch-Pagan check, and HC3 SEs when the spread is unequal', () => {
  const lm = runAnalysis(cars, { kind: 'regression', outcome: 'mpg', predictors: ['wt', 'hp'] })
  expect(lm.apa[0]).toContain('R² = .83, 95% CI [.67, .88], adjusted R² = .81')
  expect(lm.assumptions[1]).toEqual({
    name: 'Equal variances of the residuals',
    detail: 'Studentized Breusch-Pagan (Koenker) BP = 0.88, df = 2, p = .644.',
    met: true,
  })
  expect(lm.tables.map((t) => t.title)).toEqual(['Coefficients', 'Model'])
  expect(lm.rCode).toContain('lmtest::bptest(model)')

  // y = 2 + x/2 with noise growing with x (R 4.2.2: bptest BP = 16.626, p = 4.553e-05; vcovHC HC3 SE of x 0.240274 vs OLS 0.2125003)
  const x = Array.from({ length: 40 }, (_, i) => i + 1)
  const y = x.map((value, i) => 2 + 0.5 * value + value * 0.3 * (i % 2 === 0 ? 1 : -1) * (1 + (i % 3)))
  const spread = runAnalysis(csv(['y', 'x'], [y, x]), { kind: 'regression', outcome: 'y', predictors: ['x'] })
  expect(spread.assumptions[1]?.met).toBe(false)
  expect(spread.assumptions[1]?.detail).toBe('Studentized Breusch-Pagan (Koenker) BP = 16.63, df = 1, p < .001.')
  expect(spread.suggestions.join(' ')).toContain('heteroscedasticity-consistent (HC3) standard errors')
  const robust = spread.tables.find((t) => t.title === 'Coefficients with robust (HC3) standard errors')
  expect(robust?.rows[1]?.slice(0, 3)).toEqual(['x', '0.500', '0.240'])
  expect(robust?.rows[1]?.[5]).toBe('.044')
  expect(spread.rCode).toContain('lmtest::coeftest(model, vcov = sandwich::vcovHC(model, type = "HC3"))')
})

test('the R code reads an XLSX with readxl and a semicolon CSV with its separator', () => {
  const semicolon = parseCsv(new TextEncoder().encode('a;b\n1;2\n3;5\n4;4\n6;9\n'))
  const report = runAnalysis(semicolon, { kind: 'descriptives', variables: ['a'] }, {}, { fileName: 'my "data".csv' })
  expect(report.rCode.split('\n')[0]).toMatch(/^data <- read\.csv\("my \\"data\\"\.csv", sep = ";", na\.strings = c\(/)
  const xlsx = runAnalysis(
    { ...semicolon, format: 'xlsx' },
    { kind: 'descriptives', variables: ['a'] },
    {},
    {
      fileName: 'book.xlsx',
    },
  )
  expect(xlsx.rCode.split('\n')[0]).toMatch(
    /^data <- as\.data\.frame\(readxl::read_excel\("book\.xlsx", sheet = 1, na = c\(.*\), trim_ws = TRUE\)\)$/,
  )
})

test('an exact relation is reported as R does (r = 1, p < .001) with a note that it is exact, never "p = —" or NaN', () => {
  const heights = [58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72]
  const weights = [115, 117, 120, 123, 126, 129, 132, 135, 139, 142, 146, 150, 154, 159, 164]
  const temperatures = csv(['celsius', 'fahrenheit'], [heights, heights.map((c) => (c * 9) / 5 + 32)])
  const women = csv(['height', 'weight'], [heights, weights.map((w) => -w)])
  for (const [table, method, sign] of [
    [temperatures, 'pearson', ''],
    [temperatures, 'spearman', ''],
    [women, 'spearman', '-'],
  ] as const) {
    const report = runAnalysis(table, { kind: 'correlation', method, variables: table.columns.map((c) => c.name) })
    const text = JSON.stringify({ ...report, rCode: '' })
    expect(text.match(/.{80}(NaN|p = —|Infinity).{40}/g)).toBeNull()
    expect(report.apa[0]).toContain(`(13) = ${sign}1.00, p < .001, 95% CI [${sign}1.00, ${sign}1.00]`)
    expect(report.apa[0]).toContain('were significantly')
    expect(report.reading[0]).toContain('the relation is exact')
    expect(report.pValues.map((entry) => entry.p)).toEqual([0])
  }
})

test('p-values far below 1e-16 keep their size in pValues (the session adjusts them together), not 0', () => {
  const low = Array.from({ length: 30 }, (_, i) => 10 + (i % 7) * 0.3)
  const high = low.map((value) => value + 40)
  const groups = [...low.map(() => 'a'), ...high.map(() => 'b')]
  const table = csv(['score', 'group'], [[...low, ...high], groups])
  for (const request of [
    { kind: 't-test', design: 'independent', outcome: 'score', group: 'group', mu: 0, equalVariances: true },
    { kind: 'anova', outcome: 'score', group: 'group' },
  ] as const) {
    const { pValues } = runAnalysis(table, request)
    expect(pValues[0]?.p, request.kind).toBeGreaterThan(0)
    expect(pValues[0]?.p, request.kind).toBeLessThan(1e-16)
  }
})

test('constant data are refused with the reason, as R’s t.test ("data are essentially constant"), never "did not differ … p = —"', () => {
  const same = csv(
    ['score', 'group', 'after'],
    [
      [5, 5, 5, 5, 5, 5],
      ['a', 'a', 'a', 'b', 'b', 'b'],
      [6, 6, 6, 6, 6, 6],
    ],
  )
  const tTest = { kind: 't-test', outcome: 'score', mu: 0, equalVariances: false } as const
  expect(() => runAnalysis(same, { ...tTest, design: 'independent', group: 'group' })).toThrow(
    'score does not vary within either group (every value is 5.00 in a and 5.00 in b): with no spread there is nothing to judge the difference against, so no t-test can be run. R’s t.test stops here too (“data are essentially constant”).',
  )
  expect(() => runAnalysis(same, { ...tTest, design: 'independent', group: 'group', equalVariances: true })).toThrow(
    /data are essentially constant/,
  )
  expect(() => runAnalysis(same, { ...tTest, design: 'paired', second: 'after' })).toThrow(
    'Every pair differs by the same amount (score − after = -1.00 in all 6 pairs)',
  )
  expect(() => runAnalysis(same, { ...tTest, design: 'one-sample', mu: 3 })).toThrow(
    'Every value of score is 5.00: with no spread there is nothing to judge the difference from 3.00 against',
  )
  // t.test(c(5.1, 5.1, 5.1), mu = 5) stops in R as well: 5.1's rounding leaves a standard error near 1e-16.
  const decimals = csv(['score'], [[5.1, 5.1, 5.1]])
  expect(() => runAnalysis(decimals, { ...tTest, design: 'one-sample', mu: 5 })).toThrow(/essentially constant/)
  expect(() => runAnalysis(same, { kind: 'anova', outcome: 'score', group: 'group' })).toThrow(
    'Every value of score is 5.00, in every group: there is no variation to analyse, so no ANOVA can be run (R’s aov gives F = NaN).',
  )
  // summary(aov(y ~ g)) with y = 5, 5, 5, 6, 6, 6, 7, 7, 7 prints F = 1.833e+31: the groups do not vary within.
  // oneway.test(y ~ g) with one constant group among varying ones: F = NaN, said so under Welch's table.
  const oneConstant = csv(
    ['y', 'g'],
    [
      [5, 5, 5, 6, 7, 8, 1, 3, 2],
      ['a', 'a', 'a', 'b', 'b', 'b', 'c', 'c', 'c'],
    ],
  )
  const welch = runAnalysis(oneConstant, { kind: 'anova', outcome: 'y', group: 'g' }).tables[2]
  expect(welch?.rows).toEqual([['—', '2', '—', '—']])
  expect(welch?.note).toContain("R's oneway.test gives F = NaN")
  const steps = csv(
    ['y', 'g'],
    [
      [5, 5, 5, 6, 6, 6, 7, 7, 7],
      ['a', 'a', 'a', 'b', 'b', 'b', 'c', 'c', 'c'],
    ],
  )
  expect(() => runAnalysis(steps, { kind: 'anova', outcome: 'y', group: 'g' })).toThrow(
    /y does not vary within any group .* no ANOVA can be run/,
  )
})

test('an exact linear fit is flagged as R’s summary.lm warns ("essentially perfect fit"); an ordinary fit is not', () => {
  const celsius = [-10, -3.5, 0, 4.2, 12, 18.5, 21, 25.3, 30, 37]
  const temperatures = csv(['fahrenheit', 'celsius'], [celsius.map((c) => c * 1.8 + 32), celsius])
  const exact = runAnalysis(temperatures, { kind: 'regression', outcome: 'fahrenheit', predictors: ['celsius'] })
  expect(exact.suggestions.join(' ')).toContain('The fit is exact')
  expect(exact.suggestions.join(' ')).toContain('essentially perfect fit: summary may be unreliable')
  const ordinary = runAnalysis(cars, { kind: 'regression', outcome: 'mpg', predictors: ['wt'] })
  expect(ordinary.suggestions.join(' ')).not.toContain('The fit is exact')
})

test('the Spearman R code asks for exact = FALSE, the p the report gives (longley[1:8, ]: cor.test exact = FALSE p = 0.20703125; the exact default 0.2161706)', () => {
  const longley = csv(
    ['GNP', 'Unemployed'],
    [
      [234.289, 259.426, 258.054, 284.599, 328.975, 346.999, 365.385, 363.112],
      [235.6, 232.5, 368.2, 335.1, 209.9, 193.2, 187, 357.8],
    ],
  )
  const report = runAnalysis(longley, { kind: 'correlation', method: 'spearman', variables: ['GNP', 'Unemployed'] })
  expect(report.pValues[0]?.p).toBeCloseTo(0.20703125, 8)
  expect(report.rCode).toContain('method = "spearman", exact = FALSE)')
  // The interval and the BH-adjusted p are computed by the printed code, not described in a comment.
  expect(report.rCode).toContain('sqrt((1 + r^2 / 2) / (n - 3))')
  expect(report.rCode).toContain('results$p_adjusted <- p.adjust(results$p, method = "BH")')
})

test('paired and one-sample t-tests print the effect size they report (R 4.2.2, effectsize 0.8.3 on sleep)', () => {
  const wide = csv(['before', 'after'], [sleep.group1, sleep.group2])
  const tTest = { kind: 't-test', outcome: 'before', mu: 0, equalVariances: false } as const
  const paired = runAnalysis(wide, { ...tTest, design: 'paired', second: 'after' })
  // cohens_d(data$before, data$after, paired = TRUE): -1.28, 95% CI [-2.12, -0.41]
  expect(paired.rCode).toContain('effectsize::cohens_d(data$before, data$after, paired = TRUE)')
  expect(paired.tables[0]?.rows[0]?.slice(6)).toEqual(['-1.28', '[-2.12, -0.41]'])
  // cohens_d(data$before, mu = 0.5): 0.14, 95% CI [-0.49, 0.76]
  const one = runAnalysis(wide, { ...tTest, design: 'one-sample', mu: 0.5 })
  expect(one.rCode).toContain('effectsize::cohens_d(data$before, mu = 0.5)')
  expect(one.tables[0]?.rows[0]?.slice(7)).toEqual(['0.14', '[-0.49, 0.76]'])
})

test('the regression R code computes R²’s interval (run in R 4.2.2 on lm(mpg ~ wt + hp): 0.6711354068 0.8796486483)', () => {
  const report = runAnalysis(cars, { kind: 'regression', outcome: 'mpg', predictors: ['wt', 'hp'] })
  expect(report.rCode).toContain('ncp <- c(ncp_at(0.025), ncp_at(0.975))\nncp / (ncp + fs[2] + fs[3] + 1)')
  expect(report.tables.find((table) => table.title === 'Model')?.rows[0]?.[2]).toBe('[.67, .88]')
})

test('the R code reads decimal commas with read.csv2 and drops the empty unnamed columns the app dropped', () => {
  const decimal = parseCsv(new TextEncoder().encode('weight;dose\n115,5;1\n98;2\n102,25;1\n120;2\n'))
  const report = runAnalysis(decimal, { kind: 'descriptives', variables: ['weight'] }, {}, { fileName: 'd.csv' })
  expect(report.rCode.split('\n')[0]).toMatch(/^data <- read\.csv2\("d\.csv", na\.strings = c\(/)
  expect(report.tables[0]?.rows[0]?.slice(0, 4)).toEqual(['weight', '4', '0', '108.94'])
  const trailing = parseCsv(new TextEncoder().encode('x,y,,\n1,2.5,,\n2,3.1,,\n3,4.4,,\n4,4.9,,\n5,6.3,,\n'))
  const regression = runAnalysis(trailing, { kind: 'regression', outcome: 'y', predictors: ['x'] })
  // read.csv names the two empty columns "" and lm(y ~ x, data) then stops: the printed code drops them first.
  expect(regression.rCode.split('\n')[1]).toBe(
    "data <- data[nzchar(names(data))] # the file's empty columns without a name, as the app drops them",
  )
})

test('descriptives sort each numeric column once, for its quantiles and its box plot alike (100,000 × 20 took 2.6 s)', () => {
  const sort = vi.spyOn(Float64Array.prototype, 'sort')
  try {
    const report = runAnalysis(cars, { kind: 'descriptives', variables: ['mpg', 'wt', 'hp'] })
    expect(sort).toHaveBeenCalledTimes(3)
    // boxplot.stats(mtcars$hp): stats 52 96 123 180 264, out 335, from the same sorted copy
    expect(report.boxPlots[2]?.boxes[0]).toMatchObject({
      lowerWhisker: 52,
      median: 123,
      upperWhisker: 264,
      outliers: [335],
    })
  } finally {
    sort.mockRestore()
  }
})
