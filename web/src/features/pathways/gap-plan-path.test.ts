import { expect, test } from 'vitest'
import { SaveResearchPathInputSchema } from '#shared/contract/timeline'
import { gapPlanPath } from './gap-plan-path'

test('each gap is a milestone six weeks after the one before, the first one high priority, valid for the timeline', () => {
  const path = gapPlanPath(
    [
      {
        skillId: '2.A.1.e',
        skill: 'Mathematics',
        forOccupations: ['Data Scientists'],
        steps: ['Take a course'],
        links: [],
      },
      { skillId: '2.B.3.e', skill: 'Programming', forOccupations: [], steps: ['Write code', 'Review code'], links: [] },
    ],
    '2026-12-31',
  )
  expect(path.milestones.map((m) => [m.title, m.deadline, m.priority])).toEqual([
    ['Build Mathematics', '2027-02-11', 'High'],
    ['Build Programming', '2027-03-25', 'Medium'],
  ])
  expect(path.milestones[0]?.description).toBe('For Data Scientists.\n• Take a course')
  expect(SaveResearchPathInputSchema.safeParse(path).success).toBe(true)
})
