import type { AnchorHTMLAttributes, ReactNode } from 'react'
import {
  Link as WouterLink,
  Redirect,
  Route,
  Router as WouterRouter,
  Switch,
  useLocation as useWouterLocation,
  useParams,
  useSearch,
  useSearchParams,
} from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'

// The one door to the router (decision 023): wouter is 2.7 kB where React Router was 13.7 kB on the landing.
// Every other file imports these names, so a change of router touches this file alone.

export { Route, Switch, useParams, useSearchParams }

/**
 * Where the app reads its location: the browser's, or on the server `ssrPath` (a page prerendered for
 * visitors, decision 035). The browser renders it too, without the path, so both trees have the same shape.
 */
export function LocationRoot({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  return <WouterRouter ssrPath={ssrPath}>{children}</WouterRouter>
}

export type NavigateOptions = { replace?: boolean; state?: unknown }

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & NavigateOptions & { to: string }

export function Link({ to, replace, state, ...anchor }: LinkProps) {
  return <WouterLink to={to} replace={replace} state={state} {...anchor} />
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** active only on this exact path, not below it */
  end?: boolean
  className: (status: { isActive: boolean }) => string
}

/** A link that knows whether it points at the page being shown, and says so to screen readers. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation()
  const isActive = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`))
  return <Link to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} {...rest} />
}

export function Navigate({ to, replace, state }: NavigateOptions & { to: string }) {
  return <Redirect to={to} replace={replace} state={state} />
}

export function useNavigate() {
  const [, navigate] = useWouterLocation()
  return (to: string, options?: NavigateOptions) => {
    navigate(to, options)
  }
}

/** Where the browser is: the search keeps its '?', and `state` is what the navigation that got here carried. */
export function useLocation(): { pathname: string; search: string; state: unknown } {
  const [pathname] = useWouterLocation()
  const search = useSearch()
  const state: unknown = useHistoryState()
  return { pathname, search: search ? `?${search}` : '', state }
}
