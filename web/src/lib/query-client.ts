import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status > 0 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  })
}
