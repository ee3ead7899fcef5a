/** The most keys one query reads: a larger batch is split. */
const MAX_BATCH = 100

type Waiter<T> = { resolve: (found: T | null) => void; reject: (error: unknown) => void }

/**
 * Lookups by key that arrive in the same turn of the event loop, read together: `readMany` runs once for
 * them (per group, e.g. per quota day) after the turn, and each caller gets the row of its key. A key
 * asked for while its batch is already being read joins the next batch, so every answer is read after
 * its question was asked: nothing is reused across turns.
 */
export function batchLookups<T>(
  readMany: (keys: string[], group: string) => Promise<Map<string, T>>,
  maxBatch = MAX_BATCH,
): (key: string, group: string) => Promise<T | null> {
  let pending = new Map<string, Map<string, Waiter<T>[]>>()
  let scheduled = false

  const read = (group: string, waiters: Map<string, Waiter<T>[]>) => {
    const keys = [...waiters.keys()]
    for (let start = 0; start < keys.length; start += maxBatch) {
      const chunk = keys.slice(start, start + maxBatch)
      readMany(chunk, group).then(
        (rows) => {
          for (const key of chunk) for (const waiter of waiters.get(key) ?? []) waiter.resolve(rows.get(key) ?? null)
        },
        (error: unknown) => {
          for (const key of chunk) for (const waiter of waiters.get(key) ?? []) waiter.reject(error)
        },
      )
    }
  }

  const flush = () => {
    scheduled = false
    const batches = pending
    pending = new Map()
    for (const [group, waiters] of batches) read(group, waiters)
  }

  return (key, group) =>
    new Promise<T | null>((resolve, reject) => {
      let waiters = pending.get(group)
      if (!waiters) pending.set(group, (waiters = new Map<string, Waiter<T>[]>()))
      const forKey = waiters.get(key)
      if (forKey) forKey.push({ resolve, reject })
      else waiters.set(key, [{ resolve, reject }])
      if (!scheduled) {
        scheduled = true
        // After the I/O of this turn: the requests whose bytes arrived together are read together.
        setImmediate(flush)
      }
    })
}
