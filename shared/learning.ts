/** Learning-hub rules shared by the server (which applies them) and the web (which explains them). Plain data, no zod. */
export const FLASHCARD_CATEGORIES = [
  'Research Methods',
  'Statistics',
  'Academic Process',
  'Literature Review',
  'Research Design',
  'Research Ethics',
] as const
export type FlashcardCategory = (typeof FLASHCARD_CATEGORIES)[number]

export const FLASHCARD_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const
export type FlashcardDifficulty = (typeof FLASHCARD_DIFFICULTIES)[number]

export const CARD_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const
export const GRADE_LABELS = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' } as const

export const QUIZ_SECONDS = 30
export const XP_CORRECT = 15
export const XP_OTHERWISE = 5
export const XP_PER_LEVEL = 250
/** Spaced repetition: up to this much more for a correct recall, scaled by how far the memory had faded (1 − R). */
export const XP_RECALL_BONUS_MAX = 10
/** A card becomes mastered when answered correctly in quiz mode once its category count is at least this. */
export const MASTERY_CATEGORY_COUNT = 3

export const RETENTION_MIN = 0.7
export const RETENTION_MAX = 0.97
export const DEFAULT_RETENTION = 0.9
export const DEFAULT_NEW_CARDS_PER_DAY = 20
export const MAX_NEW_CARDS_PER_DAY = 105
/**
 * Reviews made a day or more after the card's previous review that FSRS optimisation needs: fsrs-rs fits all its
 * parameters only from 64 such reviews (below 8 it keeps the defaults, below 64 it fits the initial stabilities only).
 */
export const FSRS_OPTIMISE_MIN_REVIEWS = 64

export const levelFor = (xp: number) => Math.floor(xp / XP_PER_LEVEL) + 1

export type AchievementFacts = {
  totalStudied: number
  correctAnswers: number
  streakDays: number
  level: number
  /** answers per category */
  categoryCounts: Record<FlashcardCategory, number>
}

type AchievementRule = {
  name: string
  description: string
  reached: (facts: AchievementFacts) => boolean
}

const maxCategoryCount = (facts: AchievementFacts) => Math.max(0, ...Object.values(facts.categoryCounts))

/** The 12 achievements and their thresholds (original spec, section 9). */
export const ACHIEVEMENTS = {
  'first-steps': { name: 'First Steps', description: 'Study your first card', reached: (f) => f.totalStudied >= 1 },
  'knowledge-seeker': {
    name: 'Knowledge Seeker',
    description: 'Study 25 cards',
    reached: (f) => f.totalStudied >= 25,
  },
  'dedicated-learner': {
    name: 'Dedicated Learner',
    description: 'Study 100 cards',
    reached: (f) => f.totalStudied >= 100,
  },
  'research-master': {
    name: 'Research Master',
    description: 'Study 250 cards',
    reached: (f) => f.totalStudied >= 250,
  },
  'research-guru': { name: 'Research Guru', description: 'Study 500 cards', reached: (f) => f.totalStudied >= 500 },
  'speed-learner': {
    name: 'Speed Learner',
    description: 'Answer 25 cards correctly',
    reached: (f) => f.correctAnswers >= 25,
  },
  'perfect-score': {
    name: 'Perfect Score',
    description: 'Answer 50 cards correctly',
    reached: (f) => f.correctAnswers >= 50,
  },
  'streak-champion': {
    name: 'Streak Champion',
    description: 'Study 7 days in a row',
    reached: (f) => f.streakDays >= 7,
  },
  'consistency-king': {
    name: 'Consistency King',
    description: 'Study 30 days in a row',
    reached: (f) => f.streakDays >= 30,
  },
  'category-expert': {
    name: 'Category Expert',
    description: 'Study 10 cards in one category',
    reached: (f) => maxCategoryCount(f) >= 10,
  },
  'ultimate-scholar': { name: 'Ultimate Scholar', description: 'Reach level 25', reached: (f) => f.level >= 25 },
  'citation-master': {
    name: 'Citation Master',
    description: 'Study 15 Academic Process cards',
    reached: (f) => f.categoryCounts['Academic Process'] >= 15,
  },
} as const satisfies Record<string, AchievementRule>

export type AchievementId = keyof typeof ACHIEVEMENTS
export const ACHIEVEMENT_IDS = Object.keys(ACHIEVEMENTS) as [AchievementId, ...AchievementId[]]

export function reachedAchievements(facts: AchievementFacts): AchievementId[] {
  return ACHIEVEMENT_IDS.filter((id) => ACHIEVEMENTS[id].reached(facts))
}
