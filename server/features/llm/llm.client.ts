import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { streamText, type LanguageModel } from 'ai'
import type { Env } from '../../env'
import type { Llm, LlmMessage, LlmStreamInput } from './llm.types'
import { cutError, emptyError, LlmError, timeoutError, toLlmError } from './llm-error'

export type { Llm, LlmMessage, LlmStreamInput }

export type LlmEnv = Pick<
  Env,
  'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS' | 'LLM_MAX_OUTPUT_TOKENS'
>

export type LlmOptions = {
  /** Stands in for the network (in-process fakes in tests). */
  fetch?: typeof fetch
}

/** The configured language model, or null when LLM_BASE_URL is unset (the product works without one). */
export function createLlm(env: LlmEnv, options: LlmOptions = {}): Llm | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    fetch: options.fetch,
  })
  const model = provider.chatModel(env.LLM_MODEL)
  const limits = { timeoutMs: env.LLM_TIMEOUT_MS, maxOutputTokens: env.LLM_MAX_OUTPUT_TOKENS }
  return {
    model: env.LLM_MODEL,
    stream: (input) => streamAnswer(model, input, limits),
  }
}

/** What /api/config may say about the model: its name only, never the server or the key. */
export function describeLlm(env: LlmEnv): { model: string } | null {
  return env.LLM_BASE_URL && env.LLM_MODEL ? { model: env.LLM_MODEL } : null
}

async function* streamAnswer(
  model: LanguageModel,
  input: LlmStreamInput,
  limits: { timeoutMs: number; maxOutputTokens: number },
): AsyncGenerator<string, void, undefined> {
  const { signal } = input
  signal.throwIfAborted()
  const upstream = new AbortController()
  const stopUpstream = () => {
    upstream.abort(signal.reason)
  }
  signal.addEventListener('abort', stopUpstream, { once: true })

  // The limit counts only time spent waiting on the server, not time the caller spends between reads.
  let timer: NodeJS.Timeout | undefined
  let timedOut = false
  const waitForServer = () => {
    if (limits.timeoutMs <= 0) return
    timer = setTimeout(() => {
      timedOut = true
      upstream.abort(new Error('language model timeout'))
    }, limits.timeoutMs)
  }
  const stopWaiting = () => {
    clearTimeout(timer)
  }

  let textArrived = false
  let finished = false
  const fail = (error?: unknown): unknown => {
    if (signal.aborted) return signal.reason
    if (timedOut) return textArrived ? cutError(error) : timeoutError(limits.timeoutMs)
    return toLlmError(error, textArrived)
  }

  try {
    waitForServer()
    const result = streamText({
      model,
      messages: input.messages,
      allowSystemInMessages: true,
      maxOutputTokens: input.maxOutputTokens ?? limits.maxOutputTokens,
      // A retry would spend the first-token budget behind the caller's back; the caller decides.
      maxRetries: 0,
      abortSignal: upstream.signal,
      // The SDK's default handler prints to the console; every error reaches the loop below as a part.
      onError: () => undefined,
    })
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) {
        textArrived = true
        stopWaiting()
        yield part.text
        waitForServer()
      } else if (part.type === 'error') {
        throw fail(part.error)
      } else if (part.type === 'abort') {
        throw fail()
      } else if (part.type === 'finish') {
        finished = part.finishReason !== 'error'
      }
    }
  } catch (error) {
    throw error instanceof LlmError ? error : fail(error)
  } finally {
    stopWaiting()
    signal.removeEventListener('abort', stopUpstream)
    // Ends the request when the caller stopped reading early (break, return) or anything failed.
    upstream.abort()
  }
  if (signal.aborted) throw signal.reason
  if (!finished) throw textArrived ? cutError() : fail()
  if (!textArrived) throw emptyError()
}
