import { expect, test } from 'vitest'
import {
  ACHIEVEMENT_IDS,
  FLASHCARD_CATEGORIES,
  levelFor,
  reachedAchievements,
  type AchievementFacts,
} from '#shared/learning'
import { answerXp, becomesMastered } from './progress-rules'

const none = Object.fromEntries(
  FLASHCARD_CATEGORIES.map((category) => [category, 0]),
) as AchievementFacts['categoryCounts']
const facts = (overrides: Partial<AchievementFacts>): AchievementFacts => ({
  totalStudied: 0,
  correctAnswers: 0,
  streakDays: 0,
  level: 1,
  categoryCounts: none,
  ...overrides,
})

test.each([
  ['first-steps', { totalStudied: 1 }, { totalStudied: 0 }],
  ['knowledge-seeker', { totalStudied: 25 }, { totalStudied: 24 }],
  ['dedicated-learner', { totalStudied: 100 }, { totalStudied: 99 }],
  ['research-master', { totalStudied: 250 }, { totalStudied: 249 }],
  ['research-guru', { totalStudied: 500 }, { totalStudied: 499 }],
  ['speed-learner', { correctAnswers: 25 }, { correctAnswers: 24 }],
  ['perfect-score', { correctAnswers: 50 }, { correctAnswers: 49 }],
  ['streak-champion', { streakDays: 7 }, { streakDays: 6 }],
  ['consistency-king', { streakDays: 30 }, { streakDays: 29 }],
  ['category-expert', { categoryCounts: { ...none, Statistics: 10 } }, { categoryCounts: { ...none, Statistics: 9 } }],
  ['ultimate-scholar', { level: 25 }, { level: 24 }],
  [
    'citation-master',
    { categoryCounts: { ...none, 'Academic Process': 15 } },
    { categoryCounts: { ...none, 'Academic Process': 14, Statistics: 20 } },
  ],
] as const)('%s unlocks at its threshold and not one below', (id, at, below) => {
  expect(reachedAchievements(facts(at))).toContain(id)
  expect(reachedAchievements(facts(below))).not.toContain(id)
})

test('there are twelve achievements, and nothing is reached before studying', () => {
  expect(ACHIEVEMENT_IDS).toHaveLength(12)
  expect(reachedAchievements(facts({}))).toEqual([])
})

test.each([
  [0, 1],
  [249, 1],
  [250, 2],
  [6000, 25],
])('%i XP is level %i', (xp, level) => {
  expect(levelFor(xp)).toBe(level)
})

test.each([
  ['quiz', 'correct', 3, true],
  ['quiz', 'correct', 2, false],
  ['quiz', 'incorrect', 10, false],
  ['study', 'studied', 10, false],
  ['review', 'correct', 10, false],
] as const)('%s answered %s with category count %i masters the card: %s', (mode, outcome, count, mastered) => {
  expect(becomesMastered(mode, outcome, count)).toBe(mastered)
})

test('15 XP for a correct answer, 5 otherwise', () => {
  expect([answerXp('correct'), answerXp('incorrect'), answerXp('studied')]).toEqual([15, 5, 5])
})
