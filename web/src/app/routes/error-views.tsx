import { useEffect } from 'react'
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router'
import { apiFetch } from '../../lib/api-client'
import { buttonClasses } from '../../components/ui/button'

function Centered({ title, children }: { title: string; children: React.ReactNode }) {
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
    apiFetch('/client-log/not-found', { method: 'POST', body: { path: pathname } }).catch(() => undefined)
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

export function RouteErrorView() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : 'Unknown error'
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
