import { z } from 'zod'
import {
  ACHIEVEMENT_IDS,
  CARD_ID_PATTERN,
  FLASHCARD_CATEGORIES,
  FLASHCARD_DIFFICULTIES,
  MAX_NEW_CARDS_PER_DAY,
  RETENTION_MAX,
  RETENTION_MIN,
  REVIEW_GRADES,
} from '../learning'

export const FlashcardCategorySchema = z.enum(FLASHCARD_CATEGORIES)
export const FlashcardDifficultySchema = z.enum(FLASHCARD_DIFFICULTIES)
export const CardIdSchema = z.string().regex(CARD_ID_PATTERN, 'Not a flashcard id').max(60)

export const FlashcardSchema = z.object({
  id: CardIdSchema,
  term: z.string().min(1).max(80),
  definition: z.string().min(1).max(600),
  category: FlashcardCategorySchema,
  difficulty: FlashcardDifficultySchema,
  tags: z.array(z.string().min(1).max(40)).min(1).max(6),
  relatedTerms: z.array(CardIdSchema).max(6),
})
export type Flashcard = z.infer<typeof FlashcardSchema>

export const QuoteSchema = z.object({ text: z.string(), author: z.string(), source: z.string() })
export type Quote = z.infer<typeof QuoteSchema>

export const StudyResourceSchema = z.object({
  title: z.string(),
  publisher: z.string(),
  description: z.string(),
  url: z.url(),
})
export type StudyResource = z.infer<typeof StudyResourceSchema>

export const QuickReferenceSectionSchema = z.object({ title: z.string(), items: z.array(z.string()).min(1) })
export type QuickReferenceSection = z.infer<typeof QuickReferenceSectionSchema>

/** GET /learning/content: the premium deck and its companions. */
export const LearningContentSchema = z.object({
  cards: z.array(FlashcardSchema),
  quotes: z.array(QuoteSchema),
  resources: z.array(StudyResourceSchema),
  quickReference: z.array(QuickReferenceSectionSchema),
})
export type LearningContent = z.infer<typeof LearningContentSchema>

export const AchievementIdSchema = z.enum(ACHIEVEMENT_IDS)

export const AchievementStatusSchema = z.object({
  id: AchievementIdSchema,
  name: z.string(),
  description: z.string(),
  unlockedAt: z.string().nullable(),
})
export type AchievementStatus = z.infer<typeof AchievementStatusSchema>

export const CategoryMasterySchema = z.object({
  category: FlashcardCategorySchema,
  /** answers given on this category's cards (the original's category count) */
  studied: z.number().int().min(0),
  mastered: z.number().int().min(0),
  cards: z.number().int().min(1),
})

export const LearningSettingsSchema = z.object({
  desiredRetention: z.number().min(RETENTION_MIN).max(RETENTION_MAX),
  newCardsPerDay: z.number().int().min(0).max(MAX_NEW_CARDS_PER_DAY),
  /** IANA zone; streak days and the new-card day are counted in it */
  timeZone: z.string().min(1).max(64),
})
export type LearningSettings = z.infer<typeof LearningSettingsSchema>

export const LearningProgressSchema = z.object({
  totalStudied: z.number().int().min(0),
  correctAnswers: z.number().int().min(0),
  xp: z.number().int().min(0),
  level: z.number().int().min(1),
  /** XP earned inside the current level, and what the level needs in all */
  levelXp: z.number().int().min(0),
  xpPerLevel: z.number().int().min(1),
  /** correct answers over answers given, 0 to 1; null before the first answer */
  accuracy: z.number().min(0).max(1).nullable(),
  /** consecutive study days ending today or yesterday, in the user's time zone */
  streakDays: z.number().int().min(0),
  lastStudyDay: z.string().nullable(),
  masteredCards: z.array(CardIdSchema),
  favoriteCards: z.array(CardIdSchema),
  categories: z.array(CategoryMasterySchema),
  achievements: z.array(AchievementStatusSchema),
  settings: LearningSettingsSchema,
})
export type LearningProgress = z.infer<typeof LearningProgressSchema>

export const AnswerOutcomeSchema = z.enum(['studied', 'correct', 'incorrect'])
export type AnswerOutcome = z.infer<typeof AnswerOutcomeSchema>

/** POST /learning/answers: Study's 'Mark as Studied' and Quiz's Correct / Incorrect (or the timer running out). */
export const RecordAnswerInputSchema = z.object({
  cardId: CardIdSchema,
  mode: z.enum(['study', 'quiz']),
  outcome: AnswerOutcomeSchema,
  timeZone: z.string().min(1).max(64).optional(),
})
export type RecordAnswerInput = z.infer<typeof RecordAnswerInputSchema>

