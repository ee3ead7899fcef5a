import { Calculator, LineChart } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import type { PowerResult, PowerSolveFor, PowerTest } from '#shared/contract/methodology'
import { ToolCard, ToolEmptyState } from '../../../components/premium-tool-layout'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/form'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError } from '../../../lib/api-client'
import { useCalculatePower } from '../api/methodology-queries'
import { r2FromF2 } from '#shared/effect-sizes'
import {
  buildPowerInput,
  deriveEffect,
  effectEntriesOf,
  extraFieldsOf,
  MEDIUM_EFFECT,
  POWER_TESTS,
  usesTails,
  type EffectEntry,
  type ExtraField,
  type PowerForm,
} from '../power-form-model'
import { PowerCurve } from './power-curve'
import { Select } from '../../../components/ui/select'

const EXTRA_LABELS: Record<ExtraField, string> = {
  groups: 'Groups',
  categories: 'Categories',
  rows: 'Rows',
  columns: 'Columns',
  predictors: 'Predictors',
  measurements: 'Measurements per participant',
  correlation: 'Correlation among measurements',
  epsilon: 'Nonsphericity ε (1 = sphericity)',
  baseProbability: 'Event rate at the predictor’s mean',
  otherR2: 'R² of the predictor on the other predictors',
}
const ENTRY_LABELS: Record<EffectEntry, (effect: string) => string> = {
  effect: (effect) => `The effect size (${effect})`,
  proportions: () => 'Two proportions (p₁ and p₂)',
  r2: () => 'The R² the predictors explain',
}
const SOLVE_LABELS: Record<PowerSolveFor, string> = {
  sampleSize: 'Sample size',
  power: 'Power',
  effect: 'Detectable effect',
}

type PowerCalculatorProps = {
  /** kept by the page, so switching tabs loses neither the inputs nor the last result */
  form: PowerForm
  onFormChange: (update: (current: PowerForm) => PowerForm) => void
  result: PowerResult | null
  onResult: (result: PowerResult) => void
}

