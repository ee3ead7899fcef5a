import type { AnalysisReport, ParsedAnalysisRequest } from '#shared/contract/data-analysis'
import { bounded, COHEN, df, interval, magnitude, num, pCell, pValue, rName } from './apa-format'
import { AnalysisError, completeRows, droppedNote, groupsOf, numbersOf, type Frame } from './analysis-frame'
import { equalVariancesCheck, failed, normalityCheck } from './assumption-checks'
import { describeNumeric, mean } from '../statistics/describe'
import {
  cohensDInterval,
  etaSquaredInterval,
  hedgesGInterval,
  hedgesJ,
  oneSampleDInterval,
  pairedRankBiserialInterval,
  rankBiserialInterval,
  rankEpsilonSquaredInterval,
  bootstrapIterations,
} from '../statistics/effect-intervals'
import { ConstantDataError, independentTTest, oneSampleTTest, pairedTTest } from '../statistics/group-tests'
import { tukeyHsd } from '../statistics/levene-and-tukey'
import { boxPlot, emptyReport } from './report-base'
import { readEffect, readInterval, readP } from './plain-reading'
import {
  constantWithinGroups,
  kruskalWallis,
  mannWhitney,
  oneWayAnova,
  welchAnova,
  wilcoxonSignedRank,
} from '../statistics/rank-and-anova'

type TTest = Extract<ParsedAnalysisRequest, { kind: 't-test' }>
type Nonparametric = Extract<ParsedAnalysisRequest, { kind: 'nonparametric' }>

const base = emptyReport

const msd = (values: number[]) => {
  const { mean: m, sd } = describeNumeric(values)
  return `M = ${num(m)}, SD = ${num(sd)}`
}

function need(values: number[], minimum: number, what: string) {
  if (values.length < minimum)
    throw new AnalysisError(`${what} needs at least ${minimum} values; it has ${values.length}.`)
}

type Use = 'values' | 'ranks'

function twoGroups(frame: Frame, outcome: string, group: string | undefined, use: Use = 'values') {
  if (!group) throw new AnalysisError('Choose the grouping variable.')
  const groups = groupsOf(frame, outcome, group, use)
  if (groups.levels.length !== 2)
    throw new AnalysisError(
      `This test compares two groups; “${group}” has ${groups.levels.length}. ${groups.levels.length > 2 ? 'Use a one-way ANOVA or Kruskal-Wallis.' : ''}`.trim(),
    )
  const [a = [], b = []] = groups.values
  need(a, 2, `Group “${groups.levels[0]}”`)
  need(b, 2, `Group “${groups.levels[1]}”`)
  return { ...groups, a, b }
}

function pairedColumns(frame: Frame, outcome: string, second: string | undefined, use: Use = 'values') {
  if (!second) throw new AnalysisError('Choose the second measurement.')
  const x = numbersOf(frame, outcome, use)
  const y = numbersOf(frame, second, use)
  const rows = completeRows([x, y])
  const a = rows.map((i) => x[i] ?? Number.NaN)
  const b = rows.map((i) => y[i] ?? Number.NaN)
  need(a, 3, 'A paired test')
  return { a, b, dropped: x.length - rows.length }
}

function groupBoxPlot(outcome: string, group: string, levels: (string | undefined)[], values: number[][]) {
  return boxPlot(
    `${outcome} by ${group}`,
    outcome,
    levels.map((label, i) => ({ label: label ?? '', values: values[i] ?? [] })),
  )
}

/** The one value a constant sample holds, for the message (rounded as the report rounds). */
const onlyValue = (values: number[]) => num(mean(values))

const R_CONSTANT = 'R’s t.test stops here too (“data are essentially constant”).'

/** Runs a t-test, turning data without variation into the reason it cannot be tested. */
function tTestOrRefuse<T>(run: () => T, reason: () => string): T {
  try {
    return run()
  } catch (error) {
    if (error instanceof ConstantDataError) throw new AnalysisError(`${reason()} ${R_CONSTANT}`)
    throw error
  }
}

const direction = (difference: number, significant: boolean, higher: string, lower: string) =>
  significant ? (difference > 0 ? higher : lower) : 'did not differ significantly from'

