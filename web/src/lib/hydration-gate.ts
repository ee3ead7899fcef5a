import { onlineManager } from '@tanstack/react-query'

/** If the page never says it has hydrated (its code failed to load), queries still start after this long. */
const LONGEST_HOLD_MS = 10_000

/**
 * While a prerendered page hydrates, queries wait (decision 035). React hydrates the page's Suspense boundary
 * after the navbar and footer, at low priority; an API answer that came back in between would make the
 * page's first render differ from the server's HTML, which React reports and then renders the page anew.
 * TanStack Query holds every fetch while it believes the browser offline, so the gate is its online flag.
 */
export function holdQueriesUntilHydrated() {
  onlineManager.setOnline(false)
  setTimeout(releaseQueries, LONGEST_HOLD_MS)
}

export function releaseQueries() {
  if (!onlineManager.isOnline()) onlineManager.setOnline(navigator.onLine)
}
