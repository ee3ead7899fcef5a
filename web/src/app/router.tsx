import { lazy, type ComponentType, type ReactNode } from 'react'
import { FullPageSpinner } from '../components/ui/spinner'
import { loadEndpointRoutes } from '../lib/api-client'
import { Navigate, Route, Switch } from '../lib/router'
import { RequireUser } from './guards'
import { LandingRoute } from './routes/landing'
import { RouteErrorBoundary } from './routes/route-error-boundary'
import { RootLayout } from './routes/root-layout'

// Declarative routes with React.lazy: the data router would add ~16 kB (gzip) to every first load (docs/decisions/003).
// Each page's code arrives together with the endpoint table its calls need (decision 023).
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => Promise.all([load(), loadEndpointRoutes()]).then(([module]) => ({ default: module[name] })))
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
const NotFoundRoute = page(() => import('./routes/error-views'), 'NotFoundRoute')
const AdminRoute = page(() => import('./routes/admin'), 'AdminRoute')
const ResearchPathwaysRoute = page(() => import('./routes/research-pathways'), 'ResearchPathwaysRoute')
const ResearchVerseRoute = page(() => import('./routes/research-verse'), 'ResearchVerseRoute')
const ResearchTimelineBuilderRoute = page(
  () => import('./routes/research-timeline-builder'),
  'ResearchTimelineBuilderRoute',
)
const ResearchProfilerRoute = page(() => import('./routes/research-profiler'), 'ResearchProfilerRoute')
const MethodologyAdvisorRoute = page(() => import('./routes/ai-methodology-advisor'), 'MethodologyAdvisorRoute')
const DataAnalyzerRoute = page(() => import('./routes/ai-data-analyzer'), 'DataAnalyzerRoute')
const LiteratureReviewRoute = page(() => import('./routes/ai-literature-review'), 'LiteratureReviewRoute')
const HypothesisGeneratorRoute = page(() => import('./routes/ai-hypothesis-generator'), 'HypothesisGeneratorRoute')

const member = (element: ReactNode) => <RequireUser>{element}</RequireUser>

export function AppRouter() {
  return (
    <RouteErrorBoundary>
      <RootLayout fallback={<FullPageSpinner />}>
        <Switch>
          <Route path="/">
            <LandingRoute />
          </Route>
          <Route path="/auth">
            <AuthRoute />
          </Route>
          <Route path="/home">{member(<HomeRoute />)}</Route>
          <Route path="/pricing">
            <PricingRoute />
          </Route>
          <Route path="/branches">
            <BranchesRoute />
          </Route>
          <Route path="/mission">
            <MissionRoute />
          </Route>
          <Route path="/supporters">
            <SupportersRoute />
          </Route>
          <Route path="/exploration-hub">
            <ExplorationHubRoute />
          </Route>
          <Route path="/billing-success">{member(<BillingSuccessRoute />)}</Route>
          <Route path="/profile-settings/:section?">
            <RequireUser visitorMessage="Please sign in to view and manage your profile settings.">
              <ProfileSettingsRoute />
            </RequireUser>
          </Route>
          <Route path="/research-pathways">
            <ResearchPathwaysRoute />
          </Route>
          <Route path="/research-verse">{member(<ResearchVerseRoute />)}</Route>
          <Route path="/research-timeline-builder">{member(<ResearchTimelineBuilderRoute />)}</Route>
          <Route path="/research-profiler">{member(<ResearchProfilerRoute />)}</Route>
          <Route path="/profile-settings-hub">
            <Navigate to="/profile-settings" replace />
          </Route>
          <Route path="/ai-literature-review">{member(<LiteratureReviewRoute />)}</Route>
          <Route path="/ai-hypothesis-generator">{member(<HypothesisGeneratorRoute />)}</Route>
          <Route path="/ai-methodology-advisor">{member(<MethodologyAdvisorRoute />)}</Route>
          <Route path="/ai-data-analyzer">{member(<DataAnalyzerRoute />)}</Route>
          <Route path="/admin">
            <AdminRoute />
          </Route>
          <Route>
            <NotFoundRoute />
          </Route>
        </Switch>
      </RootLayout>
    </RouteErrorBoundary>
  )
}
