import type { Logger } from './logger'

export type HousekeepingTask = { name: string; run: (now: Date) => Promise<number> }

export type HousekeepingOptions = {
  log: Logger
  tasks: readonly HousekeepingTask[]
  intervalMs: number
  /** the first round waits this long, so start-up is not slowed */
  firstDelayMs: number
  now?: () => Date
}

/**
 * Runs each task now and then, one round at a time; a failing task is logged and the others go on.
 * Every instance may run it: the tasks are idempotent deletes. Timers never keep the process alive.
 */
export function startHousekeeping({
  log,
  tasks,
  intervalMs,
  firstDelayMs,
  now = () => new Date(),
}: HousekeepingOptions) {
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  let round: Promise<void> = Promise.resolve()

  async function runRound() {
    for (const task of tasks) {
      if (stopped) return
      try {
        const removed = await task.run(now())
        if (removed > 0) log.info('housekeeping', { task: task.name, removed })
      } catch (error) {
        log.warn('housekeeping task failed', { task: task.name, err: error })
      }
    }
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      round = runRound().finally(() => {
        if (!stopped) schedule(intervalMs)
      })
    }, delayMs)
    timer.unref()
  }
  schedule(firstDelayMs)

  return {
    /** Stops the timer and waits for a round in progress, so the database can be closed after it. */
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await round
    },
  }
}
