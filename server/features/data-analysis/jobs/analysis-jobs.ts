import type { AnalysisReport, DatasetSummary, ParsedAnalyseForm } from '#shared/contract/data-analysis'
import { AnalysisError } from '../reports/analysis-frame'
import { TableError } from '../read/parse-table'
import { readUpload } from '../read/read-upload'
import { runAnalysis, summarizeTable } from '../reports/run-analysis'

/** What the request thread hands a worker: the upload's bytes (transferred, not copied) and what to do with them. */
export type AnalysisJob =
  | { kind: 'inspect'; bytes: Uint8Array }
  | { kind: 'analyse'; bytes: Uint8Array; form: ParsedAnalyseForm; fileName: string }

/** What comes back: plain data only, since errors lose their class crossing threads. */
export type JobOutcome =
  | { ok: true; value: DatasetSummary | AnalysisReport }
  | { ok: false; error: { kind: 'table'; reason: TableError['reason']; message: string } }
  | { ok: false; error: { kind: 'analysis' | 'internal'; message: string } }

/** Reads the upload and runs the job; never throws, so a worker always answers. */
export async function runJob(job: AnalysisJob): Promise<JobOutcome> {
  try {
    const table = await readUpload(job.bytes)
    if (job.kind === 'inspect') return { ok: true, value: summarizeTable(table) }
    const { analysis, types, levels } = job.form
    return { ok: true, value: runAnalysis(table, analysis, types, { levels, fileName: job.fileName }) }
  } catch (error) {
    if (error instanceof TableError)
      return { ok: false, error: { kind: 'table', reason: error.reason, message: error.message } }
    if (error instanceof AnalysisError) return { ok: false, error: { kind: 'analysis', message: error.message } }
    return {
      ok: false,
      error: { kind: 'internal', message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    }
  }
}
