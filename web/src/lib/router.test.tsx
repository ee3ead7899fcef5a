import { act, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithApp } from '../test/render'
import { Link, Navigate, NavLink, useLocation, useNavigate, useParams, useSearchParams } from './router'

function Where() {
  const { pathname, search, state } = useLocation()
  return <output aria-label="where">{JSON.stringify({ pathname, search, state })}</output>
}

const where = () => JSON.parse(screen.getByLabelText('where').textContent) as Record<string, unknown>

test('a NavLink marks the page being shown, and with `end` only that exact path', () => {
  renderWithApp(
    <nav>
      <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
      <NavLink to="/profile-settings" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Settings
      </NavLink>
    </nav>,
    { path: '/profile-settings/:section?', route: '/profile-settings/security' },
  )
  const settings = screen.getByRole('link', { name: 'Settings' })
  const home = screen.getByRole('link', { name: 'Home' })
  expect([settings.getAttribute('aria-current'), settings.className]).toEqual(['page', 'on'])
  expect([home.getAttribute('aria-current'), home.className]).toEqual([null, 'off'])
})

test('Navigate replaces the address and carries its state to the next page', () => {
  const before = window.history.length
  renderWithApp(<Navigate to="/auth" replace state={{ from: '/home?tab=college' }} />, { path: '/home' })
  expect(window.location.pathname).toBe('/auth')
  expect(window.history.state).toEqual({ from: '/home?tab=college' })
  expect(window.history.length).toBe(before)
})

test('useLocation gives the search with its "?" and the state; a Link navigates without a reload', async () => {
  const { user } = renderWithApp(
    <>
      <Where />
      <Link to="/home?tab=learning" state={{ from: 'test' }}>
        Learning
      </Link>
    </>,
    { path: '/home', route: '/home' },
  )
  expect(where()).toEqual({ pathname: '/home', search: '', state: null })
  await user.click(screen.getByRole('link', { name: 'Learning' }))
  expect(where()).toEqual({ pathname: '/home', search: '?tab=learning', state: { from: 'test' } })
})

test('setSearchParams with replace changes the query on the same path without a new history entry', async () => {
  function Tabs() {
    const [params, setParams] = useSearchParams()
    return (
      <button type="button" onClick={() => setParams({ tab: 'college' }, { replace: true })}>
        {params.get('tab') ?? 'discovery'}
      </button>
    )
  }
  const { user } = renderWithApp(<Tabs />, { path: '/home', route: '/home' })
  const before = window.history.length
  await user.click(screen.getByRole('button', { name: 'discovery' }))
  screen.getByRole('button', { name: 'college' })
  expect(window.location.pathname + window.location.search).toBe('/home?tab=college')
  expect(window.history.length).toBe(before)
})

test('useParams reads an optional segment; useNavigate leaves for another page', () => {
  function Section() {
    const { section } = useParams<{ section?: string }>()
    const navigate = useNavigate()
    return (
      <button type="button" onClick={() => navigate('/elsewhere')}>
        {section ?? 'none'}
      </button>
    )
  }
  renderWithApp(<Section />, { path: '/profile-settings/:section?', route: '/profile-settings/privacy' })
  act(() => screen.getByRole('button', { name: 'privacy' }).click())
  screen.getByText('Left for another page')
  expect(window.location.pathname).toBe('/elsewhere')
})
