import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import {
  CAREER_SKILLS,
  RIASEC,
  WORK_VALUES,
  type CareerAnalysis,
  type SaveCareerAssessment,
} from '#shared/contract/careers'
import { fakeApi } from '../../test/fake-api'
import { renderWithApp } from '../../test/render'
import { CareerAnalyzerCard } from './career-analyzer-card'

const figure = (value: string) => ({ value, source: 'BLS Employment Projections', year: '2024–34' })

const analysis: CareerAnalysis = {
  archetypes: [
    {
      id: 'academic-researcher',
      title: 'Academic Researcher',
      fit: 0.81,
      why: 'Investigative interests.',
      occupations: [],
    },
    {
      id: 'industry-innovator',
      title: 'Industry Innovator',
      fit: 0.7,
      why: 'Programming and design.',
      occupations: [],
    },
    { id: 'policy-advisor', title: 'Policy Analyst/Advisor', fit: 0.5, why: 'Writing and speaking.', occupations: [] },
    { id: 'research-entrepreneur', title: 'Research Entrepreneur', fit: 0.4, why: 'Enterprising.', occupations: [] },
  ],
  occupations: [
    {
      code: '15-2051.00',
      title: 'Data Scientists',
      fit: 0.78,
      parts: { skills: 0.8, interests: 0.75, values: 0.7 },
      interestCode: 'ICR',
      jobZone: 4,
      why: 'Your mathematics and programming match; investigative interests.',
      matches: [{ id: '2.A.1.e', name: 'Mathematics', yours: 5.6, level: 4.9, importance: 4.2 }],
      gaps: [{ id: '2.A.1.d', name: 'Speaking', yours: 2.8, level: 4.1, importance: 3.6 }],
      conflicts: [],
      bls: {
        soc: '15-2051',
        title: 'Data scientists',
        medianPay: figure('$112,590'),
        entryEducation: figure("Bachelor's degree"),
        growth: figure('33.5 %'),
        openings: figure('23,400'),
      },
      onetUrl: 'https://www.onetonline.org/link/summary/15-2051.00',
    },
  ],
  plan: [
    {
      skillId: '2.A.1.d',
      skill: 'Speaking',
      forOccupations: ['Data Scientists'],
      steps: ['Give a talk at a lab meeting each term.'],
      links: [{ label: 'Learning hub', href: '/research-verse' }],
    },
  ],
  weights: { skills: 0.5, interests: 0.3, values: 0.2 },
  method: 'Weighted similarity on O*NET importance and level.',
  dataset: null,
  missingData: null,
  attribution: 'This product includes information from the O*NET 29.0 Database.',
}

test('the assessment saves as the member rates, refuses to generate until complete, then shows the fit with sourced figures', async () => {
  const saves: SaveCareerAssessment[] = []
  const partial = {
    skills: Object.fromEntries(CAREER_SKILLS.map((skill) => [skill.id, 3])),
    interests: Object.fromEntries(RIASEC.slice(0, 5).map((area) => [area.id, 3])),
    values: Object.fromEntries(WORK_VALUES.map((value) => [value.id, 4])),
  }
  let analysed = 0
  fakeApi({
    pathwayToolOutputs: () => ({ outputs: [] }),
    // Resumed where the member left: on interests, one area still to rate.
    careerAssessment: () => ({
      answers: partial,
      step: 'interests',
      dataset: null,
      importCommand: 'npm run import:careers',
    }),
    saveCareerAssessment: (request) => {
      saves.push(request.json as SaveCareerAssessment)
      return {
        answers: (request.json as SaveCareerAssessment).answers,
        step: 'interests',
        dataset: null,
        importCommand: '',
      }
    },
    analyzeCareer: () => {
      analysed += 1
      return analysis
    },
  })
  const { user } = renderWithApp(<CareerAnalyzerCard />)

  const last = RIASEC[5]
  const lastArea = await screen.findByRole('combobox', { name: new RegExp(last.name) }, { timeout: 5000 })
  expect(screen.getByText(/only the archetype fit can be given/)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /2\. Interests \(5\/6\)/ })).toHaveAttribute('aria-current', 'step')

  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(await screen.findByText('Please describe your career path analyzer requirements.')).toBeInTheDocument()
  expect(analysed).toBe(0)

  await user.selectOptions(lastArea, '5')
  await waitFor(() => expect(saves.at(-1)?.answers.interests[last.id]).toBe(5))
  expect(saves.at(-1)?.step).toBe('interests')

  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(await screen.findByText('Your career path analyzer is ready for review.')).toBeInTheDocument()
  const occupations = screen.getByRole('region', { name: 'Occupations that fit you' })
  expect(within(occupations).getByText(/Data Scientists/)).toBeInTheDocument()
  // pay, entry education, growth and openings, each with its source and years
  expect(within(occupations).getAllByText('(BLS Employment Projections, 2024–34)')).toHaveLength(4)
  expect(screen.getByRole('region', { name: 'Fit to the four archetypes' })).toHaveTextContent(
    'Academic Researcher 81 %',
  )
  expect(screen.getByRole('link', { name: 'Learning hub' })).toHaveAttribute('href', '/research-verse')
  expect(screen.getByText(/Weights: skills 0.5, interests 0.3, work values 0.2/)).toBeInTheDocument()
})

test('the skills-gap plan goes to the timeline builder as milestones from a picked start date', async () => {
  const answers = {
    skills: Object.fromEntries(CAREER_SKILLS.map((skill) => [skill.id, 3])),
    interests: Object.fromEntries(RIASEC.map((area) => [area.id, 3])),
    values: Object.fromEntries(WORK_VALUES.map((value) => [value.id, 4])),
  }
  const api = fakeApi({
    pathwayToolOutputs: () => ({
      outputs: [
        { tool: 'career-path-analyzer', input: { answers }, output: analysis, updatedAt: '2026-11-28T00:00:00.000Z' },
      ],
    }),
    careerAssessment: () => ({ answers, step: 'results', dataset: null, importCommand: '' }),
    createResearchPath: () => ({
      id: '22222222-2222-4222-8222-222222222222',
      title: 'Career skills-gap plan',
      description: null,
      milestoneCount: 1,
      doneCount: 0,
      nextDeadline: '2027-02-15',
      hasFeed: false,
      createdAt: '2026-11-29T00:00:00.000Z',
      updatedAt: '2026-11-29T00:00:00.000Z',
      field: 'Research Timeline',
      goals: [],
      notes: '',
      milestones: [],
    }),
  })
  const { user } = renderWithApp(<CareerAnalyzerCard />)

  const form = await screen.findByRole('form', { name: 'Add the plan to the timeline' }, { timeout: 5000 })
  const date = within(form).getByLabelText('Start date')
  await user.clear(date)
  await user.type(date, '2027-01-04')
  await user.click(within(form).getByRole('button', { name: 'Add the plan to the timeline' }))
  await waitFor(() => expect(api.callsTo('createResearchPath')).toHaveLength(1))
  expect(api.callsTo('createResearchPath')[0]?.request.json).toMatchObject({
    title: 'Career skills-gap plan',
    milestones: [{ title: 'Build Speaking', deadline: '2027-02-15', priority: 'High' }],
  })
  expect(await screen.findByText('Your research timeline has been saved to My Research Paths.')).toBeInTheDocument()
})
