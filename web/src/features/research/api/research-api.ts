import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { ResearchEventSchema, type AskInput, type ResearchEvent } from '#shared/contract/research'
import { callApi } from '../../../lib/api-client'
import { postForEvents } from '../../../lib/sse'

/**
 * Every call the research engine makes to the API lives here: its JSON calls and the answer's event stream.
 * The stream cannot go through callApi (it reads the whole body): it goes through postForEvents.
 */

export const researchKeys = {
  all: ['research'] as const,
  conversations: () => [...researchKeys.all, 'conversations'] as const,
  conversationList: () => [...researchKeys.conversations(), 'list'] as const,
  conversation: (id: string) => [...researchKeys.conversations(), 'one', id] as const,
}

/** The caller's saved conversations, most recently used first, 50 a page. */
export const conversationListQuery = () =>
  infiniteQueryOptions({
    queryKey: researchKeys.conversationList(),
    queryFn: ({ pageParam, signal }) => callApi('researchConversations', { query: { page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  })

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: researchKeys.conversation(id),
    queryFn: ({ signal }) => callApi('researchConversation', { params: { conversationId: id } }, { signal }),
    staleTime: 0,
  })

export const renameConversation = (id: string, title: string) =>
  callApi('renameResearchConversation', { params: { conversationId: id }, json: { title } })

export const deleteConversation = (id: string) =>
  callApi('deleteResearchConversation', { params: { conversationId: id } })

/** POST /api/research/ask: resolves once the answer's stream has started; throws ApiError for an error status. */
export function askResearch(input: AskInput, signal: AbortSignal): Promise<AsyncGenerator<ResearchEvent>> {
  return postForEvents('/api/research/ask', input, ResearchEventSchema, signal)
}
