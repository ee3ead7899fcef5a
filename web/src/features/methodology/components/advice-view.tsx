import { Calculator, CheckCircle2, CircleDashed, XCircle } from 'lucide-react'
import { useState } from 'react'
import type { Advice, CandidateDesign, MethodologyPlan, PowerPreset, Rationale } from '#shared/contract/methodology'
import { useToast } from '../../../components/toast'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { useSendPlanToTimeline, useSetChecked } from '../api/methodology-queries'
import { AIM_OPTIONS } from '../advisor-options'
import { SendToTimeline } from '../../../components/send-to-timeline'

const FIT = {
  recommended: { tone: 'green', label: 'Recommended', icon: CheckCircle2 },
  possible: { tone: 'amber', label: 'Possible', icon: CircleDashed },
  unsuitable: { tone: 'slate', label: 'Not suitable', icon: XCircle },
} as const

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function DesignCard({ design }: { design: CandidateDesign }) {
  const fit = FIT[design.fit]
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{design.name}</h4>
        <Badge tone={fit.tone} className="gap-1">
          <fit.icon aria-hidden="true" className="h-3.5 w-3.5" />
          {fit.label}
        </Badge>
      </div>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {design.why.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-medium text-emerald-800">Strengths: </span>
        {design.strengths.join(' ')}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        <span className="font-medium text-amber-900">Trade-offs: </span>
        {design.tradeOffs.join(' ')}
      </p>
    </li>
  )
}

function aimReading(advice: Advice) {
  const label = AIM_OPTIONS.find((option) => option.value === advice.aim)?.label.toLowerCase() ?? advice.aim
  if (advice.aimSource === 'answer') return `You said you want to ${label}.`
  if (advice.aimSource === 'question')
    return `Your question reads as one that wants to ${label} (from “${advice.matchedPhrase ?? ''}”).`
  return `Nothing in the question named an aim, so your preferred study type suggests you want to ${label}.`
}

function RationaleNote({ rationale }: { rationale: Rationale }) {
  if (rationale.source === 'model')
    return (
      <p className="mt-2 text-xs text-slate-600">
        Reworded by the language model ({rationale.model}) from the rules’ reasons; every number and design name was
        checked against them.
      </p>
    )
  return <p className="mt-2 text-xs text-slate-600">{rationale.notice ?? 'The rules’ own reasons.'}</p>
}

type Checklist = { id: string; text: string; section?: string; because?: string }[]

