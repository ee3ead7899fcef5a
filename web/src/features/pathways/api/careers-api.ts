import { queryOptions, useMutation } from '@tanstack/react-query'
import type { AnalyzeCareerInput, SaveCareerAssessment } from '#shared/contract/careers'
import { callApi } from '../../../lib/api-client'

export const careerKeys = {
  assessment: () => ['pathways', 'careers', 'assessment'] as const,
}

/** The member's saved answers and step, and which O*NET/BLS data the server has. */
export const careerAssessmentQuery = () =>
  queryOptions({
    queryKey: careerKeys.assessment(),
    queryFn: ({ signal }) => callApi('careerAssessment', {}, { signal }),
    staleTime: Infinity,
  })

export function useSaveCareerAssessment() {
  return useMutation({ mutationFn: (input: SaveCareerAssessment) => callApi('saveCareerAssessment', { json: input }) })
}

export function useAnalyzeCareer() {
  return useMutation({ mutationFn: (input: AnalyzeCareerInput) => callApi('analyzeCareer', { json: input }) })
}