export function tTestReport(frame: Frame, request: TTest): AnalysisReport {
  const y = rName(request.outcome)
  if (request.design === 'independent') {
    const { levels, a, b, dropped } = twoGroups(frame, request.outcome, request.group)
    const result = tTestOrRefuse(
      () => independentTTest(a, b, { equalVariances: request.equalVariances }),
      () =>
        `${request.outcome} does not vary within either group (every value is ${onlyValue(a)} in ${levels[0]} and ${onlyValue(b)} in ${levels[1]}): with no spread there is nothing to judge the difference against, so no t-test can be run.`,
    )
    const studentT = result.d / Math.sqrt(1 / a.length + 1 / b.length)
    const dCi = cohensDInterval(studentT, a.length, b.length)
    const g = result.d * hedgesJ(a.length + b.length - 2)
    const gCi = hedgesGInterval(studentT, a.length, b.length)
    const name = request.equalVariances ? "Student's" : "Welch's"
    const significant = result.p < 0.05
    const report = base('t-test', `Independent-samples t-test (${name})`)
    report.assumptions = [
      normalityCheck(a, `${request.outcome} in ${levels[0]}`),
      normalityCheck(b, `${request.outcome} in ${levels[1]}`),
      equalVariancesCheck([a, b]),
    ]
    if (failed(report.assumptions, 'Normality'))
      report.suggestions.push('Normality is doubtful: the Mann-Whitney test compares the groups without assuming it.')
    if (failed(report.assumptions, 'Equal variances') && request.equalVariances)
      report.suggestions.push("The variances differ: use Welch's t-test, which does not assume they are equal.")
    report.apa.push(
      `An independent-samples t-test (${name}) showed that ${request.outcome} in group ${levels[0]} (${msd(a)}) ${direction(result.meanDifference, significant, 'was significantly higher than', 'was significantly lower than')} in group ${levels[1]} (${msd(b)}), t(${df(result.df)}) = ${num(result.t)}, ${pValue(result.p)}, d = ${num(result.d)}, 95% CI ${interval(dCi)}.`,
    )
    report.reading.push(
      `The mean of ${request.outcome} was ${num(mean(a))} in group ${levels[0]} and ${num(mean(b))} in group ${levels[1]}, a difference of ${num(result.meanDifference)}.`,
      readP(result.p, 'difference between the groups'),
      readInterval(result.ci, 'the difference in means'),
      readEffect("Cohen's d", result.d, magnitude(result.d, COHEN.d), dCi),
      `Hedges' g = ${num(g)} (95 % CI ${interval(gCi)}) is d corrected for the small-sample bias; report it when the groups are small.`,
    )
    report.tables.push(
      {
        title: 'Groups',
        columns: ['Group', 'n', 'M', 'SD'],
        rows: [levels[0], levels[1]].map((level, i) => {
          const values = i === 0 ? a : b
          const s = describeNumeric(values)
          return [level ?? '', String(values.length), num(s.mean), num(s.sd)]
        }),
      },
      {
        title: `${name} t-test`,
        columns: ['t', 'df', 'p', 'Mean difference', '95% CI', "Cohen's d", "d's 95% CI", "Hedges' g", "g's 95% CI"],
        rows: [
          [
            num(result.t),
            df(result.df),
            pCell(result.p),
            num(result.meanDifference),
            interval(result.ci),
            num(result.d),
            interval(dCi),
            num(g),
            interval(gCi),
          ],
        ],
      },
    )
    report.charts.push({
      title: `Mean ${request.outcome} by group`,
      bars: [levels[0], levels[1]].map((label, i) => ({ label: label ?? '', value: mean(i === 0 ? a : b) })),
    })
    report.boxPlots.push(groupBoxPlot(request.outcome, request.group ?? '', levels, [a, b]))
    const group = rName(request.group ?? '')
    report.rCode = [
      `t.test(${y} ~ ${group}, data = data${request.equalVariances ? ', var.equal = TRUE' : ''})`,
      `effectsize::cohens_d(${y} ~ ${group}, data = data)`,
      `effectsize::hedges_g(${y} ~ ${group}, data = data)`,
      `car::leveneTest(${y} ~ factor(${group}), data = data)`,
      `by(data$${y}, data$${group}, shapiro.test)`,
      `boxplot(${y} ~ ${group}, data = data)`,
    ].join('\n')
    report.notes.push(...droppedNote(dropped))
    report.pValues.push({ label: `${name} t-test: ${request.outcome} by ${request.group ?? ''}`, p: result.p })
    return report
  }
  if (request.design === 'paired') {
    const { a, b, dropped } = pairedColumns(frame, request.outcome, request.second)
    const result = tTestOrRefuse(
      () => pairedTTest(a, b),
      () =>
        `Every pair differs by the same amount (${request.outcome} − ${request.second ?? ''} = ${onlyValue(a.map((value, i) => value - (b[i] ?? Number.NaN)))} in all ${a.length} pairs): with no spread in the differences there is nothing to judge them against, so no t-test can be run.`,
    )
    const ci = oneSampleDInterval(result.t, a.length)
    const second = request.second ?? ''
    const report = base('t-test', 'Paired-samples t-test')
    const differences = a.map((value, i) => value - (b[i] ?? Number.NaN))
    report.assumptions = [normalityCheck(differences, 'the differences')]
    if (failed(report.assumptions, 'Normality'))
      report.suggestions.push(
        'Normality of the differences is doubtful: the Wilcoxon signed-rank test does not assume it.',
      )
    report.apa.push(
      `A paired-samples t-test showed that ${request.outcome} (${msd(a)}) ${direction(result.meanDifference, result.p < 0.05, 'was significantly higher than', 'was significantly lower than')} ${second} (${msd(b)}), t(${df(result.df)}) = ${num(result.t)}, ${pValue(result.p)}, d_z = ${num(result.d)}, 95% CI ${interval(ci)}.`,
    )
    report.reading.push(
      `On average ${request.outcome} was ${num(result.meanDifference)} ${result.meanDifference >= 0 ? 'above' : 'below'} ${second} in the same cases (n = ${a.length}).`,
      readP(result.p, 'difference between the measurements'),
      readInterval(result.ci, 'the mean difference'),
      readEffect('d_z', result.d, magnitude(result.d, COHEN.d), ci),
    )
    report.tables.push({
      title: 'Paired-samples t-test',
      columns: ['n', 'Mean difference', '95% CI', 't', 'df', 'p', 'd_z', "d_z's 95% CI"],
      rows: [
        [
          String(a.length),
          num(result.meanDifference),
          interval(result.ci),
          num(result.t),
          df(result.df),
          pCell(result.p),
          num(result.d),
          interval(ci),
        ],
      ],
    })
    report.rCode = [
      `t.test(data$${y}, data$${rName(second)}, paired = TRUE)`,
      `effectsize::cohens_d(data$${y}, data$${rName(second)}, paired = TRUE) # d_z`,
      `shapiro.test(data$${y} - data$${rName(second)})`,
    ].join('\n')
    report.notes.push(...droppedNote(dropped))
    report.pValues.push({ label: `Paired t-test: ${request.outcome} vs ${second}`, p: result.p })
    return report
  }
  const values = numbersOf(frame, request.outcome).filter((value): value is number => value !== null)
  need(values, 2, 'A one-sample t-test')
  const result = tTestOrRefuse(
    () => oneSampleTTest(values, request.mu),
    () =>
      `Every value of ${request.outcome} is ${onlyValue(values)}: with no spread there is nothing to judge the difference from ${num(request.mu)} against, so no t-test can be run.`,
  )
  const ci = oneSampleDInterval(result.t, values.length)
  const report = base('t-test', 'One-sample t-test')
  report.assumptions = [normalityCheck(values, request.outcome)]
  if (failed(report.assumptions, 'Normality'))
    report.suggestions.push(
      'Normality is doubtful: the Wilcoxon signed-rank test against the reference value does not assume it.',
    )
  report.apa.push(
    `A one-sample t-test showed that the mean of ${request.outcome} (${msd(values)}) ${direction(result.meanDifference, result.p < 0.05, 'was significantly higher than', 'was significantly lower than')} ${num(request.mu)}, t(${df(result.df)}) = ${num(result.t)}, ${pValue(result.p)}, d = ${num(result.d)}, 95% CI ${interval(ci)}.`,
  )
  report.reading.push(
    readP(result.p, `difference from ${num(request.mu)}`),
    readInterval(result.ci, `the difference from ${num(request.mu)}`),
    readEffect("Cohen's d", result.d, magnitude(result.d, COHEN.d), ci),
  )
  report.tables.push({
    title: 'One-sample t-test',
    columns: ['n', 'Reference', 'Mean difference', '95% CI', 't', 'df', 'p', "Cohen's d", "d's 95% CI"],
    rows: [
      [
        String(values.length),
        num(request.mu),
        num(result.meanDifference),
        interval(result.ci),
        num(result.t),
        df(result.df),
        pCell(result.p),
        num(result.d),
        interval(ci),
      ],
    ],
  })
  report.rCode = [
    `t.test(data$${y}, mu = ${request.mu})`,
    `effectsize::cohens_d(data$${y}, mu = ${request.mu})`,
    `shapiro.test(data$${y})`,
  ].join('\n')
  report.pValues.push({ label: `One-sample t-test: ${request.outcome} vs ${num(request.mu)}`, p: result.p })
  return report
}

