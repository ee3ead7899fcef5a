import type { MilestonePriority } from '#shared/contract/timeline'
import { MILESTONE_PRIORITIES } from '#shared/contract/timeline-values'
import { Field, Input, Textarea } from '../../../components/ui/form'
import { Select } from '../../../components/ui/select'

export type MilestoneDetails = { title: string; description: string; deadline: string; priority: MilestonePriority }

type Props = {
  value: MilestoneDetails
  onChange: (value: MilestoneDetails) => void
  /** 'Milestone' labels the add form's fields "Milestone title"…; the inline editor's are plain "Title". */
  labelPrefix?: string
  /** the inline editor names a missing title or deadline; the add form ignores the click silently (the spec) */
  showErrors?: boolean
}

/** A milestone's title, description, deadline and priority: the add form's fields and the inline editor's. */
export function MilestoneFields({ value, onChange, labelPrefix, showErrors = false }: Props) {
  const label = (name: string) => (labelPrefix ? `${labelPrefix} ${name.toLowerCase()}` : name)
  const titleError = showErrors && !value.title.trim() ? 'A milestone needs a title' : undefined
  const deadlineError = showErrors && !value.deadline ? 'Pick a deadline' : undefined
  return (
    <>
      <Field label={label('Title')} error={titleError}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            maxLength={200}
            value={value.title}
            placeholder={labelPrefix ? 'e.g. Literature review' : undefined}
            aria-describedby={describedBy}
            aria-invalid={titleError ? true : undefined}
            onChange={(event) => onChange({ ...value, title: event.target.value })}
          />
        )}
      </Field>
      <Field label={label('Description')}>
        {({ id }) => (
          <Textarea
            id={id}
            rows={2}
            maxLength={2000}
            value={value.description}
            onChange={(event) => onChange({ ...value, description: event.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Deadline" error={deadlineError}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="date"
              min="1900-01-01"
              max="2200-12-31"
              value={value.deadline}
              aria-describedby={describedBy}
              aria-invalid={deadlineError ? true : undefined}
              onChange={(event) => onChange({ ...value, deadline: event.target.value })}
            />
          )}
        </Field>
        <Field label="Priority">
          {({ id }) => (
            <Select
              id={id}
              value={value.priority}
              onChange={(event) => onChange({ ...value, priority: event.target.value as MilestonePriority })}
            >
              {MILESTONE_PRIORITIES.map((priority) => (
                <option key={priority}>{priority}</option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </>
  )
}
