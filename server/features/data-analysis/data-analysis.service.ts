import type { AnalysisReport, DatasetSummary, ParsedAnalyseForm } from '../../../shared/contract/data-analysis'
import { AppError } from '../../lib/app-error'
import { AnalysisError } from './analysis-frame'
import { TableError, type Table } from './parse-table'
import { readUpload } from './read-upload'
import { runAnalysis, summarizeTable } from './run-analysis'

async function tableOf(bytes: Uint8Array): Promise<Table> {
  try {
    return await readUpload(bytes)
  } catch (error) {
    if (!(error instanceof TableError)) throw error
    throw new AppError(error.reason === 'too-large' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', error.message, {
      cause: error,
    })
  }
}

export async function inspectUpload(bytes: Uint8Array): Promise<DatasetSummary> {
  return summarizeTable(await tableOf(bytes))
}

export async function analyseUpload(bytes: Uint8Array, form: ParsedAnalyseForm): Promise<AnalysisReport> {
  const table = await tableOf(bytes)
  try {
    return runAnalysis(table, form.analysis, form.types)
  } catch (error) {
    if (error instanceof AnalysisError) throw new AppError('BAD_REQUEST', error.message)
    throw error
  }
}
