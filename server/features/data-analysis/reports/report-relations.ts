import type { AnalysisReport } from '#shared/contract/data-analysis'
import { bounded, COHEN, interval, magnitude, num, pCell, pValue, rName } from './apa-format'
import { AnalysisError, columnOf, completeRows, droppedNote, numbersOf, sortLevels, type Frame } from './analysis-frame'
import { chiSquareAssociation, spearman, spearmanOfRanks } from '../statistics/association'
import { normalityCheck, failed } from './assumption-checks'
import { benjaminiHochberg } from '#shared/statistics/benjamini-hochberg'
import { cramersVInterval, spearmanInterval } from '../statistics/effect-intervals'
import { pearson } from '../statistics/group-tests'
import { rank } from '../statistics/rank-and-anova'
import { readEffect, readP } from './plain-reading'
import { emptyReport } from './report-base'

export function correlationReport(frame: Frame, variables: string[], method: 'pearson' | 'spearman'): AnalysisReport {
  const unique = [...new Set(variables)]
  if (unique.length < 2) throw new AnalysisError('Choose at least two different variables.')
  const columns = unique.map((name) => numbersOf(frame, name, method === 'spearman' ? 'ranks' : 'values'))
  const report = emptyReport(
    'correlation',
    method === 'pearson' ? "Pearson's correlation" : "Spearman's rank correlation",
  )
  const pairs: { a: number; b: number; r: number; p: number; n: number; ci: [number, number]; exact: boolean }[] = []
  const ranked = method === 'spearman' ? columns.map(rankedColumn) : []
  // Without missing values every pair uses every row: no per-pair row lists or copies.
  const everyRow = columns.every((values) => !values.includes(null)) ? (columns[0] ?? []).map((_, i) => i) : null
  for (let a = 0; a < unique.length; a++)
    for (let b = a + 1; b < unique.length; b++) {
      const rows = everyRow ?? completeRows([columns[a] ?? [], columns[b] ?? []])
      if (rows.length < 4)
        throw new AnalysisError(`“${unique[a]}” and “${unique[b]}” share fewer than 4 complete rows.`)
      const pick = (values: (number | null)[] | undefined): number[] =>
        everyRow ? ((values ?? []) as number[]) : rows.map((i) => values?.[i] ?? Number.NaN)
      let result: { r: number; p: number; ci: [number, number]; exact: boolean }
      if (method === 'pearson') result = pearson(pick(columns[a]), pick(columns[b]))
      else {
        const [rankedA, rankedB] = [ranked[a], ranked[b]]
        // Each column is ranked once; a pair whose complete rows are fewer than a column's needs its own ranks.
        const reuse = rankedA && rankedB && rankedA.present === rows.length && rankedB.present === rows.length
        const rho = reuse
          ? spearmanOfRanks(pick(rankedA.ranks), pick(rankedB.ranks))
          : spearman(pick(columns[a]), pick(columns[b]))
        result = { ...rho, ci: spearmanInterval(rho.r, rows.length) }
      }
      pairs.push({ a, b, r: result.r, p: result.p, n: rows.length, ci: result.ci, exact: result.exact })
    }
  const adjusted = benjaminiHochberg(pairs.map((pair) => pair.p))
  const symbol = method === 'pearson' ? 'r' : 'rs'
  report.pValues = pairs.map((pair) => ({
    label: `${method === 'pearson' ? 'Pearson' : 'Spearman'} ${symbol}: ${unique[pair.a]} – ${unique[pair.b]}`,
    p: pair.p,
  }))
  pairs.forEach((pair, index) => {
    const [x, y] = [unique[pair.a], unique[pair.b]]
    const strength = magnitude(pair.r, COHEN.r)
    const ciText = `, 95% CI ${interval(pair.ci, bounded)}`
    const bh = pairs.length > 1 ? ` (Benjamini-Hochberg adjusted ${pValue(adjusted[index] ?? 1)})` : ''
    report.apa.push(
      `${x} and ${y} were ${pair.p < 0.05 ? 'significantly' : 'not significantly'} ${pair.r >= 0 ? 'positively' : 'negatively'} correlated, ${symbol}(${pair.n - 2}) = ${bounded(pair.r)}, ${pValue(pair.p)}${ciText}${bh}.`,
    )
    if (pair.exact)
      report.reading.push(
        `${x} and ${y}: the relation is exact — ${method === 'pearson' ? 'every pair of values lies on one straight line' : 'the two put every row in the same order'}${pair.r < 0 ? ', one falling as the other rises' : ''}, so ${symbol} = ${bounded(pair.r)} with no sampling doubt (p < .001, as R reports it). Check that one variable is not the other in other units or computed from it.`,
      )
    else if (index < 3)
      report.reading.push(
        `${x} and ${y}: ${pair.r >= 0 ? 'higher values of one go with higher values of the other' : 'higher values of one go with lower values of the other'}; the link is ${strength} by Cohen's rules of thumb for r. ${readP(pair.p, 'correlation')} ${readEffect(symbol, pair.r, strength, pair.ci, bounded)}`,
      )
  })
  if (pairs.length > 1)
    report.reading.push(
      `With ${pairs.length} correlations tested at once, some would look significant by chance; the Benjamini-Hochberg adjusted p-values keep the expected share of false discoveries at 5 %.`,
    )
  report.tables.push({
    title: `Correlation matrix (${symbol})`,
    columns: ['', ...unique],
    rows: unique.map((name, i) => [
      name,
      ...unique.map((_, j) => {
        if (i === j) return '—'
        const pair = pairs.find(
          (candidate) => (candidate.a === i && candidate.b === j) || (candidate.a === j && candidate.b === i),
        )
        return pair
          ? `${bounded(pair.r)}${pair.p < 0.001 ? '***' : pair.p < 0.01 ? '**' : pair.p < 0.05 ? '*' : ''}`
          : ''
      }),
    ]),
    note: '* p < .05, ** p < .01, *** p < .001 (unadjusted).',
  })
  report.tables.push({
    title: 'Pairs',
    columns: ['Pair', 'n', symbol, '95% CI', 'p', 'p (BH)'],
    rows: pairs.map((pair, index) => [
      `${unique[pair.a]} – ${unique[pair.b]}`,
      String(pair.n),
      bounded(pair.r),
      interval(pair.ci, bounded),
      pCell(pair.p),
      pCell(adjusted[index] ?? 1),
    ]),
  })
  if (method === 'pearson') {
    report.assumptions = unique.map((name, i) =>
      normalityCheck(
        (columns[i] ?? []).filter((value): value is number => value !== null),
        name,
      ),
    )
    if (failed(report.assumptions, 'Normality'))
      report.suggestions.push("Normality is doubtful for a variable: Spearman's rank correlation does not assume it.")
  }
  const spearmanMethod = method === 'spearman'
  report.rCode = [
    `variables <- c(${unique.map((name) => JSON.stringify(name)).join(', ')})`,
    `cor(data[, variables], use = "pairwise.complete.obs", method = "${method}")`,
    '# Each pair on its complete rows, with the interval and the Benjamini-Hochberg adjustment the report shows',
    'results <- do.call(rbind, lapply(combn(variables, 2, simplify = FALSE), function(pair) {',
    '  rows <- complete.cases(data[, pair])',
    `  test <- cor.test(data[[pair[1]]][rows], data[[pair[2]]][rows], method = "${method}"${spearmanMethod ? ', exact = FALSE' : ''})`,
    '  r <- unname(test$estimate)',
    '  n <- sum(rows)',
    spearmanMethod
      ? '  ci <- tanh(atanh(r) + c(-1, 1) * qnorm(0.975) * sqrt((1 + r^2 / 2) / (n - 3))) # Fisher z, Bonett-Wright SE'
      : '  ci <- if (abs(r) == 1) c(r, r) else test$conf.int',
    '  data.frame(x = pair[1], y = pair[2], n = n, r = r, p = test$p.value, lower = ci[1], upper = ci[2])',
    '}))',
    'results$p_adjusted <- p.adjust(results$p, method = "BH")',
    'results',
  ].join('\n')
  return report
}

