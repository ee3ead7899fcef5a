import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ContactInboxQuery } from '#shared/contract/admin'
import { callApi } from '../../../lib/api-client'
import { sessionKeys } from '../../session/api/session-queries'

export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string, page: number) => [...adminKeys.all, 'users', q, page] as const,
  messages: (show?: ContactInboxQuery['show'], page?: number) =>
    [...adminKeys.all, 'messages', ...(show ? [show, page] : [])] as const,
}

export const ADMIN_PAGE_SIZE = 25

export const adminUsersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) =>
      callApi('adminUsers', { query: { q: q || undefined, page, pageSize: ADMIN_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  })

export const contactInboxQuery = (show: ContactInboxQuery['show'], page: number) =>
  queryOptions({
    queryKey: adminKeys.messages(show, page),
    queryFn: ({ signal }) => callApi('contactInbox', { query: { show, page, pageSize: ADMIN_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  })

export function useSetLifetimeAccess() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, grant }: { userId: string; grant: boolean }) =>
      callApi(grant ? 'grantLifetimeAccess' : 'revokeLifetimeAccess', { params: { userId } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
      // The admin may have changed their own plan.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
    },
  })
}

export function useSetMessageHandled() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      callApi('setMessageHandled', { params: { messageId: id }, json: { handled } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  })
}
