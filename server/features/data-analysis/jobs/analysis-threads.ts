import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { AnalysisJob, JobOutcome } from './analysis-jobs'
import { createWorkerPool, WORKER_RESOURCE_LIMITS, type WorkerPool } from './worker-pool'

const here = import.meta.url

/**
 * Built (`npm start`), this module is part of dist/server and the worker is its sibling analysis-worker.js,
 * the second entry of vite.server.config.ts. From the sources (Vitest, tsx) the worker is TypeScript: a small
 * bootstrap registers tsx's loader inside the new thread before importing it, since Node 20's workers do
 * not inherit the parent's loader.
 */
export function spawnAnalysisWorker(): Worker {
  if (!here.endsWith('.ts'))
    return new Worker(new URL('./analysis-worker.js', here), { resourceLimits: WORKER_RESOURCE_LIMITS })
  const entry = new URL('./analysis-worker.ts', here).href
  const loader = import.meta.resolve('tsx/esm/api')
  const bootstrap = `const { register } = await import(${JSON.stringify(loader)}); register(); await import(${JSON.stringify(entry)})`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    resourceLimits: WORKER_RESOURCE_LIMITS,
  })
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
