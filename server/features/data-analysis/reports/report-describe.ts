import type { AnalysisReport, Chart } from '#shared/contract/data-analysis'
import { num, rName } from './apa-format'
import { columnOf, numbersOf, typeOf, type Frame } from './analysis-frame'
import { describeNumeric, frequencies, frequenciesInOrder, sortedNumbers } from '../statistics/describe'
import { boxPlot, emptyReport } from './report-base'

/** Sturges' bins (R's hist default), at most 30. */
export function histogram(
  values: number[],
  title: string,
  { min = Math.min(...values), max = Math.max(...values) } = {},
): Chart {
  const bins = Math.min(30, Math.ceil(Math.log2(values.length) + 1))
  const width = (max - min) / bins || 1
  const counts = new Array<number>(bins).fill(0)
  for (const value of values) {
    const bin = Math.min(bins - 1, Math.floor((value - min) / width))
    counts[bin] = (counts[bin] ?? 0) + 1
  }
  return {
    title,
    bars: counts.map((count, i) => ({ label: `${num(min + i * width)}–${num(min + (i + 1) * width)}`, value: count })),
  }
}

export function descriptivesReport(frame: Frame, variables: string[]): AnalysisReport {
  const report = emptyReport('descriptives', 'Descriptive statistics')
  const numericRows: string[][] = []
  const numericNames: string[] = []
  for (const name of [...new Set(variables)]) {
    const column = columnOf(frame, name)
    if (typeOf(frame, column) === 'nominal' || (typeOf(frame, column) === 'ordinal' && !isNumeric(frame, name))) {
      const present = column.values.filter((value): value is string => value !== null)
      const order = frame.levels[name]
      const table = order ? frequenciesInOrder(present, order) : frequencies(present)
      const top = order ? [...table].sort((a, b) => b.count - a.count)[0] : table[0]
      report.tables.push({
        title: `Frequencies of ${name}`,
        columns: ['Value', 'n', '%'],
        rows: table.slice(0, 50).map((row) => [row.value, String(row.count), num(row.percent, 1)]),
        note: `${column.missing} missing.${order ? ' In the order given to the levels, lowest first.' : ''}${table.length > 50 ? ` The ${table.length - 50} rarest values are not shown.` : ''}`,
      })
      report.charts.push({
        title: `${name}: counts`,
        bars: table.slice(0, 20).map((row) => ({ label: row.value, value: row.count })),
      })
      if (top)
        report.apa.push(
          `${name} (n = ${present.length}) had ${table.length} categories; the most frequent was ${top.value} (${top.count}, ${num(top.percent, 1)}%).`,
        )
      continue
    }
    const values = numbersOf(frame, name).filter((value): value is number => value !== null)
    if (values.length === 0) {
      report.notes.push(`${name} has no values.`)
      continue
    }
    const sorted = sortedNumbers(values)
    const s = describeNumeric(values, sorted)
    numericNames.push(name)
    numericRows.push([
      name,
      String(s.n),
      String(column.missing),
      num(s.mean),
      num(s.sd),
      num(s.median),
      num(s.iqr),
      num(s.min),
      num(s.max),
      s.skewness === null ? '—' : num(s.skewness),
      s.kurtosis === null ? '—' : num(s.kurtosis),
    ])
    report.apa.push(
      `${name} (n = ${s.n}): M = ${num(s.mean)}, SD = ${num(s.sd)}, Mdn = ${num(s.median)}, IQR = ${num(s.iqr)}, range ${num(s.min)}–${num(s.max)}.`,
    )
    if (s.skewness !== null && Math.abs(s.skewness) >= 1)
      report.reading.push(
        `${name} is clearly ${s.skewness > 0 ? 'right' : 'left'}-skewed (skewness ${num(s.skewness)}): the median (${num(s.median)}) describes its centre better than the mean (${num(s.mean)}).`,
      )
    report.charts.push(histogram(values, `${name}: histogram`, { min: s.min, max: s.max }))
    report.boxPlots.push(boxPlot(`${name}: box plot`, name, [{ label: name, values, sorted }]))
  }
  if (numericRows.length > 0)
    report.tables.unshift({
      title: 'Numeric variables',
      columns: ['Variable', 'n', 'Missing', 'M', 'SD', 'Mdn', 'IQR', 'Min', 'Max', 'Skewness', 'Kurtosis'],
      rows: numericRows,
      note: 'Quantiles as R’s type 7; skewness and excess kurtosis are G1 and G2 (SPSS, e1071 type 2).',
    })
  report.reading.unshift(
    'The mean is the average; the SD says how far values typically sit from it. The median splits the values in half and the IQR spans their middle half — both ignore extreme values.',
  )
  report.rCode = [
    numericNames.length > 0
      ? `psych::describe(data[, c(${numericNames.map((name) => JSON.stringify(name)).join(', ')})], type = 2)`
      : '',
    ...numericNames.map((name) => `boxplot(data$${rName(name)}, main = ${JSON.stringify(name)})`),
    ...variables
      .filter((name) => !numericNames.includes(name))
      .map((name) => `table(data$${rName(name)}, useNA = "ifany")`),
  ]
    .filter(Boolean)
    .join('\n')
  return report
}

function isNumeric(frame: Frame, name: string): boolean {
  try {
    numbersOf(frame, name)
    return true
  } catch {
    return false
  }
}
