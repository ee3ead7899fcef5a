import { queryOptions, useMutation } from '@tanstack/react-query'
import type { AnalyzeCareerInput, GapStep, SaveCareerAssessment } from '#shared/contract/careers'
import { callApi } from '../../../lib/api-client'
import { gapPlanPath } from '../gap-plan-path'

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

/** The skills-gap plan saved as a new research path of the member's, through the timeline's own endpoint. */
export const saveGapPlanToTimeline = (plan: readonly GapStep[], startDate: string) =>
  callApi('createResearchPath', { json: gapPlanPath(plan, startDate) })
