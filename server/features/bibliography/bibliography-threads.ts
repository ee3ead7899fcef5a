import { createWorkerPool, type WorkerPool } from '../../lib/worker-pool'
import { spawnWorkerThread } from '../../lib/worker-thread'
import type { CitableWork } from './csl-items'
import type { BibliographyFormat, FormattedBibliography } from './format-bibliography'

export type BibliographyJob = { refs: CitableWork[]; format: BibliographyFormat }
export type BibliographyOutcome = { ok: true; file: FormattedBibliography } | { ok: false; message: string }

/** Exports waiting for the worker beyond the running one; the next is told the server is busy. */
const MAX_QUEUED = 32
const TIMEOUT_MS = 30_000

let pool: WorkerPool<BibliographyJob, BibliographyOutcome> | null = null

/**
 * A reference list formatted in a worker thread of its own: citeproc compiles a style on its first use (about 2 s for
 * APA) and formats a few hundred works in hundreds of milliseconds, which would hold every other request on the
 * request thread. The one worker keeps the compiled styles, so only the first export after a start pays for them.
 */
export async function formatBibliographyInWorker(
  refs: readonly CitableWork[],
  format: BibliographyFormat,
): Promise<FormattedBibliography> {
  pool ??= createWorkerPool<BibliographyJob, BibliographyOutcome>({
    spawn: () => spawnWorkerThread(import.meta.url, 'bibliography-worker'),
    size: 1,
    maxQueued: MAX_QUEUED,
    timeoutMs: TIMEOUT_MS,
  })
  const outcome = await pool.run({ refs: [...refs], format })
  if (!outcome.ok) throw new Error(`bibliography failed: ${outcome.message}`)
  return outcome.file
}
