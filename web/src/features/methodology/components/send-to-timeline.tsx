import { CalendarPlus } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/form'
import { ApiError } from '../../../lib/api-client'
import { useNavigate } from '../../../lib/router'
import { useSendPlanToTimeline } from '../api/methodology-queries'

export const TIMELINE_BUILDER_PATH = '/research-timeline-builder'

function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

/** The timeline's own words for a refused save: its limit (409) or a date it cannot hold (400). */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 400)) return null
  return error.issues?.[0]?.message ?? error.message
}

/** Saves the phased plan as a research path from a picked start date, then opens it in the timeline builder. */
export function SendToTimeline({ planId, phaseCount }: { planId: string; phaseCount: number }) {
  const [startDate, setStartDate] = useState(localToday)
  const send = useSendPlanToTimeline(planId)
  const toast = useToast()
  const navigate = useNavigate()

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    send.mutate(startDate, {
      onSuccess: (path) => {
        toast({
          title: 'Research Path Saved',
          description: 'Your research timeline has been saved to My Research Paths.',
          variant: 'success',
        })
        navigate(`${TIMELINE_BUILDER_PATH}?path=${path.id}`)
      },
      onError: (error) =>
        toast({
          title: 'Save Failed',
          description: refusalOf(error) ?? 'Failed to save research timeline. Please try again.',
          variant: 'destructive',
        }),
    })
  }

  return (
    <form onSubmit={handleSubmit} className="mt-4 rounded-xl bg-slate-50 p-4" aria-label="Send to the timeline builder">
      <p className="text-sm text-slate-700">
        Save the {phaseCount} phases as milestones of a research path, each due when its phase ends, and edit it in the
        timeline builder.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-44">
          <Field label="Start date">
            {({ id }) => (
              <Input
                id={id}
                type="date"
                required
                min="1900-01-01"
                max="2200-12-31"
                value={startDate}
                onChange={(event) => setStartDate(event.target.value)}
              />
            )}
          </Field>
        </div>
        <Button type="submit" variant="secondary" disabled={send.isPending || !startDate}>
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          {send.isPending ? 'Saving...' : 'Send to the timeline builder'}
        </Button>
      </div>
    </form>
  )
}
