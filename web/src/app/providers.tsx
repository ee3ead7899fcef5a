import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { ToastProvider } from '../components/toast'
import { seedVisitorSession } from '../features/session/api/session-queries'
import { createQueryClient } from '../lib/query-client'

function createAppQueryClient() {
  const queryClient = createQueryClient()
  seedVisitorSession(queryClient)
  return queryClient
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  )
}
