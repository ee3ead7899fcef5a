import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdviceInput, MethodologyPlan, PowerInput } from '#shared/contract/methodology'
import { callApi } from '../../../lib/api-client'

export const methodologyKeys = {
  all: ['methodology'] as const,
  plans: () => [...methodologyKeys.all, 'plans'] as const,
  plan: (planId: string) => [...methodologyKeys.plans(), planId] as const,
}

export const methodologyPlansQuery = () =>
  queryOptions({
    queryKey: methodologyKeys.plans(),
    queryFn: ({ signal }) => callApi('methodologyPlans', {}, { signal }),
  })

export const methodologyPlanQuery = (planId: string) =>
  queryOptions({
    queryKey: methodologyKeys.plan(planId),
    queryFn: ({ signal }) => callApi('methodologyPlan', { params: { planId } }, { signal }),
  })

export function useCreatePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AdviceInput) => callApi('createMethodologyPlan', { json: input }),
    onSuccess: (plan) => {
      queryClient.setQueryData(methodologyKeys.plan(plan.id), plan)
      void queryClient.invalidateQueries({ queryKey: methodologyKeys.plans(), exact: true })
    },
  })
}

export function useSetChecked(planId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (checked: string[]) => callApi('setMethodologyChecked', { params: { planId }, json: { checked } }),
    onMutate: async (checked) => {
      // A refetch still in flight would bring back the ticks from before this one.
      await queryClient.cancelQueries({ queryKey: methodologyKeys.plan(planId) })
      const previous = queryClient.getQueryData<MethodologyPlan>(methodologyKeys.plan(planId))
      if (previous) queryClient.setQueryData(methodologyKeys.plan(planId), { ...previous, checked })
      return { previous }
    },
    onError: (_error, _checked, context) => {
      if (context?.previous) queryClient.setQueryData(methodologyKeys.plan(planId), context.previous)
    },
    onSuccess: (plan) => {
      queryClient.setQueryData(methodologyKeys.plan(planId), plan)
      void queryClient.invalidateQueries({ queryKey: methodologyKeys.plans(), exact: true })
    },
  })
}

export function useDeletePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (planId: string) => callApi('deleteMethodologyPlan', { params: { planId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: methodologyKeys.plans(), exact: true }),
  })
}

export function useCalculatePower() {
  return useMutation({ mutationFn: (input: PowerInput) => callApi('calculatePower', { json: input }) })
}

export function useSendPlanToTimeline(planId: string) {
  return useMutation({
    mutationFn: (startDate: string) =>
      callApi('sendMethodologyPlanToTimeline', { params: { planId }, json: { startDate } }),
  })
}
