export { createLlm, describeLlm } from './llm.client'
export type { Llm, LlmEnv, LlmMessage, LlmOptions, LlmStreamInput } from './llm.client'
export { LlmError } from './llm-error'
export type { LlmErrorKind } from './llm-error'
