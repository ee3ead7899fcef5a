import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { SavedResearcherSchema, type SavedResearcher } from '#shared/contract/researchers'
import { FREE_DAILY_LIMITS, QUOTA_EXCEEDED_MESSAGES } from '#shared/plans'
import { errorReply, fakeApi } from '../../../test/fake-api'
import { freeMe, researcher, searchPage } from '../../../test/fixtures'
import { renderWithApp } from '../../../test/render'
import { ResearcherDiscovery } from './researcher-discovery'

const limit = FREE_DAILY_LIMITS.researcherSearch

test('typing a topic searches after a pause, lists the researchers, and the quota line counts the search', async () => {
  let searches = 0
  const api = fakeApi({
    me: () => freeMe(searches),
    savedResearchers: () => ({ researchers: [] }),
    searchResearchers: () => {
      searches += 1
      return searchPage([researcher('A1', 'Grace Hopper'), researcher('A2', 'Alan Turing')])
    },
  })
  const { user } = renderWithApp(<ResearcherDiscovery />)
  const quota = await screen.findByTestId('search-quota')
  expect(quota.textContent).toBe(`${limit} of ${limit} free searches left today — resets at midnight UTC`)

  await user.type(screen.getByRole('searchbox', { name: 'Search researchers by topic or name' }), 'graph theory')

  const list = await screen.findByRole('list', { name: 'Researchers for graph theory' }, { timeout: 2000 })
  expect(
    within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['Grace Hopper', 'Alan Turing'])
  expect(screen.getByText('Showing 2 of 2 researchers for “graph theory”, by citations.')).toBeInTheDocument()
  expect(await screen.findByText('Found 2 researchers')).toBeInTheDocument()
  expect(
    await screen.findByText(`${limit - 1} of ${limit} free searches left today — resets at midnight UTC`),
  ).toBeInTheDocument()
  expect(api.callsTo('searchResearchers')).toHaveLength(1)
  expect(api.callsTo('searchResearchers')[0]?.request.query.get('query')).toBe('graph theory')
  expect(api.unhandled).toEqual([])
})

test('a search over the daily limit says so and offers Premium', async () => {
  fakeApi({
    me: () => freeMe(limit),
    savedResearchers: () => ({ researchers: [] }),
    searchResearchers: () => errorReply(429, 'RATE_LIMITED', QUOTA_EXCEEDED_MESSAGES.researcherSearch.message),
  })
  const { user } = renderWithApp(<ResearcherDiscovery />)

  await user.click(await screen.findByRole('button', { name: 'Physics' }))

  expect(
    await screen.findByRole('heading', { name: QUOTA_EXCEEDED_MESSAGES.researcherSearch.title }),
  ).toBeInTheDocument()
  expect(screen.getAllByText(QUOTA_EXCEEDED_MESSAGES.researcherSearch.message).length).toBeGreaterThan(0)
  expect(screen.getByRole('link', { name: 'See Premium' }).getAttribute('href')).toBe('/pricing')
  expect(screen.getByTestId('search-quota').textContent).toMatch(new RegExp(`^0 of ${limit} free searches left today`))
})

test('a visitor sees the preview with the free limit and the way in', async () => {
  fakeApi({ me: () => ({ user: null }) })
  renderWithApp(<ResearcherDiscovery />)

  expect(await screen.findByRole('heading', { name: 'Global Research Discovery' })).toBeInTheDocument()
  expect(screen.getByText(`${limit} searches per day for free users`, { exact: false })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Sign In to Use' }).getAttribute('href')).toBe('/auth')
})

test('a saved researcher appears under Saved Researchers, with the count on the tab', async () => {
  let saved: SavedResearcher[] = []
  fakeApi({
    me: () => freeMe(),
    savedResearchers: () => ({ researchers: saved }),
    searchResearchers: () => searchPage([researcher('A1', 'Grace Hopper')]),
    saveResearcher: ({ json }) => {
      const card = SavedResearcherSchema.parse({ ...(json as object), isSaved: true, savedAt: '2025-06-01T10:00:00Z' })
      saved = [card]
      return card
    },
  })
  const { user } = renderWithApp(<ResearcherDiscovery />)

  await user.click(await screen.findByRole('button', { name: 'Machine Learning' }))
  await user.click(await screen.findByRole('button', { name: 'Save Grace Hopper' }))

  expect(await screen.findByText('Grace Hopper is in your Saved Researchers.')).toBeInTheDocument()
  await user.click(await screen.findByRole('tab', { name: 'Saved Researchers (1)' }))
  const list = screen.getByRole('list', { name: 'Saved researchers' })
  expect(within(list).getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument()
})

test('the search, its sort and the pages loaded live in the address, so a reload shows them again', async () => {
  const page = (query: URLSearchParams) => Number(query.get('page') ?? '1')
  const api = fakeApi({
    me: () => freeMe(0),
    savedResearchers: () => ({ researchers: [] }),
    searchResearchers: (request) =>
      page(request.query) === 1
        ? searchPage([researcher('A1', 'Grace Hopper')], 1, true)
        : searchPage([researcher('A2', 'Alan Turing')], 2, false),
  })
  const first = renderWithApp(<ResearcherDiscovery />, { path: '/home', route: '/home?tab=discovery' })
  await first.user.type(
    await screen.findByRole('searchbox', { name: 'Search researchers by topic or name' }),
    'compilers',
  )
  await screen.findByRole('list', { name: 'Researchers for compilers' }, { timeout: 2000 })
  await first.user.click(screen.getByRole('button', { name: 'Load More' }))
  await screen.findByRole('heading', { name: 'Alan Turing' })
  const address = new URLSearchParams(window.location.search)
  expect(Object.fromEntries(address)).toEqual({ tab: 'discovery', q: 'compilers', sort: 'citations', pages: '2' })
  first.unmount()

  // A reload: the same address gives the same search, both pages, without typing.
  renderWithApp(<ResearcherDiscovery />, { path: '/home', route: `/home?${address.toString()}` })
  expect(await screen.findByRole('searchbox', { name: 'Search researchers by topic or name' })).toHaveValue('compilers')
  const list = await screen.findByRole('list', { name: 'Researchers for compilers' })
  await within(list).findByRole('heading', { name: 'Alan Turing' })
  expect(
    within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['Grace Hopper', 'Alan Turing'])
  expect(api.unhandled).toEqual([])
})
