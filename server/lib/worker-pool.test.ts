import { Worker } from 'node:worker_threads'
import { expect, test } from 'vitest'
import { createWorkerPool, JobTimeoutError, PoolBusyError, WorkerCrashError } from './worker-pool'

type Job = { do: 'echo' | 'spin' | 'throw'; value?: number; bytes?: Uint8Array }
type Answer = { echo: number; bytes: number }

function testPool(options: { size?: number; maxQueued?: number; timeoutMs?: number } = {}) {
  let spawned = 0
  const pool = createWorkerPool<Job, Answer>({
    spawn: () => {
      spawned++
      return new Worker(new URL('./fixtures/test-worker.mjs', import.meta.url))
    },
    size: options.size ?? 1,
    maxQueued: options.maxQueued ?? 0,
    timeoutMs: options.timeoutMs ?? 30_000,
  })
  return { pool, spawned: () => spawned }
}

test('jobs run on the workers, which are kept between jobs; transferred bytes arrive', async () => {
  const { pool, spawned } = testPool({ size: 2, maxQueued: 4 })
  const bytes = new Uint8Array(1024)
  const answers = await Promise.all([
    pool.run({ do: 'echo', value: 1, bytes }, [bytes.buffer]),
    pool.run({ do: 'echo', value: 2 }),
    pool.run({ do: 'echo', value: 3 }),
  ])
  expect(answers).toEqual([
    { echo: 1, bytes: 1024 },
    { echo: 2, bytes: 0 },
    { echo: 3, bytes: 0 },
  ])
  // Transferred, not copied: the sender's view is detached.
  expect(bytes.byteLength).toBe(0)
  expect(spawned()).toBe(2)
  await pool.close()
})

test('beyond the running and queued jobs the next one is refused at once', async () => {
  const { pool } = testPool({ size: 1, maxQueued: 1 })
  const running = pool.run({ do: 'spin' })
  const queued = pool.run({ do: 'echo', value: 2 })
  await expect(pool.run({ do: 'echo', value: 3 })).rejects.toBeInstanceOf(PoolBusyError)
  expect(pool.load()).toEqual({ running: 1, queued: 1 })
  const outcomes = Promise.allSettled([running, queued])
  await pool.close()
  const [first, second] = await outcomes
  expect(first.status === 'rejected' && first.reason).toBeInstanceOf(WorkerCrashError)
  expect(second.status === 'rejected' && second.reason).toBeInstanceOf(PoolBusyError)
})

test('a job past its time limit is stopped by terminating its worker; the next job gets a new one', async () => {
  const { pool, spawned } = testPool({ size: 1, maxQueued: 1, timeoutMs: 200 })
  const runaway = pool.run({ do: 'spin' })
  const after = pool.run({ do: 'echo', value: 7 })
  await expect(runaway).rejects.toBeInstanceOf(JobTimeoutError)
  expect(await after).toEqual({ echo: 7, bytes: 0 })
  expect(spawned()).toBe(2)
  await pool.close()
})

test('a worker that dies on an uncaught error fails its job only; the pool goes on', async () => {
  const { pool } = testPool()
  await expect(pool.run({ do: 'throw' })).rejects.toThrow(WorkerCrashError)
  expect(await pool.run({ do: 'echo', value: 1 })).toEqual({ echo: 1, bytes: 0 })
  await pool.close()
})
