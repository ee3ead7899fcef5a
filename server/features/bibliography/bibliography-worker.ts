/** The bibliography's worker thread (decision 031's pool): one reference list at a time, answered with its file. */
import { parentPort } from 'node:worker_threads'
import type { BibliographyJob, BibliographyOutcome } from './bibliography-threads'
import { formatBibliography } from './format-bibliography'

parentPort?.on('message', (job: BibliographyJob) => {
  let outcome: BibliographyOutcome
  try {
    outcome = { ok: true, file: formatBibliography(job.refs, job.format) }
  } catch (error) {
    outcome = { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  parentPort?.postMessage(outcome)
})
