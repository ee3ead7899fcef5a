/*
 * A tool run's upstream calls (the trends predictor's and the collaborator finder's OpenAlex calls, the grant writer's funding and literature calls): at most a budget
 * a run, counted before the cache is asked, so a run never plans more than its budget; each answer is kept for the
 * rest of the UTC day under its key, so the same question asked again that day costs no call. A few calls at a
 * time: a caller's share of the upstream queue is small.
 */

/** Calls one run has in flight at once (below the sources' per-caller share of 4). */
export const PARALLEL_CALLS = 3
/** Day caches kept (one per app), each at most this many answers. */
const MAX_CACHED = 2_000

type DayCache = { day: string; answers: Map<string, Promise<unknown>> }

// One cache per running app: keyed by its sources registry (any object the app owns), so test apps never share answers.
const caches = new WeakMap<object, DayCache>()

function dayCache(owner: object, day: string): DayCache {
  const cache = caches.get(owner)
  if (cache && cache.day === day) return cache
  const fresh: DayCache = { day, answers: new Map() }
  caches.set(owner, fresh)
  return fresh
}

export type CallPlan = {
  /** calls counted against the budget so far (answers from the day cache are free) */
  used: number
  budget: number
}

/**
 * Runs `ask` once per key per UTC day: a cached answer costs nothing; otherwise it takes `cost` calls of the plan
 * (one by default), or answers null when the budget would be spent. A failed call is not cached.
 */
export function cachedCall<T>(
  owner: object,
  day: string,
  plan: CallPlan,
  key: string,
  ask: () => Promise<T>,
  /** calls the answer takes when it is not cached (a retrieval that asks several sources) */
  cost = 1,
): Promise<T> | null {
  const cache = dayCache(owner, day)
  const cached = cache.answers.get(key) as Promise<T> | undefined
  if (cached) return cached
  if (plan.used + cost > plan.budget) return null
  plan.used += cost
  if (cache.answers.size >= MAX_CACHED) cache.answers.clear()
  const answer = ask()
  cache.answers.set(key, answer)
  answer.catch(() => cache.answers.delete(key))
  return answer
}

/** Runs the tasks, at most `limit` at a time, answers in order. */
export async function inBatches<T>(tasks: (() => Promise<T>)[], limit = PARALLEL_CALLS): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length)
  let next = 0
  async function worker() {
    while (next < tasks.length) {
      const index = next++
      const task = tasks[index]
      if (task) results[index] = await task()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}
