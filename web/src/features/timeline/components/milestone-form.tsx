import { Plus } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import type { MilestoneValues } from '../timeline-draft'
import { MilestoneFields, type MilestoneDetails } from './milestone-fields'

const blank: MilestoneDetails = { title: '', description: '', deadline: '', priority: 'Medium' }

/** Add Milestone: without a title and a deadline the click is ignored (as in the original); then the form resets. */
export function MilestoneForm({ onAdd }: { onAdd: (milestone: MilestoneValues) => void }) {
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
          <MilestoneFields value={fields} onChange={setFields} labelPrefix="Milestone" />
          <Button type="submit" variant="secondary" className="w-full sm:w-auto">
            <Plus aria-hidden="true" className="h-4 w-4" /> Add Milestone
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
