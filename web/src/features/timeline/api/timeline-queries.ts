import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResearchPath, SaveResearchPathInput } from '#shared/contract/timeline'
import { callApi } from '../../../lib/api-client'

export const timelineKeys = {
  all: ['timeline'] as const,
  paths: () => [...timelineKeys.all, 'paths'] as const,
  path: (pathId: string) => [...timelineKeys.all, 'path', pathId] as const,
}

export const researchPathsQuery = () =>
  queryOptions({
    queryKey: timelineKeys.paths(),
    queryFn: ({ signal }) => callApi('researchPaths', {}, { signal }),
    // Paths are also made elsewhere (the methodology advisor sends its plan here): the builder asks again on
    // every visit instead of trusting a list cached moments before.
    refetchOnMount: 'always',
  })

export const researchPathQuery = (pathId: string) =>
  queryOptions({
    queryKey: timelineKeys.path(pathId),
    queryFn: ({ signal }) => callApi('researchPath', { params: { pathId } }, { signal }),
  })

/** Where the browser downloads a path's .ics (the session cookie authorises it). */
export const calendarDownloadUrl = (pathId: string) => `/api/timeline/paths/${encodeURIComponent(pathId)}/calendar`

function useStorePath() {
  const queryClient = useQueryClient()
  return (path: ResearchPath) => {
    queryClient.setQueryData(timelineKeys.path(path.id), path)
    void queryClient.invalidateQueries({ queryKey: timelineKeys.paths() })
  }
}

export function useSaveResearchPath() {
  const store = useStorePath()
  return useMutation({
    mutationFn: ({ pathId, input }: { pathId: string | null; input: SaveResearchPathInput }) =>
      pathId
        ? callApi('updateResearchPath', { params: { pathId }, json: input })
        : callApi('createResearchPath', { json: input }),
    onSuccess: store,
  })
}

export function useRenameResearchPath() {
  const store = useStorePath()
  return useMutation({
    mutationFn: ({ pathId, title }: { pathId: string; title: string }) =>
      callApi('renameResearchPath', { params: { pathId }, json: { title } }),
    onSuccess: store,
  })
}

export function useDuplicateResearchPath() {
  const store = useStorePath()
  return useMutation({
    mutationFn: (pathId: string) => callApi('duplicateResearchPath', { params: { pathId } }),
    onSuccess: store,
  })
}

export function useDeleteResearchPath() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (pathId: string) => callApi('deleteResearchPath', { params: { pathId } }),
    onSuccess: (_result, pathId) => {
      queryClient.removeQueries({ queryKey: timelineKeys.path(pathId) })
      void queryClient.invalidateQueries({ queryKey: timelineKeys.paths() })
    },
  })
}

export function useCalendarFeed(pathId: string) {
  const queryClient = useQueryClient()
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: timelineKeys.path(pathId) })
    void queryClient.invalidateQueries({ queryKey: timelineKeys.paths() })
  }
  const create = useMutation({
    mutationFn: () => callApi('createCalendarFeed', { params: { pathId } }),
    onSuccess: refresh,
  })
  const revoke = useMutation({
    mutationFn: () => callApi('revokeCalendarFeed', { params: { pathId } }),
    onSuccess: refresh,
  })
  return { create, revoke }
}
