import type { ZodType } from 'zod'
import { apiErrorOf, fetchFromApi } from './api-client'

/**
 * The `data` of each server-sent event in a byte stream, per the HTML event-stream format: lines end in
 * CR, LF or CRLF (split anywhere across chunks), `data:` lines join with LF, a blank line dispatches,
 * comments and other fields are ignored, and an event the stream ends before dispatching is dropped.
 */
export async function* readServerSentEvents(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let data: string[] = []
  let pendingCarriageReturn = false
  let finished = false
  try {
    for (;;) {
      const { value, done } = await reader.read()
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true })
      if (pendingCarriageReturn && buffer.length > 0) {
        if (buffer.startsWith('\n')) buffer = buffer.slice(1)
        pendingCarriageReturn = false
      }
      for (;;) {
        const end = buffer.search(/[\r\n]/)
        if (end === -1) break
        const line = buffer.slice(0, end)
        if (buffer[end] === '\r' && end === buffer.length - 1) pendingCarriageReturn = true
        buffer = buffer.slice(buffer.startsWith('\r\n', end) ? end + 2 : end + 1)
        if (line === '') {
          if (data.length > 0) yield data.join('\n')
          data = []
          continue
        }
        if (line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const field = colon === -1 ? line : line.slice(0, colon)
        if (field !== 'data') continue
        const rest = colon === -1 ? '' : line.slice(colon + 1)
        data.push(rest.startsWith(' ') ? rest.slice(1) : rest)
      }
      if (done) {
        finished = true
        return
      }
    }
  } finally {
    // A reader that stops early (Stop, unmount) cancels the body so the connection closes.
    if (!finished) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
}

/** Parses one event's data with `schema`; anything that is not JSON of that schema is skipped (null). */
export function parseEvent<Event>(data: string, schema: ZodType<Event>): Event | null {
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    return null
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? parsed.data : null
}

/** The events of a stream that `schema` accepts, in order; the others are skipped. */
export async function* readEvents<Event>(
  stream: ReadableStream<Uint8Array>,
  schema: ZodType<Event>,
): AsyncGenerator<Event> {
  for await (const data of readServerSentEvents(stream)) {
    const event = parseEvent(data, schema)
    if (event) yield event
  }
}

/**
 * POSTs `json` to a streaming endpoint and resolves once its events have started; an error status throws
 * its ApiError. callApi cannot serve a stream (it reads the whole body), so this uses fetch directly.
 */
export async function postForEvents<Event>(
  url: string,
  json: unknown,
  schema: ZodType<Event>,
  signal: AbortSignal,
): Promise<AsyncGenerator<Event>> {
  const response = await fetchFromApi(url, { method: 'POST', json, signal, accept: 'text/event-stream' })
  if (!response.ok || !response.body) throw await apiErrorOf(response)
  return readEvents(response.body, schema)
}
