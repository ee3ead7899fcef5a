import { useState, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { Field, Input } from '../../../components/ui/form'
import { placeTemplate, TIMELINE_TEMPLATES, type PlacedMilestone } from '../templates'
import { Select } from '../../../components/ui/select'

/** Adds a template's milestones, dated from the start or due date the user picks; all editable afterwards. */
export function TemplatePicker({ onApply }: { onApply: (name: string, milestones: PlacedMilestone[]) => void }) {
  const [templateId, setTemplateId] = useState(TIMELINE_TEMPLATES[0]?.id ?? '')
  const [date, setDate] = useState('')
  const template = TIMELINE_TEMPLATES.find((entry) => entry.id === templateId)
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (!template || !date) return
    onApply(template.name, placeTemplate(template, date))
    setDate('')
  }
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Start from a template</h2>
        <p className="mt-1 text-sm text-slate-700">
          Typical schedules placed from a date you pick. Change anything afterwards.
        </p>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={handleSubmit} aria-label="Start from a template">
          <Field label="Template">
            {({ id }) => (
              <Select id={id} value={templateId} onChange={(event) => setTemplateId(event.target.value)}>
                {TIMELINE_TEMPLATES.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={template?.anchorLabel ?? 'Date'}
            hint={
              template &&
              `${template.steps.length} milestones, ${template.anchor === 'start' ? 'counted from this date' : 'counted back from this date'}.`
            }
          >
            {({ id, describedBy }) => (
              <Input
                id={id}
                type="date"
                required
                min="1900-01-01"
                max="2200-12-31"
                aria-describedby={describedBy}
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="outline" disabled={!date}>
            Add template milestones
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
