import { afterEach, expect, test, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { askResearch } from './research-api'

afterEach(() => {
  vi.unstubAllGlobals()
})

const input = { question: 'Is gene therapy safe?', sources: ['pubmed' as const] }

function respondWith(response: Response) {
  const fetchMock = vi.fn(() => Promise.resolve(response))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

test('posts the question as JSON and yields the streamed events', async () => {
  const fetchMock = respondWith(
    new Response('data: {"type":"delta","text":"Hi"}\n\ndata: {"type":"delta","text":" there"}\n\n', {
      headers: { 'content-type': 'text/event-stream' },
    }),
  )
  const events = []
  for await (const event of await askResearch(input, new AbortController().signal)) events.push(event)
  expect(events).toEqual([
    { type: 'delta', text: 'Hi' },
    { type: 'delta', text: ' there' },
  ])
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
  expect(url).toBe('/api/research/ask')
  expect(init.method).toBe('POST')
  expect(JSON.parse(init.body as string)).toEqual(input)
})

test.each([
  [401, { code: 'UNAUTHORIZED', message: 'Sign in first', requestId: 'r1' }, 'UNAUTHORIZED', 'Sign in first'],
  [403, { code: 'FORBIDDEN', message: 'Premium only', requestId: 'r2' }, 'FORBIDDEN', 'Premium only'],
  [
    429,
    { code: 'RATE_LIMITED', message: 'Free users are limited', requestId: 'r3' },
    'RATE_LIMITED',
    'Free users are limited',
  ],
  [502, { message: 'No code here' }, 'INTERNAL', 'No code here'],
])('a %i answer becomes an ApiError with the body’s code and message', async (status, body, code, message) => {
  respondWith(Response.json(body, { status }))
  const error = await askResearch(input, new AbortController().signal).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ status, code, message })
})

test('a body that is not JSON still gives the status', async () => {
  respondWith(new Response('<html>Bad gateway</html>', { status: 502 }))
  await expect(askResearch(input, new AbortController().signal)).rejects.toMatchObject({
    status: 502,
    message: 'Request failed (502)',
  })
})

test('a network failure is a connection error; an abort stays an abort', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('fetch failed'))),
  )
  await expect(askResearch(input, new AbortController().signal)).rejects.toMatchObject({ status: 0 })
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))),
  )
  await expect(askResearch(input, new AbortController().signal)).rejects.toMatchObject({ name: 'AbortError' })
})
