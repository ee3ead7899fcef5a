import { AlertTriangle, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { MilestoneStatus } from '#shared/contract/timeline'
import { MILESTONE_STATUSES } from '#shared/contract/timeline-values'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { formatDeadline, isOverdue } from '../timeline-dates'
import type { DraftMilestone, MilestoneValues } from '../timeline-draft'
import { MilestoneFields } from './milestone-fields'
import { Select } from '../../../components/ui/select'

const PRIORITY_TONE = { High: 'red', Medium: 'amber', Low: 'slate' } as const
export const STATUS_TONE = { Planned: 'slate', 'In progress': 'brand', Done: 'green', Blocked: 'amber' } as const

type ListProps = {
  milestones: DraftMilestone[]
  today: string
  onChange: (key: string, changes: Partial<MilestoneValues>) => void
  onRemove: (key: string) => void
}

/** The Research Timeline list, sorted by deadline; status changes here, details in an inline editor. */
export function MilestoneList({ milestones, today, onChange, onRemove }: ListProps) {
  if (milestones.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
        No milestones yet. Add one, or start from a template.
      </p>
    )
  }
  return (
    <ol aria-label="Milestones" className="space-y-3">
      {milestones.map((milestone) => (
        <MilestoneItem
          key={milestone.key}
          milestone={milestone}
          overdue={isOverdue(milestone, today)}
          onChange={(changes) => onChange(milestone.key, changes)}
          onRemove={() => onRemove(milestone.key)}
        />
      ))}
    </ol>
  )
}

type ItemProps = {
  milestone: DraftMilestone
  overdue: boolean
  onChange: (changes: Partial<MilestoneValues>) => void
  onRemove: () => void
}

function MilestoneItem({ milestone, overdue, onChange, onRemove }: ItemProps) {
  const [editing, setEditing] = useState(false)
  return (
    <li
      className={`rounded-lg border p-4 ${overdue ? 'border-red-300 bg-red-50/60' : 'border-slate-200 bg-white'}`}
      aria-label={milestone.title}
    >
      {editing ? (
        <MilestoneEditor milestone={milestone} onDone={() => setEditing(false)} onChange={onChange} />
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-semibold break-words text-slate-900">{milestone.title}</h3>
              <p className="text-sm text-slate-700">
                Due <time dateTime={milestone.deadline}>{formatDeadline(milestone.deadline)}</time>
              </p>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Badge tone={PRIORITY_TONE[milestone.priority]}>{milestone.priority}</Badge>
              {overdue && (
                <Badge tone="red" className="inline-flex items-center gap-1">
                  <AlertTriangle aria-hidden="true" className="h-3 w-3" /> Overdue
                </Badge>
              )}
            </div>
          </div>
          {milestone.description && (
            <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{milestone.description}</p>
          )}
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <label className="text-sm text-slate-800">
              <span className="mr-2">Status</span>
              <Select
                variant="inline"
                value={milestone.status}
                aria-label={`Status of ${milestone.title}`}
                onChange={(event) => onChange({ status: event.target.value as MilestoneStatus })}
              >
                {MILESTONE_STATUSES.map((status) => (
                  <option key={status}>{status}</option>
                ))}
              </Select>
            </label>
            <span className="flex-1" />
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit ${milestone.title}`}>
              <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${milestone.title}`}>
              <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
            </Button>
          </div>
        </>
      )}
    </li>
  )
}

function MilestoneEditor({
  milestone,
  onChange,
  onDone,
}: {
  milestone: DraftMilestone
  onChange: (changes: Partial<MilestoneValues>) => void
  onDone: () => void
}) {
  const [fields, setFields] = useState({
    title: milestone.title,
    description: milestone.description,
    deadline: milestone.deadline,
    priority: milestone.priority,
  })
  const canApply = fields.title.trim() !== '' && fields.deadline !== ''
  return (
    <form
      className="space-y-3"
      aria-label={`Edit ${milestone.title}`}
      onSubmit={(event) => {
        event.preventDefault()
        if (!canApply) return
        onChange({ ...fields, title: fields.title.trim() })
        onDone()
      }}
    >
      <MilestoneFields value={fields} onChange={setFields} showErrors />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!canApply}>
          Apply
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
