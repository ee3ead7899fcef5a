import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import type { LearningSettings } from '#shared/contract/learning'
import { MAX_NEW_CARDS_PER_DAY, RETENTION_MAX, RETENTION_MIN } from '#shared/learning'
import { Button } from '../../../components/ui/button'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'
import { forecastQuery, useUpdateLearningSettings } from '../api/learning-queries'
import { ScheduleOptimiser } from './schedule-optimiser'
import { Table } from '../../../components/ui/table'

const percent = (value: number) => `${Math.round(value * 100)}%`

/** Desired retention and new cards per day, with the 30-day workload of the retention being considered. */
export function ReviewSettings({ settings }: { settings: LearningSettings }) {
  const [retention, setRetention] = useState(settings.desiredRetention)
  const [newPerDay, setNewPerDay] = useState(settings.newCardsPerDay)
  const [previewed, setPreviewed] = useState(settings.desiredRetention)
  const save = useUpdateLearningSettings()
  const toast = useToast()
  const retentionId = useId()
  const newId = useId()

  useEffect(() => {
    const id = setTimeout(() => setPreviewed(retention), 300)
    return () => clearTimeout(id)
  }, [retention])
  const forecast = useQuery(forecastQuery(previewed))
  const peak = Math.max(1, ...(forecast.data?.days.map((day) => day.reviews + day.newCards) ?? [1]))
  const changed = retention !== settings.desiredRetention || newPerDay !== settings.newCardsPerDay

  const handleSave = () => {
    save.mutate(
      { desiredRetention: retention, newCardsPerDay: newPerDay },
      {
        onSuccess: () => toast({ title: 'Settings saved', variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Could not save',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <section aria-labelledby="srs-settings" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="srs-settings" className="font-semibold text-slate-900">
        Spaced repetition settings
      </h3>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <label htmlFor={retentionId} className="block text-sm font-medium text-slate-900">
            Desired retention: {percent(retention)}
          </label>
          <input
            id={retentionId}
            type="range"
            min={RETENTION_MIN}
            max={RETENTION_MAX}
            step={0.01}
            value={retention}
            onChange={(event) => setRetention(Number(event.target.value))}
            aria-describedby={`${retentionId}-help`}
            className="mt-2 w-full accent-brand-700"
          />
          <p id={`${retentionId}-help`} className="mt-1 text-sm text-slate-700">
            The chance of remembering a card that FSRS aims for when it comes up. Higher means shorter intervals and
            more reviews; lower means fewer reviews and more forgetting. 90% suits most learners.
          </p>
        </div>
        <div>
          <label htmlFor={newId} className="block text-sm font-medium text-slate-900">
            New cards per day
          </label>
          <input
            id={newId}
            type="number"
            min={0}
            max={MAX_NEW_CARDS_PER_DAY}
            value={newPerDay}
            onChange={(event) =>
              setNewPerDay(Math.min(MAX_NEW_CARDS_PER_DAY, Math.max(0, Math.round(Number(event.target.value) || 0))))
            }
            className="mt-2 w-28 rounded-lg border border-slate-300 px-3 py-2"
          />
          <div className="mt-4">
            <Button onClick={handleSave} disabled={!changed || save.isPending}>
              {save.isPending ? 'Saving...' : 'Save settings'}
            </Button>
          </div>
        </div>
      </div>

      <figure className="mt-6">
        <figcaption className="text-sm font-medium text-slate-900">
          Next 30 days at {percent(previewed)} retention
          {forecast.data && `: ${forecast.data.totalReviews} reviews`}
        </figcaption>
        <p className="text-xs text-slate-600">
          Assumes you answer Good every time and add new cards at your daily limit.
        </p>
        {forecast.isError && <p className="mt-2 text-sm text-red-800">Could not compute the forecast.</p>}
        {forecast.data && (
          <>
            <div aria-hidden="true" className="mt-3 flex h-24 items-end gap-0.5">
              {forecast.data.days.map((day) => (
                <div key={day.day} className="flex h-full flex-1 flex-col justify-end" title={day.day}>
                  <div className="bg-brand-600" style={{ height: `${(day.reviews / peak) * 100}%` }} />
                  <div className="bg-amber-400" style={{ height: `${(day.newCards / peak) * 100}%` }} />
                </div>
              ))}
            </div>
            <p aria-hidden="true" className="mt-1 flex gap-4 text-xs text-slate-700">
              <span className="inline-flex items-center gap-1">
                <span className="h-2 w-2 bg-brand-600" /> reviews
              </span>
              <span className="inline-flex items-center gap-1">
                <span className="h-2 w-2 bg-amber-400" /> new cards
              </span>
            </p>
            <Table className="sr-only">
              <caption>Forecast reviews and new cards per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Reviews</th>
                  <th scope="col">New cards</th>
                </tr>
              </thead>
              <tbody>
                {forecast.data.days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    <td>{day.reviews}</td>
                    <td>{day.newCards}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
      </figure>
      <ScheduleOptimiser />
    </section>
  )
}
