import { expect, test } from 'vitest'
import { addDays, currentStreak, daysBetween, localDay, studiedOn } from './study-days'

test.each([
  ['no study yet', { streakDays: 0, lastStudyDay: null }, '2026-03-02', 1],
  ['again on the same day', { streakDays: 4, lastStudyDay: '2026-03-02' }, '2026-03-02', 4],
  ['the next day', { streakDays: 4, lastStudyDay: '2026-03-01' }, '2026-03-02', 5],
  ['across a month end', { streakDays: 6, lastStudyDay: '2026-02-28' }, '2026-03-01', 7],
  ['after a missed day', { streakDays: 9, lastStudyDay: '2026-02-28' }, '2026-03-02', 1],
] as const)('studying %s gives a streak of %s', (_name, streak, today, expected) => {
  expect(studiedOn(streak, today).streakDays).toBe(expected)
})

test.each([
  [{ streakDays: 3, lastStudyDay: '2026-03-02' }, '2026-03-02', 3],
  [{ streakDays: 3, lastStudyDay: '2026-03-01' }, '2026-03-02', 3],
  [{ streakDays: 3, lastStudyDay: '2026-02-28' }, '2026-03-02', 0],
  [{ streakDays: 0, lastStudyDay: null }, '2026-03-02', 0],
] as const)('a streak %o shows as %s on %s', (streak, today, shown) => {
  expect(currentStreak(streak, today)).toBe(shown)
})

test('the study day is the learner’s local date, not UTC’s', () => {
  const lateEvening = new Date('2026-03-02T03:30:00Z')
  expect(localDay(lateEvening, 'UTC')).toBe('2026-03-02')
  expect(localDay(lateEvening, 'America/Los_Angeles')).toBe('2026-03-01')
  expect(localDay(lateEvening, 'Asia/Tokyo')).toBe('2026-03-02')
  expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
  expect(daysBetween('2025-12-31', '2026-01-02')).toBe(2)
})
