import { expect, test } from 'vitest'
import { computerScienceBranch, missionAudiences, missionBeliefs, supporters } from './about-content'

test('the mission page has three audiences and four beliefs', () => {
  expect(missionAudiences.map((card) => card.title)).toEqual([
    'For the curious',
    'For the collaborative',
    'For the innovative',
  ])
  expect(missionBeliefs).toHaveLength(4)
})

test('the computer-science branch links only to pages Lodestar has', () => {
  expect(computerScienceBranch.items.map((item) => item.title)).toEqual([
    'Interest Profiler',
    'Exploration Hub',
    'CS Pathways',
    'CS Verse',
  ])
  const links = computerScienceBranch.items.flatMap((item) => (item.to ? [item.to] : []))
  expect(links).toEqual(['/exploration-hub'])
})

test('supporters carry their figures and no invented web address', () => {
  expect(supporters.map((supporter) => supporter.stats.map((stat) => `${stat.value} ${stat.label}`))).toEqual([
    ['3000+ students', '900+ projects'],
    ['1000+ PhD mentors', '100+ universities'],
  ])
  expect(JSON.stringify(supporters)).not.toMatch(/https?:/)
})
