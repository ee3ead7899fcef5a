import { lazy, type ComponentType, type ReactNode } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import { FullPageSpinner } from '../components/ui/spinner'
import { RequireAdmin, RequireUser } from './guards'
import { LandingRoute } from './routes/landing'
import { NotFoundRoute, RouteErrorBoundary } from './routes/error-views'
import { RootLayout } from './routes/root-layout'

// Declarative routes with React.lazy: the data router would add ~16 kB (gzip) to every first load (docs/decisions/003).
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

const AuthRoute = page(() => import('./routes/auth'), 'AuthRoute')
const HomeRoute = page(() => import('./routes/home'), 'HomeRoute')
const PricingRoute = page(() => import('./routes/pricing'), 'PricingRoute')
const BranchesRoute = page(() => import('./routes/branches'), 'BranchesRoute')
const MissionRoute = page(() => import('./routes/mission'), 'MissionRoute')
const SupportersRoute = page(() => import('./routes/supporters'), 'SupportersRoute')
const ExplorationHubRoute = page(() => import('./routes/exploration-hub'), 'ExplorationHubRoute')
const BillingSuccessRoute = page(() => import('./routes/billing-success'), 'BillingSuccessRoute')
const ProfileSettingsRoute = page(() => import('./routes/profile-settings'), 'ProfileSettingsRoute')
const AdminRoute = page(() => import('./routes/admin'), 'AdminRoute')
const ResearchVerseRoute = page(() => import('./routes/research-verse'), 'ResearchVerseRoute')
const ResearchTimelineBuilderRoute = page(
  () => import('./routes/research-timeline-builder'),
  'ResearchTimelineBuilderRoute',
)
const MethodologyAdvisorRoute = page(() => import('./routes/ai-methodology-advisor'), 'MethodologyAdvisorRoute')

const member = (element: ReactNode) => <RequireUser>{element}</RequireUser>

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          element={
            <RouteErrorBoundary>
              <RootLayout fallback={<FullPageSpinner />} />
            </RouteErrorBoundary>
          }
        >
          <Route path="/" element={<LandingRoute />} />
          <Route path="/auth" element={<AuthRoute />} />
          <Route path="/home" element={member(<HomeRoute />)} />
          <Route path="/pricing" element={<PricingRoute />} />
          <Route path="/branches" element={<BranchesRoute />} />
          <Route path="/mission" element={<MissionRoute />} />
          <Route path="/supporters" element={<SupportersRoute />} />
          <Route path="/exploration-hub" element={<ExplorationHubRoute />} />
          <Route path="/billing-success" element={member(<BillingSuccessRoute />)} />
          <Route
            path="/profile-settings/:section?"
            element={
              <RequireUser visitorMessage="Please sign in to view and manage your profile settings.">
                <ProfileSettingsRoute />
              </RequireUser>
            }
          />
          <Route path="/research-verse" element={member(<ResearchVerseRoute />)} />
          <Route path="/research-timeline-builder" element={member(<ResearchTimelineBuilderRoute />)} />
          <Route path="/profile-settings-hub" element={<Navigate to="/profile-settings" replace />} />
          <Route path="/ai-methodology-advisor" element={member(<MethodologyAdvisorRoute />)} />
          <Route
            path="/admin"
            element={
              <RequireAdmin>
                <AdminRoute />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
