import {
  type AnalysisReport,
  type DatasetSummary,
  MAX_ORDINAL_LEVELS,
  type ParsedAnalysisRequest,
  type VariableType,
} from '#shared/contract/data-analysis'
import { sortLevels, type Frame } from './analysis-frame'
import { toNumber, type Table } from '../read/parse-table'
import { rOrdinalPositions, rReadData } from '../read/r-read-data'
import { descriptivesReport } from './report-describe'
import { anovaReport, nonparametricReport, tTestReport } from './report-group-tests'
import { linearRegressionReport, logisticRegressionReport } from './report-models'
import { chiSquareReport, correlationReport } from './report-relations'

const PREVIEW_ROWS = 8

/** What the page shows after an upload: the columns with their inferred types and missing counts, and the first rows. */
export function summarizeTable(table: Table): DatasetSummary {
  return {
    format: table.format,
    rowCount: table.rowCount,
    columns: table.columns.map((column) => {
      const present = column.values.filter((value): value is string => value !== null)
      const distinct = [...new Set(present)]
      const numeric = present.length > 0 && present.every((value) => !Number.isNaN(toNumber(value)))
      return {
        name: column.name,
        type: column.type,
        missing: column.missing,
        distinct: distinct.length,
        numeric,
        ...(!numeric && distinct.length >= 2 && distinct.length <= MAX_ORDINAL_LEVELS
          ? { levels: sortLevels(distinct) }
          : {}),
      }
    }),
    preview: Array.from({ length: Math.min(PREVIEW_ROWS, table.rowCount) }, (_, row) =>
      table.columns.map((column) => column.values[row] ?? ''),
    ),
  }
}

/**
 * Runs one analysis on the uploaded table with the user's variable types and orders of ordinal levels; its R code
 * starts by reading the file under its own name.
 */
export function runAnalysis(
  table: Table,
  request: ParsedAnalysisRequest,
  types: Record<string, VariableType> = {},
  { levels = {}, fileName = '' }: { levels?: Record<string, string[]>; fileName?: string } = {},
): AnalysisReport {
  const frame: Frame = { table, types, levels, ranked: new Set() }
  const report = reportOf(frame, request)
  const conversions = [...(frame.ranked ?? [])].map((name) => rOrdinalPositions(name, levels[name] ?? []))
  report.rCode = [rReadData(table, fileName), ...conversions, '', report.rCode].join('\n')
  return report
}

function reportOf(frame: Frame, request: ParsedAnalysisRequest): AnalysisReport {
  switch (request.kind) {
    case 'descriptives':
      return descriptivesReport(frame, request.variables)
    case 't-test':
      return tTestReport(frame, request)
    case 'anova':
      return anovaReport(frame, request.outcome, request.group)
    case 'nonparametric':
      return nonparametricReport(frame, request)
    case 'correlation':
      return correlationReport(frame, request.variables, request.method)
    case 'chi-square':
      return chiSquareReport(frame, request.row, request.column)
    case 'regression':
      return linearRegressionReport(frame, request.outcome, request.predictors)
    case 'logistic':
      return logisticRegressionReport(frame, request.outcome, request.predictors)
  }
}
