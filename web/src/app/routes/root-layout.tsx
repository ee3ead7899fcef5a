import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Footer } from '../../components/layout/footer'
import { publicConfigQuery } from '../../features/session/api/session-queries'
import { Navbar } from '../layout/navbar'

/** A new page starts at the top, unless the link points at an anchor. */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0)
  }, [pathname, hash])
}

export function RootLayout({ fallback }: { fallback: ReactNode }) {
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
          <Outlet />
        </Suspense>
      </main>
      <Footer config={config} />
    </div>
  )
}
