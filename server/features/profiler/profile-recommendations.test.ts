import { expect, test } from 'vitest'
import { ProfilerAnswersSchema, type Opportunities, type ProfilerAnswersInput } from '#shared/contract/profiler'
import { PROFILE_ANSWERS } from '../../test/profile-answers'
import { recommendFor } from './profile-recommendations'
import { profileFacts } from './profile-rubric'

const venues: Opportunities = {
  query: 'coral reefs recover marine heatwaves bleaching events',
  journals: [{ id: 'S1', name: 'Coral Reefs', works: 120, url: 'https://openalex.org/S1' }],
  conferences: [{ id: 'S2', name: 'International Coral Reef Symposium', works: 30, url: 'https://openalex.org/S2' }],
  unavailable: null,
}

const recommend = (input: ProfilerAnswersInput, opportunities = venues) => {
  const answers = ProfilerAnswersSchema.parse(input)
  return recommendFor(answers, profileFacts(answers), opportunities)
}

test('a graduate without publications is told first to publish, in the journals found for the topic', () => {
  const list = recommend(PROFILE_ANSWERS)

  const first = list.find((item) => item.id === 'first-publication')
  expect(first?.priority).toBe('High')
  expect(first?.description).toContain('Coral Reefs')
  expect(list.map((item) => item.priority)).toEqual(
    [...list.map((item) => item.priority)].sort(
      (a, b) => ['High', 'Medium', 'Low'].indexOf(a) - ['High', 'Medium', 'Low'].indexOf(b),
    ),
  )
  expect(list.map((item) => item.id)).toEqual(
    expect.arrayContaining(['present', 'career-academic', 'visibility', 'collaborators']),
  )
})

test('an undergraduate is not pushed to publish first, and a vague interest and goals come first', () => {
  const list = recommend({
    ...PROFILE_ANSWERS,
    experience_level: 'Undergraduate Student',
    research_interest: 'biology',
    research_goals: 'learn more',
  })

  expect(list.slice(0, 2).map((item) => item.id)).toEqual(['focus', 'measurable-goals'])
  expect(list.find((item) => item.id === 'measurable-goals')?.description).toMatch(
    /^Your goals have neither a deliverable nor a date\./,
  )
  expect(list.find((item) => item.id === 'first-publication')?.priority).toBe('Medium')
  expect(list.map((item) => item.id)).not.toContain('present')
})

test('no conference is recommended when none was found, and an unclear career gets its own advice', () => {
  const ids = recommend(
    {
      ...PROFILE_ANSWERS,
      career_aspirations: 'not sure yet',
      publications: '4-10',
      linkedin_url: 'https://www.linkedin.com/in/x',
    },
    { ...venues, conferences: [] },
  ).map((item) => item.id)

  expect(ids).toContain('career-direction')
  expect(ids).not.toContain('present')
  expect(ids).not.toContain('first-publication')
  expect(ids).not.toContain('visibility')
})
