import { expect, test } from 'vitest'
import { addDays, daysBetween, formatDeadline, isOverdue, layoutAxis, localToday } from './timeline-dates'

test.each([
  ['2026-01-31', 1, '2026-02-01'],
  ['2024-02-28', 1, '2024-02-29'],
  ['2025-02-28', 1, '2025-03-01'],
  ['2026-03-01', -1, '2026-02-28'],
  ['2026-12-31', 365, '2027-12-31'],
])('%s plus %i days is %s', (date, days, expected) => {
  expect(addDays(date, days)).toBe(expected)
})

test('days between dates count calendar days across a DST change', () => {
  expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2)
  expect(daysBetween('2026-10-30', '2026-10-26')).toBe(-4)
})

test('a milestone is overdue when its deadline has passed and it is not done', () => {
  expect(isOverdue({ deadline: '2026-01-09', status: 'Planned' }, '2026-01-10')).toBe(true)
  expect(isOverdue({ deadline: '2026-01-09', status: 'Blocked' }, '2026-01-10')).toBe(true)
  expect(isOverdue({ deadline: '2026-01-09', status: 'Done' }, '2026-01-10')).toBe(false)
  expect(isOverdue({ deadline: '2026-01-10', status: 'Planned' }, '2026-01-10')).toBe(false)
})

test('today is the local calendar date', () => {
  expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
})

test('deadlines read as day, month and year', () => {
  expect(formatDeadline('2026-01-15')).toBe('15 Jan 2026')
})

test('the axis places today among the milestones, spaces them by time within bounds and labels new months', () => {
  const axis = layoutAxis(
    [
      { deadline: '2026-03-01', id: 'c' },
      { deadline: '2026-01-01', id: 'a' },
      { deadline: '2026-01-03', id: 'b' },
      { deadline: '2027-12-01', id: 'd' },
    ],
    '2026-02-10',
  )
  expect(axis.map((entry) => (entry.kind === 'today' ? 'today' : entry.item.id))).toEqual(['a', 'b', 'today', 'c', 'd'])
  expect(axis.map((entry) => entry.gap)).toEqual([0, 8, 57, 28.5, 96])
  expect(axis.map((entry) => entry.month)).toEqual(['2026-01', null, '2026-02', '2026-03', '2027-12'])
})

test('a milestone due today comes before the today line', () => {
  const axis = layoutAxis([{ deadline: '2026-02-10' }], '2026-02-10')
  expect(axis.map((entry) => entry.kind)).toEqual(['milestone', 'today'])
})
