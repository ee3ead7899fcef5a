import type { ReactNode } from 'react'
import { Navigate, useLocation } from '../lib/router'
import { FullPageSpinner } from '../components/ui/spinner'
import { useSession } from '../features/session/api/session-queries'

/** Spinner while the session loads, then /auth (replacing history) for visitors. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useSession()
  const location = useLocation()
  if (isLoading) return <FullPageSpinner />
  if (!isSignedIn) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />
  return children
}
