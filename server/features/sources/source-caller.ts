import { AsyncLocalStorage } from 'node:async_hooks'

type SourceCallerScope = { callerKey: string; signal: AbortSignal | undefined }

// Connectors stay unaware of who asked: source-http reads the caller and its abort signal from the async scope of
// the request.
const scope = new AsyncLocalStorage<SourceCallerScope>()

/**
 * Runs `fn` so that every upstream call it makes counts against `callerKey`'s share of each source's queue and,
 * with a `signal` (the request's, or an answer's stop), ends when the caller has gone: no new call or retry starts,
 * and a call in flight is cut unless another caller still waits for it.
 */
export function runWithSourceCaller<T>(callerKey: string, fn: () => T, signal?: AbortSignal): T {
  return scope.run({ callerKey, signal }, fn)
}

/** The caller of the upstream call being made, or null outside any request (nothing to count against). */
export function currentSourceCaller(): string | null {
  return scope.getStore()?.callerKey ?? null
}

/** The signal that aborts when the caller of the upstream call being made has gone, if its scope has one. */
export function currentSourceSignal(): AbortSignal | undefined {
  return scope.getStore()?.signal
}
