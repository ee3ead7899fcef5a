import type { HttpBindings } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { hangUntilAborted } from './fault-injection'

/**
 * An OpenAI-compatible server (what OpenAI, Ollama, vLLM, llama.cpp and LM Studio all serve), mounted so
 * that LLM_BASE_URL ends in /v1: `POST /v1/chat/completions`, streamed as server-sent events
 * (`data: {chat.completion.chunk}` lines, a last chunk with finish_reason "stop", a usage chunk when
 * `stream_options.include_usage` asks for one, then `data: [DONE]`) or as one JSON answer, and
 * `GET /v1/models`. Errors are OpenAI's `{ "error": { message, type, param, code } }`.
 *
 * The answer is written from the prompt: the numbered passages of the last user message (`[1] …`,
 * `[2] …`, each up to the next number) give one sentence each, copied from the passage and ending
 * with its `[n]`: up to five sentences, and three when the passages have that many. Without passages
 * it says it has nothing to cite. Asked for search queries ("one search query per line"), it answers
 * FAKE_SEARCH_QUERIES.
 *
 * Behaviours, by a marker anywhere in the last user message or in the model name (LLM_MODEL):
 * - `fail-401`, `fail-429`, `fail-500`: that status with OpenAI's error body (429 with Retry-After: 1)
 * - `llm-slow`: one token every 100 ms; `llm-slow-<ms>` sets the pace
 * - `llm-cut`: half the answer, then the connection is dropped: no finish_reason, no [DONE]
 * - `llm-stall`: half the answer, then silence until the caller gives up (or 60 s pass)
 * - `llm-invent`: the last sentence cites `[k+3]`, k being the number of passages
 * - `llm-empty`: a proper finish with no text
 * - `llm-hang`: the stream's headers, then nothing until the caller gives up (or 60 s pass)
 */
export type OpenAiFakeBehaviour =
  | 'fail-401'
  | 'fail-429'
  | 'fail-500'
  | 'llm-slow'
  | 'llm-cut'
  | 'llm-stall'
  | 'llm-invent'
  | 'llm-empty'
  | 'llm-hang'
  | 'normal'

/** How each streamed answer ended, for tests that check the upstream request really stopped. */
export type OpenAiFakeStreamEnd = { model: string; outcome: 'finished' | 'cut' | 'closed-by-client' }

export type OpenAiFakeOptions = { onStreamEnd?: (end: OpenAiFakeStreamEnd) => void }

export const FAKE_LLM_MODEL = 'fake-llm'
const DEFAULT_DRIP_MS = 100

type ChatMessage = { role: string; content: unknown }
type ChatRequest = { model: string; messages: ChatMessage[]; stream: boolean; includeUsage: boolean }

const BEHAVIOURS: OpenAiFakeBehaviour[] = [
  'fail-401',
  'fail-429',
  'fail-500',
  'llm-slow',
  'llm-cut',
  'llm-stall',
  'llm-invent',
  'llm-empty',
  'llm-hang',
]

function behaviourOf(text: string): OpenAiFakeBehaviour {
  const lower = text.toLowerCase()
  return BEHAVIOURS.find((behaviour) => lower.includes(behaviour)) ?? 'normal'
}

function dripMsOf(text: string): number {
  const match = /llm-slow-(\d+)/i.exec(text)
  return match ? Math.min(5_000, Number(match[1])) : DEFAULT_DRIP_MS
}

/** Message content as plain text: a string, or the text parts of a content array. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .map((part: unknown) =>
      typeof part === 'object' && part !== null && 'text' in part && typeof part.text === 'string' ? part.text : '',
    )
    .join('\n')
}

/** The numbered passages of a prompt: `[n]` at a line's start opens one, the next `[m]` ends it. */
export function passagesOf(prompt: string): { number: number; text: string }[] {
  const passages: { number: number; text: string }[] = []
  for (const match of prompt.matchAll(/^\s*\[(\d+)\][ \t]*([\s\S]*?)(?=^\s*\[\d+\]|(?![\s\S]))/gm)) {
    passages.push({ number: Number(match[1]), text: match[2]?.replace(/\s+/g, ' ').trim() ?? '' })
  }
  return passages.filter((passage) => passage.text)
}

