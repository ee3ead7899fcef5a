import { expect, test, vi } from 'vitest'
import { batchedLineWriter, createLogger, LOG_BATCH } from './logger'

test('lines leave together after the batch delay, in order, each ending with a newline', async () => {
  vi.useFakeTimers()
  const writes: string[] = []
  const writer = batchedLineWriter({ write: (text) => writes.push(text) }, { maxDelayMs: 50, maxBytes: 1000 })
  writer.write('{"n":1}')
  writer.write('{"n":2}')
  vi.advanceTimersByTime(49)
  expect(writes).toEqual([])
  vi.advanceTimersByTime(1)
  expect(writes).toEqual(['{"n":1}\n{"n":2}\n'])

  writer.write('{"n":3}')
  vi.advanceTimersByTime(50)
  expect(writes).toEqual(['{"n":1}\n{"n":2}\n', '{"n":3}\n'])
  vi.useRealTimers()
})

test('a batch that reaches its size leaves at once, without waiting for the delay', () => {
  const writes: string[] = []
  const writer = batchedLineWriter({ write: (text) => writes.push(text) }, { maxDelayMs: 60_000, maxBytes: 16 })
  writer.write('{"n":1}')
  expect(writes).toEqual([])
  writer.write('{"n":2}')
  expect(writes).toEqual(['{"n":1}\n{"n":2}\n'])
})

test('flush writes what is pending at once (the process exit hook), and nothing twice', () => {
  vi.useFakeTimers()
  const writes: string[] = []
  const writer = batchedLineWriter({ write: (text) => writes.push(text) })
  writer.write('last words')
  writer.flush()
  expect(writes).toEqual(['last words\n'])
  vi.advanceTimersByTime(LOG_BATCH.maxDelayMs)
  writer.flush()
  expect(writes).toEqual(['last words\n'])
  vi.useRealTimers()
})

test('a child logger adds its fields to every line and keeps the level', () => {
  const lines: string[] = []
  const log = createLogger('info', { service: 'api' }, (line) => lines.push(line)).child({ requestId: 'r1' })
  log.debug('hidden')
  log.info('request', { status: 200 })
  expect(lines).toHaveLength(1)
  expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'info', msg: 'request', service: 'api', requestId: 'r1' })
})
