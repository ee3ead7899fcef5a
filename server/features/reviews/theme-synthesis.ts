import type { AnswerSentence } from '#shared/contract/research'
import type { QuotedSentence } from '#shared/contract/reviews'
import type { Llm, LlmMessage } from '../llm'
import { assessSupport, markerNumbers, resolveCitations } from '../research'

export type ThemeSynthesis = { name: string | null; sentences: AnswerSentence[] }

const MAX_NAME_WORDS = 8
const MAX_OUTPUT_TOKENS = 600

export function synthesisPrompt(topic: string, label: string, passages: readonly QuotedSentence[]): LlmMessage[] {
  return [
    {
      role: 'system',
      content:
        'You write one section of a literature review. Use only the numbered passages you are given; add no fact, number or source of your own. ' +
        'End every sentence with the [k] markers of the passages it rests on. ' +
        'First line: "Theme: " and a name for the theme of at most six words. Then one paragraph of three to five sentences that synthesises the passages: what they agree on, where they differ, and what remains open.',
    },
    {
      role: 'user',
      content: [
        `Review topic: ${topic}`,
        `Theme keywords: ${label}`,
        '',
        'Passages:',
        ...passages.map((passage, i) => `[${i + 1}] ${passage.text}`),
      ].join('\n'),
    },
  ]
}

/** Splits the model's text into its "Theme:" name (when it gave a short one) and the paragraph. */
export function splitName(text: string): { name: string | null; body: string } {
  const match = /^\s*theme:\s*(.+?)\s*(?:\n|$)/i.exec(text)
  if (!match) return { name: null, body: text.trim() }
  const name = (match[1] ?? '')
    .replace(/[*_"“”]/g, '')
    .replace(/\[\d+\]/g, '')
    .trim()
  const words = name.split(/\s+/).filter(Boolean).length
  return { name: words > 0 && words <= MAX_NAME_WORDS ? name : null, body: text.slice(match[0].length).trim() }
}

/**
 * A theme's section written by the model from the theme's quoted passages only. Its [k] go through the engine's
 * gate: a marker of a passage that was not given is removed and its sentence flagged; each sentence's support is
 * scored against the passages it cites; then k becomes the review's reference number of that passage's work.
 * Null when there is too little to synthesise. Throws the model's LlmError, or the signal's reason.
 */
export async function synthesiseTheme(
  llm: Llm,
  input: { topic: string; label: string; passages: readonly QuotedSentence[]; signal: AbortSignal },
): Promise<ThemeSynthesis | null> {
  if (input.passages.length < 2) return null
  let text = ''
  for await (const delta of llm.stream({
    messages: synthesisPrompt(input.topic, input.label, input.passages),
    signal: input.signal,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
  }))
    text += delta
  const { name, body } = splitName(text)
  const cited = resolveCitations(body, input.passages.length)
  const assessed = assessSupport(
    cited.sentences,
    input.passages.map((passage) => passage.text),
  )
  const global = (k: number) => input.passages[k - 1]?.n ?? k
  const sentences = assessed.map((sentence) => ({
    ...sentence,
    text: sentence.text.replace(
      /\[(\d+(?:\s*[-–,]\s*\d+)*)\]/g,
      (_, inside: string) => `[${[...new Set(markerNumbers(inside).map(global))].join(', ')}]`,
    ),
    citations: [...new Set(sentence.citations.map(global))],
  }))
  return sentences.length ? { name, sentences } : null
}