function CheckList({
  label,
  items,
  checked,
  onToggle,
}: {
  label: string
  items: Checklist
  checked: Set<string>
  onToggle: (id: string, on: boolean) => void
}) {
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.id}>
            <label className="flex gap-3 rounded-lg p-2 text-sm text-slate-800 hover:bg-slate-50">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                checked={checked.has(item.id)}
                onChange={(event) => onToggle(item.id, event.target.checked)}
              />
              <span>
                {item.section && <span className="font-medium text-slate-900">{item.section}: </span>}
                {item.text}
                {item.because && <span className="block text-xs text-slate-600">Why: {item.because}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

type AdviceViewProps = { plan: MethodologyPlan; onOpenCalculator: (preset: PowerPreset) => void }

export function AdviceView({ plan, onOpenCalculator }: AdviceViewProps) {
  const { advice } = plan
  const setChecked = useSetChecked(plan.id)
  const sendToTimeline = useSendPlanToTimeline(plan.id)
  const toast = useToast()
  // The tick shows at once, in the same event, and goes back if the server refuses it: the query cache's
  // optimistic update arrives a tick later, after a controlled checkbox has already been reset.
  const [checkedIds, setCheckedIds] = useState(plan.checked)
  const checked = new Set(checkedIds)
  const toggle = (id: string, on: boolean) => {
    const previous = checkedIds
    const next = on ? [...checkedIds, id] : checkedIds.filter((item) => item !== id)
    setCheckedIds(next)
    setChecked.mutate(next, {
      onError: () => {
        setCheckedIds(previous)
        toast({
          title: 'Save Failed',
          description: 'Your tick could not be saved. Please try again.',
          variant: 'destructive',
        })
      },
    })
  }
  const ticked = advice.guideline.items.filter((item) => checked.has(item.id)).length
  const { analysis } = advice

  return (
    <div className="space-y-6">
      {advice.rationale && (
        <Section title="In short" id="advice-rationale">
          <p className="text-slate-800" data-testid="advice-rationale">
            {advice.rationale.text}
          </p>
          <RationaleNote rationale={advice.rationale} />
        </Section>
      )}
      <Section title="Your question" id="advice-question">
        <p className="text-slate-800">{aimReading(advice)}</p>
        {advice.assumptions.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {advice.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Candidate designs" id="advice-designs">
        <ul className="space-y-3">
          {advice.designs.map((design) => (
            <DesignCard key={design.id} design={design} />
          ))}
        </ul>
      </Section>
      <Section title="Planned analysis" id="advice-analysis">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-900">Test</dt>
          <dd className="text-slate-800">{analysis.test}</dd>
          {analysis.alternative && (
            <>
              <dt className="font-medium text-slate-900">Fallback</dt>
              <dd className="text-slate-800">{analysis.alternative}</dd>
            </>
          )}
          <dt className="font-medium text-slate-900">Effect size</dt>
          <dd className="text-slate-800">{analysis.effectSize}</dd>
          <dt className="font-medium text-slate-900">Why</dt>
          <dd className="text-slate-800">{analysis.because}</dd>
          {analysis.sampleSize && (
            <>
              <dt className="font-medium text-slate-900">Sample size</dt>
              <dd className="text-slate-800" data-testid="advice-sample-size">
                {analysis.sampleSize.n} {analysis.sampleSize.unit}
                {analysis.sampleSize.totalN !== analysis.sampleSize.n && ` (${analysis.sampleSize.totalN} in all)`} for
                power .80 at α = .05
              </dd>
            </>
          )}
          {analysis.sampling && (
            <>
              <dt className="font-medium text-slate-900">Sampling</dt>
              <dd className="text-slate-800" data-testid="advice-sampling">
                {analysis.sampling}
              </dd>
            </>
          )}
        </dl>
        {analysis.power && (
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => analysis.power && onOpenCalculator(analysis.power)}
          >
            <Calculator aria-hidden="true" className="h-4 w-4" /> Open in the power calculator
          </Button>
        )}
      </Section>
      <Section title={`Reporting checklist: ${advice.guideline.name}`} id="advice-guideline">
        <p className="text-sm text-slate-700">
          {advice.guideline.because}{' '}
          <span className="font-medium" aria-live="polite">
            {ticked} of {advice.guideline.items.length} ticked.
          </span>
        </p>
        <div className="mt-2">
          <CheckList
            label={`${advice.guideline.id} checklist`}
            items={advice.guideline.items}
            checked={checked}
            onToggle={toggle}
          />
        </div>
        {advice.otherGuidelines.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">
            Also relevant: {advice.otherGuidelines.map((other) => `${other.name} — ${other.because}`).join(' ')}
          </p>
        )}
      </Section>
      <Section title="Ethics checklist" id="advice-ethics">
        <CheckList label="Ethics checklist" items={advice.ethics} checked={checked} onToggle={toggle} />
      </Section>
      <Section title={`Phased plan: ${advice.totalWeeks} weeks`} id="advice-phases">
        <ol className="space-y-3">
          {advice.phases.map((phase, index) => (
            <li key={phase.name} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h4 className="font-semibold text-slate-900">
                  {index + 1}. {phase.name}
                </h4>
                <span className="text-sm font-medium text-brand-800">{phase.weeks} weeks</span>
              </div>
              <p className="mt-1 text-sm text-slate-700">{phase.because}</p>
              <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
                {phase.tasks.map((task) => (
                  <li key={task}>{task}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        {advice.phases.length > 0 && (
          <SendToTimeline
            label="Send to the timeline builder"
            intro={`Save the ${advice.phases.length} phases as milestones of a research path, each due when its phase ends, and edit it in the timeline builder.`}
            save={(startDate) => sendToTimeline.mutateAsync(startDate)}
          />
        )}
      </Section>
    </div>
  )
}
