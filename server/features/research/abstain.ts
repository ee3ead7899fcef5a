import {
  RESEARCH_SOURCES,
  type AnswerSentence,
  type ResearchSourceId,
  type SourceProgress,
} from '#shared/contract/research'
import { contentKeys, isQuestionFiller, tokenize, type TermToken } from './text-analysis'

export type AbstainReason = 'all-failed' | 'no-results' | 'none-relevant'

export type Abstention = {
  reason: AbstainReason
  /** markdown shown as the answer */
  markdown: string
  sentences: AnswerSentence[]
  /** a broader query to try, or null when the question is already as short as it gets */
  suggestion: string | null
}

const sourceName = (id: ResearchSourceId): string => RESEARCH_SOURCES.find((source) => source.id === id)?.name ?? id

/** Why nothing can be answered: every source failed, none returned anything, or nothing returned was relevant. */
export function abstainReason(progress: readonly SourceProgress[], retrieved: number): AbstainReason {
  const answered = progress.filter((entry) => entry.status === 'done')
  if (!answered.length) return 'all-failed'
  return retrieved === 0 ? 'no-results' : 'none-relevant'
}

/**
 * The answer when nothing relevant was retrieved: says so, names each source asked with what it returned
 * or why it failed, and suggests a broader query. It states nothing about the topic itself.
 */
export function buildAbstention(
  question: string,
  progress: readonly SourceProgress[],
  retrieved: number,
  retrievedTexts: readonly string[] = [],
): Abstention {
  const reason = abstainReason(progress, retrieved)
  const opening: Record<AbstainReason, string> = {
    'all-failed': 'No source could be searched for this question, so there is no answer.',
    'no-results': 'The sources searched returned no works for this question, so there is no answer.',
    'none-relevant': `None of the ${retrieved} ${retrieved === 1 ? 'work' : 'works'} retrieved is about this question, so there is no answer.`,
  }
  const statements = [opening[reason], 'Lodestar answers only from retrieved sources, never from memory.']
  const sourceLines = progress.map((entry) => `- ${sourceName(entry.source)}: ${describeProgress(entry)}`)
  const suggestion = suggestReformulation(question, retrievedTexts)
  const tip =
    reason === 'all-failed'
      ? 'Try again in a moment, or choose other sources.'
      : suggestion
        ? `Try fewer, broader terms, for example: “${suggestion}”.`
        : 'Try other terms or other sources.'
  const markdown = [
    statements.join(' '),
    '',
    ...(sourceLines.length ? ['Sources asked:', ...sourceLines, ''] : []),
    tip,
  ].join('\n')
  const sentences: AnswerSentence[] = [...statements, tip].map((text) => ({
    text,
    citations: [],
    support: null,
    score: null,
    flagged: false,
  }))
  return { reason, markdown, sentences, suggestion }
}

function describeProgress(entry: SourceProgress): string {
  switch (entry.status) {
    case 'done':
      return entry.hits === null ? 'searched' : `${entry.hits} ${entry.hits === 1 ? 'result' : 'results'}`
    case 'failed':
      return `failed${entry.reason ? ` (${entry.reason})` : ''}`
    case 'unavailable':
      return `not available${entry.reason ? ` (${entry.reason})` : ''}`
    case 'asked':
      return 'no answer in time'
  }
}

const MAX_SUGGESTED_TERMS = 3

/**
 * A broader query that keeps the question's key terms. With the retrieved works' texts, the terms are ranked by how
 * rare they are among them (a term every work shares, like "people" or "diabetes", is dropped first; one no work
 * names, like "metformin", is what the question is about), nouns before other words, and kept in the question's
 * order. Without texts: the question's last three nouns (a question names its topic at the end: "…the safety of
 * gene therapy"), or its other content words when it has no noun. null when that would not shorten it.
 */
export function suggestReformulation(question: string, retrievedTexts: readonly string[] = []): string | null {
  const tokens = uniqueByKey(
    tokenize(question).filter(
      (token) =>
        token.kind === 'word' && !token.isStopWord && !isQuestionFiller(token.key) && /\p{L}{2}/u.test(token.value),
    ),
  )
  const isNoun = (token: TermToken) => token.pos === 'NOUN' || token.pos === 'PROPN'
  let chosen: TermToken[]
  if (retrievedTexts.length) {
    const documentFrequency = countDocuments(retrievedTexts)
    const ranked = tokens
      .map((token, position) => ({ token, position, df: documentFrequency.get(token.key) ?? 0 }))
      .sort((a, b) => a.df - b.df || Number(isNoun(b.token)) - Number(isNoun(a.token)) || b.position - a.position)
      .slice(0, MAX_SUGGESTED_TERMS)
    chosen = ranked.sort((a, b) => a.position - b.position).map((entry) => entry.token)
  } else {
    const nouns = tokens.filter(isNoun)
    chosen = (nouns.length ? nouns : tokens).slice(-MAX_SUGGESTED_TERMS)
  }
  const words = question.trim().split(/\s+/).length
  if (!chosen.length || chosen.length >= words) return null
  return chosen.map((token) => token.value).join(' ')
}

function uniqueByKey(tokens: readonly TermToken[]): TermToken[] {
  const seen = new Set<string>()
  return tokens.filter((token) => !seen.has(token.key) && seen.add(token.key))
}

/** In how many of the texts each stem appears. */
function countDocuments(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const text of texts) for (const key of new Set(contentKeys(text))) counts.set(key, (counts.get(key) ?? 0) + 1)
  return counts
}
