import { useMutation } from '@tanstack/react-query'
import { CalendarPlus } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import type { ResearchPath } from '#shared/contract/timeline'
import { ApiError } from '../lib/api-client'
import { useNavigate } from '../lib/router'
import { useToast } from './toast'
import { Button } from './ui/button'
import { Field, Input } from './ui/form'

export const TIMELINE_BUILDER_PATH = '/research-timeline-builder'

function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

/** The timeline's own words for a refused save: its limit (409) or a date it cannot hold (400). */
export function timelineRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 400)) return null
  return error.issues?.[0]?.message ?? error.message
}

/**
 * Saves a plan (the methodology advisor's phases, the career analyzer's gap plan) as a research path from a picked
 * start date, then opens it in the timeline builder. `save` makes the path; `intro` says what it will hold.
 */
export function SendToTimeline({
  intro,
  label,
  save,
}: {
  intro: string
  label: string
  save: (startDate: string) => Promise<ResearchPath>
}) {
  const [startDate, setStartDate] = useState(localToday)
  const send = useMutation({ mutationFn: save })
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
          description: timelineRefusalOf(error) ?? 'Failed to save research timeline. Please try again.',
          variant: 'destructive',
        }),
    })
  }

  return (
    <form onSubmit={handleSubmit} className="mt-4 rounded-xl bg-slate-50 p-4" aria-label={label}>
      <p className="text-sm text-slate-700">{intro}</p>
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
          {send.isPending ? 'Saving...' : label}
        </Button>
      </div>
    </form>
  )
}
