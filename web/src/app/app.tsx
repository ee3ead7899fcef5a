import type { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { LocationRoot } from '../lib/router'
import { Providers } from './providers'
import { AppRouter } from './router'

/** The whole app, as the browser mounts or hydrates it and as the server prerenders a visitor's page. */
export function App({ ssrPath, queryClient }: { ssrPath?: string; queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <LocationRoot ssrPath={ssrPath}>
        <Providers client={queryClient}>
          <AppRouter />
        </Providers>
      </LocationRoot>
    </StrictMode>
  )
}
