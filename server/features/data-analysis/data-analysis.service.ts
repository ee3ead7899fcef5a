import type { AnalysisReport, DatasetSummary } from '#shared/contract/data-analysis'
import { ZodRealError } from 'zod'
import { AppError } from '../../lib/app-error'
import type { AnalysisJob, JobOutcome } from './jobs/analysis-jobs'
import { analysisPool, ANALYSIS_TIMEOUT_MS } from './jobs/analysis-threads'
import { JobTimeoutError, PoolBusyError, WorkerCrashError, type WorkerPool } from '../../lib/worker-pool'

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
  if (error.kind === 'analysis' || error.kind === 'request') throw new AppError('BAD_REQUEST', error.message)
  // The contract's issues, as the route's own validation would have thrown them (ZodRealError is the one that is an
  // Error, which Hono hands to the error mapper).
  if (error.kind === 'invalid') throw new ZodRealError(error.issues)
  throw new Error(`analysis worker: ${error.message}`)
}

/** An upload request's raw form body, read and inspected in a worker: the column summary. */
export async function inspectUpload(body: Uint8Array, contentType: string): Promise<DatasetSummary> {
  return (await runInWorker({ kind: 'upload', then: 'inspect', bytes: body, contentType })).value as DatasetSummary
}

/** An upload request's raw form body, read and analysed in a worker: the report. */
export async function analyseUpload(body: Uint8Array, contentType: string): Promise<AnalysisReport> {
  return (await runInWorker({ kind: 'upload', then: 'analyse', bytes: body, contentType })).value as AnalysisReport
}
