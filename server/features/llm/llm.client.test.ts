import { createServer, type AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseEnv } from '../../env'
import { createFakeFetch, fakeLlmEnv, IN_PROCESS_FAKE_ORIGIN } from '../../test/fakes'
import { createOpenAiFake, type OpenAiFakeStreamEnd } from '../../test/fakes/openai.fake'
import { createLlm, describeLlm, LlmError, type Llm, type LlmMessage } from '.'

const API_KEY = 'sk-test-secret-0123456789'
const streamEnds: OpenAiFakeStreamEnd[] = []
let server: ServerType
let origin = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: createOpenAiFake({ onStreamEnd: (end) => streamEnds.push(end) }).fetch, port: 0, hostname: '127.0.0.1' },
      (info) => {
        origin = `http://127.0.0.1:${String(info.port)}`
        resolve()
      },
    )
  })
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const PROMPT: LlmMessage[] = [
  { role: 'system', content: 'Answer only from the numbered passages and cite them as [n].' },
  {
    role: 'user',
    content: [
      'Question: does exercise improve sleep in older adults?',
      '',
      '[1] Exercise and sleep in later life (2019). A randomized trial of 120 adults over 65 found that twelve weeks of moderate aerobic exercise improved self-reported sleep quality.',
      '[2] Resistance training and insomnia (2021). Resistance training three times a week shortened sleep onset latency in older adults with chronic insomnia.',
      '[3] Physical activity cohort (2016). In a cohort of 4,000 retirees, higher daily step counts were associated with fewer nights of fragmented sleep.',
    ].join('\n'),
  },
]

function llmFor(model: string, overrides: Record<string, string> = {}): Llm {
  const parsed = parseEnv({ LLM_BASE_URL: `${origin}/v1`, LLM_API_KEY: API_KEY, LLM_MODEL: model, ...overrides })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const llm = createLlm(parsed.env)
  if (!llm) throw new Error('expected a language model')
  return llm
}

async function collect(
  llm: Llm,
  options: {
    signal?: AbortSignal
    messages?: LlmMessage[]
    onDelta?: (delta: string, index: number) => void | Promise<void>
  } = {},
): Promise<{ deltas: string[]; text: string; error: unknown }> {
  const deltas: string[] = []
  try {
    for await (const delta of llm.stream({
      messages: options.messages ?? PROMPT,
      signal: options.signal ?? new AbortController().signal,
    })) {
      deltas.push(delta)
      await options.onDelta?.(delta, deltas.length - 1)
    }
    return { deltas, text: deltas.join(''), error: undefined }
  } catch (error) {
    return { deltas, text: deltas.join(''), error }
  }
}

function expectLlmError(error: unknown, kind: LlmError['kind']): LlmError {
  expect(error).toBeInstanceOf(LlmError)
  const llmError = error as LlmError
  expect(llmError.kind).toBe(kind)
  expect(llmError.message).not.toContain(API_KEY)
  expect(llmError.message).not.toContain(origin.replace('http://', ''))
  return llmError
}

async function endOf(model: string): Promise<OpenAiFakeStreamEnd['outcome']> {
  for (let waited = 0; waited < 3_000; waited += 20) {
    const end = streamEnds.findLast((entry) => entry.model === model)
    if (end) return end.outcome
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`the fake saw no end of the ${model} stream`)
}

test('a full answer streams as several deltas, built from the numbered passages and citing them', async () => {
  const { deltas, text, error } = await collect(llmFor('fake-llm-full'))

  expect(error).toBeUndefined()
  expect(deltas.length).toBeGreaterThan(10)
  expect(text).toContain('twelve weeks of moderate aerobic exercise improved self-reported sleep quality [1].')
  expect(text).toMatch(/\[2\]\..*\[3\]\.$/)
  expect(await endOf('fake-llm-full')).toBe('finished')
})

test('a slow drip arrives token by token and still finishes', async () => {
  const started = Date.now()
  const arrivals: number[] = []
  const { deltas, text, error } = await collect(llmFor('fake-llm-slow-15'), {
    onDelta: () => {
      arrivals.push(Date.now() - started)
    },
  })

  expect(error).toBeUndefined()
  expect(text).toBe((await collect(llmFor('fake-llm-normal'))).text)
  expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(10 * (deltas.length - 2))
})

test('a connection dropped mid-answer fails as cut, after the text that arrived', async () => {
  const full = (await collect(llmFor('fake-llm-whole'))).text
  const { text, error } = await collect(llmFor('fake-llm-cut'))

  const llmError = expectLlmError(error, 'cut')
  expect(llmError.status).toBeUndefined()
  expect(text.length).toBeGreaterThan(0)
  expect(text.length).toBeLessThan(full.length)
  expect(full.startsWith(text)).toBe(true)
  expect(await endOf('fake-llm-cut')).toBe('cut')
})

test('a server that goes silent mid-answer for LLM_TIMEOUT_MS fails as cut and is hung up on', async () => {
  const { text, error } = await collect(llmFor('fake-llm-stall', { LLM_TIMEOUT_MS: '500' }))

  expectLlmError(error, 'cut')
  expect(text).toMatch(/\[1\]\./)
  expect(await endOf('fake-llm-stall')).toBe('closed-by-client')
})

