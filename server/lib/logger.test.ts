import { setImmediate as nextTurn } from 'node:timers/promises'
import { expect, test } from 'vitest'
import { batchedLineWriter, createLogger } from './logger'

test('lines written in one turn leave in one write, in order, each ending with a newline', async () => {
  const writes: string[] = []
  const writer = batchedLineWriter({ write: (text) => writes.push(text) })
  writer.write('{"n":1}')
  writer.write('{"n":2}')
  expect(writes).toEqual([])
  await nextTurn()
  expect(writes).toEqual(['{"n":1}\n{"n":2}\n'])

  writer.write('{"n":3}')
  await nextTurn()
  expect(writes).toEqual(['{"n":1}\n{"n":2}\n', '{"n":3}\n'])
})

test('flush writes what is pending at once (the process exit hook), and nothing twice', async () => {
  const writes: string[] = []
  const writer = batchedLineWriter({ write: (text) => writes.push(text) })
  writer.write('last words')
  writer.flush()
  expect(writes).toEqual(['last words\n'])
  await nextTurn()
  writer.flush()
  expect(writes).toEqual(['last words\n'])
})

test('a child logger adds its fields to every line and keeps the level', () => {
  const lines: string[] = []
  const log = createLogger('info', { service: 'api' }, (line) => lines.push(line)).child({ requestId: 'r1' })
  log.debug('hidden')
  log.info('request', { status: 200 })
  expect(lines).toHaveLength(1)
  expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'info', msg: 'request', service: 'api', requestId: 'r1' })
})
