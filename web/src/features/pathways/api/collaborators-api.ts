import { useMutation } from '@tanstack/react-query'
import type { FindCollaboratorsInput } from '#shared/contract/collaborators'
import { callApi } from '../../../lib/api-client'

/** One run of the Collaboration Opportunity Finder. */
export function useFindCollaborators() {
  return useMutation({ mutationFn: (input: FindCollaboratorsInput) => callApi('findCollaborators', { json: input }) })
}
