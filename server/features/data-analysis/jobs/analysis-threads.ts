import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { createWorkerPool, type WorkerPool } from '../../../lib/worker-pool'
import { spawnWorkerThread } from '../../../lib/worker-thread'
import type { AnalysisJob, JobOutcome } from './analysis-jobs'

/** The analysis worker: analysis-worker.ts beside this module (analysis-worker.js once built). */
export function spawnAnalysisWorker(): Worker {
  return spawnWorkerThread(import.meta.url, 'analysis-worker')
}

/** Workers next to the request thread: one less than the cores, at least one and at most four. */
export const ANALYSIS_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1))
/** Waiting jobs beyond the running ones; the next is answered 503 with Retry-After. */
export const ANALYSIS_MAX_QUEUED = 8
/** A job still running after this is stopped (its worker terminated) and answered 503. */
export const ANALYSIS_TIMEOUT_MS = 60_000

let pool: WorkerPool<AnalysisJob, JobOutcome> | null = null

/** The process's one analysis pool, started on first use. */
export function analysisPool(): WorkerPool<AnalysisJob, JobOutcome> {
  pool ??= createWorkerPool<AnalysisJob, JobOutcome>({
    spawn: spawnAnalysisWorker,
    size: ANALYSIS_THREADS,
    maxQueued: ANALYSIS_MAX_QUEUED,
    timeoutMs: ANALYSIS_TIMEOUT_MS,
  })
  return pool
}
