import { useQuery } from '@tanstack/react-query'
import { ClipboardList, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { AdviceInput, PowerPreset, PowerResult } from '#shared/contract/methodology'
import { ToolCard, ToolEmptyState } from '../../../components/premium-tool-layout'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { Tabs } from '../../../components/ui/tabs'
import { useSearchParams } from '../../../lib/router'
import { methodologyPlanQuery, methodologyPlansQuery, useCreatePlan, useDeletePlan } from '../api/methodology-queries'
import { initialPowerForm, type PowerForm } from '../power-form-model'
import { AdviceView } from './advice-view'
import { AdvisorForm, EMPTY_DRAFT, type AdvisorDraft } from './advisor-form'
import { PowerCalculator } from './power-calculator'

export const QUESTION_PARAM = 'question'
const QUESTION_PREFILL_MAX_LENGTH = 2000

/** The advisor and its power calculator; `enabled` is false behind the premium overlay, where nothing is fetched. */
export function MethodologyAdvisor({ enabled }: { enabled: boolean }) {
  const [tab, setTab] = useState('advisor')
  const [planId, setPlanId] = useState<string | null>(null)
  const [searchParams] = useSearchParams()
  // `?question=` fills the question in, as the hypothesis generator's "Design a study" does; nothing is sent.
  const [draft, setDraft] = useState<AdvisorDraft>(() => ({
    ...EMPTY_DRAFT,
    question: (searchParams.get(QUESTION_PARAM) ?? '').slice(0, QUESTION_PREFILL_MAX_LENGTH),
  }))
  const [powerForm, setPowerForm] = useState<PowerForm>(() => initialPowerForm())
  const [powerResult, setPowerResult] = useState<PowerResult | null>(null)
  const createPlan = useCreatePlan()
  const toast = useToast()

  const handleSubmit = (input: AdviceInput) =>
    createPlan.mutate(input, {
      onSuccess: (plan) => {
        setPlanId(plan.id)
        toast({
          title: 'Methodology Generated',
          description: 'Your study design, checklists and plan are ready.',
          variant: 'success',
        })
      },
      onError: () =>
        toast({
          title: 'Generation Error',
          description: 'Failed to generate methodology. Please try again.',
          variant: 'destructive',
        }),
    })
  const openCalculator = (preset: PowerPreset) => {
    setPowerForm(initialPowerForm(preset))
    setPowerResult(null)
    setTab('power')
  }

  return (
    <Tabs
      label="Methodology tools"
      selected={tab}
      onSelect={setTab}
      tabs={[
        {
          id: 'advisor',
          label: 'Advisor',
          panel: (
            <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <div className="space-y-6">
                <ToolCard title="Your study" description="Describe what you want to find out.">
                  <AdvisorForm
                    draft={draft}
                    onDraftChange={setDraft}
                    isPending={createPlan.isPending}
                    onSubmit={handleSubmit}
                    onBlank={() =>
                      toast({
                        title: 'Research Question Required',
                        description: 'Please enter your research question for methodology recommendations.',
                        variant: 'destructive',
                      })
                    }
                  />
                </ToolCard>
                {enabled && <SavedPlans selected={planId} onOpen={setPlanId} />}
              </div>
              <ToolCard title="Methodology">
                {planId && enabled ? (
                  <PlanResult planId={planId} onOpenCalculator={openCalculator} />
                ) : (
                  <ToolEmptyState icon={ClipboardList}>
                    Enter your research question and press Generate Methodology: candidate designs, the reporting and
                    ethics checklists, a phased plan and the analysis appear here.
                  </ToolEmptyState>
                )}
              </ToolCard>
            </div>
          ),
        },
        {
          id: 'power',
          label: 'Power calculator',
          panel: (
            <div className="mt-6">
              <PowerCalculator
                form={powerForm}
                onFormChange={setPowerForm}
                result={powerResult}
                onResult={setPowerResult}
              />
            </div>
          ),
        },
      ]}
    />
  )
}

function PlanResult({ planId, onOpenCalculator }: { planId: string; onOpenCalculator: (preset: PowerPreset) => void }) {
  const plan = useQuery(methodologyPlanQuery(planId))
  if (plan.isPending) return <Spinner label="Loading the plan" />
  if (plan.isError)
    return (
      <p role="alert" className="text-red-700">
        This plan could not be loaded. Please try again.
      </p>
    )
  return <AdviceView key={plan.data.id} plan={plan.data} onOpenCalculator={onOpenCalculator} />
}

function SavedPlans({ selected, onOpen }: { selected: string | null; onOpen: (planId: string | null) => void }) {
  const plans = useQuery(methodologyPlansQuery())
  const deletePlan = useDeletePlan()
  const toast = useToast()
  return (
    <ToolCard title="My plans" description="Plans are kept with your ticks; reopen one to continue.">
      {plans.isPending && <Spinner label="Loading your plans" />}
      {plans.isError && (
        <p role="alert" className="text-sm text-red-700">
          Your plans could not be loaded.
        </p>
      )}
      {plans.data?.plans.length === 0 && <p className="text-sm text-slate-600">No plans yet.</p>}
      <ul className="space-y-2">
        {plans.data?.plans.map((plan) => (
          <li key={plan.id} className="flex items-start gap-2">
            <button
              type="button"
              aria-current={plan.id === selected ? 'true' : undefined}
              onClick={() => onOpen(plan.id)}
              className="flex-1 rounded-lg border border-slate-200 p-3 text-left text-sm hover:bg-slate-50 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50"
            >
              <span className="line-clamp-2 font-medium text-slate-900">{plan.researchQuestion}</span>
              <span className="mt-1 block text-xs text-slate-600">
                {plan.studyType} · {plan.checkedCount} of {plan.itemCount} items ticked ·{' '}
                {new Date(plan.updatedAt).toLocaleDateString()}
              </span>
            </button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete the plan “${plan.researchQuestion.slice(0, 60)}”`}
              onClick={() =>
                deletePlan.mutate(plan.id, {
                  onSuccess: () => {
                    if (plan.id === selected) onOpen(null)
                  },
                  onError: () =>
                    toast({
                      title: 'Delete Failed',
                      description: 'The plan could not be deleted. Please try again.',
                      variant: 'destructive',
                    }),
                })
              }
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ul>
    </ToolCard>
  )
}
