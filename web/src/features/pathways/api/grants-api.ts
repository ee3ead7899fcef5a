import { useMutation } from '@tanstack/react-query'
import type { WriteGrantInput } from '#shared/contract/grants'
import { callApi } from '../../../lib/api-client'

/** One run of the Grant Proposal Writer. */
export function useWriteGrant() {
  return useMutation({ mutationFn: (input: WriteGrantInput) => callApi('writeGrant', { json: input }) })
}
