import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { Me } from '#shared/contract/account'
import { callApi } from '../../../lib/api-client'

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
  subscription: () => [...sessionKeys.all, 'subscription'] as const,
  config: ['public-config'] as const,
}

/** null when signed out; the server is the only judge of role, plan and quotas. */
export const meQuery = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: async ({ signal }): Promise<Me | null> => {
      const body = await callApi('me', {}, { signal })
      return body.user === null ? null : body
    },
    staleTime: 15_000,
  })

const pageSessionHint = () => document.querySelector('meta[name="lodestar-session"]')?.getAttribute('content')

/**
 * The server marks the page when its request carried no session cookie (and prerenders a visitor's page
 * with hint 'none'): then the visitor is known at once and pages render without waiting for /api/me,
 * which still runs (stale data) to confirm.
 */
export function seedVisitorSession(queryClient: QueryClient, hint = pageSessionHint()) {
  if (hint === 'none') queryClient.setQueryData(sessionKeys.me(), null, { updatedAt: 0 })
}

export const subscriptionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.subscription(),
    queryFn: ({ signal }) => callApi('subscription', {}, { signal }),
  })

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: sessionKeys.config,
    queryFn: ({ signal }) => callApi('publicConfig', {}, { signal }),
    staleTime: 5 * 60_000,
  })

export function useSession() {
  const query = useQuery(meQuery())
  return {
    me: query.data ?? null,
    isLoading: query.isPending,
    isSignedIn: Boolean(query.data),
    error: query.error,
    refetch: query.refetch,
  }
}