/** The passage's sentences, longest first: the abstract's, rather than a short title line. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/)
    .map((sentence) => sentence.trim().replace(/[.!?]+$/, ''))
    .filter((sentence) => sentence.split(' ').length >= 4)
    .sort((a, b) => b.length - a.length)
}

/** Asked for search queries (the review's "what is missing" pass), it answers these, one per line. */
const SEARCH_QUERIES_ASKED = /one search query per line/i
export const FAKE_SEARCH_QUERIES = ['Limitations reported in field studies', 'Costs and benefits for practitioners']

export function fakeAnswer(prompt: string, inventCitation = false): string {
  const passages = passagesOf(prompt).slice(0, 5)
  if (!passages.length) return 'The passages I was given do not say anything I could cite about this question.'
  const picks = passages.map((passage) => ({ number: passage.number, sentences: sentencesOf(passage.text) }))
  const sentences: { text: string; number: number }[] = []
  // One sentence per passage, then second sentences, until there are three (or nothing is left).
  for (let round = 0; round < 2 && (round === 0 || sentences.length < 3); round++) {
    for (const pick of picks) {
      const sentence = pick.sentences[round]
      if (sentence && (round === 0 || sentences.length < 3)) sentences.push({ text: sentence, number: pick.number })
    }
  }
  if (!sentences.length) return 'The passages I was given do not say anything I could cite about this question.'
  const last = sentences.at(-1)
  if (inventCitation && last) last.number = passages.length + 3
  return sentences
    .map(({ text, number }, index) => `${index === 1 ? 'In addition, ' + lowerFirst(text) : text} [${number}].`)
    .join(' ')
}

/** Lower-cases an ordinary first word, never an acronym or a name with inner capitals. */
function lowerFirst(text: string): string {
  const first = text.split(' ')[0] ?? ''
  return /^[A-Z][a-z]+$/.test(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text
}

function openAiError(c: Context, status: 401 | 429 | 500): Response {
  const bodies = {
    401: {
      message: 'Incorrect API key provided: fake-***-key. You can find your API key in your account settings.',
      type: 'invalid_request_error',
      code: 'invalid_api_key',
    },
    429: {
      message: 'Rate limit reached for requests per minute. Please try again in 1s.',
      type: 'requests',
      code: 'rate_limit_exceeded',
    },
    500: {
      message: 'The server had an error while processing your request. Sorry about that!',
      type: 'server_error',
      code: null,
    },
  } as const
  return c.json({ error: { ...bodies[status], param: null } }, status, status === 429 ? { 'retry-after': '1' } : {})
}

function invalidRequest(c: Context, message: string): Response {
  return c.json({ error: { message, type: 'invalid_request_error', param: null, code: null } }, 400)
}

function parseChatRequest(body: unknown): ChatRequest | null {
  if (typeof body !== 'object' || body === null) return null
  const { model, messages, stream, stream_options } = body as Record<string, unknown>
  if (typeof model !== 'string' || !Array.isArray(messages)) return null
  return {
    model,
    messages: messages.filter(
      (message): message is ChatMessage => typeof message === 'object' && message !== null && 'role' in message,
    ),
    stream: stream === true,
    includeUsage:
      typeof stream_options === 'object' &&
      stream_options !== null &&
      'include_usage' in stream_options &&
      stream_options.include_usage === true,
  }
}

const tokensOf = (text: string) => text.match(/\S+\s*/g) ?? []
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const usageOf = (prompt: string, answer: string) => {
  const promptTokens = tokensOf(prompt).length
  const completionTokens = tokensOf(answer).length
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  }
}

