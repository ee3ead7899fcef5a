import { expect, test } from 'vitest'
import { AdviceInputSchema } from '#shared/contract/methodology'
import { SaveResearchPathInputSchema } from '#shared/contract/timeline'
import { advise } from './advise'
import { addDays, researchPathOf } from './plan-to-timeline'

test.each([
  ['2030-01-07', 21, '2030-01-28'],
  ['2028-02-22', 7, '2028-02-29'],
  ['2029-12-31', 1, '2030-01-01'],
  ['2030-03-30', 0, '2030-03-30'],
])('%s plus %i days is %s, whatever the time zone', (date, days, expected) => {
  expect(addDays(date, days)).toBe(expected)
})

test('a question longer than a path title is cut to at most 200 characters, and the path passes the timeline’s schema', () => {
  const question = `Does tutoring improve grades ${'in rural schools '.repeat(40)}?`
  const advice = advise(AdviceInputSchema.parse({ researchQuestion: question }))

  const path = researchPathOf(question, advice, '2030-01-07')

  expect(path.title.length).toBeLessThanOrEqual(200)
  expect(path.title.length).toBeGreaterThan(190)
  expect(path.title.endsWith('…')).toBe(true)
  expect(() => SaveResearchPathInputSchema.parse(path)).not.toThrow()
})

test('a review’s phases follow each other from the start date, and registration is marked High', () => {
  const advice = advise(AdviceInputSchema.parse({ researchQuestion: 'A systematic review of sleep and memory' }))

  const path = researchPathOf('A systematic review of sleep and memory', advice, '2030-01-07')

  expect(path.milestones.map((milestone) => [milestone.title, milestone.deadline, milestone.priority])).toEqual([
    ['Protocol and registration', '2030-01-28', 'High'],
    ['Search', '2030-02-11', 'Medium'],
    ['Screening', '2030-03-11', 'Medium'],
    ['Data extraction and appraisal', '2030-04-01', 'Medium'],
    ['Synthesis', '2030-04-29', 'Medium'],
    ['Writing and reporting', '2030-05-27', 'Medium'],
  ])
})
