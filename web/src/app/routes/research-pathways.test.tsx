import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { fakeApi } from '../../test/fake-api'
import { freeMe, premiumMe } from '../../test/fixtures'
import { renderWithApp } from '../../test/render'
import { ResearchPathwaysRoute } from './research-pathways'

const refused = () => {
  throw new Error('the teaser must not ask for the premium content')
}

test('a visitor sees the Premium Feature teaser with Sign In and Upgrade to Premium', async () => {
  fakeApi({ me: () => ({ user: null }), pathwaysContent: refused })
  renderWithApp(<ResearchPathwaysRoute />, { path: '/research-pathways' })

  expect(await screen.findByText('Premium Feature')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
  expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing')
  expect(screen.queryByRole('tablist')).toBeNull()
})

test('a free member sees the teaser with Upgrade to Premium only', async () => {
  fakeApi({ me: () => freeMe(), pathwaysContent: refused })
  renderWithApp(<ResearchPathwaysRoute />, { path: '/research-pathways' })

  expect(await screen.findByText('Premium Feature')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing')
  expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull()
  expect(screen.queryByRole('tablist')).toBeNull()
})

test('a premium member gets the page with its three tabs', async () => {
  fakeApi({ me: () => premiumMe() })
  renderWithApp(<ResearchPathwaysRoute />, { path: '/research-pathways' })

  const tabs = await screen.findByRole('tablist', { name: 'Research pathways sections' })
  expect(tabs).toBeInTheDocument()
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'AI-Powered Tools',
    'Career Pathways',
    'Resources & Guides',
  ])
  expect(screen.queryByText('Premium Feature')).toBeNull()
})