export function anovaReport(frame: Frame, outcome: string, group: string): AnalysisReport {
  const { levels, values, dropped } = groupsOf(frame, outcome, group)
  if (levels.length < 2) throw new AnalysisError(`“${group}” has only one group.`)
  values.forEach((groupValues, i) => need(groupValues, 2, `Group “${levels[i]}”`))
  if (constantWithinGroups(values)) {
    const all = values.flat()
    throw new AnalysisError(
      all.every((value) => value === all[0])
        ? `Every value of ${outcome} is ${onlyValue(all)}, in every group: there is no variation to analyse, so no ANOVA can be run (R’s aov gives F = NaN).`
        : `${outcome} does not vary within any group (each group holds a single repeated value): with no variation within the groups the F ratio is infinite and its p-value meaningless, so no ANOVA can be run (R’s aov prints an F near 1e31). The groups’ values can be read off directly.`,
    )
  }
  const result = oneWayAnova(values)
  const etaCi = etaSquaredInterval(result.f, result.df[0], result.df[1])
  const residuals = values.flatMap((groupValues) => {
    const centre = mean(groupValues)
    return groupValues.map((value) => value - centre)
  })
  const report = base('anova', 'One-way ANOVA')
  report.assumptions = [normalityCheck(residuals, 'the residuals'), equalVariancesCheck(values)]
  if (failed(report.assumptions, 'Normality'))
    report.suggestions.push('Normality is doubtful: the Kruskal-Wallis test compares the groups without assuming it.')
  const welch = welchAnova(values)
  const unequal = failed(report.assumptions, 'Equal variances')
  if (unequal)
    report.suggestions.push(
      "The variances differ: Welch's ANOVA below does not assume equal variances; report it instead of the F test, and use Games-Howell comparisons (R: rstatix::games_howell_test) instead of Tukey's.",
    )
  const significant = result.p < 0.05
  report.apa.push(
    `A one-way ANOVA showed that ${outcome} ${significant ? 'differed significantly' : 'did not differ significantly'} across the levels of ${group}, F(${result.df[0]}, ${result.df[1]}) = ${num(result.f)}, ${pValue(result.p)}, η² = ${bounded(result.etaSquared)}, 95% CI ${interval(etaCi, bounded)}.`,
  )
  if (unequal)
    report.apa.push(
      `As the variances differed, Welch's ANOVA was used: ${outcome} ${welch.p < 0.05 ? 'differed significantly' : 'did not differ significantly'} across the levels of ${group}, F(${welch.df[0]}, ${df(welch.df[1])}) = ${num(welch.f)}, ${pValue(welch.p)}.`,
    )
  const comparisons = tukeyHsd(values)
  report.reading.push(
    readP(result.p, 'difference among the group means'),
    `η² = ${bounded(result.etaSquared)}: ${num(result.etaSquared * 100, 1)} % of the variation in ${outcome} lies between the groups, a ${magnitude(result.etaSquared, COHEN.etaSquared)} effect by Cohen's rules of thumb. Its one-sided 95 % interval starts at ${bounded(etaCi[0])}.`,
    `Tukey's comparisons keep the chance of any false alarm across all ${comparisons.length} pairs at 5 %; ${comparisons.filter((c) => c.pAdjusted < 0.05).length} of them differ significantly.`,
  )
  report.tables.push(
    {
      title: 'Groups',
      columns: ['Group', 'n', 'M', 'SD'],
      rows: levels.map((level, i) => {
        const s = describeNumeric(values[i] ?? [])
        return [level, String(s.n), num(s.mean), num(s.sd)]
      }),
    },
    {
      title: 'ANOVA',
      columns: ['Source', 'SS', 'df', 'MS', 'F', 'p', 'η²'],
      rows: [
        [
          group,
          num(result.ssBetween, 3),
          String(result.df[0]),
          num(result.ssBetween / result.df[0], 3),
          num(result.f),
          pCell(result.p),
          bounded(result.etaSquared),
        ],
        [
          'Residuals',
          num(result.ssWithin, 3),
          String(result.df[1]),
          num(result.ssWithin / result.df[1], 3),
          '',
          '',
          '',
        ],
      ],
    },
    {
      title: "Welch's ANOVA (not assuming equal variances)",
      columns: ['F', 'df₁', 'df₂', 'p'],
      rows: [[num(welch.f), String(welch.df[0]), df(welch.df[1]), pCell(welch.p)]],
      ...(Number.isFinite(welch.f)
        ? {}
        : {
            note: "A group whose values are all the same weighs infinitely in Welch's test, so it is undefined here (R's oneway.test gives F = NaN).",
          }),
    },
    {
      title: "Tukey's HSD",
      columns: ['Comparison', 'Difference', '95% CI', 'p (adjusted)'],
      rows: comparisons.map((c) => [
        `${levels[c.second]} − ${levels[c.first]}`,
        num(c.difference),
        interval(c.ci),
        pCell(c.pAdjusted),
      ]),
    },
  )
  report.charts.push({
    title: `Mean ${outcome} by ${group}`,
    bars: levels.map((label, i) => ({ label, value: mean(values[i] ?? []) })),
  })
  report.boxPlots.push(groupBoxPlot(outcome, group, levels, values))
  const [yy, gg] = [rName(outcome), rName(group)]
  report.rCode = [
    `model <- aov(${yy} ~ factor(${gg}), data = data)`,
    'summary(model)',
    'effectsize::eta_squared(model)',
    'TukeyHSD(model)',
    `car::leveneTest(${yy} ~ factor(${gg}), data = data)`,
    'shapiro.test(residuals(model))',
    `oneway.test(${yy} ~ factor(${gg}), data = data, var.equal = FALSE)`,
    `boxplot(${yy} ~ factor(${gg}), data = data)`,
  ].join('\n')
  report.notes.push(...droppedNote(dropped))
  report.pValues.push({ label: `One-way ANOVA: ${outcome} by ${group}`, p: unequal ? welch.p : result.p })
  return report
}

