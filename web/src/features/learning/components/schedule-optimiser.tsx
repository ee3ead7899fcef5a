import { useQuery } from '@tanstack/react-query'
import type { ParameterFit } from '#shared/contract/learning'
import { Button } from '../../../components/ui/button'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'
import { reviewParametersQuery, useOptimiseSchedule } from '../api/learning-queries'
import { Table } from '../../../components/ui/table'

const loss = (value: number) => value.toFixed(3)
const calibration = (value: number) => `${(value * 100).toFixed(1)}%`

function FitReport({ fit }: { fit: ParameterFit }) {
  return (
    <div className="mt-3 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-800">
      <p className="font-medium text-slate-900">
        {fit.adopted
          ? 'Your schedule now uses parameters fitted to your reviews.'
          : 'The fitted parameters did not predict your reviews better, so the ones in use stay.'}
      </p>
      <Table className="mt-2 w-full max-w-md text-left">
        <caption className="sr-only">How well each parameter set predicts your {fit.reviews} reviews</caption>
        <thead>
          <tr className="text-xs text-slate-600">
            <th scope="col" className="font-normal">
              On your {fit.reviews} reviews
            </th>
            <th scope="col" className="font-normal">
              Before
            </th>
            <th scope="col" className="font-normal">
              Fitted
            </th>
          </tr>
        </thead>
        <tbody>
          {[
            ['Log loss', loss(fit.before.logLoss), loss(fit.after.logLoss)],
            ['Calibration error', calibration(fit.before.rmse), calibration(fit.after.rmse)],
          ].map(([label, before, after]) => (
            <tr key={label}>
              <th scope="row" className="font-normal">
                {label}
              </th>
              <td>{before}</td>
              <td>{after}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="mt-2 text-xs text-slate-600">
        Lower is better: how far FSRS’s predicted chance of recall was from what you actually recalled. Fitted on{' '}
        {new Date(fit.fittedAt).toLocaleDateString()}.
      </p>
    </div>
  )
}

/** 'Optimise my schedule': FSRS parameters fitted to the learner's own review history, with the before and after. */
export function ScheduleOptimiser() {
  const parameters = useQuery(reviewParametersQuery())
  const optimise = useOptimiseSchedule()
  const toast = useToast()

  if (parameters.isPending) return <p className="text-sm text-slate-700">Loading your schedule parameters...</p>
  if (parameters.isError) return <p className="text-sm text-red-800">Could not load your schedule parameters.</p>
  const { trainingReviews, minimumReviews, personalised, lastFit } = parameters.data
  const enough = trainingReviews >= minimumReviews

  const handleOptimise = () =>
    optimise.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: result.lastFit?.adopted ? 'Schedule optimised' : 'Schedule unchanged',
          description: result.lastFit?.adopted
            ? 'Future reviews are scheduled with parameters fitted to your history.'
            : 'The current parameters already predict your reviews best.',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Could not optimise',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    })

  return (
    <section aria-labelledby="srs-optimise" className="mt-6 border-t border-slate-200 pt-5">
      <h4 id="srs-optimise" className="font-semibold text-slate-900">
        Personal schedule
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        {personalised
          ? 'FSRS schedules your reviews with parameters fitted to your own history.'
          : 'FSRS schedules your reviews with its default parameters, fitted to many learners.'}{' '}
        Optimising fits them to how you remember, from your reviews made a day or more after the card’s previous one:{' '}
        <strong>
          {trainingReviews} of the {minimumReviews}
        </strong>{' '}
        it needs so far.
      </p>
      <Button className="mt-3" onClick={handleOptimise} disabled={!enough || optimise.isPending}>
        {optimise.isPending ? 'Optimising...' : 'Optimise my schedule'}
      </Button>
      {!enough && (
        <p className="mt-2 text-xs text-slate-600">
          Available after {minimumReviews - trainingReviews} more such reviews.
        </p>
      )}
      {lastFit && <FitReport fit={lastFit} />}
    </section>
  )
}
