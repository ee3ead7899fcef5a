import { expect, test } from 'vitest'
import {
  applyReview,
  forecastWorkload,
  formatInterval,
  previewGrades,
  reviewXp,
  type CardMemory,
} from './review-schedule'

const DAY = 86_400_000
const start = new Date('2026-03-02T09:00:00Z')

/** Reviews a card with the same grade, each time on the day it falls due; returns the intervals in days. */
function intervalsFor(grades: ('again' | 'hard' | 'good' | 'easy')[], retention = 0.9) {
  let memory: CardMemory | null = null
  let now = start
  const intervals: number[] = []
  for (const grade of grades) {
    memory = applyReview(memory, grade, now, retention).memory
    intervals.push((memory.due.getTime() - now.getTime()) / DAY)
    now = memory.due
  }
  return { intervals, memory: memory! }
}

test('a card graded Good again and again gets ever longer intervals', () => {
  const { intervals } = intervalsFor(['good', 'good', 'good', 'good', 'good'])
  for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThan(intervals[i - 1]!)
  expect(intervals.at(-1)).toBeGreaterThan(10)
})

test('Again on a learned card shortens its interval and counts a lapse', () => {
  const { memory } = intervalsFor(['good', 'good', 'good'])
  const lastInterval = memory.scheduledDays
  const now = memory.due
  const lapsed = applyReview(memory, 'again', now, 0.9).memory
  expect(lapsed.state).toBe('relearning')
  expect(lapsed.lapses).toBe(1)
  expect((lapsed.due.getTime() - now.getTime()) / DAY).toBeLessThan(lastInterval)
  expect(lapsed.stability).toBeLessThan(memory.stability)
})

test('the four buttons of a review card show intervals in order Again < Hard < Good < Easy', () => {
  const { memory } = intervalsFor(['good', 'good'])
  const previews = previewGrades(memory, memory.due, 0.9)
  expect(previews.map((preview) => preview.grade)).toEqual(['again', 'hard', 'good', 'easy'])
  const dues = previews.map((preview) => Date.parse(preview.due))
  for (let i = 1; i < dues.length; i++) expect(dues[i]).toBeGreaterThan(dues[i - 1]!)
  expect(previews[0]!.interval).toMatch(/^\d+m$/)
})

test('a new card previews the library’s learning steps: Again in a minute, Good in ten', () => {
  const previews = previewGrades(null, start, 0.9)
  expect(previews[0]!.interval).toBe('1m')
  expect(previews[2]!.interval).toBe('10m')
})

test('a higher desired retention schedules the same card sooner', () => {
  const low = intervalsFor(['good', 'good', 'good'], 0.8).intervals.at(-1)!
  const high = intervalsFor(['good', 'good', 'good'], 0.95).intervals.at(-1)!
  expect(high).toBeLessThan(low)
})

test.each([
  [30_000, '1m'],
  [10 * 60_000, '10m'],
  [5 * 3_600_000, '5h'],
  [3 * DAY, '3d'],
  [75 * DAY, '2.5mo'],
  [400 * DAY, '1.1y'],
])('%i ms reads as %s', (ms, text) => {
  expect(formatInterval(ms)).toBe(text)
})

test.each([
  ['again', 0.4, 5, 0],
  ['good', null, 15, 0],
  ['good', 0.95, 16, 1],
  ['hard', 0.5, 20, 5],
  ['easy', 0.2, 23, 8],
] as const)('a review graded %s at retrievability %s earns %i XP (bonus %i)', (grade, r, total, bonus) => {
  const xp = reviewXp(grade, r)
  expect(xp.total).toBe(total)
  expect(xp.recallBonus).toBe(bonus)
  expect(xp.reason).not.toBe('')
})

test('the forecast introduces new cards at the daily limit until the deck runs out, and counts their reviews', () => {
  const days = forecastWorkload({
    memories: [],
    unseen: 45,
    newLeftToday: 5,
    newCardsPerDay: 20,
    retention: 0.9,
    now: start,
    timeZone: 'UTC',
  })
  expect(days).toHaveLength(30)
  expect(days[0]!.day).toBe('2026-03-02')
  expect(days.slice(0, 4).map((day) => day.newCards)).toEqual([5, 20, 20, 0])
  expect(days.reduce((sum, day) => sum + day.newCards, 0)).toBe(45)
  expect(days.reduce((sum, day) => sum + day.reviews, 0)).toBeGreaterThan(45)
})

test('a lower retention forecasts fewer reviews for the same cards', () => {
  const { memory } = intervalsFor(['good', 'good'])
  const memories = Array.from({ length: 10 }, () => memory)
  const total = (retention: number) =>
    forecastWorkload({
      memories,
      unseen: 30,
      newLeftToday: 10,
      newCardsPerDay: 10,
      retention,
      now: memory.due,
      timeZone: 'UTC',
    }).reduce((sum, day) => sum + day.reviews, 0)
  expect(total(0.75)).toBeLessThan(total(0.95))
})
