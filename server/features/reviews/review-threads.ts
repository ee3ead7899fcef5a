import { availableParallelism } from 'node:os'
import { createWorkerPool, type WorkerPool } from '../../lib/worker-pool'
import { spawnWorkerThread } from '../../lib/worker-thread'
import type { ComposedReview, ComposeInput } from './compose-review'

export type ComposeOutcome = { ok: true; composed: ComposedReview } | { ok: false; message: string }

/** Workers next to the request thread: one less than the cores, at least one and at most two. */
export const REVIEW_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1))
/** Reviews waiting for a worker beyond the running ones; the next is told the server is busy. */
export const REVIEW_MAX_QUEUED = 16
/** A composition still running after this is stopped. */
export const REVIEW_TIMEOUT_MS = 60_000

let pool: WorkerPool<ComposeInput, ComposeOutcome> | null = null

/** The process's one review pool, started on first use. */
export function reviewPool(): WorkerPool<ComposeInput, ComposeOutcome> {
  pool ??= createWorkerPool<ComposeInput, ComposeOutcome>({
    spawn: () => spawnWorkerThread(import.meta.url, 'review-worker'),
    size: REVIEW_THREADS,
    maxQueued: REVIEW_MAX_QUEUED,
    timeoutMs: REVIEW_TIMEOUT_MS,
  })
  return pool
}

/** Composes in the pool; the worker's own failure comes back as an Error like any other. */
export async function composeInWorker(input: ComposeInput): Promise<ComposedReview> {
  const outcome = await reviewPool().run(input)
  if (!outcome.ok) throw new Error(`review composition failed: ${outcome.message}`)
  return outcome.composed
}
