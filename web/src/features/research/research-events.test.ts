import { expect, test } from 'vitest'
import { ResearchEventSchema } from '#shared/contract/research'
import { parseEvent, readEvents } from '../../lib/sse'

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
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

test('research events are parsed with the contract; unknown or broken events are skipped', async () => {
  const wire = [
    delta('Hi'),
    'data: {"type":"mystery"}\n\n',
    'data: not json\n\n',
    `data: ${JSON.stringify({ type: 'error', code: 'UPSTREAM_FAILED', message: 'All sources failed' })}\n\n`,
  ]
  expect(await collect(readEvents(streamOf(wire), ResearchEventSchema))).toEqual([
    { type: 'delta', text: 'Hi' },
    { type: 'error', code: 'UPSTREAM_FAILED', message: 'All sources failed' },
  ])
})

test('research events are checked field by field, not only by type', () => {
  expect(parseEvent('{"type":"delta","text":3}', ResearchEventSchema)).toBeNull()
  expect(
    parseEvent('{"type":"answer-start","kind":"evidence","model":null,"notice":null}', ResearchEventSchema),
  ).toEqual({ type: 'answer-start', kind: 'evidence', model: null, notice: null })
})
