import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import type { ResearcherSort, SearchResearchersResponse } from '#shared/contract/researchers'
import { callApi } from '../../../lib/api-client'
import {
  saveOrUnsaveResearcher,
  savedResearchersKey,
  showSavedAtOnce,
  type SaveToggle,
} from '../../../lib/saved-researchers'
import { sessionKeys } from '../../session/api/session-queries'

export const researcherKeys = {
  all: ['researchers'] as const,
  searches: () => [...researcherKeys.all, 'search'] as const,
  search: (query: string, sortBy: ResearcherSort) => [...researcherKeys.searches(), { query, sortBy }] as const,
  saved: () => savedResearchersKey,
}

export type SearchPages = InfiniteData<SearchResearchersResponse, number>

/**
 * Pages of 12; Load More asks for the next page, which the server does not count against the quota.
 * Today's count of searches is the session's (GET /api/me): refetched whenever a search settles.
 */
export const researcherSearchQuery = (queryClient: QueryClient, query: string, sortBy: ResearcherSort) =>
  infiniteQueryOptions({
    queryKey: researcherKeys.search(query, sortBy),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await callApi('searchResearchers', { query: { query, sortBy, page: pageParam } }, { signal })
      } finally {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.me() })
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // Results change slowly; a re-sort or a repeated search within minutes is served from here.
    staleTime: 10 * 60_000,
    // The server already retried OpenAlex; a second round would only delay the error.
    retry: false,
    refetchOnWindowFocus: false,
  })

function markSaved(pages: SearchPages | undefined, id: string, isSaved: boolean): SearchPages | undefined {
  if (!pages) return pages
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      researchers: page.researchers.map((researcher) =>
        researcher.id === id ? { ...researcher, isSaved } : researcher,
      ),
    })),
  }
}

/** Save or unsave, shown at once everywhere the researcher appears and rolled back if the server refuses. */
export function useToggleSavedResearcher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveOrUnsaveResearcher,
    onMutate: async (toggle: SaveToggle) => {
      const saved = await showSavedAtOnce(queryClient, toggle)
      const searches = queryClient.getQueriesData<SearchPages>({ queryKey: researcherKeys.searches() })
      queryClient.setQueriesData<SearchPages>({ queryKey: researcherKeys.searches() }, (pages) =>
        markSaved(pages, toggle.researcher.id, toggle.save),
      )
      return { searches, saved }
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.searches ?? []) queryClient.setQueryData(key, data)
      if (context?.saved) queryClient.setQueryData(researcherKeys.saved(), context.saved)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: researcherKeys.saved() }),
  })
}
