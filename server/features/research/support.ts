import type { AnswerSentence, SupportLevel } from '#shared/contract/research'
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
 * Thresholds, from `npm run eval:answers` on 168 brief sentences of 18 questions: a sentence scores 1.00
 * against its own abstract every time; against another cited abstract of the same question the median is
 * 0.30, the 90th percentile 0.53 and the maximum 0.78; with its numbers changed, its own abstract still gives
 * a median 0.88 (min 0.43), hence the cap below (median 0.70 with it). Supported needs more than any neighbour reached (≥ 0.8);
 * partly (≥ 0.55) is above nine in ten neighbours.
 */
export const SUPPORTED_AT = 0.8
export const PARTLY_AT = 0.55
// A figure the passages do not hold makes a claim at best partly supported, however many words match.
const MISSING_NUMBER_CAP = 0.7

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
  const numberMissing = claim.some((token) => token.kind === 'number' && missing.has(token.key))
  const recall = total ? found / total : 0
  const score = numberMissing ? Math.min(recall, MISSING_NUMBER_CAP) : recall
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
