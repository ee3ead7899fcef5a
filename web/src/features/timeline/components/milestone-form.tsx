import { Plus } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import { MILESTONE_PRIORITIES } from '../../../../../shared/contract/timeline-values'
import type { MilestonePriority } from '../../../../../shared/contract/timeline'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { Field, Input, Textarea } from '../../../components/ui/form'
import type { MilestoneFields } from '../timeline-draft'

export const selectClasses =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'

const blank = { title: '', description: '', deadline: '', priority: 'Medium' as MilestonePriority }

/** Add Milestone: without a title and a deadline the click is ignored (as in the original); then the form resets. */
export function MilestoneForm({ onAdd }: { onAdd: (milestone: MilestoneFields) => void }) {
  const [fields, setFields] = useState(blank)
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (!fields.title.trim() || !fields.deadline) return
    onAdd({ ...fields, status: 'Planned' })
    setFields(blank)
  }
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Add Milestone</h2>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={handleSubmit} aria-label="Add Milestone">
          <Field label="Milestone title">
            {({ id }) => (
              <Input
                id={id}
                value={fields.title}
                maxLength={200}
                placeholder="e.g. Literature review"
                onChange={(event) => setFields({ ...fields, title: event.target.value })}
              />
            )}
          </Field>
          <Field label="Milestone description">
            {({ id }) => (
              <Textarea
                id={id}
                rows={2}
                maxLength={2000}
                value={fields.description}
                onChange={(event) => setFields({ ...fields, description: event.target.value })}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Deadline">
              {({ id }) => (
                <Input
                  id={id}
                  type="date"
                  min="1900-01-01"
                  max="2200-12-31"
                  value={fields.deadline}
                  onChange={(event) => setFields({ ...fields, deadline: event.target.value })}
                />
              )}
            </Field>
            <Field label="Priority">
              {({ id }) => (
                <select
                  id={id}
                  className={selectClasses}
                  value={fields.priority}
                  onChange={(event) => setFields({ ...fields, priority: event.target.value as MilestonePriority })}
                >
                  {MILESTONE_PRIORITIES.map((priority) => (
                    <option key={priority}>{priority}</option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Button type="submit" variant="secondary" className="w-full sm:w-auto">
            <Plus aria-hidden="true" className="h-4 w-4" /> Add Milestone
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
