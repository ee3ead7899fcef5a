/**
 * The optional language model (decision 018): any OpenAI-compatible API through the AI SDK, the only module that
 * imports it. llm.client: createLlm → null without LLM_BASE_URL, a stream of text deltas with a first-token
 * timeout and abort; llm-error: every failure as LlmError (unreachable, http, timeout, cut, empty); llm.types: the
 * Llm type the rest codes against.
 */
export { createLlm, describeLlm } from './llm.client'
export type { LlmEnv, LlmOptions } from './llm.client'
export type { Llm, LlmMessage, LlmStreamInput } from './llm.types'
export { LlmError } from './llm-error'
export type { LlmErrorKind } from './llm-error'
