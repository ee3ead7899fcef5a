import { Sparkles } from 'lucide-react'
import { useRef, useState, type SyntheticEvent } from 'react'
import type { ResearchSourcesResponse } from '#shared/contract/research'
import { REVIEW_KEYWORDS_MAX_LENGTH, REVIEW_TOPIC_MAX_LENGTH, type ReviewInput } from '#shared/contract/reviews'
import { SearchSettings } from '../../../components/search-settings'
import { Button } from '../../../components/ui/button'
import { Field, Input, Textarea } from '../../../components/ui/form'
import { Spinner } from '../../../components/ui/spinner'
import { toggleSource } from '../../../lib/research-sources'
import { checkDraft, yearErrors, type DraftErrors, type ReviewDraft } from '../review-form-model'

type ReviewFormProps = {
  draft: ReviewDraft
  onDraftChange: (update: (current: ReviewDraft) => ReviewDraft) => void
  isBusy: boolean
  sourceStatus: ResearchSourcesResponse | undefined
  sourceStatusFailed: boolean
  onSubmit: (input: ReviewInput) => void
  onBlank: () => void
}

export function ReviewForm({
  draft,
  onDraftChange,
  isBusy,
  sourceStatus,
  sourceStatusFailed,
  onSubmit,
  onBlank,
}: ReviewFormProps) {
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [sourceError, setSourceError] = useState<string | undefined>()
  const settingsRef = useRef<HTMLDetailsElement>(null)
  const errors: DraftErrors = { ...yearErrors(draft), sources: sourceError }
  const set = <Key extends keyof ReviewDraft>(key: Key, value: ReviewDraft[Key]) =>
    onDraftChange((current) => ({ ...current, [key]: value }))

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    const check = checkDraft(draft, sourceStatus)
    if (check.kind === 'blank-topic') {
      onBlank()
      return
    }
    if (check.kind === 'invalid') {
      setSourceError(check.errors.sources)
      setSettingsOpen(true)
      // The settings open first; then the first field that needs fixing takes focus.
      requestAnimationFrame(() => settingsRef.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus())
      return
    }
    onSubmit(check.input)
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <Field label="Research Topic" hint="What the review is about, in a phrase or a sentence.">
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            rows={3}
            required
            maxLength={REVIEW_TOPIC_MAX_LENGTH}
            value={draft.topic}
            aria-describedby={describedBy}
            placeholder="e.g. Machine learning for predicting protein structure"
            onChange={(event) => set('topic', event.target.value)}
          />
        )}
      </Field>
      <Field label="Keywords (optional)" hint="Extra terms sent to every source with the topic.">
        {({ id, describedBy }) => (
          <Input
            id={id}
            maxLength={REVIEW_KEYWORDS_MAX_LENGTH}
            value={draft.keywords}
            aria-describedby={describedBy}
            placeholder="e.g. AlphaFold, deep learning"
            onChange={(event) => set('keywords', event.target.value)}
          />
        )}
      </Field>
      <SearchSettings
        detailsRef={settingsRef}
        draft={draft}
        errors={errors}
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        sourceStatus={sourceStatus}
        sourceStatusFailed={sourceStatusFailed}
        onToggleSource={(id) => {
          setSourceError(undefined)
          onDraftChange((current) => ({ ...current, sources: toggleSource(current.sources, id) }))
        }}
        onYearChange={set}
      >
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-brand-700"
            checked={draft.followReferences}
            onChange={(event) => set('followReferences', event.target.checked)}
          />
          <span>
            <span className="font-medium">Follow references</span>
            <span className="block text-xs text-slate-600">
              Adds the works the best matches cite and the works citing them (one hop, through OpenAlex).
            </span>
          </span>
        </label>
      </SearchSettings>
      <Button type="submit" disabled={isBusy || draft.topic.length === 0} className="w-full sm:w-auto">
        {isBusy ? <Spinner className="h-4 w-4" /> : <Sparkles aria-hidden="true" className="h-4 w-4" />}
        {isBusy ? 'Generating...' : 'Generate Literature Review'}
      </Button>
    </form>
  )
}
