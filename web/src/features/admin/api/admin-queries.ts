import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminUserList, ContactInbox, ContactInboxQuery } from '../../../../../shared/contract/admin'
import type { ContactMessage } from '../../../../../shared/contract/contact'
import { apiFetch } from '../../../lib/api-client'
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
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) })
      if (q) params.set('q', q)
      return apiFetch<AdminUserList>(`/admin/users?${params}`, { signal })
    },
    placeholderData: keepPreviousData,
  })

export const contactInboxQuery = (show: ContactInboxQuery['show'], page: number) =>
  queryOptions({
    queryKey: adminKeys.messages(show, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ show, page: String(page), pageSize: String(ADMIN_PAGE_SIZE) })
      return apiFetch<ContactInbox>(`/admin/messages?${params}`, { signal })
    },
    placeholderData: keepPreviousData,
  })

export function useSetLifetimeAccess() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, grant }: { userId: string; grant: boolean }) =>
      apiFetch<{ ok: true }>(`/admin/users/${encodeURIComponent(userId)}/lifetime-access`, {
        method: grant ? 'PUT' : 'DELETE',
      }),
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
      apiFetch<ContactMessage>(`/admin/messages/${encodeURIComponent(id)}`, { method: 'PATCH', body: { handled } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  })
}