export function createOpenAiFake(options: OpenAiFakeOptions = {}) {
  let sequence = 0

  return new Hono()
    .get('/v1/models', (c) =>
      c.json({
        object: 'list',
        data: [{ id: FAKE_LLM_MODEL, object: 'model', created: 1_700_000_000, owned_by: 'lodestar-fakes' }],
      }),
    )
    .post('/v1/chat/completions', async (c) => {
      const request = parseChatRequest(await c.req.json().catch(() => null))
      if (!request) return invalidRequest(c, "'model' and 'messages' are required properties.")
      const question = textOf(request.messages.findLast((message) => message.role === 'user')?.content)
      const markers = `${request.model} ${question}`
      const behaviour = behaviourOf(markers)
      if (behaviour === 'fail-401') return openAiError(c, 401)
      if (behaviour === 'fail-429') return openAiError(c, 429)
      if (behaviour === 'fail-500') return openAiError(c, 500)

      const prompt = request.messages.map((message) => textOf(message.content)).join('\n')
      const source = passagesOf(question).length ? question : prompt
      const answer =
        behaviour === 'llm-empty'
          ? ''
          : SEARCH_QUERIES_ASKED.test(prompt)
            ? FAKE_SEARCH_QUERIES.join('\n')
            : fakeAnswer(source, behaviour === 'llm-invent')
      const id = `chatcmpl-fake${String(++sequence).padStart(6, '0')}`
      const created = Math.floor(Date.now() / 1000)
      const signal = c.req.raw.signal
      // Served by Node, the cut is a real dropped socket; answered in-process, an errored body.
      const socket = (c.env as Partial<HttpBindings> | undefined)?.outgoing?.socket

      if (!request.stream) {
        if (behaviour === 'llm-hang') {
          await hangUntilAborted(signal)
          return c.body(null, 504)
        }
        if (behaviour === 'llm-slow') await sleep(dripMsOf(markers) * tokensOf(answer).length)
        return c.json({
          id,
          object: 'chat.completion',
          created,
          model: request.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: answer }, logprobs: null, finish_reason: 'stop' },
          ],
          usage: usageOf(prompt, answer),
        })
      }

      const encoder = new TextEncoder()
      const chunk = (delta: Record<string, string>, finishReason: string | null) =>
        encoder.encode(
          `data: ${JSON.stringify({
            id,
            object: 'chat.completion.chunk',
            created,
            model: request.model,
            choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
          })}\n\n`,
        )
      let ended = false
      const isStopped = () => ended || signal.aborted
      const end = (outcome: OpenAiFakeStreamEnd['outcome']) => {
        if (ended) return
        ended = true
        options.onStreamEnd?.({ model: request.model, outcome })
      }
      const tokens = tokensOf(answer)
      const dripMs = behaviour === 'llm-slow' ? dripMsOf(markers) : 0
      const cutAfter =
        behaviour === 'llm-cut' || behaviour === 'llm-stall' ? Math.max(1, Math.floor(tokens.length / 2)) : Infinity

      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(chunk({ role: 'assistant', content: '' }, null))
          if (behaviour === 'llm-hang') {
            await hangUntilAborted(signal)
            if (ended) return
            end('closed-by-client')
            controller.close()
            return
          }
          for (const [index, token] of tokens.entries()) {
            if (isStopped()) {
              end('closed-by-client')
              return
            }
            if (index === cutAfter && behaviour === 'llm-stall') {
              await hangUntilAborted(signal)
              end('closed-by-client')
              return
            }
            if (index === cutAfter) {
              end('cut')
              if (socket) socket.destroy()
              else controller.error(new Error('fake language model: connection dropped mid-answer'))
              return
            }
            if (dripMs) await sleep(dripMs)
            else await new Promise((resolve) => setImmediate(resolve))
            if (isStopped()) {
              end('closed-by-client')
              return
            }
            controller.enqueue(chunk({ content: token }, null))
          }
          controller.enqueue(chunk({}, 'stop'))
          if (request.includeUsage) {
            controller.enqueue(
              encoder.encode(
                `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [], usage: usageOf(prompt, answer) })}\n\n`,
              ),
            )
          }
          controller.enqueue(encoder.encode('data: [DONE]\n\n'))
          end('finished')
          controller.close()
        },
        cancel() {
          end('closed-by-client')
        },
      })
      return new Response(body, {
        status: 200,
        headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
      })
    })
}
