import { expect, test } from 'vitest'
import { ProfilerAnswersSchema, type ProfilerAnswersInput } from '#shared/contract/profiler'
import { careerPathsOf, scoreProfile, toolsOf } from './profile-rubric'

const strong: ProfilerAnswersInput = {
  research_interest: 'How coral reefs recover after marine heatwaves and mass bleaching events in the Pacific',
  experience_level: 'Postdoc',
  linkedin_url: 'https://www.linkedin.com/in/reef-researcher',
  current_projects:
    'With my lab I survey coral cover, juvenile recruitment and water temperature on twelve reefs, using photo quadrats, R models and satellite heat records',
  research_goals: 'Publish two papers on coral recovery after heatwaves and submit a grant application by March 2027',
  collaboration_interests: 'Academic Collaborations',
  tools_expertise: 'R, Python, photo quadrats, GIS, mixed models',
  publications: '11-25',
  career_aspirations: 'A faculty position at a university, leading a coral reef ecology group',
}

const thin: ProfilerAnswersInput = {
  research_interest: 'biology',
  experience_level: 'Undergraduate Student',
  linkedin_url: '',
  current_projects: 'none yet',
  research_goals: 'learn more',
  collaboration_interests: 'Startup Ventures',
  tools_expertise: 'Excel',
  publications: '0',
  career_aspirations: 'not sure',
}

const scores = (input: ProfilerAnswersInput) =>
  Object.fromEntries(scoreProfile(ProfilerAnswersSchema.parse(input)).map((score) => [score.id, score]))

test('each score is the sum of its reasons, and no reason gives more than its maximum', () => {
  for (const input of [strong, thin]) {
    for (const score of Object.values(scores(input))) {
      expect(score.score).toBe(score.reasons.reduce((sum, reason) => sum + reason.points, 0))
      expect(score.reasons.reduce((sum, reason) => sum + reason.max, 0)).toBe(100)
      for (const reason of score.reasons) expect(reason.points).toBeLessThanOrEqual(reason.max)
    }
  }
})

test('a detailed, consistent profile scores high and a thin one low, with reasons that say why', () => {
  const high = scores(strong)
  const low = scores(thin)
  expect(high.researchPotential!.score).toBe(25 + 20 + 17 + 15 + 15)
  expect(high.goalAlignment!.score).toBe(100)
  expect(high.collaborationScore!.score).toBe(20 + 25 + 20 + 15 + 10 + 10)
  expect(low.researchPotential!.score).toBe(5 + 8 + 0 + 0 + 4)
  expect(low.goalAlignment!.score).toBeLessThan(20)
  expect(low.goalAlignment!.reasons.map((reason) => reason.text)).toContain('Your goals name no deliverable')
  expect(low.collaborationScore!.reasons[1]!.text).toBe(
    'Startup Ventures: your career aspiration names no path to match them with',
  )
})

test('a collaboration that leads away from the career path counts less than one that leads to it', () => {
  const away = scores({ ...strong, collaboration_interests: 'Industry Partnerships' }).collaborationScore!
  expect(away.reasons[1]).toEqual({
    text: 'Industry Partnerships lead towards industry, your aspiration towards academic',
    points: 5,
    max: 25,
  })
})

test('career paths and tools are read from free text', () => {
  expect(careerPathsOf('Work in science policy, or found a startup')).toEqual(['policy', 'entrepreneurship'])
  expect(careerPathsOf('not sure yet')).toEqual([])
  expect(toolsOf('R, Python and SPSS; interviews\nGIS / QGIS.')).toEqual([
    'r',
    'python',
    'spss',
    'interviews',
    'gis',
    'qgis',
  ])
})