export function chiSquareReport(frame: Frame, rowName: string, columnName: string): AnalysisReport {
  if (rowName === columnName) throw new AnalysisError('Choose two different variables.')
  const rowValues = columnOf(frame, rowName).values
  const columnValues = columnOf(frame, columnName).values
  const rows = completeRows([rowValues, columnValues])
  const rowLevels = sortLevels([...new Set(rows.map((i) => rowValues[i] ?? ''))])
  const columnLevels = sortLevels([...new Set(rows.map((i) => columnValues[i] ?? ''))])
  if (rowLevels.length < 2 || columnLevels.length < 2)
    throw new AnalysisError('Each variable needs at least two categories.')
  if (rowLevels.length > 20 || columnLevels.length > 20)
    throw new AnalysisError('A χ² table allows at most 20 categories per variable.')
  const counts = rowLevels.map(() => columnLevels.map(() => 0))
  for (const i of rows) {
    const r = rowLevels.indexOf(rowValues[i] ?? '')
    const c = columnLevels.indexOf(columnValues[i] ?? '')
    const row = counts[r]
    if (row) row[c] = (row[c] ?? 0) + 1
  }
  const result = chiSquareAssociation(counts)
  const vCi = cramersVInterval(result.uncorrectedChiSquare, rows.length, rowLevels.length, columnLevels.length)
  const expected = result.expected.flat()
  const small = expected.filter((value) => value < 5).length
  const report = emptyReport('chi-square', 'χ² test of association')
  report.assumptions.push({
    name: 'Expected counts',
    detail: `${small} of ${expected.length} cells expect fewer than 5 cases; the smallest expects ${num(Math.min(...expected))}.`,
    met: small / expected.length <= 0.2 && Math.min(...expected) >= 1,
  })
  if (report.assumptions[0]?.met === false)
    report.suggestions.push("Expected counts are small: Fisher's exact test (R: fisher.test) does not rely on them.")
  report.apa.push(
    `A χ² test of independence showed that ${rowName} and ${columnName} were ${result.p < 0.05 ? 'significantly' : 'not significantly'} associated, χ²(${result.df}, N = ${rows.length}) = ${num(result.chiSquare)}, ${pValue(result.p)}, Cramér's V = ${bounded(result.cramersV)}, 95% CI ${interval(vCi, bounded)}.`,
  )
  report.reading.push(
    readP(result.p, 'association'),
    `Cramér's V = ${bounded(result.cramersV)} runs from 0 (no association) to 1 (one variable fixes the other). Its one-sided 95 % interval starts at ${bounded(vCi[0])}: associations weaker than that fit the data poorly.`,
  )
  if (result.yates)
    report.notes.push(
      "On a 2 × 2 table χ² has Yates's continuity correction, as R's chisq.test; V uses the uncorrected χ².",
    )
  report.tables.push({
    title: 'Counts',
    columns: [`${rowName} \\ ${columnName}`, ...columnLevels],
    rows: rowLevels.map((level, r) => [level, ...(counts[r] ?? []).map(String)]),
  })
  report.tables.push({
    title: 'χ² test',
    columns: ['χ²', 'df', 'N', 'p', "Cramér's V", "V's 95% CI"],
    rows: [
      [
        num(result.chiSquare),
        String(result.df),
        String(rows.length),
        pCell(result.p),
        bounded(result.cramersV),
        interval(vCi, bounded),
      ],
    ],
  })
  report.rCode = `tab <- table(data$${rName(rowName)}, data$${rName(columnName)})\nchisq.test(tab)\neffectsize::cramers_v(tab, adjust = FALSE)`
  report.notes.push(...droppedNote(rowValues.length - rows.length))
  report.pValues.push({ label: `χ² test: ${rowName} × ${columnName}`, p: result.p })
  return report
}

/** A column's mid-ranks among its present values (null where missing) and how many values it has. */
function rankedColumn(values: (number | null)[]): { ranks: (number | null)[]; present: number } {
  const present = values.filter((value): value is number => value !== null)
  const { ranks } = rank(present)
  let next = 0
  return { ranks: values.map((value) => (value === null ? null : (ranks[next++] ?? null))), present: present.length }
}
