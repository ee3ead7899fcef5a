import { expect, test } from 'vitest'
import { createOpenAiFake } from '../../test/fakes/openai.fake'

const fake = createOpenAiFake()
const USER = '[1] Title line. Regular walking lowered resting blood pressure in adults with hypertension.'

const post = (body: unknown) =>
  fake.request('/v1/chat/completions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

test('a streamed answer is OpenAI chunks as server-sent events, a stop chunk, the usage asked for, then [DONE]', async () => {
  const response = await post({
    model: 'fake-llm',
    stream: true,
    stream_options: { include_usage: true },
    messages: [{ role: 'user', content: USER }],
  })

  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const events = (await response.text()).split('\n\n').filter(Boolean)
  expect(events.every((event) => event.startsWith('data: '))).toBe(true)
  expect(events.at(-1)).toBe('data: [DONE]')
  const chunks = events.slice(0, -1).map((event) => JSON.parse(event.slice(6)) as Record<string, unknown>)
  expect(chunks[0]).toMatchObject({
    object: 'chat.completion.chunk',
    model: 'fake-llm',
    choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
  })
  expect(chunks.at(-2)).toMatchObject({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })
  expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { completion_tokens: expect.any(Number) as number } })
  const text = chunks
    .flatMap((chunk) => chunk.choices as { delta: { content?: string } }[])
    .map((choice) => choice.delta.content ?? '')
    .join('')
  expect(text).toBe('Regular walking lowered resting blood pressure in adults with hypertension [1].')
})

test('without stream the answer is one chat.completion', async () => {
  const response = await post({ model: 'fake-llm', messages: [{ role: 'user', content: USER }] })

  expect(await response.json()).toMatchObject({
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: expect.stringContaining('[1].') as string },
        finish_reason: 'stop',
      },
    ],
    usage: { total_tokens: expect.any(Number) as number },
  })
})

test('failures answer in OpenAI’s error shape', async () => {
  const response = await post({ model: 'fake-llm', messages: [{ role: 'user', content: 'why? fail-429' }] })

  expect(response.status).toBe(429)
  expect(response.headers.get('retry-after')).toBe('1')
  expect(await response.json()).toMatchObject({ error: { type: 'requests', code: 'rate_limit_exceeded' } })
  expect((await post({ messages: [] })).status).toBe(400)
})

test('the models list names the fake model', async () => {
  const response = await fake.request('/v1/models')

  expect(await response.json()).toMatchObject({ object: 'list', data: [{ id: 'fake-llm', object: 'model' }] })
})
