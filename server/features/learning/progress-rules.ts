import type { AnswerOutcome } from '#shared/contract/learning'
import { MASTERY_CATEGORY_COUNT, XP_CORRECT, XP_OTHERWISE } from '#shared/learning'

export function answerXp(outcome: AnswerOutcome): number {
  return outcome === 'correct' ? XP_CORRECT : XP_OTHERWISE
}

/** The original's rule: a correct quiz answer masters the card once its category already counts 3 answers. */
export function becomesMastered(
  mode: 'study' | 'quiz' | 'review',
  outcome: AnswerOutcome,
  categoryCountBefore: number,
) {
  return mode === 'quiz' && outcome === 'correct' && categoryCountBefore >= MASTERY_CATEGORY_COUNT
}
