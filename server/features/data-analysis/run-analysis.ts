import type {
  AnalysisReport,
  DatasetSummary,
  ParsedAnalysisRequest,
  VariableType,
} from '../../../shared/contract/data-analysis'
import { toNumber, type Table } from './parse-table'
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
      return {
        name: column.name,
        type: column.type,
        missing: column.missing,
        distinct: new Set(present).size,
        numeric: present.length > 0 && present.every((value) => !Number.isNaN(toNumber(value))),
      }
    }),
    preview: Array.from({ length: Math.min(PREVIEW_ROWS, table.rowCount) }, (_, row) =>
      table.columns.map((column) => column.values[row] ?? ''),
    ),
  }
}

/** Runs one analysis on the uploaded table with the user's variable types. */
export function runAnalysis(
  table: Table,
  request: ParsedAnalysisRequest,
  types: Record<string, VariableType> = {},
): AnalysisReport {
  const frame = { table, types }
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
