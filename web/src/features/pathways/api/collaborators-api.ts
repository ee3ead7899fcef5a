import { queryOptions, useMutation } from '@tanstack/react-query'
import type { FindCollaboratorsInput } from '#shared/contract/collaborators'
import { callApi } from '../../../lib/api-client'

/** OpenAlex authors whose names match what is typed: the member picks themselves. */
export const authorNameQuery = (q: string) =>
  queryOptions({
    queryKey: ['pathways', 'collaborators', 'authors', q] as const,
    queryFn: ({ signal }) => callApi('searchAuthors', { query: { q, source: 'openalex', limit: 6 } }, { signal }),
    enabled: q.trim().length >= 3,
    staleTime: 60 * 60 * 1000,
  })

/** One run of the Collaboration Opportunity Finder. */
export function useFindCollaborators() {
  return useMutation({ mutationFn: (input: FindCollaboratorsInput) => callApi('findCollaborators', { json: input }) })
}
