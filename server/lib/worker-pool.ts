import type { ResourceLimits, Transferable, Worker } from 'node:worker_threads'

/** Every worker is busy and the queue is full: the caller should answer 503 with Retry-After. */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError'
}

/** A job ran past the time limit; its worker was terminated and replaced. */
export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError'
}

/** The worker died while running the job: out of memory, or an error the job did not catch. */
export class WorkerCrashError extends Error {
  override name = 'WorkerCrashError'
  constructor(
    message: string,
    readonly outOfMemory: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

export type WorkerPoolOptions = {
  /** how the worker thread is started: its script, or a data: URL bootstrap in development */
  spawn: () => Worker
  /** workers running jobs at once */
  size: number
  /** jobs waiting for a worker beyond `size`; one more is refused with PoolBusyError */
  maxQueued: number
  /** a job still running after this is stopped by terminating its worker */
  timeoutMs: number
}

type Job<In, Out> = {
  input: In
  transfer: Transferable[]
  resolve: (output: Out) => void
  reject: (error: Error) => void
}

type Slot = { worker: Worker | null; busy: boolean }

export type WorkerPool<In, Out> = {
  run(input: In, transfer?: Transferable[]): Promise<Out>
  /** running and waiting jobs, for tests and logs */
  load(): { running: number; queued: number }
  close(): Promise<void>
}

/** The default memory cap of one worker: a runaway allocation ends the worker, not the server. */
export const WORKER_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 1024 }

/**
 * A fixed-size pool of worker threads, each running one job at a time (decision 031). Workers start when
 * first needed and are kept; an idle worker does not keep the process alive. A worker that times out or
 * crashes is terminated and replaced by the next job that needs it.
 */
export function createWorkerPool<In, Out>(options: WorkerPoolOptions): WorkerPool<In, Out> {
  const slots: Slot[] = Array.from({ length: options.size }, () => ({ worker: null, busy: false }))
  const queue: Job<In, Out>[] = []
  let closed = false

  function retire(slot: Slot) {
    const worker = slot.worker
    slot.worker = null
    if (worker) {
      worker.removeAllListeners()
      // An exit after terminate is expected; errors from a dying worker are already reported.
      worker.on('error', () => {})
      void worker.terminate()
    }
  }

  function start(slot: Slot, job: Job<In, Out>) {
    slot.busy = true
    const worker = (slot.worker ??= options.spawn())
    worker.ref()
    let settled = false
    const finish = (outcome: () => void, healthy: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      if (healthy) worker.unref()
      else retire(slot)
      slot.busy = false
      outcome()
      next()
    }
    const onMessage = (output: Out) => finish(() => job.resolve(output), true)
    const onError = (error: Error) => {
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
      finish(
        () =>
          job.reject(
            new WorkerCrashError(outOfMemory ? 'out of memory' : error.message, outOfMemory, { cause: error }),
          ),
        false,
      )
    }
    const onExit = (code: number) =>
      finish(() => job.reject(new WorkerCrashError(`the worker exited with code ${code}`, false)), false)
    const timer = setTimeout(
      () => finish(() => job.reject(new JobTimeoutError(`the job ran past ${options.timeoutMs} ms`)), false),
      options.timeoutMs,
    )
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    worker.postMessage(job.input, job.transfer)
  }

  function next() {
    if (closed) return
    for (const slot of slots) {
      if (slot.busy) continue
      const job = queue.shift()
      if (!job) return
      start(slot, job)
    }
  }

  return {
    run(input, transfer = []) {
      if (closed) return Promise.reject(new PoolBusyError('the pool is closed'))
      return new Promise<Out>((resolve, reject) => {
        const idle = slots.find((slot) => !slot.busy)
        const job = { input, transfer, resolve, reject }
        if (idle) start(idle, job)
        else if (queue.length < options.maxQueued) queue.push(job)
        else reject(new PoolBusyError('every worker is busy and the queue is full'))
      })
    },
    load: () => ({ running: slots.filter((slot) => slot.busy).length, queued: queue.length }),
    async close() {
      closed = true
      for (const job of queue.splice(0)) job.reject(new PoolBusyError('the pool is closed'))
      await Promise.all(slots.flatMap((slot) => (slot.worker ? [slot.worker.terminate()] : [])))
    },
  }
}
