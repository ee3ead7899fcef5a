import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfilerAnswersInput, ProfilerState, SaveProfilerDraftInput } from '#shared/contract/profiler'
import { callApi } from '../../../lib/api-client'

export const profilerKeys = {
  all: ['profiler'] as const,
  state: () => [...profilerKeys.all, 'state'] as const,
}

/** What a user with no draft and no analysis has, as the server answers after a reset. */
export const EMPTY_PROFILER_STATE: ProfilerState = { answers: null, step: 0, analysis: null, updatedAt: null }

export const profilerStateQuery = () =>
  queryOptions({
    queryKey: profilerKeys.state(),
    queryFn: ({ signal }) => callApi('profilerState', {}, { signal }),
    refetchOnWindowFocus: false,
  })

/** Saves the answers and the question reached; the server's answer becomes the cached state. */
export function useSaveProfilerDraft() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SaveProfilerDraftInput) => callApi('saveProfilerDraft', { json: input }),
    onSuccess: (saved) => queryClient.setQueryData(profilerKeys.state(), saved),
  })
}

/** Scores the answers and looks up venues; the server stores both, and its answer becomes the cached state. */
export function useAnalyzeProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answers: ProfilerAnswersInput) => callApi('analyzeProfile', { json: { answers } }),
    onSuccess: (state) => queryClient.setQueryData(profilerKeys.state(), state),
  })
}

export function useResetProfiler() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi('resetProfiler'),
    onSuccess: () => queryClient.setQueryData(profilerKeys.state(), EMPTY_PROFILER_STATE),
  })
}
