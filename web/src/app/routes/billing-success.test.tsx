import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { fakeApi } from '../../test/fake-api'
import { freeMe } from '../../test/fixtures'
import { renderWithApp } from '../../test/render'
import { BillingSuccessRoute } from './billing-success'

test('after a mock payment the toast and the page agree: nothing was charged and the plan has not changed', async () => {
  fakeApi({
    me: () => freeMe(),
    subscription: () => ({
      subscribed: false,
      subscription_tier: 'free',
      subscription_end: null,
      lifetime_access: false,
      registration_number: null,
    }),
  })
  renderWithApp(<BillingSuccessRoute />, {
    path: '/billing-success',
    route: '/billing-success?mock=true&plan=premium',
  })

  expect(await screen.findByRole('heading', { level: 1, name: 'Mock Payment Successful!' })).toBeInTheDocument()
  const outcome = 'Mock checkout for the Premium plan: no payment was taken and your plan has not changed.'
  // once on the page, once in the toast (its card loads lazily); "successfully subscribed" nowhere
  await waitFor(() => expect(screen.getAllByText(outcome)).toHaveLength(2))
  expect(screen.queryByText(/successfully subscribed/)).toBeNull()
  expect(screen.getByText('Your plan now:')).toBeInTheDocument()
})