export function nonparametricReport(frame: Frame, request: Nonparametric): AnalysisReport {
  const y = rName(request.outcome)
  if (request.test === 'wilcoxon-signed-rank') {
    const { a, b, dropped } = pairedColumns(frame, request.outcome, request.second, 'ranks')
    const result = wilcoxonSignedRank(a, b)
    const rCi = pairedRankBiserialInterval(result.rankBiserial, result.n)
    const report = base('nonparametric', 'Wilcoxon signed-rank test')
    report.apa.push(
      `A Wilcoxon signed-rank test showed that ${request.outcome} ${result.p < 0.05 ? 'differed significantly' : 'did not differ significantly'} from ${request.second}, V = ${num(result.v, 1)}, z = ${num(result.z)}, ${pValue(result.p)}, r = ${bounded(result.rankBiserial)} (matched-pairs rank-biserial), 95% CI ${interval(rCi, bounded)}.`,
    )
    report.reading.push(
      readP(result.p, 'difference between the measurements'),
      readEffect('The rank-biserial r', result.rankBiserial, magnitude(result.rankBiserial, COHEN.r), rCi, bounded),
    )
    report.tables.push({
      title: 'Wilcoxon signed-rank test',
      columns: ['Non-zero pairs', 'V', 'z', 'p', 'r (rank-biserial)', "r's 95% CI"],
      rows: [
        [
          String(result.n),
          num(result.v, 1),
          num(result.z),
          pCell(result.p),
          bounded(result.rankBiserial),
          interval(rCi, bounded),
        ],
      ],
    })
    report.rCode = `wilcox.test(data$${y}, data$${rName(request.second ?? '')}, paired = TRUE, exact = FALSE)\neffectsize::rank_biserial(data$${y}, data$${rName(request.second ?? '')}, paired = TRUE)`
    report.notes.push(
      ...droppedNote(dropped),
      'Pairs with no difference are left out, as R does; the p-value is the normal approximation with continuity correction.',
    )
    report.pValues.push({ label: `Wilcoxon signed-rank: ${request.outcome} vs ${request.second ?? ''}`, p: result.p })
    return report
  }
  if (!request.group) throw new AnalysisError('Choose the grouping variable.')
  const group = rName(request.group)
  if (request.test === 'mann-whitney') {
    const { levels, a, b, dropped } = twoGroups(frame, request.outcome, request.group, 'ranks')
    const result = mannWhitney(a, b)
    const rCi = rankBiserialInterval(result.rankBiserial, a.length, b.length)
    const report = base('nonparametric', 'Mann-Whitney U test')
    const median = (values: number[]) => num(describeNumeric(values).median)
    report.apa.push(
      `A Mann-Whitney test showed that ${request.outcome} ${result.p < 0.05 ? 'differed significantly' : 'did not differ significantly'} between group ${levels[0]} (Mdn = ${median(a)}) and group ${levels[1]} (Mdn = ${median(b)}), W = ${num(result.w, 1)}, z = ${num(result.z)}, ${pValue(result.p)}, r = ${bounded(result.rankBiserial)} (rank-biserial), 95% CI ${interval(rCi, bounded)}.`,
    )
    report.reading.push(
      readP(result.p, 'difference between the groups'),
      readEffect('The rank-biserial r', result.rankBiserial, magnitude(result.rankBiserial, COHEN.r), rCi, bounded),
    )
    report.tables.push({
      title: 'Mann-Whitney U test',
      columns: ['W', 'z', 'p', 'r (rank-biserial)', "r's 95% CI"],
      rows: [[num(result.w, 1), num(result.z), pCell(result.p), bounded(result.rankBiserial), interval(rCi, bounded)]],
    })
    report.boxPlots.push(groupBoxPlot(request.outcome, request.group, levels, [a, b]))
    report.rCode = `wilcox.test(${y} ~ ${group}, data = data, exact = FALSE)\neffectsize::rank_biserial(${y} ~ ${group}, data = data)\nboxplot(${y} ~ ${group}, data = data)`
    report.notes.push(
      ...droppedNote(dropped),
      'The p-value is the normal approximation with tie and continuity corrections.',
    )
    report.pValues.push({ label: `Mann-Whitney: ${request.outcome} by ${request.group}`, p: result.p })
    return report
  }
  const { levels, values, dropped } = groupsOf(frame, request.outcome, request.group, 'ranks')
  if (levels.length < 2) throw new AnalysisError(`“${request.group}” has only one group.`)
  const result = kruskalWallis(values)
  const epsilonCi = rankEpsilonSquaredInterval(values)
  const iterations = bootstrapIterations(values.flat().length)
  const report = base('nonparametric', 'Kruskal-Wallis test')
  report.apa.push(
    `A Kruskal-Wallis test showed that ${request.outcome} ${result.p < 0.05 ? 'differed significantly' : 'did not differ significantly'} across the levels of ${request.group}, H(${result.df}) = ${num(result.h)}, ${pValue(result.p)}, ε² = ${bounded(result.epsilonSquared)}, 95% CI ${interval(epsilonCi, bounded)}.`,
  )
  report.reading.push(
    readP(result.p, 'difference among the groups'),
    `ε² = ${bounded(result.epsilonSquared)}: about ${num(result.epsilonSquared * 100, 0)} % of the variation in the ranks of ${request.outcome} lies between the groups, a ${magnitude(result.epsilonSquared, COHEN.etaSquared)} effect by the rules of thumb for η². Its one-sided 95 % interval starts at ${bounded(epsilonCi[0])}: the groups' share is unlikely to be smaller than that.`,
  )
  report.tables.push({
    title: 'Kruskal-Wallis test',
    columns: ['H', 'df', 'p', 'ε² (rank)', "ε²'s 95% CI"],
    rows: [
      [num(result.h), String(result.df), pCell(result.p), bounded(result.epsilonSquared), interval(epsilonCi, bounded)],
    ],
    note: `ε²'s interval is a percentile bootstrap (${iterations} resamples within each group, fixed seed, so the same file gives the same interval); R's effectsize draws other resamples, so its lower end differs in the second decimal.`,
  })
  report.boxPlots.push(groupBoxPlot(request.outcome, request.group, levels, values))
  report.rCode = `kruskal.test(${y} ~ factor(${group}), data = data)\neffectsize::rank_epsilon_squared(${y} ~ factor(${group}), data = data, iterations = ${iterations})\nboxplot(${y} ~ factor(${group}), data = data)`
  report.notes.push(...droppedNote(dropped))
  report.pValues.push({ label: `Kruskal-Wallis: ${request.outcome} by ${request.group}`, p: result.p })
  return report
}
