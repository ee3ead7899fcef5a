import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { FullPageSpinner } from '../components/ui/spinner'
import { useSession } from '../features/session/api/session-queries'
import { AuthRequiredView, ForbiddenView } from './routes/error-views'

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
