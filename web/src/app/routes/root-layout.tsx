import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, type ReactNode } from 'react'
import { Footer } from '../../components/layout/footer'
import { publicConfigQuery } from '../../features/session/api/session-queries'
import { releaseQueries } from '../../lib/hydration-gate'
import { useLocation } from '../../lib/router'
import { Navbar } from '../layout/navbar'

/** A new page starts at the top, unless the link points at an anchor. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0)
  }, [pathname])
}

/** Inside the page's Suspense boundary: its effect runs once the page itself has hydrated (or rendered). */
function ReleaseQueriesWhenShown() {
  useEffect(releaseQueries, [])
  return null
}

export function RootLayout({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  useScrollToTopOnNavigate()
  const { data: config } = useQuery(publicConfigQuery())
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Navbar />
      {/* At least a screen tall under the 4rem navbar: the footer starts below the fold, so a loading state
          replaced by a taller page moves nothing the visitor sees (no layout shift). */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        <Suspense fallback={fallback}>
          {children}
          <ReleaseQueriesWhenShown />
        </Suspense>
      </main>
      <Footer config={config} />
    </div>
  )
}
