import { expect, test } from 'vitest'
import { goalsOf, notesOf, sortMilestones } from './milestone-order'

test('milestones sort by deadline ascending, ties in the order entered', () => {
  const sorted = sortMilestones([
    { title: 'Defence', deadline: '2027-06-01', position: 0 },
    { title: 'Draft B', deadline: '2026-03-01', position: 2 },
    { title: 'Draft A', deadline: '2026-03-01', position: 1 },
    { title: 'Proposal', deadline: '2025-12-31', position: 3 },
  ])
  expect(sorted.map((m) => m.title)).toEqual(['Proposal', 'Draft A', 'Draft B', 'Defence'])
})

test('sorting compares dates, not the order of the list given, and leaves the input alone', () => {
  const input = [
    { deadline: '2026-10-01', position: 0 },
    { deadline: '2026-09-30', position: 1 },
  ]
  expect(sortMilestones(input).map((m) => m.deadline)).toEqual(['2026-09-30', '2026-10-01'])
  expect(input[0]?.deadline).toBe('2026-10-01')
})

test('goals are the titles; notes give the count and each title with its deadline', () => {
  const milestones = [
    { title: 'Ethics approval', deadline: '2026-02-01' },
    { title: 'Pilot study', deadline: '2026-04-15' },
  ]
  expect(goalsOf(milestones)).toEqual(['Ethics approval', 'Pilot study'])
  expect(notesOf(milestones)).toBe(
    'Research Timeline: 2 milestones\n- Ethics approval (2026-02-01)\n- Pilot study (2026-04-15)',
  )
  expect(notesOf([{ title: 'Only', deadline: '2026-01-01' }])).toBe(
    'Research Timeline: 1 milestone\n- Only (2026-01-01)',
  )
})
