import type { Llm, LlmMessage } from '../llm'

/** At most this many searches for what the first pass missed: one pass, a bounded number of calls. */
export const MAX_GAP_QUERIES = 3
const MAX_OUTPUT_TOKENS = 120
const MIN_WORDS = 2
const MAX_WORDS = 10

export function gapQueriesPrompt(topic: string, themes: readonly { label: string; works: number }[]): LlmMessage[] {
  return [
    {
      role: 'system',
      content:
        'You help a literature review find what its first search missed. Given the review topic and the themes found so far, ' +
        `name up to ${MAX_GAP_QUERIES} aspects of the topic that a complete review would cover and these themes do not. ` +
        'Answer with one search query per line (three to eight words each, the words papers would use), nothing else.',
    },
    {
      role: 'user',
      content: [
        `Review topic: ${topic}`,
        'Themes found so far:',
        ...themes.map((theme) => `- ${theme.label} (${theme.works} works)`),
      ].join('\n'),
    },
  ]
}

/**
 * The model's lines as search queries: bullets, numbers, quotes and markup removed; too short or too long lines,
 * repeats and the topic itself dropped; at most MAX_GAP_QUERIES.
 */
export function parseGapQueries(text: string, topic: string): string[] {
  const seen = new Set([topic.trim().toLowerCase()])
  const queries: string[] = []
  for (const raw of text.split('\n')) {
    const line = raw
      .replace(/^\s*(?:[-*•]|\d+[.)]|query\s*\d*:)\s*/i, '')
      .replace(/[*_`"“”]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
    const words = line.split(' ').filter(Boolean).length
    if (words < MIN_WORDS || words > MAX_WORDS || /[:?]$/.test(line)) continue
    const key = line.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    queries.push(line)
    if (queries.length >= MAX_GAP_QUERIES) break
  }
  return queries
}

/** Up to three searches the model proposes for what the themes do not cover. Throws the model's LlmError. */
export async function proposeGapQueries(
  llm: Llm,
  input: { topic: string; themes: readonly { label: string; works: number }[]; signal: AbortSignal },
): Promise<string[]> {
  let text = ''
  for await (const delta of llm.stream({
    messages: gapQueriesPrompt(input.topic, input.themes),
    signal: input.signal,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
  }))
    text += delta
  return parseGapQueries(text, input.topic)
}
