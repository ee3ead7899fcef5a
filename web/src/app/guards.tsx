import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { FullPageSpinner } from '../components/ui/spinner'
import { useSession } from '../features/session/api/session-queries'
import { ForbiddenView } from './routes/error-views'

/** Spinner while the session loads, then /auth (replacing history) for visitors. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useSession()
  const location = useLocation()
  if (isLoading) return <FullPageSpinner />
  if (!isSignedIn) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />
  return children
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { me } = useSession()
  return (
    <RequireUser>
      {me?.isAdmin ? (
        children
      ) : (
        <ForbiddenView
          message={
            me?.adminAwaitingVerification
              ? 'Your address is on the administrator list, but it is not verified yet. Open the verification link we e-mailed you (or resend it from Settings), then come back.'
              : 'The admin console is only for Lodestar administrators.'
          }
        />
      )}
    </RequireUser>
  )
}
