import { applyReview, retrievabilityOf, type CardMemory } from './review-schedule'
import { localDay } from './study-days'

const DAY = 86_400_000

/** A review as the log table keeps it (without the learner), made by a simulated learner. */
export type SyntheticReview = {
  cardId: string
  rating: number
  state: number
  due: Date
  stability: number
  difficulty: number
  scheduledDays: number
  learningSteps: number
  retrievability: number | null
  desiredRetention: number
  localDay: string
  reviewedAt: Date
}

type HistoryOptions = {
  cards: number
  reviewsPerCard: number
  start: Date
  /** how much faster than FSRS's default model the simulated learner forgets (1 = exactly as predicted) */
  forgetsFaster: number
  seed?: number
}

/**
 * A learner who reviews each card whenever it falls due under the default parameters, and recalls it with the
 * probability a forgetting curve gives for a memory `forgetsFaster` times weaker than FSRS assumes. Deterministic
 * for a seed, so the tests that fit parameters to it are repeatable.
 */
export function syntheticReviewHistory(options: HistoryOptions): SyntheticReview[] {
  let seed = options.seed ?? 7
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647
  const reviews: SyntheticReview[] = []
  for (let c = 0; c < options.cards; c++) {
    let memory: CardMemory | null = null
    let now = new Date(options.start.getTime() + (c % 10) * DAY + c * 60_000)
    for (let r = 0; r < options.reviewsPerCard; r++) {
      const predicted = retrievabilityOf(memory, now, 0.9)
      const recallChance = predicted === null ? 0.8 : Math.pow(predicted, options.forgetsFaster)
      const grade = random() < recallChance ? 'good' : 'again'
      const review = applyReview(memory, grade, now, 0.9)
      reviews.push({
        cardId: `card-${c}`,
        rating: review.log.rating,
        state: review.log.state,
        due: review.log.due,
        stability: review.log.stability,
        difficulty: review.log.difficulty,
        scheduledDays: review.log.scheduled_days,
        learningSteps: review.log.learning_steps,
        retrievability: review.retrievability,
        desiredRetention: 0.9,
        localDay: localDay(now, 'UTC'),
        reviewedAt: now,
      })
      memory = review.memory
      now = memory.due
    }
  }
  return reviews
}
