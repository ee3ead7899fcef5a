import { expect, test } from 'vitest'
import { AppError } from '../../lib/app-error'
import type { AnalysisJob, JobOutcome } from './jobs/analysis-jobs'
import { BUSY_RETRY_AFTER_SECONDS, runInWorker } from './data-analysis.service'
import { JobTimeoutError, PoolBusyError, WorkerCrashError, type WorkerPool } from '../../lib/worker-pool'

const job: AnalysisJob = { kind: 'inspect', bytes: new Uint8Array([97]) }

const poolAnswering = (answer: () => Promise<JobOutcome>): WorkerPool<AnalysisJob, JobOutcome> => ({
  run: answer,
  load: () => ({ running: 0, queued: 0 }),
  close: async () => {},
})

async function failure(answer: () => Promise<JobOutcome>): Promise<AppError> {
  const error: unknown = await runInWorker(job, poolAnswering(answer)).catch((caught: unknown) => caught)
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

test('a full queue is 503 with Retry-After; a job past its time limit is 503; a worker out of memory is 413', async () => {
  const busy = await failure(() => Promise.reject(new PoolBusyError('full')))
  expect(busy.code).toBe('SERVICE_UNAVAILABLE')
  expect(busy.options.headers).toEqual({ 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) })
  expect((await failure(() => Promise.reject(new JobTimeoutError('late')))).message).toMatch(
    /took longer than 60 seconds and was stopped/,
  )
  expect((await failure(() => Promise.reject(new WorkerCrashError('out of memory', true)))).code).toBe(
    'PAYLOAD_TOO_LARGE',
  )
})

test('the worker’s table and analysis errors become the same answers the request thread gave', async () => {
  const table = await failure(async () => ({
    ok: false,
    error: { kind: 'table', reason: 'unreadable', message: 'Row 3 has 1 values; the header has 2.' },
  }))
  expect([table.code, table.message]).toEqual(['BAD_REQUEST', 'Row 3 has 1 values; the header has 2.'])
  const tooLarge = await failure(async () => ({
    ok: false,
    error: { kind: 'table', reason: 'too-large', message: 'Please select a file smaller than 10MB.' },
  }))
  expect(tooLarge.code).toBe('PAYLOAD_TOO_LARGE')
  const analysis = await failure(async () => ({ ok: false, error: { kind: 'analysis', message: 'Choose two.' } }))
  expect([analysis.code, analysis.message]).toEqual(['BAD_REQUEST', 'Choose two.'])
  // Anything else is a server fault: a plain Error, which the error mapper answers 500 without its text.
  await expect(
    runInWorker(
      job,
      poolAnswering(async () => ({ ok: false, error: { kind: 'internal', message: 'boom' } })),
    ),
  ).rejects.not.toBeInstanceOf(AppError)
})
