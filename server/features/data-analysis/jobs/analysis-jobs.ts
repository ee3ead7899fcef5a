import type { AnalysisReport, DatasetSummary, ParsedAnalyseForm } from '#shared/contract/data-analysis'
import { AnalysisError } from '../reports/analysis-frame'
import { TableError } from '../read/parse-table'
import { readUpload } from '../read/read-upload'
import { runAnalysis, summarizeTable } from '../reports/run-analysis'
import { parseAnalysisField, readUploadForm, UploadFormError, UploadFormInvalid } from './upload-form'

/**
 * What the request thread hands a worker, its bytes transferred, not copied: a file and what to do with it, or an
 * upload request's raw form body (`upload`), which the worker reads first.
 */
export type AnalysisJob =
  | { kind: 'inspect'; bytes: Uint8Array }
  | { kind: 'analyse'; bytes: Uint8Array; form: ParsedAnalyseForm; fileName: string }
  | { kind: 'upload'; then: 'inspect' | 'analyse'; bytes: Uint8Array; contentType: string }

/** What comes back: plain data only, since errors lose their class crossing threads. */
export type JobOutcome =
  | { ok: true; value: DatasetSummary | AnalysisReport }
  | { ok: false; error: { kind: 'table'; reason: TableError['reason']; message: string } }
  | { ok: false; error: { kind: 'request' | 'analysis' | 'internal'; message: string } }
  | { ok: false; error: { kind: 'invalid'; issues: UploadFormInvalid['issues'] } }

/** Reads the upload and runs the job; never throws, so a worker always answers. */
export async function runJob(job: AnalysisJob): Promise<JobOutcome> {
  try {
    const task = job.kind === 'upload' ? await fromUpload(job) : job
    const table = await readUpload(task.bytes)
    if (task.kind === 'inspect') return { ok: true, value: summarizeTable(table) }
    const { analysis, types, levels } = task.form
    return { ok: true, value: runAnalysis(table, analysis, types, { levels, fileName: task.fileName }) }
  } catch (error) {
    if (error instanceof UploadFormError) return { ok: false, error: { kind: 'request', message: error.message } }
    if (error instanceof UploadFormInvalid) return { ok: false, error: { kind: 'invalid', issues: error.issues } }
    if (error instanceof TableError)
      return { ok: false, error: { kind: 'table', reason: error.reason, message: error.message } }
    if (error instanceof AnalysisError) return { ok: false, error: { kind: 'analysis', message: error.message } }
    return {
      ok: false,
      error: { kind: 'internal', message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    }
  }
}

/** The job an upload's form asks for: its file, and for an analysis the analysis field checked first. */
async function fromUpload(
  job: Extract<AnalysisJob, { kind: 'upload' }>,
): Promise<Exclude<AnalysisJob, { kind: 'upload' }>> {
  const { file, fileName, analysis } = await readUploadForm(job.bytes, job.contentType)
  if (job.then === 'inspect') return { kind: 'inspect', bytes: file }
  return { kind: 'analyse', bytes: file, form: parseAnalysisField(analysis), fileName }
}
