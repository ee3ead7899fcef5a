import { queryOptions, useMutation } from '@tanstack/react-query'
import type { PredictTrendsInput } from '#shared/contract/trends'
import { callApi } from '../../../lib/api-client'

export const trendKeys = {
  all: ['pathways', 'trends'] as const,
  topics: (q: string) => [...trendKeys.all, 'topics', q] as const,
}

/** OpenAlex topics matching what is typed (premium; two letters at least). */
export const trendTopicSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: trendKeys.topics(q),
    queryFn: ({ signal }) => callApi('trendTopicSuggestions', { query: { q } }, { signal }),
    enabled: q.trim().length >= 3,
    staleTime: 60 * 60 * 1000,
  })

/** One run of the Research Trends Predictor. */
export function usePredictTrends() {
  return useMutation({ mutationFn: (input: PredictTrendsInput) => callApi('predictTrends', { json: input }) })
}
