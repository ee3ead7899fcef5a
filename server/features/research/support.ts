import type { AnswerSentence, SupportLevel } from '../../../shared/contract/research'
import { isContentToken, tokenize, type TermToken } from './text-analysis'

export type SupportScore = {
  /** weighted share of the sentence's content words found in the cited passages, 0–1 */
  score: number
  level: SupportLevel
  /** the sentence's content stems that no cited passage holds */
  missing: string[]
}

// Numbers and negations carry a claim's meaning ("fell by 38%", "did not improve"): a wrong one must cost more.
const NUMBER_WEIGHT = 2
const NEGATION_WEIGHT = 2
/**
 * Thresholds, from `npm run eval:answers` (support figures) on 240 brief sentences of 24 questions:
 * a sentence against its own abstract scores 1.00 every time; against another relevant work's abstract on
 * the same question the median is 0.33 and the 90th percentile 0.50; with its numbers changed, its own
 * abstract gives 0.55–0.90 (median 0.78). So ≥ 0.75 reads as supported, ≥ 0.5 as partly, below as unsupported:
 * a neighbour's abstract seldom clears "partly", and a changed figure usually drops a sentence out of "supported".
 */
export const SUPPORTED_AT = 0.75
export const PARTLY_AT = 0.5

const MARKER = /\[(\d+(?:\s*[-–,]\s*\d+)*)\]/g

function claimTokens(text: string): TermToken[] {
  return tokenize(text.replace(MARKER, ' ')).filter((token) => token.isNegation || isContentToken(token))
}

function weightOf(token: TermToken): number {
  if (token.isNegation) return NEGATION_WEIGHT
  return token.kind === 'number' ? NUMBER_WEIGHT : 1
}

/** How well the passages support the sentence: recall of its content words (stemmed) in them. */
export function scoreSupport(sentence: string, passages: readonly string[]): SupportScore {
  const claim = claimTokens(sentence)
  const evidence = passages.flatMap((passage) => tokenize(passage))
  const present = new Set(evidence.map((token) => token.key))
  const hasNegation = evidence.some((token) => token.isNegation)
  let total = 0
  let found = 0
  const missing = new Set<string>()
  for (const token of claim) {
    const weight = weightOf(token)
    total += weight
    if (token.isNegation ? hasNegation : present.has(token.key)) found += weight
    else missing.add(token.key)
  }
  const score = total ? found / total : 0
  return { score: Math.round(score * 100) / 100, level: levelOf(score), missing: [...missing] }
}

export function levelOf(score: number): SupportLevel {
  if (score >= SUPPORTED_AT) return 'supported'
  if (score >= PARTLY_AT) return 'partly'
  return 'unsupported'
}

/**
 * Support for each sentence of an answer against the passages it cites (`passages[n - 1]` is passage [n]).
 * Uncited sentences keep a null support.
 */
export function assessSupport(sentences: readonly AnswerSentence[], passages: readonly string[]): AnswerSentence[] {
  return sentences.map((sentence) => {
    const cited = sentence.citations
      .map((n) => passages[n - 1])
      .filter((passage): passage is string => passage !== undefined)
    if (!cited.length) return { ...sentence, support: null, score: null }
    const { score, level } = scoreSupport(sentence.text, cited)
    return { ...sentence, support: level, score }
  })
}
