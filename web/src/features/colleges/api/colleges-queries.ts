import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { AssessmentResponse, CollegeAnswers, MatchResponse } from '#shared/contract/colleges'
import type { ScoreWeights } from '#shared/contract/college-options'
import { callApi } from '../../../lib/api-client'

export const collegeKeys = {
  all: ['colleges'] as const,
  assessment: () => [...collegeKeys.all, 'assessment'] as const,
}

export const assessmentQuery = () =>
  queryOptions({
    queryKey: collegeKeys.assessment(),
    queryFn: ({ signal }) => callApi('collegeAssessment', {}, { signal }),
    refetchOnWindowFocus: false,
  })

/** Saves the answers and the step; the server's answer becomes the cached assessment. */
export function useSaveAssessment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { answers: CollegeAnswers; step: number }) => callApi('saveCollegeAssessment', { json: input }),
    onSuccess: (saved: AssessmentResponse) => queryClient.setQueryData(collegeKeys.assessment(), saved),
  })
}

export function useResetAssessment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi('resetCollegeAssessment'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collegeKeys.assessment() }),
  })
}

export function useMatchColleges() {
  return useMutation({
    mutationFn: (input: { answers: CollegeAnswers; weights?: ScoreWeights }): Promise<MatchResponse> =>
      callApi('matchColleges', { json: input }),
  })
}

export function useWhyNot() {
  return useMutation({
    mutationFn: (input: { answers: CollegeAnswers; weights: ScoreWeights; query: string }) =>
      callApi('whyNotCollege', { json: input }),
  })
}

export const savedCollegesQuery = () =>
  queryOptions({
    queryKey: [...collegeKeys.all, 'saved'] as const,
    queryFn: ({ signal }) => callApi('savedColleges', {}, { signal }),
  })

/** Save or remove a college; the server's list becomes the cached one. */
export function useToggleSavedCollege() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ unitId, save }: { unitId: number; save: boolean }) =>
      callApi(save ? 'saveCollege' : 'unsaveCollege', { params: { unitId: String(unitId) } }),
    onSuccess: (list) => queryClient.setQueryData(savedCollegesQuery().queryKey, list),
  })
}

/** A top college's summary by the language model (the server falls back to the composed one); never retried. */
export const narrativeQuery = (answers: CollegeAnswers, unitId: number) =>
  queryOptions({
    queryKey: [...collegeKeys.all, 'narrative', unitId, answers] as const,
    queryFn: ({ signal }) => callApi('collegeNarrative', { json: { answers, unitId } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  })
