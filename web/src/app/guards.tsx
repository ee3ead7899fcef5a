import { lazy, type ReactNode } from 'react'
import { Navigate, useLocation } from '../lib/router'
import { FullPageSpinner } from '../components/ui/spinner'
import { useSession } from '../features/session/api/session-queries'

// Only a visitor on a settings page sees it, so it stays out of the landing's code (decision 023).
const AuthRequiredView = lazy(() =>
  import('./routes/error-views').then((module) => ({ default: module.AuthRequiredView })),
)

type RequireUserProps = {
  children: ReactNode
  /** What a visitor sees instead of the page; without it, /auth (replacing history), as the spec's protected routes. */
  visitorMessage?: string
}

/** Spinner while the session loads, then the page for a member; for a visitor, /auth or the sign-in prompt. */
export function RequireUser({ children, visitorMessage }: RequireUserProps) {
  const { isLoading, isSignedIn } = useSession()
  const location = useLocation()
  if (isLoading) return <FullPageSpinner />
  const here = location.pathname + location.search
  if (!isSignedIn && visitorMessage) return <AuthRequiredView message={visitorMessage} returnTo={here} />
  if (!isSignedIn) return <Navigate to="/auth" replace state={{ from: here }} />
  return children
}
