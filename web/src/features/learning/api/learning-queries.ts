import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AnswerResult,
  LearningProgress,
  RecordAnswerInput,
  ReviewQueueQuery,
  ReviewGrade,
  UpdateLearningSettingsInput,
} from '#shared/contract/learning'
import { callApi } from '../../../lib/api-client'

export const learningKeys = {
  all: ['learning'] as const,
  content: () => [...learningKeys.all, 'content'] as const,
  progress: () => [...learningKeys.all, 'progress'] as const,
  queues: () => [...learningKeys.all, 'queue'] as const,
  queue: (query: ReviewQueueQuery) => [...learningKeys.queues(), query] as const,
  forecasts: () => [...learningKeys.all, 'forecast'] as const,
  forecast: (retention: number) => [...learningKeys.forecasts(), retention] as const,
  parameters: () => [...learningKeys.all, 'parameters'] as const,
}

/** The learner's zone: streak days and the new-card day are counted in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

export const learningContentQuery = () =>
  queryOptions({
    queryKey: learningKeys.content(),
    queryFn: ({ signal }) => callApi('learningContent', {}, { signal }),
    staleTime: Infinity,
  })

export const learningProgressQuery = () =>
  queryOptions({
    queryKey: learningKeys.progress(),
    queryFn: ({ signal }) => callApi('learningProgress', {}, { signal }),
  })

/** The due queue, narrowed on the server so its counts and next due date are the narrowed queue's. */
export const reviewQueueQuery = (query: ReviewQueueQuery) =>
  queryOptions({
    queryKey: learningKeys.queue(query),
    queryFn: ({ signal }) => callApi('reviewQueue', { query }, { signal }),
  })

export const forecastQuery = (retention: number) =>
  queryOptions({
    queryKey: learningKeys.forecast(retention),
    queryFn: ({ signal }) => callApi('reviewForecast', { query: { retention } }, { signal }),
    staleTime: 60_000,
  })

export const reviewParametersQuery = () =>
  queryOptions({
    queryKey: learningKeys.parameters(),
    queryFn: ({ signal }) => callApi('reviewParameters', {}, { signal }),
  })

/** Fits FSRS to the learner's reviews; the queue and the forecast are then recomputed with what was kept. */
export function useOptimiseSchedule() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi('optimiseReviewParameters', {}),
    onSuccess: async (result) => {
      queryClient.setQueryData(learningKeys.parameters(), result)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.queues() }),
        queryClient.invalidateQueries({ queryKey: learningKeys.forecasts() }),
      ])
    },
  })
}

function useProgressWriter() {
  const queryClient = useQueryClient()
  return (result: AnswerResult) => {
    queryClient.setQueryData<LearningProgress>(learningKeys.progress(), result.progress)
  }
}

export function useRecordAnswer() {
  const writeProgress = useProgressWriter()
  return useMutation({
    mutationFn: (input: Omit<RecordAnswerInput, 'timeZone'>) =>
      callApi('recordLearningAnswer', { json: { ...input, timeZone: browserTimeZone() } }),
    onSuccess: writeProgress,
  })
}

export function useReviewCard() {
  const queryClient = useQueryClient()
  const writeProgress = useProgressWriter()
  return useMutation({
    mutationFn: ({ cardId, grade }: { cardId: string; grade: ReviewGrade }) =>
      callApi('reviewFlashcard', { params: { cardId }, json: { grade, timeZone: browserTimeZone() } }),
    onSuccess: async (result) => {
      writeProgress(result)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.queues() }),
        queryClient.invalidateQueries({ queryKey: learningKeys.forecasts() }),
        queryClient.invalidateQueries({ queryKey: learningKeys.parameters() }),
      ])
    },
  })
}

/** Shown at once, rolled back if the server refuses. */
export function useToggleFavorite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ cardId, favorite }: { cardId: string; favorite: boolean }) =>
      callApi(favorite ? 'favoriteFlashcard' : 'unfavoriteFlashcard', { params: { cardId } }),
    onMutate: async ({ cardId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: learningKeys.progress() })
      const previous = queryClient.getQueryData<LearningProgress>(learningKeys.progress())
      if (previous) {
        const others = previous.favoriteCards.filter((id) => id !== cardId)
        queryClient.setQueryData<LearningProgress>(learningKeys.progress(), {
          ...previous,
          favoriteCards: favorite ? [...others, cardId] : others,
        })
      }
      return { previous }
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(learningKeys.progress(), context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: learningKeys.progress() }),
  })
}

export function useUpdateLearningSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateLearningSettingsInput) => callApi('updateLearningSettings', { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKeys.all }),
  })
}