export function PowerCalculator({ form, onFormChange: setForm, result, onResult }: PowerCalculatorProps) {
  const [errors, setErrors] = useState<Partial<Record<keyof PowerForm, string>>>({})
  const calculate = useCalculatePower()
  const toast = useToast()
  const set = (key: keyof PowerForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }))
  const testInfo = POWER_TESTS.find((test) => test.id === form.test)
  const entries = effectEntriesOf(form.test)
  const entry = entries.includes(form.effectEntry) ? form.effectEntry : 'effect'
  const derived = form.solveFor === 'effect' ? null : deriveEffect(form)

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    const built = buildPowerInput(form)
    setErrors(built.errors ?? {})
    if (!built.input) return
    calculate.mutate(built.input, {
      onSuccess: onResult,
      onError: (error) =>
        toast({
          title: 'Calculation Error',
          description:
            error instanceof ApiError && error.status === 400
              ? error.message
              : 'Failed to calculate power. Please try again.',
          variant: 'destructive',
        }),
    })
  }

  const field = (key: keyof PowerForm, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[key]}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          inputMode="decimal"
          value={form[key]}
          aria-describedby={describedBy}
          aria-invalid={errors[key] ? true : undefined}
          onChange={(event) => set(key)(event.target.value)}
        />
      )}
    </Field>
  )

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ToolCard
        title="Power and sample size"
        description="Solve for the sample size, the power or the smallest detectable effect."
      >
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          <Field label="Test">
            {({ id }) => (
              <Select
                id={id}
                value={form.test}
                onChange={(event) => {
                  const test = event.target.value as PowerTest
                  setForm((current) => ({
                    ...current,
                    test,
                    effect: String(MEDIUM_EFFECT[test]),
                    effectEntry: 'effect',
                  }))
                }}
              >
                {POWER_TESTS.map((test) => (
                  <option key={test.id} value={test.id}>
                    {test.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Solve for</legend>
            <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-2">
              {(Object.keys(SOLVE_LABELS) as PowerSolveFor[]).map((solveFor) => (
                <label key={solveFor} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="solve-for"
                    value={solveFor}
                    checked={form.solveFor === solveFor}
                    onChange={() => set('solveFor')(solveFor)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {SOLVE_LABELS[solveFor]}
                </label>
              ))}
            </div>
          </fieldset>
          {form.solveFor !== 'effect' && entries.length > 1 && (
            <Field label="Give the effect as">
              {({ id }) => (
                <Select id={id} value={entry} onChange={(event) => set('effectEntry')(event.target.value)}>
                  {entries.map((option) => (
                    <option key={option} value={option}>
                      {ENTRY_LABELS[option](testInfo?.effect ?? 'effect')}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('alpha', 'Significance level α')}
            {form.solveFor !== 'power' && field('power', 'Power (1 − β)')}
            {form.solveFor !== 'effect' &&
              entry === 'effect' &&
              field('effect', `Effect size (${testInfo?.effect ?? 'effect'})`, testInfo?.conventions)}
            {form.solveFor !== 'effect' && entry === 'proportions' && (
              <>
                {field('p1', 'Proportion in group 1 (p₁)', 'e.g. 0.10 for 10 %')}
                {field('p2', 'Proportion in group 2 (p₂)')}
              </>
            )}
            {form.solveFor !== 'effect' &&
              entry === 'r2' &&
              field('r2', 'R² the predictors explain', 'e.g. 0.13 for 13 % of the variance')}
            {derived && (
              <output
                aria-live="polite"
                data-testid="derived-effect"
                className="self-end rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800 tabular-nums sm:col-span-2"
              >
                {derived.effect === null
                  ? entry === 'proportions'
                    ? "Enter p₁ and p₂ (between 0 and 1, not equal) to work out Cohen's h."
                    : 'Enter R² (above 0, at most 0.99) to work out f².'
                  : `Derived effect size: ${derived.working}`}
              </output>
            )}
            {form.solveFor !== 'sampleSize' &&
              field(
                'n',
                form.test === 't-independent' || form.test === 'anova-one-way' || form.test === 'two-proportions'
                  ? 'Sample size per group'
                  : 'Sample size',
              )}
            {extraFieldsOf(form.test).map((key) => (
              <div key={key}>{field(key, EXTRA_LABELS[key])}</div>
            ))}
            {usesTails(form.test) && (
              <Field label="Tails">
                {({ id }) => (
                  <Select id={id} value={form.tails} onChange={(event) => set('tails')(event.target.value)}>
                    <option value="2">Two-sided</option>
                    <option value="1">One-sided</option>
                  </Select>
                )}
              </Field>
            )}
          </div>
          <Button type="submit" disabled={calculate.isPending} className="w-full sm:w-auto">
            {calculate.isPending ? (
              <Spinner className="h-4 w-4" />
            ) : (
              <Calculator aria-hidden="true" className="h-4 w-4" />
            )}
            Calculate
          </Button>
        </form>
      </ToolCard>
      <ToolCard title="Result">
        <div aria-live="polite">
          {result ? (
            <PowerResultView result={result} />
          ) : (
            <ToolEmptyState icon={LineChart}>
              Choose a test and press Calculate: the result and its power curve appear here.
            </ToolEmptyState>
          )}
        </div>
      </ToolCard>
    </div>
  )
}

const format = (value: number, digits = 3) => value.toLocaleString('en-US', { maximumFractionDigits: digits })

export function powerSentence(result: PowerResult): string {
  const test = POWER_TESTS.find((item) => item.id === result.test)?.label ?? result.test
  const tails = result.tails === null ? '' : result.tails === 2 ? ', two-sided' : ', one-sided'
  const effect = `${result.effectName} = ${format(result.effect)}`
  const sample = `${result.n} ${result.sampleSizeUnit}${result.totalN !== result.n ? ` (${result.totalN} in all)` : ''}`
  if (result.solvedFor === 'sampleSize')
    return `${test}: to detect ${effect} at α = ${result.alpha}${tails} with power ${format(result.power)}, you need ${sample}.`
  if (result.solvedFor === 'effect')
    return `${test}: with ${sample} at α = ${result.alpha}${tails}, the smallest effect detectable with power ${format(result.power)} is ${effect}.`
  return `${test}: with ${sample} at α = ${result.alpha}${tails}, the power to detect ${effect} is ${format(result.power)}.`
}

function PowerResultView({ result }: { result: PowerResult }) {
  const headline =
    result.solvedFor === 'sampleSize'
      ? { label: `Sample size (${result.sampleSizeUnit})`, value: String(result.n) }
      : result.solvedFor === 'effect'
        ? { label: result.effectName, value: format(result.effect) }
        : { label: 'Power', value: format(result.power) }
  return (
    <div>
      <p className="text-sm font-medium text-slate-600">{headline.label}</p>
      <p className="text-4xl font-extrabold text-brand-800 tabular-nums" data-testid="power-headline">
        {headline.value}
      </p>
      <p className="mt-3 text-slate-800">{powerSentence(result)}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700">
        {result.exactN !== null && (
          <>
            <dt>Exact n (before rounding up)</dt>
            <dd className="tabular-nums">{format(result.exactN, 2)}</dd>
          </>
        )}
        <dt>Degrees of freedom</dt>
        <dd className="tabular-nums">
          {result.degreesOfFreedom.length > 0 ? result.degreesOfFreedom.map((df) => format(df, 2)).join(', ') : '—'}
        </dd>
        <dt>Critical value</dt>
        <dd className="tabular-nums">{format(result.criticalValue)}</dd>
        {result.test === 'multiple-regression' && (
          <>
            <dt>R² that f² stands for</dt>
            <dd className="tabular-nums">{format(r2FromF2(result.effect))}</dd>
          </>
        )}
        {result.noncentrality !== null && (
          <>
            <dt>Non-centrality</dt>
            <dd className="tabular-nums">{format(result.noncentrality)}</dd>
          </>
        )}
      </dl>
      <PowerCurve
        curve={result.curve}
        designN={result.n}
        target={result.solvedFor === 'power' ? null : result.power}
        unit={result.sampleSizeUnit}
      />
      <p className="mt-2 text-xs text-slate-600">Method: {result.method}.</p>
    </div>
  )
}
