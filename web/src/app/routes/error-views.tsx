import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { callApi } from '../../lib/api-client'
import { buttonClasses } from '../../components/ui/button'

function Centered({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-4 space-y-4 text-slate-700">{children}</div>
    </div>
  )
}

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

function isChunkLoadError(error: Error) {
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
}

/** Any render error below it shows a recovery screen instead of a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    // After a deploy, an old page may ask for code that no longer exists: a reload fixes it.
    const message = isChunkLoadError(error)
      ? 'A new version of Lodestar is available. Reload the page to continue.'
      : error.message
    return (
      <Centered title="Unexpected Application Error!">
        <p>{message}</p>
        <div className="flex justify-center gap-3">
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            Reload
          </button>
          <a href="/" className={buttonClasses('outline')}>
            Return to Home
          </a>
        </div>
      </Centered>
    )
  }
}
