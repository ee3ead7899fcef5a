/** The language model as the rest of the server sees it (llm.client.ts implements it). Type-only: no AI SDK here. */

export type LlmMessage = { role: 'system' | 'user' | 'assistant'; content: string }

export type LlmStreamInput = {
  messages: LlmMessage[]
  /** Aborting it (the client went away) cancels the upstream request; the iteration then throws `signal.reason`. */
  signal: AbortSignal
  maxOutputTokens?: number
}

export type Llm = {
  model: string
  /** Text deltas as they arrive. Fails with an LlmError; a `cut` one comes after the deltas that did arrive. */
  stream(input: LlmStreamInput): AsyncIterable<string>
}
