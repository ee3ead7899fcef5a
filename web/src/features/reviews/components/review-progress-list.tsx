import { CircleAlert, CircleCheckBig, CircleDashed, CircleSlash, LoaderCircle, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { sourceName } from '../../../lib/research-sources'
import { describeSourceProgress, STAGE_LABELS, type GenerationProgress, type StageStatus } from '../review-progress'

const STAGE_ICONS: Record<StageStatus | 'stopped', { icon: typeof CircleCheckBig; className: string; words: string }> =
  {
    waiting: { icon: CircleDashed, className: 'text-slate-400', words: 'waiting' },
    started: {
      icon: LoaderCircle,
      className: 'animate-spin text-brand-700 motion-reduce:animate-none',
      words: 'running',
    },
    done: { icon: CircleCheckBig, className: 'text-emerald-700', words: 'done' },
    skipped: { icon: CircleSlash, className: 'text-slate-500', words: 'skipped' },
    stopped: { icon: CircleAlert, className: 'text-amber-700', words: 'stopped' },
  }

type ReviewProgressListProps = {
  progress: GenerationProgress
  isRunning: boolean
  onCancel: () => void
  footer?: ReactNode
}

/** The stages of a review as they stream in, each source's answer, a live summary for screen readers, and Cancel. */
export function ReviewProgressList({ progress, isRunning, onCancel, footer }: ReviewProgressListProps) {
  return (
    <section aria-labelledby="review-progress-heading" aria-busy={isRunning} data-testid="review-progress">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="review-progress-heading" className="text-lg font-semibold text-slate-900">
          {isRunning ? 'Generating the review…' : 'The last run'}
        </h3>
        {isRunning && (
          <Button variant="outline" size="sm" onClick={onCancel}>
            <X aria-hidden="true" className="h-4 w-4" /> Cancel
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {progress.announcement}
      </p>
      <ol className="mt-4 space-y-3">
        {progress.stages.map((state) => {
          // A stage still running when the run has ended was cut short: by Cancel, or by the failure.
          const look = STAGE_ICONS[!isRunning && state.status === 'started' ? 'stopped' : state.status]
          return (
            <li key={state.stage} className="flex gap-3" data-testid={`stage-${state.stage}`}>
              <look.icon aria-hidden="true" className={cn('mt-0.5 h-5 w-5 shrink-0', look.className)} />
              <div className="min-w-0">
                <p
                  className={cn(
                    'text-sm font-medium',
                    state.status === 'waiting' ? 'text-slate-600' : 'text-slate-900',
                  )}
                >
                  {STAGE_LABELS[state.stage]} <span className="sr-only">({look.words})</span>
                </p>
                {state.detail && <p className="text-sm break-words text-slate-700">{state.detail}</p>}
              </div>
            </li>
          )
        })}
      </ol>
      {progress.sources.length > 0 && (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-slate-900">Sources</h4>
          <ul className="mt-2 grid gap-1.5 sm:grid-cols-2" data-testid="review-source-progress">
            {progress.sources.map((source) => (
              <li
                key={source.source}
                className={cn(
                  'rounded-lg border px-3 py-1.5 text-sm break-words',
                  source.status === 'failed' || source.status === 'unavailable'
                    ? 'border-amber-200 bg-amber-50 text-amber-950'
                    : 'border-slate-200 bg-slate-50 text-slate-800',
                )}
              >
                <span className="font-medium">{sourceName(source.source)}</span>: {describeSourceProgress(source)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {footer}
    </section>
  )
}