export const XpAwardSchema = z.object({
  total: z.number().int().min(0),
  base: z.number().int().min(0),
  /** spaced repetition only: extra XP for recalling a memory that had faded */
  recallBonus: z.number().int().min(0),
  /** FSRS's probability of recall at the moment of review; null for a first review or other modes */
  retrievability: z.number().min(0).max(1).nullable(),
  reason: z.string(),
})
export type XpAward = z.infer<typeof XpAwardSchema>

export const AnswerResultSchema = z.object({
  progress: LearningProgressSchema,
  xp: XpAwardSchema,
  newlyMastered: z.boolean(),
  unlocked: z.array(AchievementStatusSchema),
})
export type AnswerResult = z.infer<typeof AnswerResultSchema>

export const CardParamSchema = z.object({ cardId: CardIdSchema })

export const FavoriteResponseSchema = z.object({ cardId: CardIdSchema, favorite: z.boolean() })

export const ReviewGradeSchema = z.enum(REVIEW_GRADES)
export type ReviewGrade = z.infer<typeof ReviewGradeSchema>

export const CardStateSchema = z.enum(['new', 'learning', 'review', 'relearning'])

export const GradePreviewSchema = z.object({
  grade: ReviewGradeSchema,
  due: z.string(),
  /** the next interval as a person reads it: '10m', '1d', '3.2mo' */
  interval: z.string(),
})
export type GradePreview = z.infer<typeof GradePreviewSchema>

export const ReviewQueueItemSchema = z.object({
  cardId: CardIdSchema,
  state: CardStateSchema,
  due: z.string().nullable(),
  /** null for a new card */
  retrievability: z.number().min(0).max(1).nullable(),
  previews: z.array(GradePreviewSchema).length(4),
})
export type ReviewQueueItem = z.infer<typeof ReviewQueueItemSchema>

/** GET /learning/review/queue: the due queue narrowed to one category and/or level, counts included. */
export const ReviewQueueQuerySchema = z.object({
  category: FlashcardCategorySchema.optional(),
  level: FlashcardDifficultySchema.optional(),
})
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuerySchema>

export const ReviewQueueSchema = z.object({
  items: z.array(ReviewQueueItemSchema),
  dueCount: z.number().int().min(0),
  newToday: z.number().int().min(0),
  newLeftToday: z.number().int().min(0),
  unseen: z.number().int().min(0),
  /** when the next card not in this queue falls due; null when nothing is scheduled */
  nextDue: z.string().nullable(),
  settings: LearningSettingsSchema,
})
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>

export const ReviewCardInputSchema = z.object({
  grade: ReviewGradeSchema,
  timeZone: z.string().min(1).max(64).optional(),
})

export const ReviewResultSchema = AnswerResultSchema.extend({
  card: z.object({ cardId: CardIdSchema, state: CardStateSchema, due: z.string(), interval: z.string() }),
})
export type ReviewResult = z.infer<typeof ReviewResultSchema>

export const UpdateLearningSettingsInputSchema = LearningSettingsSchema.partial()
export type UpdateLearningSettingsInput = z.infer<typeof UpdateLearningSettingsInputSchema>

export const FitEvaluationSchema = z.object({
  /** mean log loss of FSRS's recall predictions on the learner's own reviews (lower is better) */
  logLoss: z.number(),
  /** calibration error across bins of predicted recall (lower is better) */
  rmse: z.number(),
})

/** The last 'Optimise my schedule': both parameter sets scored on the same reviews, and whether the fit was kept. */
export const ParameterFitSchema = z.object({
  fittedAt: z.string(),
  reviews: z.number().int().min(0),
  before: FitEvaluationSchema,
  after: FitEvaluationSchema,
  /** false when the fitted parameters did not predict the reviews better, so the previous ones stayed */
  adopted: z.boolean(),
})
export type ParameterFit = z.infer<typeof ParameterFitSchema>

/** GET /learning/review-parameters, and the answer to POST …/optimise. */
export const ReviewParametersSchema = z.object({
  /** reviews made a day or more after the card's previous one: what optimisation learns from */
  trainingReviews: z.number().int().min(0),
  minimumReviews: z.number().int().min(1),
  personalised: z.boolean(),
  /** the 21 FSRS parameters scheduling uses now */
  parameters: z.array(z.number()),
  lastFit: ParameterFitSchema.nullable(),
})
export type ReviewParameters = z.infer<typeof ReviewParametersSchema>

export const ForecastQuerySchema = z.object({
  retention: z.coerce.number().min(RETENTION_MIN).max(RETENTION_MAX).optional(),
})

export const WorkloadForecastSchema = z.object({
  retention: z.number(),
  newCardsPerDay: z.number().int(),
  /** 30 entries, today first: reviews of cards already seen, and new cards introduced */
  days: z
    .array(z.object({ day: z.string(), reviews: z.number().int().min(0), newCards: z.number().int().min(0) }))
    .length(30),
  totalReviews: z.number().int().min(0),
})
export type WorkloadForecast = z.infer<typeof WorkloadForecastSchema>
