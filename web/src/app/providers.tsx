import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { ToastProvider } from '../components/toast'
import { seedVisitorSession } from '../features/session/api/session-queries'
import { createQueryClient } from '../lib/query-client'

function createAppQueryClient() {
  const queryClient = createQueryClient()
  seedVisitorSession(queryClient)
  return queryClient
}

/** `client`: a query client made by the caller (the prerenderer's); by default one seeded from the page. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createAppQueryClient())
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  )
}
