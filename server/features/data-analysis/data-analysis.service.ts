import type { AnalysisReport, DatasetSummary, ParsedAnalyseForm } from '#shared/contract/data-analysis'
import { AppError } from '../../lib/app-error'
import type { AnalysisJob, JobOutcome } from './jobs/analysis-jobs'
import { analysisPool, ANALYSIS_TIMEOUT_MS } from './jobs/analysis-threads'
import { JobTimeoutError, PoolBusyError, WorkerCrashError, type WorkerPool } from './jobs/worker-pool'

/** Seconds a refused upload is told to wait: about one analysis of a large file on a loaded machine. */
export const BUSY_RETRY_AFTER_SECONDS = 10

/** A job's outcome, or its failure as the HTTP answer the request thread gave before the worker existed. */
export async function runInWorker(
  job: AnalysisJob,
  pool: WorkerPool<AnalysisJob, JobOutcome> = analysisPool(),
): Promise<JobOutcome & { ok: true }> {
  let outcome: JobOutcome
  try {
    // The bytes move to the worker when they own their buffer; the request no longer needs them.
    const { bytes } = job
    const ownsBuffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    outcome = await pool.run(job, ownsBuffer ? [bytes.buffer as ArrayBuffer] : [])
  } catch (error) {
    if (error instanceof PoolBusyError)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The analyzer is busy with other files: please try again in a few seconds.',
        {
          cause: error,
          headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
        },
      )
    if (error instanceof JobTimeoutError)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `The analysis took longer than ${ANALYSIS_TIMEOUT_MS / 1000} seconds and was stopped: try fewer variables or a smaller file.`,
        { cause: error },
      )
    if (error instanceof WorkerCrashError && error.outOfMemory)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        'This file needs more memory than one analysis may use: try fewer columns or rows.',
        {
          cause: error,
        },
      )
    throw error
  }
  if (outcome.ok) return outcome
  const { error } = outcome
  if (error.kind === 'table')
    throw new AppError(error.reason === 'too-large' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', error.message)
  if (error.kind === 'analysis') throw new AppError('BAD_REQUEST', error.message)
  throw new Error(`analysis worker: ${error.message}`)
}

export async function inspectUpload(bytes: Uint8Array): Promise<DatasetSummary> {
  return (await runInWorker({ kind: 'inspect', bytes })).value as DatasetSummary
}

export async function analyseUpload(
  bytes: Uint8Array,
  form: ParsedAnalyseForm,
  fileName: string,
): Promise<AnalysisReport> {
  return (await runInWorker({ kind: 'analyse', bytes, form, fileName })).value as AnalysisReport
}
