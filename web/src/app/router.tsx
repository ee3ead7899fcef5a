import { createBrowserRouter } from 'react-router'
import { FullPageSpinner } from '../components/ui/spinner'
import { RequireAdmin, RequireUser } from './guards'
import { LandingRoute } from './routes/landing'
import { NotFoundRoute, RouteErrorView } from './routes/error-views'
import { RootLayout } from './routes/root-layout'

// Every page but the landing is loaded on demand, to keep the first download small.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/auth', lazy: () => import('./routes/auth').then((m) => ({ Component: m.AuthRoute })) },
      {
        path: '/home',
        lazy: () => import('./routes/home').then((m) => ({ element: <RequireUser><m.HomeRoute /></RequireUser> })),
      },
      { path: '/pricing', lazy: () => import('./routes/pricing').then((m) => ({ Component: m.PricingRoute })) },
      { path: '/branches', lazy: () => import('./routes/branches').then((m) => ({ Component: m.BranchesRoute })) },
      { path: '/mission', lazy: () => import('./routes/mission').then((m) => ({ Component: m.MissionRoute })) },
      { path: '/supporters', lazy: () => import('./routes/supporters').then((m) => ({ Component: m.SupportersRoute })) },
      { path: '/exploration-hub', lazy: () => import('./routes/exploration-hub').then((m) => ({ Component: m.ExplorationHubRoute })) },
      {
        path: '/billing-success',
        lazy: () => import('./routes/billing-success').then((m) => ({ element: <RequireUser><m.BillingSuccessRoute /></RequireUser> })),
      },
      {
        path: '/profile-settings/:section?',
        lazy: () => import('./routes/profile-settings').then((m) => ({ element: <RequireUser><m.ProfileSettingsRoute /></RequireUser> })),
      },
      {
        path: '/admin',
        lazy: () => import('./routes/admin').then((m) => ({ element: <RequireAdmin><m.AdminRoute /></RequireAdmin> })),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
])
