import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { ReviewParameters } from '#shared/contract/learning'
import { fakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { ScheduleOptimiser } from './schedule-optimiser'

const defaults: ReviewParameters = {
  trainingReviews: 12,
  minimumReviews: 64,
  personalised: false,
  parameters: Array.from({ length: 21 }, () => 1),
  lastFit: null,
}

test('below the threshold the button is off and says how many more reviews it needs', async () => {
  fakeApi({ reviewParameters: () => defaults })
  renderWithApp(<ScheduleOptimiser />)
  const button = await screen.findByRole('button', { name: 'Optimise my schedule' })
  expect(button.hasAttribute('disabled')).toBe(true)
  expect(screen.getByText('12 of the 64')).toBeInTheDocument()
  expect(screen.getByText('Available after 52 more such reviews.')).toBeInTheDocument()
})

test('optimising shows the log loss and calibration before and after, and says the fit is in use', async () => {
  const api = fakeApi({
    reviewParameters: () => ({ ...defaults, trainingReviews: 80 }),
    optimiseReviewParameters: () => ({
      ...defaults,
      trainingReviews: 80,
      personalised: true,
      lastFit: {
        fittedAt: '2026-03-02T10:00:00.000Z',
        reviews: 80,
        before: { logLoss: 0.5123, rmse: 0.114 },
        after: { logLoss: 0.4471, rmse: 0.083 },
        adopted: true,
      },
    }),
  })
  const { user } = renderWithApp(<ScheduleOptimiser />)

  await user.click(await screen.findByRole('button', { name: 'Optimise my schedule' }))

  expect(await screen.findByText('Your schedule now uses parameters fitted to your reviews.')).toBeInTheDocument()
  const table = screen.getByRole('table', { name: 'How well each parameter set predicts your 80 reviews' })
  expect(within(table).getByRole('row', { name: /Log loss 0\.512 0\.447/ })).toBeInTheDocument()
  expect(within(table).getByRole('row', { name: /Calibration error 11\.4% 8\.3%/ })).toBeInTheDocument()
  expect(screen.getByText(/with parameters fitted to your own history/)).toBeInTheDocument()
  expect(api.callsTo('optimiseReviewParameters')).toHaveLength(1)
})
