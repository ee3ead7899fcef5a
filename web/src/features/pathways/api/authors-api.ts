import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

/** OpenAlex authors whose names match what is typed: the member picks themselves. */
export const authorNameQuery = (q: string) =>
  queryOptions({
    queryKey: ['pathways', 'authors', q] as const,
    queryFn: ({ signal }) => callApi('searchAuthors', { query: { q, source: 'openalex', limit: 6 } }, { signal }),
    enabled: q.trim().length >= 3,
    staleTime: 60 * 60 * 1000,
  })
