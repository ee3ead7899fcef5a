import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { expect, test } from 'vitest'
import { ToastProvider } from '../components/toast'
import { fakeApi } from '../test/fake-api'
import { freeMe } from '../test/fixtures'
import { Route, Switch } from '../lib/router'
import { createTestQueryClient } from '../test/render'
import { RequireUser } from './guards'
import { AuthRoute } from './routes/auth'

function renderApp(start: string) {
  window.history.replaceState(null, '', start)
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ToastProvider>
        <Suspense fallback={<p>Loading</p>}>
          <Switch>
            <Route path="/auth">
              <AuthRoute />
            </Route>
            <Route path="/settings/:section">
              <RequireUser visitorMessage="Please sign in to manage your settings.">
                <p>The settings page</p>
              </RequireUser>
            </Route>
            <Route path="/home">
              <RequireUser>
                <p>The home page</p>
              </RequireUser>
            </Route>
          </Switch>
        </Suspense>
      </ToastProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

test('a visitor on a settings page sees Authentication Required, signs in and is back on that page', async () => {
  let signedIn = false
  fakeApi({
    me: () => (signedIn ? freeMe() : { user: null }),
    signIn: () => {
      signedIn = true
      return { user: { id: 'user-1', emailVerified: true } }
    },
  })
  const user = renderApp('/settings/account?tab=x')

  expect(await screen.findByRole('heading', { level: 1, name: 'Authentication Required' })).toBeInTheDocument()
  expect(screen.getByText('Please sign in to manage your settings.')).toBeInTheDocument()
  expect(screen.queryByText('The settings page')).toBeNull()
  await user.click(screen.getByRole('link', { name: 'Sign In' }))
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.org')
  await user.type(screen.getByLabelText('Password'), 'correct horse battery staple')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))

  expect(await screen.findByText('The settings page')).toBeInTheDocument()
})

test('a protected page without a visitor message still sends the visitor to sign-in', async () => {
  fakeApi({ me: () => ({ user: null }) })
  renderApp('/home')

  expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
  expect(screen.queryByText('Authentication Required')).toBeNull()
})
