/** The review's worker thread (decision 031's pool): one composition at a time, answered with its outcome. */
import { parentPort } from 'node:worker_threads'
import { composeReview, type ComposeInput } from './compose-review'
import type { ComposeOutcome } from './review-threads'

parentPort?.on('message', (input: ComposeInput) => {
  let outcome: ComposeOutcome
  try {
    outcome = { ok: true, composed: composeReview(input) }
  } catch (error) {
    outcome = { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  parentPort?.postMessage(outcome)
})
