import {
  RESEARCH_SOURCES,
  type AnswerSentence,
  type ResearchSourceId,
  type SourceProgress,
} from '#shared/contract/research'
import { isQuestionFiller, tokenize } from './text-analysis'

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
export function buildAbstention(question: string, progress: readonly SourceProgress[], retrieved: number): Abstention {
  const reason = abstainReason(progress, retrieved)
  const opening: Record<AbstainReason, string> = {
    'all-failed': 'No source could be searched for this question, so there is no answer.',
    'no-results': 'The sources searched returned no works for this question, so there is no answer.',
    'none-relevant': `None of the ${retrieved} ${retrieved === 1 ? 'work' : 'works'} retrieved is about this question, so there is no answer.`,
  }
  const statements = [opening[reason], 'Lodestar answers only from retrieved sources, never from memory.']
  const sourceLines = progress.map((entry) => `- ${sourceName(entry.source)}: ${describeProgress(entry)}`)
  const suggestion = suggestReformulation(question)
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
 * A broader query: the question's last three nouns (a question names its topic at the end: "…the safety of
 * gene therapy"), or its other content words when it has no noun. null when that would not shorten it.
 */
export function suggestReformulation(question: string): string | null {
  const tokens = tokenize(question).filter(
    (token) => token.kind === 'word' && !token.isStopWord && !isQuestionFiller(token.key),
  )
  const nouns = tokens.filter((token) => token.pos === 'NOUN' || token.pos === 'PROPN')
  const chosen = (nouns.length ? nouns : tokens).slice(-MAX_SUGGESTED_TERMS)
  const unique = [...new Map(chosen.map((token) => [token.key, token.value])).values()]
  const words = question.trim().split(/\s+/).length
  if (!unique.length || unique.length >= words) return null
  return unique.join(' ')
}
