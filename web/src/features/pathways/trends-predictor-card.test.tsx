import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { PredictTrendsResponse, TopicTrend } from '#shared/contract/trends'
import { errorReply, fakeApi } from '../../test/fake-api'
import { renderWithApp } from '../../test/render'
import { TrendsPredictorCard } from './trends-predictor-card'

function topicTrend(name: string): TopicTrend {
  const years = Array.from({ length: 12 }, (_, i) => ({
    year: 2014 + i,
    count: 100 + 10 * i,
    total: 10_000,
    share: (100 + 10 * i) / 10_000,
    underIndexed: i === 11,
  }))
  return {
    text: name,
    topicId: null,
    name,
    denominator: { kind: 'all', name: 'all works in OpenAlex' },
    worksUrl: 'https://openalex.org/works?filter=title_and_abstract.search:soil',
    years,
    forecast: [1, 2, 3].map((horizon) => ({
      year: 2025 + horizon,
      horizon,
      count: 210 + 10 * horizon,
      countLower: 190 + 5 * horizon,
      countUpper: 230 + 15 * horizon,
      share: 0.021 + 0.001 * horizon,
      shareLower: 0.019,
      shareUpper: 0.026,
    })),
    label: 'growing',
    growth: 0.045,
    backtest: {
      rows: [
        {
          originYear: 2022,
          year: 2023,
          horizon: 1,
          forecast: 185,
          lower: 170,
          upper: 200,
          actual: 190,
          error: -0.0263,
          covered: true,
        },
      ],
      summary: [{ horizon: 1, forecasts: 1, meanAbsoluteError: 0.0263, coverage: 1 }],
    },
    drivers: {
      works: [{ id: 'W1', title: 'Soil carbon at scale', year: 2024, citations: 321, url: 'https://doi.org/10.1/x' }],
      institutions: [{ id: 'I1', name: 'University of Eastmoor', works: 12, url: 'https://openalex.org/I1' }],
      countries: [{ code: 'GB', name: 'United Kingdom', works: 40, url: 'https://openalex.org/works?filter=x' }],
      fromYear: 2023,
      toYear: 2025,
      omitted: null,
    },
    tooFew: false,
  }
}

function response(names: string[]): PredictTrendsResponse {
  return {
    topics: names.map(topicTrend),
    currentYear: 2026,
    lastCompleteYear: 2025,
    rule: 'growing when r is at least +3 % a year',
    method: 'The forecast is the median of three simple models.',
    calls: 5,
    budget: 10,
    generatedAt: '2026-01-02T00:00:00.000Z',
  }
}

test('a topic gives the chart with its table, the label with its rule, the backtest and the drivers, linked', async () => {
  let release: () => void = () => undefined
  const api = fakeApi({
    trendTopicSuggestions: () => ({ topics: [] }),
    predictTrends: async (request) => {
      await new Promise<void>((resolve) => (release = resolve))
      return response((request.json as { topics: { text: string }[] }).topics.map((topic) => topic.text))
    },
  })
  const { user } = renderWithApp(<TrendsPredictorCard />)

  const generate = screen.getByRole('button', { name: 'Generate' })
  expect(generate).toBeDisabled()
  await user.type(screen.getByRole('textbox', { name: 'Topic 1' }), 'soil carbon')
  await user.click(screen.getByRole('button', { name: 'Add a topic to compare' }))
  await user.type(screen.getByRole('textbox', { name: 'Topic 2' }), 'urban heat')
  await user.click(generate)

  expect(await screen.findByRole('button', { name: 'Generating Analysis...' })).toBeDisabled()
  release()
  expect(await screen.findByText('Your research trends predictor is ready for review.')).toBeInTheDocument()
  expect(api.callsTo('predictTrends')[0]?.request.json).toEqual({
    topics: [{ text: 'soil carbon' }, { text: 'urban heat' }],
  })

  expect(screen.getByRole('img', { name: /Share of field, 2014 to 2028/ })).toBeInTheDocument()
  expect(screen.getByRole('table', { name: 'Share of field per topic, counted and forecast' })).toBeInTheDocument()
  await user.click(screen.getByRole('radio', { name: 'Works per year' }))
  const numbers = screen.getByRole('table', { name: 'Works per year per topic, counted and forecast' })
  expect(within(numbers).getAllByText('210 (may be incomplete)')).toHaveLength(2)
  expect(within(numbers).getAllByText('220 forecast (195–245)')).toHaveLength(2)

  expect(screen.getByText('growing when r is at least +3 % a year')).toBeInTheDocument()
  const soil = screen.getByRole('region', { name: /soil carbon/ })
  expect(within(soil).getByText('Growing')).toBeInTheDocument()
  expect(within(soil).getByText(/\+4\.5 % a year/)).toBeInTheDocument()
  const backtest = within(soil).getByRole('table', { name: 'Each backtest forecast for soil carbon' })
  expect(within(backtest).getByText('185 (170–200)')).toBeInTheDocument()
  expect(within(backtest).getByText('yes')).toBeInTheDocument()
  expect(
    within(soil)
      .getByRole('link', { name: /Soil carbon at scale/ })
      .getAttribute('href'),
  ).toBe('https://doi.org/10.1/x')
  expect(within(soil).getByRole('link', { name: /University of Eastmoor/ })).toHaveAttribute('target', '_blank')
})

test('a topic chosen from the OpenAlex suggestions is sent with its id and field', async () => {
  const api = fakeApi({
    trendTopicSuggestions: () => ({
      topics: [
        {
          id: 'T10320',
          name: 'Coral Reef Ecology and Bleaching',
          worksCount: 5400,
          field: { id: '23', name: 'Environmental Science' },
          subfield: 'Ecology',
        },
      ],
    }),
    predictTrends: () => response(['Coral Reef Ecology and Bleaching']),
  })
  const { user } = renderWithApp(<TrendsPredictorCard />)

  await user.type(screen.getByRole('textbox', { name: 'Topic 1' }), 'coral reef')
  await user.click(await screen.findByRole('button', { name: /Coral Reef Ecology and Bleaching/ }, { timeout: 3000 }))
  expect(screen.getByText(/compared with its field, Environmental Science/)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Generate' }))

  await waitFor(() => expect(api.callsTo('predictTrends')).toHaveLength(1))
  expect(api.callsTo('predictTrends')[0]?.request.json).toEqual({
    topics: [
      {
        text: 'Coral Reef Ecology and Bleaching',
        topicId: 'T10320',
        fieldId: '23',
        fieldName: 'Environmental Science',
      },
    ],
  })
})

test('the spec’s toasts: Input Required for a topic too short, Error when the analysis fails', async () => {
  const api = fakeApi({
    trendTopicSuggestions: () => ({ topics: [] }),
    predictTrends: () => errorReply(502, 'UPSTREAM_FAILED', 'Failed to generate analysis. Please try again.'),
  })
  const { user } = renderWithApp(<TrendsPredictorCard />)

  await user.type(screen.getByRole('textbox', { name: 'Topic 1' }), 'x')
  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(await screen.findByText('Input Required')).toBeInTheDocument()
  expect(screen.getByText('Please describe your research trends predictor requirements.')).toBeInTheDocument()
  expect(api.callsTo('predictTrends')).toHaveLength(0)

  await user.type(screen.getByRole('textbox', { name: 'Topic 1' }), 'yz')
  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(await screen.findByText('Error')).toBeInTheDocument()
  expect(screen.getByText('Failed to generate analysis. Please try again.')).toBeInTheDocument()
})
