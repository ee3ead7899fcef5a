import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type {
  AskInput,
  Conversation,
  ConversationListResponse,
  ConversationSummary,
  ResearchEvent,
  ResearchSourcesResponse,
} from '../../../../../shared/contract/research'
import { errorCodeForStatus, ErrorCodes, type ErrorCode } from '../../../../../shared/error-codes'
import { ApiError, apiFetch } from '../../../lib/api-client'
import { readResearchEvents } from '../sse'

/**
 * Every call the research engine makes to the API lives here: its JSON calls and the answer's event stream.
 * The stream cannot go through apiFetch (it reads the whole body), so it uses fetch directly.
 */

export const researchKeys = {
  all: ['research'] as const,
  sources: () => [...researchKeys.all, 'sources'] as const,
  conversations: () => [...researchKeys.all, 'conversations'] as const,
  conversationList: () => [...researchKeys.conversations(), 'list'] as const,
  conversation: (id: string) => [...researchKeys.conversations(), 'one', id] as const,
}

export const researchSourcesQuery = () =>
  queryOptions({
    queryKey: researchKeys.sources(),
    queryFn: ({ signal }) => apiFetch<ResearchSourcesResponse>('/research/sources', { signal }),
    staleTime: 60_000,
    retry: 1,
  })

const conversationPath = (id: string) => `/research/conversations/${encodeURIComponent(id)}`

/** The caller's saved conversations, most recently used first, 50 a page. */
export const conversationListQuery = () =>
  infiniteQueryOptions({
    queryKey: researchKeys.conversationList(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ConversationListResponse>(`/research/conversations?page=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  })

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: researchKeys.conversation(id),
    queryFn: ({ signal }) => apiFetch<Conversation>(conversationPath(id), { signal }),
    staleTime: 0,
  })

export const renameConversation = (id: string, title: string) =>
  apiFetch<ConversationSummary>(conversationPath(id), { method: 'PATCH', body: { title } })

export const deleteConversation = (id: string) =>
  apiFetch<{ deleted: true }>(conversationPath(id), { method: 'DELETE' })

/** POST /api/research/ask: resolves once the answer's stream has started; throws ApiError for an error status. */
export async function askResearch(input: AskInput, signal: AbortSignal): Promise<AsyncGenerator<ResearchEvent>> {
  let response: Response
  try {
    response = await fetch('/api/research/ask', {
      method: 'POST',
      signal,
      credentials: 'same-origin',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(input),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'UPSTREAM_FAILED', 'Could not reach Lodestar. Check your connection and try again.')
  }
  if (!response.ok || !response.body) throw await errorOf(response)
  return readResearchEvents(response.body)
}

async function errorOf(response: Response): Promise<ApiError> {
  const fallback = errorCodeForStatus(response.status)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return new ApiError(response.status, fallback, `Request failed (${response.status})`)
  }
  if (body && typeof body === 'object') {
    const { code, message, requestId } = body as Record<string, unknown>
    if (typeof message === 'string') {
      const known = (ErrorCodes as readonly unknown[]).includes(code) ? (code as ErrorCode) : fallback
      return new ApiError(response.status, known, message, [], typeof requestId === 'string' ? requestId : undefined)
    }
  }
  return new ApiError(response.status, fallback, `Request failed (${response.status})`)
}
