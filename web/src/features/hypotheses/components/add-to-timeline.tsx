import { CalendarPlus } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import type { GeneratedHypothesis } from '#shared/contract/hypotheses'
import type { SaveResearchPathInput } from '#shared/contract/timeline'
import { TIMELINE_BUILDER_PATH, timelineRefusalOf } from '../../../components/send-to-timeline'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/form'
import { Link } from '../../../lib/router'
import { useAddToTimeline } from '../api/hypotheses-api'
import { hypothesisLabel } from '../hypothesis-words'

const TITLE_MAX = 200

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** A date three months from today, as the date field wants it: a first deadline the user changes at will. */
function inThreeMonths(now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() + 3, now.getDate())
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** The research path "Add to timeline" saves: the hypothesis as one milestone, its null form and variables with it. */
export function timelinePathFor(
  hypothesis: GeneratedHypothesis,
  runTitle: string,
  deadline: string,
): SaveResearchPathInput {
  const { variables } = hypothesis
  const description = [
    hypothesis.statement,
    `Null hypothesis: ${hypothesis.nullHypothesis}`,
    `Independent: ${variables.independent}. Dependent: ${variables.dependent}.` +
      (variables.mediators.length > 0 ? ` Mediators: ${variables.mediators.join('; ')}.` : ''),
  ].join('\n')
  return {
    title: clip(`Test ${hypothesisLabel(hypothesis.rank)}: ${hypothesis.statement}`, TITLE_MAX),
    description: `From the hypothesis generator: ${runTitle}`,
    milestones: [
      {
        title: clip(`Test the hypothesis: ${hypothesis.statement}`, TITLE_MAX),
        description,
        deadline,
        priority: 'High',
        status: 'Planned',
      },
    ],
  }
}

/**
 * "Add to timeline": a deadline, then a research path holding the hypothesis as a milestone, saved through the
 * timeline's endpoint; a link opens it in the timeline builder.
 */
export function AddToTimeline({ hypothesis, runTitle }: { hypothesis: GeneratedHypothesis; runTitle: string }) {
  const [open, setOpen] = useState(false)
  const [deadline, setDeadline] = useState(inThreeMonths)
  const [savedPathId, setSavedPathId] = useState<string | null>(null)
  const add = useAddToTimeline()
  const toast = useToast()
  const label = hypothesisLabel(hypothesis.rank)

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    add.mutate(timelinePathFor(hypothesis, runTitle, deadline), {
      onSuccess: (path) => {
        setSavedPathId(path.id)
        setOpen(false)
        toast({
          title: 'Milestone Added',
          description: `${label} is a milestone of a new research path.`,
          variant: 'success',
        })
      },
      onError: (error) =>
        toast({
          title: 'Save Failed',
          description: timelineRefusalOf(error) ?? 'Failed to save research timeline. Please try again.',
          variant: 'destructive',
        }),
    })
  }

  if (savedPathId)
    return (
      <p role="status" className="self-center text-sm text-emerald-800">
        Added to your timeline.{' '}
        <Link
          to={`${TIMELINE_BUILDER_PATH}?path=${savedPathId}`}
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          Open it in the timeline builder
        </Link>
      </p>
    )

  if (!open)
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" className="h-4 w-4" />
        Add to timeline <span className="sr-only">: {label}</span>
      </Button>
    )

  return (
    <form
      onSubmit={handleSubmit}
      aria-label={`Add ${label} to the timeline`}
      className="flex w-full flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3"
    >
      <div className="w-44">
        <Field label="Milestone deadline">
          {({ id }) => (
            <Input
              id={id}
              type="date"
              required
              min="1900-01-01"
              max="2200-12-31"
              value={deadline}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked for this field
              autoFocus
              onChange={(event) => setDeadline(event.target.value)}
            />
          )}
        </Field>
      </div>
      <Button type="submit" size="sm" disabled={add.isPending || !deadline}>
        {add.isPending ? 'Saving...' : 'Save milestone'}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setOpen(false)} disabled={add.isPending}>
        Cancel
      </Button>
    </form>
  )
}
