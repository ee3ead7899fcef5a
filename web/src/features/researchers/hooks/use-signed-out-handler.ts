import { useQueryClient } from '@tanstack/react-query'
import { useToast } from '../../../components/toast'
import { ApiError } from '../../../lib/api-client'
import { sessionKeys } from '../../session/api/session-queries'

const SIGN_IN_REQUIRED = {
  title: 'Sign In Required',
  description: 'Please sign in to access the researcher discovery tool.',
}

/**
 * A session that ended elsewhere (signed out in another tab, expired) shows up as a 401 mid-search:
 * say so and drop the stale session; the route guard then opens sign-in, which comes back here after.
 */
export function useSignedOutHandler() {
  const queryClient = useQueryClient()
  const toast = useToast()
  return (error: unknown): boolean => {
    if (!(error instanceof ApiError && error.code === 'UNAUTHORIZED')) return false
    toast({ ...SIGN_IN_REQUIRED, variant: 'destructive' })
    queryClient.setQueryData(sessionKeys.me(), null)
    return true
  }
}
