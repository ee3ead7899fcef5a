import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Route, Switch } from '../lib/router'
import { ToastProvider } from '../components/toast'

type RenderOptions = {
  /** the address the router starts at */
  route?: string
  /** the route pattern the element is mounted at, e.g. '/auth' */
  path?: string
  queryClient?: QueryClient
  /** userEvent options, e.g. advanceTimers under fake timers */
  user?: Parameters<typeof userEvent.setup>[0]
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  })
}

/** Renders inside the app's providers (queries, toasts, router), with a user to act through. */
export function renderWithApp(element: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient()
  const path = options.path ?? '/'
  const user = userEvent.setup(options.user)
  // The app's own browser-history router, on happy-dom's history: what the tests drive is what users get.
  window.history.replaceState(null, '', options.route ?? path)
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Switch>
          <Route path={path}>{element}</Route>
          <Route>
            <p>Left for another page</p>
          </Route>
        </Switch>
      </ToastProvider>
    </QueryClientProvider>,
  )
  return { ...view, user, queryClient }
}
