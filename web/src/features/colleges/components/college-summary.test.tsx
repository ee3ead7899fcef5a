import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { MatchResponse, NarrativeInput } from '#shared/contract/colleges'
import { errorReply, fakeApi } from '../../../test/fake-api'
import { freeMe } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'
import { EMPTY_ANSWERS } from '../assessment-rules'
import { college } from '../test-recommendation'
import { CollegeResults } from './college-results'

const composed = (name: string) => ({
  text: `${name} is a public institution in Boston, MA.`,
  source: 'composed' as const,
  model: null,
  notice: null,
})
const colleges = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name, index) =>
  college(name, 90 - index * 10, 50, { unitId: index + 1, matchRank: index + 1, summary: composed(name) }),
)

function result(narrativeModel: string | null): MatchResponse {
  return {
    recommendations: colleges,
    filters: [],
    considered: 4,
    eligible: 4,
    weights: { academic: 30, program: 25, research: 15, cost: 15, outcome: 15 },
    source: 'institutions.csv',
    narrativeModel,
  }
}

const render = (narrativeModel: string | null) =>
  renderWithApp(
    <CollegeResults
      result={result(narrativeModel)}
      answers={EMPTY_ANSWERS}
      onTakeAgain={() => undefined}
      onRetake={() => undefined}
    />,
  )

const summaries = () => screen.getAllByTestId('college-summary')

test('without a model every summary is composed from the figures, and says so; the model is never asked', async () => {
  const api = fakeApi({ me: () => freeMe(), savedColleges: () => ({ colleges: [] }) })
  render(null)
  expect(await screen.findByText('Alpha is a public institution in Boston, MA.')).toBeInTheDocument()
  for (const summary of summaries())
    expect(within(summary).getByText(/Summary composed from the figures on this card/)).toBeInTheDocument()
  expect(api.callsTo('collegeNarrative')).toHaveLength(0)
})

test('with a model the top three are written by it and named so; a failure keeps the composed one with its reason', async () => {
  const api = fakeApi({
    me: () => freeMe(),
    savedColleges: () => ({ colleges: [] }),
    collegeNarrative: (request) => {
      const { unitId } = request.json as NarrativeInput
      if (unitId === 2)
        return {
          unitId,
          summary: {
            ...composed('Bravo'),
            notice: 'The language model did not answer, so the composed summary is shown.',
          },
        }
      if (unitId === 3) return errorReply(503, 'SERVICE_UNAVAILABLE', 'Try again later.')
      return { unitId, summary: { text: 'Alpha admits few.', source: 'model', model: 'fake-llm', notice: null } }
    },
  })
  render('fake-llm')

  expect(await screen.findByText('Alpha admits few.')).toBeInTheDocument()
  const [alpha, bravo, charlie, delta] = summaries()
  expect(
    within(alpha!).getByText(/Summary written by the language model \(fake-llm\) from the figures on this card/),
  ).toBeInTheDocument()
  expect(await within(bravo!).findByText(/on this card\. The language model did not answer/)).toBeInTheDocument()
  expect(await within(charlie!).findByText(/could not be asked; this summary is composed/)).toBeInTheDocument()
  expect(within(delta!).getByText(/Summary composed from the figures on this card/)).toBeInTheDocument()
  expect(
    api
      .callsTo('collegeNarrative')
      .map((call) => (call.request.json as NarrativeInput).unitId)
      .sort(),
  ).toEqual([1, 2, 3])
})
