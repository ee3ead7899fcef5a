import { expect, test } from 'vitest'
import { z } from 'zod'
import { parseEvent, readEvents, readServerSentEvents } from './sse'

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      controller.close()
    },
  })
}

async function collect<T>(events: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = []
  for await (const event of events) out.push(event)
  return out
}

const delta = (text: string) => `data: ${JSON.stringify({ type: 'delta', text })}\n\n`

test('events split at every possible byte arrive whole and in order', async () => {
  const wire = delta('Hello') + delta('wörld ✓') + delta('[1]')
  const bytes = new TextEncoder().encode(wire)
  for (let cut = 1; cut < bytes.length; cut++) {
    const events = await collect(readServerSentEvents(streamOf([bytes.slice(0, cut), bytes.slice(cut)])))
    expect(events.map((data) => (JSON.parse(data) as { text: string }).text)).toEqual(['Hello', 'wörld ✓', '[1]'])
  }
})

test('one byte per chunk still parses', async () => {
  const bytes = new TextEncoder().encode(delta('a') + delta('b'))
  const chunks = Array.from(bytes, (byte) => new Uint8Array([byte]))
  expect(await collect(readServerSentEvents(streamOf(chunks)))).toHaveLength(2)
})

test('CRLF and CR line endings, even with CR and LF in different chunks', async () => {
  expect(await collect(readServerSentEvents(streamOf(['data: one\r', '\n\r', '\ndata: two\r\rdata: x\n\n'])))).toEqual([
    'one',
    'two',
    'x',
  ])
})

test('multi-line data joins with a newline; comments, other fields and a missing space are handled', async () => {
  const wire = ': keep-alive\nevent: message\nid: 7\ndata: first\ndata:second\nretry: 1000\n\n'
  expect(await collect(readServerSentEvents(streamOf([wire])))).toEqual(['first\nsecond'])
})

test('an event the stream ends before its blank line is dropped; blank-only events dispatch nothing', async () => {
  expect(await collect(readServerSentEvents(streamOf(['\n\ndata: done\n\ndata: cut off'])))).toEqual(['done'])
})

test('a consumer that stops early cancels the body', async () => {
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(delta('a') + delta('b')))
    },
    cancel() {
      cancelled = true
    },
  })
  for await (const data of readServerSentEvents(stream)) {
    expect(data).toContain('a')
    break
  }
  expect(cancelled).toBe(true)
})

const PingSchema = z.object({ type: z.literal('ping'), n: z.number() })

test('readEvents yields what the schema accepts and skips unknown or broken events', async () => {
  const wire = [
    'data: {"type":"ping","n":1}\n\n',
    'data: {"type":"pong"}\n\n',
    'data: nope\n\n',
    'data: {"type":"ping","n":2}\n\n',
  ]
  expect(await collect(readEvents(streamOf(wire), PingSchema))).toEqual([
    { type: 'ping', n: 1 },
    { type: 'ping', n: 2 },
  ])
  expect(parseEvent('{"type":"ping","n":"3"}', PingSchema)).toBeNull()
})
