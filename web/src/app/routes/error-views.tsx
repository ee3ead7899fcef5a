// Loaded with the first page that needs one (decision 023).
import { useEffect } from 'react'
import { Link, useLocation } from '../../lib/router'
import { callApi } from '../../lib/api-client'
import { buttonClasses } from '../../components/ui/button'
import { Centered } from './route-error-boundary'

export function NotFoundRoute() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`)
    callApi('reportPageNotFound', { json: { path: pathname } }).catch(() => undefined)
  }, [pathname])
  return (
    <Centered title="404">
      <p className="text-xl">Oops! Page not found</p>
      <Link to="/" className={buttonClasses('primary')}>
        Return to Home
      </Link>
    </Centered>
  )
}

export function ForbiddenView({ message }: { message: string }) {
  return (
    <Centered title="Not allowed">
      <p>{message}</p>
      <Link to="/" className={buttonClasses('outline')}>
        Return to Home
      </Link>
    </Centered>
  )
}

/** The spec's visitor state for the settings pages; Sign In comes back here afterwards. */
export function AuthRequiredView({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <Centered title="Authentication Required">
      <p>{message}</p>
      <Link to="/auth" state={{ from: returnTo }} className={buttonClasses('primary')}>
        Sign In
      </Link>
    </Centered>
  )
}
