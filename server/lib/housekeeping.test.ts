import { afterEach, expect, test, vi } from 'vitest'
import { startHousekeeping } from './housekeeping'
import { createLogger } from './logger'

afterEach(() => {
  vi.useRealTimers()
})

function capturedLog() {
  const lines: Record<string, unknown>[] = []
  return { lines, log: createLogger('debug', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>)) }
}

test('tasks run after the first delay and then every interval; a failing task does not stop the others', async () => {
  vi.useFakeTimers()
  const { lines, log } = capturedLog()
  const runs: string[] = []
  const housekeeping = startHousekeeping({
    log,
    intervalMs: 1_000,
    firstDelayMs: 100,
    tasks: [
      {
        name: 'broken',
        run: async () => {
          runs.push('broken')
          throw new Error('database is away')
        },
      },
      {
        name: 'purge',
        run: async () => {
          runs.push('purge')
          return 3
        },
      },
    ],
  })

  await vi.advanceTimersByTimeAsync(99)
  expect(runs).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  expect(runs).toEqual(['broken', 'purge'])
  await vi.advanceTimersByTimeAsync(1_000)
  expect(runs).toEqual(['broken', 'purge', 'broken', 'purge'])
  expect(lines).toContainEqual(
    expect.objectContaining({
      msg: 'housekeeping task failed',
      task: 'broken',
      err: expect.objectContaining({ message: 'database is away' }),
    }),
  )
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'housekeeping', task: 'purge', removed: 3 }))

  await housekeeping.stop()
  await vi.advanceTimersByTimeAsync(5_000)
  expect(runs).toHaveLength(4)
})

test('stop waits for a round in progress, so the database can be closed after it', async () => {
  vi.useFakeTimers()
  let finish: () => void = () => undefined
  const events: string[] = []
  const housekeeping = startHousekeeping({
    log: capturedLog().log,
    intervalMs: 1_000,
    firstDelayMs: 10,
    tasks: [
      {
        name: 'slow',
        run: () =>
          new Promise<number>((resolve) => {
            finish = () => {
              events.push('task done')
              resolve(0)
            }
          }),
      },
    ],
  })
  await vi.advanceTimersByTimeAsync(10)

  const stopped = housekeeping.stop().then(() => events.push('stopped'))
  await Promise.resolve()
  expect(events).toEqual([])
  finish()
  await stopped
  expect(events).toEqual(['task done', 'stopped'])
})
