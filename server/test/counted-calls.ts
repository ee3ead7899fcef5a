import { testApp } from './factories'
import { createFakeFetch } from './fakes'

/** A test app whose calls to one fake upstream are recorded (every request that reaches it; cached answers don't). */
export async function appCountingCalls(upstream: 'openalex') {
  const fakes = createFakeFetch()
  const calls: URL[] = []
  const sourceFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url)
    if (url.pathname.startsWith(`/${upstream}`)) calls.push(url)
    return fakes(input, init)
  }) as typeof fetch
  const app = await testApp({}, { sourceFetch })
  return { app, calls }
}
