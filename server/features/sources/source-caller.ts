import { AsyncLocalStorage } from 'node:async_hooks'

// Connectors stay unaware of who asked: source-http reads the caller from the async scope of the request.
const scope = new AsyncLocalStorage<string>()

/** Runs `fn` so that every upstream call it makes counts against `callerKey`'s share of each source's queue. */
export function runWithSourceCaller<T>(callerKey: string, fn: () => T): T {
  return scope.run(callerKey, fn)
}

/** The caller of the upstream call being made, or null outside any request (nothing to count against). */
export function currentSourceCaller(): string | null {
  return scope.getStore() ?? null
}
