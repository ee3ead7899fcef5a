import { Lightbulb } from 'lucide-react'
import { useId, useRef, useState, type SyntheticEvent } from 'react'
import {
  HYPOTHESIS_AREA_MAX_LENGTH,
  HYPOTHESIS_CONTEXT_MAX_LENGTH,
  type HypothesisInput,
  type HypothesisMode,
} from '#shared/contract/hypotheses'
import type { ResearchSourcesResponse } from '#shared/contract/research'
import { SearchSettings } from '../../../components/search-settings'
import { Button } from '../../../components/ui/button'
import { Field, Input, Textarea } from '../../../components/ui/form'
import { Spinner } from '../../../components/ui/spinner'
import { cn } from '../../../lib/cn'
import { toggleSource } from '../../../lib/research-sources'
import { checkDraft, yearErrors, type DraftErrors, type HypothesisDraft } from '../hypothesis-form-model'

type HypothesisFormProps = {
  draft: HypothesisDraft
  onDraftChange: (update: (current: HypothesisDraft) => HypothesisDraft) => void
  isBusy: boolean
  sourceStatus: ResearchSourcesResponse | undefined
  sourceStatusFailed: boolean
  onSubmit: (input: HypothesisInput) => void
  onBlank: () => void
}

const MODES: { mode: HypothesisMode; label: string; hint: string }[] = [
  { mode: 'open', label: 'Find new hypotheses', hint: 'From one research area to what it could affect.' },
  { mode: 'closed', label: 'Connect two ideas', hint: 'What links two ideas the literature keeps apart.' },
]

export function HypothesisForm({
  draft,
  onDraftChange,
  isBusy,
  sourceStatus,
  sourceStatusFailed,
  onSubmit,
  onBlank,
}: HypothesisFormProps) {
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [checked, setChecked] = useState<Pick<DraftErrors, 'target' | 'sources'>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const modeName = useId()
  const errors: DraftErrors = { ...yearErrors(draft), ...checked }
  const set = <Key extends keyof HypothesisDraft>(key: Key, value: HypothesisDraft[Key]) =>
    onDraftChange((current) => ({ ...current, [key]: value }))

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    const check = checkDraft(draft, sourceStatus)
    if (check.kind === 'blank-area') {
      onBlank()
      return
    }
    if (check.kind === 'invalid') {
      setChecked({ target: check.errors.target, sources: check.errors.sources })
      if (check.errors.sources || check.errors.fromYear || check.errors.toYear) setSettingsOpen(true)
      // Settings open first if they hold the problem; then the first field that needs fixing takes focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus())
      return
    }
    onSubmit(check.input)
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">What to look for</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {MODES.map(({ mode, label, hint }) => (
            <label
              key={mode}
              className={cn(
                'flex cursor-pointer gap-2 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40',
                draft.mode === mode ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={modeName}
                value={mode}
                checked={draft.mode === mode}
                onChange={() => {
                  set('mode', mode)
                  setChecked((current) => ({ ...current, target: undefined }))
                }}
                className="mt-0.5 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="block font-medium text-slate-900">{label}</span>
                <span className="block text-xs text-slate-600">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label="Research Area"
        hint={
          draft.mode === 'closed'
            ? 'The first idea (A): a substance, a method, an exposure…'
            : 'The idea to start from (A), in a few words.'
        }
      >
        {({ id, describedBy }) => (
          <Input
            id={id}
            required
            maxLength={HYPOTHESIS_AREA_MAX_LENGTH}
            value={draft.area}
            aria-describedby={describedBy}
            placeholder="e.g. fish oil"
            onChange={(event) => set('area', event.target.value)}
          />
        )}
      </Field>
      {draft.mode === 'closed' && (
        <Field label="Second idea" hint="The idea to connect it to (C): an outcome, a disease…" error={errors.target}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              required
              maxLength={HYPOTHESIS_AREA_MAX_LENGTH}
              value={draft.target}
              aria-invalid={errors.target ? true : undefined}
              aria-describedby={describedBy}
              placeholder="e.g. Raynaud disease"
              onChange={(event) => {
                set('target', event.target.value)
                setChecked((current) => ({ ...current, target: undefined }))
              }}
            />
          )}
        </Field>
      )}
      <Field label="Research Context (optional)" hint="What you already know or want to focus on; sent with the area.">
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            rows={3}
            maxLength={HYPOTHESIS_CONTEXT_MAX_LENGTH}
            value={draft.context}
            aria-describedby={describedBy}
            placeholder="e.g. dietary interventions in adults"
            onChange={(event) => set('context', event.target.value)}
          />
        )}
      </Field>
      <SearchSettings
        draft={draft}
        errors={errors}
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        sourceStatus={sourceStatus}
        sourceStatusFailed={sourceStatusFailed}
        onToggleSource={(id) => {
          setChecked((current) => ({ ...current, sources: undefined }))
          onDraftChange((current) => ({ ...current, sources: toggleSource(current.sources, id) }))
        }}
        onYearChange={set}
      />
      <Button type="submit" disabled={isBusy || draft.area.length === 0} className="w-full sm:w-auto">
        {isBusy ? <Spinner className="h-4 w-4" /> : <Lightbulb aria-hidden="true" className="h-4 w-4" />}
        {isBusy ? 'Generating...' : 'Generate Hypotheses'}
      </Button>
    </form>
  )
}
