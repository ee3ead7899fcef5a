import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationPreferences, Profile, UpdateProfileInput } from '#shared/contract/profile'
import { apiErrorOf, ApiError, callApi } from '../../../lib/api-client'
import { sessionKeys } from '../../session/api/session-queries'

export const profileKeys = {
  all: ['profile'] as const,
  profile: () => [...profileKeys.all, 'me'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
}

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const EXPORT_URL = '/api/profile/export'

export const profileQuery = () =>
  queryOptions({ queryKey: profileKeys.profile(), queryFn: ({ signal }) => callApi('profile', {}, { signal }) })

/** Stores the answer and refreshes the session, whose name and avatar the navbar shows. */
function useStoreProfile() {
  const queryClient = useQueryClient()
  return (profile: Profile) => {
    queryClient.setQueryData(profileKeys.profile(), profile)
    void queryClient.invalidateQueries({ queryKey: sessionKeys.me() })
  }
}

export function useUpdateProfile() {
  const store = useStoreProfile()
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => callApi('updateProfile', { json: input }),
    onSuccess: store,
  })
}

export function useUpdateNotifications() {
  const store = useStoreProfile()
  return useMutation({
    mutationFn: (input: NotificationPreferences) => callApi('updateNotificationPreferences', { json: input }),
    onSuccess: store,
  })
}

/**
 * The file's bytes as the body, with the type the browser claims and the file's name: the server decides the
 * format by the bytes, and refuses a file presented as SVG whatever they are.
 */
async function sendAvatar(file: File): Promise<Profile> {
  let response: Response
  try {
    response = await fetch('/api/profile/avatar', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'content-type': file.type || 'application/octet-stream',
        'x-file-name': encodeURIComponent(file.name),
      },
      body: file,
    })
  } catch {
    throw new ApiError(0, 'UPSTREAM_FAILED', 'Could not reach Lodestar. Check your connection and try again.')
  }
  if (!response.ok) throw await apiErrorOf(response)
  return (await response.json()) as Profile
}

export function useUploadAvatar() {
  const store = useStoreProfile()
  return useMutation({ mutationFn: sendAvatar, onSuccess: store })
}

export function useRemoveAvatar() {
  const store = useStoreProfile()
  return useMutation({ mutationFn: () => callApi('removeAvatar'), onSuccess: store })
}

export function useDeleteAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { password: string; confirmLastAdmin: boolean }) => callApi('deleteAccount', { json: input }),
    // Signed out as a visitor is: the session is null (not a user of null, which the navbar and the home page
    // would read), and nothing of the gone account stays in the cache.
    onSuccess: () => {
      queryClient.setQueryData(sessionKeys.me(), null)
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me()[0] })
    },
  })
}

export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: profileKeys.sessions(),
    queryFn: ({ signal }) => callApi('accountSessions', {}, { signal }),
  })

function useRefreshSessions() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() })
}

export function useRevokeSession() {
  const refresh = useRefreshSessions()
  return useMutation({
    mutationFn: (sessionId: string) => callApi('revokeAccountSession', { params: { sessionId } }),
    onSettled: refresh,
  })
}

export function useRevokeOtherSessions() {
  const refresh = useRefreshSessions()
  return useMutation({ mutationFn: () => callApi('revokeOtherSessions'), onSettled: refresh })
}

export function useChangePassword() {
  const refresh = useRefreshSessions()
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
      callApi('changePassword', { json: input }),
    onSuccess: refresh,
  })
}

/** Turning two-factor on or off changes the profile's flag, and turning it on replaces this session. */
function useRefreshAfterTwoFactor() {
  const queryClient = useQueryClient()
  return async () => {
    await queryClient.invalidateQueries({ queryKey: profileKeys.all })
  }
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: (password: string) => callApi('enableTwoFactor', { json: { password } }) })
}

export function useConfirmTwoFactor() {
  const refresh = useRefreshAfterTwoFactor()
  return useMutation({ mutationFn: (code: string) => callApi('verifyTotp', { json: { code } }), onSuccess: refresh })
}

export function useDisableTwoFactor() {
  const refresh = useRefreshAfterTwoFactor()
  return useMutation({
    mutationFn: (password: string) => callApi('disableTwoFactor', { json: { password } }),
    onSuccess: refresh,
  })
}
