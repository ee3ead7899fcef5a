import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AssessmentResponse } from '#shared/contract/colleges'
import { errorReply, fakeApi } from '../../../test/fake-api'
import { freeMe } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'
import { EMPTY_ANSWERS } from '../assessment-rules'
import { CollegeAssessment } from './college-assessment'

const COMMAND = 'npm run import:colleges ../shared/data/colleges/institutions.csv'

function assessment(overrides: Partial<AssessmentResponse> = {}): AssessmentResponse {
  return {
    answers: null,
    step: 0,
    updatedAt: null,
    dataset: { institutions: 8, source: 'institutions.csv', importedAt: null, importCommand: COMMAND },
    ...overrides,
  }
}

test('with no college imported the assessment says exactly what to run, and shows no college', async () => {
  fakeApi({
    me: () => freeMe(),
    collegeAssessment: () =>
      assessment({ dataset: { institutions: 0, source: null, importedAt: null, importCommand: COMMAND } }),
  })
  renderWithApp(<CollegeAssessment />)
  expect(await screen.findByText('No college data imported')).toBeInTheDocument()
  expect(screen.getByText(COMMAND)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Start Assessment' })).toBeNull()
})

test('Next on step 1 waits for an academic interest; answers are saved as they change', async () => {
  const api = fakeApi({
    me: () => freeMe(),
    collegeAssessment: () => assessment(),
    saveCollegeAssessment: (request) =>
      assessment({ ...(request.json as Pick<AssessmentResponse, 'answers' | 'step'>) }),
  })
  const { user } = renderWithApp(<CollegeAssessment />)
  await user.click(await screen.findByRole('button', { name: 'Start Assessment' }))
  const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' })
  expect(next.disabled).toBe(true)

  await user.click(screen.getByRole('button', { name: 'Philosophy' }))

  expect(next.disabled).toBe(false)
  await user.click(next)
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument()
  await new Promise((resolve) => setTimeout(resolve, 800))
  const saved = api.callsTo('saveCollegeAssessment').at(-1)?.request.json
  expect(saved).toEqual({ answers: { ...EMPTY_ANSWERS, academicInterests: ['Philosophy'] }, step: 1 })
})

test('a failed match shows the error and a retry, never a sample college', async () => {
  fakeApi({
    me: () => freeMe(),
    collegeAssessment: () => assessment({ answers: { ...EMPTY_ANSWERS, academicInterests: ['Law'] }, step: 3 }),
    saveCollegeAssessment: () => assessment(),
    matchColleges: () => errorReply(503, 'SERVICE_UNAVAILABLE', 'No college data is imported on this server yet.'),
  })
  const { user } = renderWithApp(<CollegeAssessment />)
  await user.click(await screen.findByRole('button', { name: 'Generate Recommendations' }))
  expect(await screen.findByText('Recommendations could not be generated')).toBeInTheDocument()
  expect(screen.getByText('No college data is imported on this server yet.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  expect(screen.queryByTestId('college-card')).toBeNull()
})
