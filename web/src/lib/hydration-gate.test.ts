// @vitest-environment happy-dom
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, expect, test, vi } from 'vitest'
import { holdQueriesUntilHydrated, releaseQueries } from './hydration-gate'

afterEach(() => {
  releaseQueries()
  vi.useRealTimers()
})

function observe(queryFn: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.mount() // as QueryClientProvider does: it then follows the online flag
  const observer = new QueryObserver(client, { queryKey: ['config'], queryFn })
  const unsubscribe = observer.subscribe(() => undefined)
  return { observer, unsubscribe }
}

test('a query asked for while the page hydrates waits, and runs once the page says it has hydrated', async () => {
  holdQueriesUntilHydrated()
  const queryFn = vi.fn(() => Promise.resolve('answer'))
  const { observer, unsubscribe } = observe(queryFn)

  await Promise.resolve()
  expect(queryFn).not.toHaveBeenCalled()
  expect(observer.getCurrentResult().fetchStatus).toBe('paused')

  releaseQueries()
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('answer'))
  expect(queryFn).toHaveBeenCalledTimes(1)
  unsubscribe()
})

test('queries start anyway when the page never says so, after ten seconds', async () => {
  vi.useFakeTimers()
  holdQueriesUntilHydrated()
  const queryFn = vi.fn(() => Promise.resolve('answer'))
  const { unsubscribe } = observe(queryFn)

  await vi.advanceTimersByTimeAsync(9_999)
  expect(queryFn).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(queryFn).toHaveBeenCalledTimes(1)
  unsubscribe()
})
