import { vi } from 'vitest'
import { endpointRoutes, type EndpointName, type RouteName } from '#shared/contract/endpoint-routes'
import type { EndpointOutput } from '#shared/contract/endpoints'
import type { ApiErrorBody, ErrorCode } from '#shared/error-codes'

/** An answer other than a 200 with the endpoint's output. */
export class FakeReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export function errorReply(status: number, code: ErrorCode, message: string, extra: Partial<ApiErrorBody> = {}) {
  return new FakeReply(status, { code, message, requestId: 'test-request', ...extra })
}

/** A body that is not JSON: a file download, say. */
export class FakeRawReply {
  constructor(
    readonly body: string,
    readonly headers: Record<string, string>,
    readonly status = 200,
  ) {}
}

export function fileReply(body: string, contentType: string, fileName: string) {
  return new FakeRawReply(body, {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName}"`,
  })
}

/**
 * A server-sent event stream the test writes to as it goes: send() an event, then close() or fail(). Aborting the
 * request errors the body as a browser's fetch does; `cancelled` says whether the reader let go of it.
 */
export class FakeEventStream {
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null
  private readonly encoder = new TextEncoder()
  cancelled = false
  readonly body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      this.controller = controller
    },
    cancel: () => {
      this.cancelled = true
    },
  })

  send(event: unknown) {
    this.controller?.enqueue(this.encoder.encode(`data: ${JSON.stringify(event)}\n\n`))
  }

  close() {
    this.controller?.close()
  }

  fail(error: unknown) {
    this.controller?.error(error)
  }
}

export type FakeRequest = { params: Record<string, string>; query: URLSearchParams; json: unknown }

type Handler<Answer> = (request: FakeRequest) => Answer | Promise<Answer>

type OtherAnswer = FakeReply | FakeRawReply | FakeEventStream

/** JSON endpoints answer with their typed output; stream and file endpoints with a FakeEventStream or a file. */
export type FakeHandlers = { [Name in EndpointName]?: Handler<EndpointOutput<Name> | OtherAnswer> } & {
  [Name in Exclude<RouteName, EndpointName>]?: Handler<OtherAnswer>
}

export type FakeCall = { name: RouteName; request: FakeRequest }

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = []
  const source = pattern.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  const match = new RegExp(`^${source}$`).exec(path)
  if (!match) return null
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]))
}

/**
 * Stands in for the API by the contract's endpoint table: each handler answers one endpoint with its
 * typed output (or a FakeReply). A request no handler takes fails the call with a 501 and is listed in `unhandled`.
 */
export function fakeApi(handlers: FakeHandlers) {
  const calls: FakeCall[] = []
  const unhandled: string[] = []
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const method = init.method ?? 'GET'
    for (const name of Object.keys(handlers) as RouteName[]) {
      const route = endpointRoutes[name]
      const params = route.method === method ? matchPath(`/api${route.path}`, url.pathname) : null
      const handler = handlers[name]
      if (!params || !handler) continue
      const json: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
      const request = { params, query: url.searchParams, json }
      calls.push({ name, request })
      const reply = await handler(request)
      if (reply instanceof FakeEventStream) {
        init.signal?.addEventListener('abort', () => {
          reply.fail(new DOMException('The operation was aborted.', 'AbortError'))
        })
        return new Response(reply.body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
      }
      if (reply instanceof FakeRawReply)
        return new Response(reply.body, { status: reply.status, headers: reply.headers })
      const { status, body } = reply instanceof FakeReply ? reply : { status: 200, body: reply }
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    }
    unhandled.push(`${method} ${url.pathname}${url.search}`)
    return new Response(null, { status: 501 })
  })
  vi.stubGlobal('fetch', fetchStub)
  return { calls, unhandled, callsTo: (name: RouteName) => calls.filter((call) => call.name === name) }
}
