import { expect, test } from 'vitest'
import { batchLookups } from './lookup-batch'

/** A batcher over a fake store that records each read it is asked for. */
function over(store: Record<string, string>, maxBatch?: number) {
  const reads: { keys: string[]; group: string }[] = []
  let failWith: Error | null = null
  const lookUp = batchLookups<string>(async (keys, group) => {
    reads.push({ keys, group })
    if (failWith) throw failWith
    return new Map(keys.filter((key) => key in store).map((key) => [key, `${store[key]}@${group}`]))
  }, maxBatch)
  return { lookUp, reads, failNextWith: (error: Error) => (failWith = error) }
}

test('lookups asked in the same turn are one read, and each caller gets its own row', async () => {
  const { lookUp, reads } = over({ a: 'A', b: 'B' })

  const answers = await Promise.all([lookUp('a', 'd1'), lookUp('b', 'd1'), lookUp('missing', 'd1')])

  expect(answers).toEqual(['A@d1', 'B@d1', null])
  expect(reads).toEqual([{ keys: ['a', 'b', 'missing'], group: 'd1' }])
})

test('a key asked twice in a turn is read once and answers both', async () => {
  const { lookUp, reads } = over({ a: 'A' })

  expect(await Promise.all([lookUp('a', 'd1'), lookUp('a', 'd1')])).toEqual(['A@d1', 'A@d1'])
  expect(reads).toEqual([{ keys: ['a'], group: 'd1' }])
})

test('each group is read apart', async () => {
  const { lookUp, reads } = over({ a: 'A' })

  expect(await Promise.all([lookUp('a', 'd1'), lookUp('a', 'd2')])).toEqual(['A@d1', 'A@d2'])
  expect(reads).toEqual([
    { keys: ['a'], group: 'd1' },
    { keys: ['a'], group: 'd2' },
  ])
})

test('a key asked while its batch is being read is read again: no answer is older than its question', async () => {
  const store: Record<string, string> = { a: 'before' }
  const { lookUp, reads } = over(store)

  const first = lookUp('a', 'd1')
  await new Promise((resolve) => setImmediate(resolve))
  store.a = 'after'
  const second = lookUp('a', 'd1')

  expect(await first).toBe('before@d1')
  expect(await second).toBe('after@d1')
  expect(reads).toHaveLength(2)
})

test('a large batch is split', async () => {
  const { lookUp, reads } = over({ a: 'A', b: 'B', c: 'C' }, 2)

  expect(await Promise.all(['a', 'b', 'c'].map((key) => lookUp(key, 'd1')))).toEqual(['A@d1', 'B@d1', 'C@d1'])
  expect(reads.map((read) => read.keys)).toEqual([['a', 'b'], ['c']])
})

test('a failed read fails every lookup of its batch, and the next batch reads again', async () => {
  const { lookUp, failNextWith } = over({ a: 'A' })
  failNextWith(new Error('connection lost'))

  const results = await Promise.allSettled([lookUp('a', 'd1'), lookUp('b', 'd1')])
  expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
})