test.each([
  [401, 'fake-llm-fail-401', /LLM_API_KEY/],
  [429, 'fake-llm-fail-429', /try again in a minute/],
  [500, 'fake-llm-fail-500', /try again later/],
])('an HTTP %i fails as http with that status and an actionable message', async (status, model, advice) => {
  const { deltas, error } = await collect(llmFor(model))

  const llmError = expectLlmError(error, 'http')
  expect(llmError.status).toBe(status)
  expect(llmError.message).toMatch(advice)
  expect(llmError.message).not.toContain('fake-***-key')
  expect(deltas).toEqual([])
})

test('a base URL without the API path fails as http 404, pointing at the settings', async () => {
  const { error } = await collect(llmFor('fake-llm', { LLM_BASE_URL: origin }))

  const llmError = expectLlmError(error, 'http')
  expect(llmError.status).toBe(404)
  expect(llmError.message).toMatch(/LLM_MODEL.*LLM_BASE_URL/)
})

test('a server that does not listen fails as unreachable', async () => {
  const closedPort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => {
        resolve(port)
      })
    })
  })
  const { error } = await collect(llmFor('fake-llm', { LLM_BASE_URL: `http://127.0.0.1:${String(closedPort)}/v1` }))

  const llmError = expectLlmError(error, 'unreachable')
  expect(llmError.message).toMatch(/LLM_BASE_URL/)
  expect(llmError.message).not.toContain(String(closedPort))
})

test('no first token within LLM_TIMEOUT_MS fails as timeout and ends the upstream request', async () => {
  const started = Date.now()
  const { error } = await collect(llmFor('fake-llm-hang', { LLM_TIMEOUT_MS: '300' }))

  expectLlmError(error, 'timeout')
  expect(Date.now() - started).toBeLessThan(2_000)
  expect(await endOf('fake-llm-hang')).toBe('closed-by-client')
})

test('the time limit counts waiting on the server, not a slow reader', async () => {
  const { error, text } = await collect(llmFor('fake-llm-patient', { LLM_TIMEOUT_MS: '500' }), {
    // The caller is busy with its first delta (writing to its own slow client) for longer than the limit.
    onDelta: async (_delta, index) => {
      if (index === 0) await new Promise((resolve) => setTimeout(resolve, 800))
    },
  })

  expect(error).toBeUndefined()
  expect(text).toMatch(/\[3\]\.$/)
})

test('aborting mid-answer stops the upstream request: the fake sees the connection close', async () => {
  const controller = new AbortController()
  const { deltas, error } = await collect(llmFor('fake-llm-slow-50-abort'), {
    signal: controller.signal,
    onDelta: (_delta, index) => {
      if (index === 2) controller.abort(new Error('client went away'))
    },
  })

  expect(error).toBe(controller.signal.reason)
  expect(deltas).toHaveLength(3)
  expect(await endOf('fake-llm-slow-50-abort')).toBe('closed-by-client')
})

test('a caller that stops reading early also ends the upstream request', async () => {
  const llm = llmFor('fake-llm-slow-50-break')
  for await (const delta of llm.stream({ messages: PROMPT, signal: new AbortController().signal })) {
    expect(delta).not.toBe('')
    break
  }

  expect(await endOf('fake-llm-slow-50-break')).toBe('closed-by-client')
})

test('an already aborted signal sends nothing', async () => {
  const controller = new AbortController()
  controller.abort(new Error('gone before we started'))
  const { error } = await collect(llmFor('fake-llm-never'), { signal: controller.signal })

  expect(error).toBe(controller.signal.reason)
  expect(streamEnds.some((end) => end.model === 'fake-llm-never')).toBe(false)
})

test('a proper finish without text fails as empty', async () => {
  const { deltas, error } = await collect(llmFor('fake-llm-empty'))

  expectLlmError(error, 'empty')
  expect(deltas).toEqual([])
})

test('the inventing model cites a passage number that was never given', async () => {
  const { text } = await collect(llmFor('fake-llm-invent'))

  expect(text).toMatch(/\[6\]\.$/)
})

test('the in-process fakes serve the same model, for app-level tests that opt in', async () => {
  const parsed = parseEnv(fakeLlmEnv(IN_PROCESS_FAKE_ORIGIN))
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  const llm = createLlm(parsed.env, { fetch: createFakeFetch() })
  if (!llm) throw new Error('expected a language model')

  const full = await collect(llm)
  expect(full.error).toBeUndefined()
  expect(full.text).toMatch(/\[1\]\..*\[3\]\.$/)

  const cut = await collect(llm, {
    messages: [{ role: 'user', content: `${PROMPT[1]!.content}\nllm-cut` }],
  })
  expectLlmError(cut.error, 'cut')
  expect(cut.text.length).toBeGreaterThan(0)
})

test('without LLM_BASE_URL there is no language model, and the public description is null', () => {
  const parsed = parseEnv({})
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))

  expect(createLlm(parsed.env)).toBeNull()
  expect(describeLlm(parsed.env)).toBeNull()
})

test('the public description names the model only', () => {
  const parsed = parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1:8b', LLM_API_KEY: API_KEY })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))

  expect(describeLlm(parsed.env)).toEqual({ model: 'llama3.1:8b' })
  expect(createLlm(parsed.env)?.model).toBe('llama3.1:8b')
})
