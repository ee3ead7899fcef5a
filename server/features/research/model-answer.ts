import type { ResearchModeId } from '#shared/contract/research'
import { LlmError, type Llm, type LlmMessage } from '../llm'
import { buildAnswerPrompt } from './answer-prompt'
import { createMarkerGate } from './citations'
import type { RankedWork } from './rank-works'

const MAX_HISTORY_TURNS = 3
const MAX_HISTORY_ANSWER_CHARS = 2000

/** What a mode adds to the answer's notice: Image Generation's diagram is drawn by the browser, not the server. */
export const MODE_NOTICES: Partial<Record<ResearchModeId, string>> = {
  image:
    "Image Generation draws its research diagram (a concept map of the references' topics) in your browser below the answer; the text is a Comprehensive answer from the same literature.",
}

export type ModelOutcome =
  | { kind: 'answered'; prompt: ReturnType<typeof buildAnswerPrompt>; raw: string; incomplete: boolean }
  | { kind: 'failed-before-answer'; error: LlmError }
  | { kind: 'stopped-before-answer' }
  | { kind: 'refused' }

/** Why the model was not used, in a few words a user understands; the full message goes to the log. */
export function modelFailure(error: LlmError): string {
  switch (error.kind) {
    case 'unreachable':
      return 'no connection'
    case 'http':
      return error.status ? `HTTP ${error.status}` : 'its answer could not be read'
    case 'timeout':
      return 'no answer in time'
    case 'cut':
      return 'the connection broke'
    case 'empty':
      return 'it wrote nothing'
  }
}

/**
 * Streams the model's answer from the relevant works' passages. Deltas go out through a marker gate, so
 * a citation of a passage that was not sent never reaches the reader. `onStart` runs before the first
 * delta and may refuse the answer (the quota), which stops the model.
 */
export async function streamModelAnswer(
  llm: Llm,
  input: {
    question: string
    mode: ResearchModeId
    ethicalMode: boolean
    relevant: readonly RankedWork[]
    history: readonly { question: string; answer: string }[]
    signal: AbortSignal
    onStart: () => Promise<boolean>
    onDelta: (text: string) => void
  },
): Promise<ModelOutcome> {
  const voice = MODE_NOTICES[input.mode] ? 'comprehensive' : input.mode
  const prompt = buildAnswerPrompt({
    question: input.question,
    mode: voice,
    ethicalMode: input.ethicalMode,
    works: input.relevant.map((entry) => entry.work),
  })
  const [system, ...question] = prompt.messages
  const earlier: LlmMessage[] = input.history.slice(-MAX_HISTORY_TURNS).flatMap((turn): LlmMessage[] => [
    { role: 'user', content: turn.question },
    { role: 'assistant', content: turn.answer.slice(0, MAX_HISTORY_ANSWER_CHARS) },
  ])
  const messages: LlmMessage[] = [...(system ? [system] : []), ...earlier, ...question]
  const gate = createMarkerGate(prompt.passages.length)
  let raw = ''
  let started = false
  try {
    for await (const delta of llm.stream({ messages, signal: input.signal })) {
      if (!started) {
        started = true
        // Leaving the loop ends the model's request too.
        if (!(await input.onStart())) return { kind: 'refused' }
      }
      raw += delta
      const shown = gate.push(delta)
      if (shown) input.onDelta(shown)
    }
  } catch (error) {
    if (input.signal.aborted) {
      if (!started) return { kind: 'stopped-before-answer' }
      return { kind: 'answered', prompt, raw, incomplete: true }
    }
    if (!(error instanceof LlmError)) throw error
    if (!started) return { kind: 'failed-before-answer', error }
    const rest = gate.flush()
    if (rest) input.onDelta(rest)
    return { kind: 'answered', prompt, raw, incomplete: true }
  }
  const rest = gate.flush()
  if (rest) input.onDelta(rest)
  return { kind: 'answered', prompt, raw, incomplete: false }
}
