import { CircleAlert, CircleCheckBig, CircleDashed, CircleSlash, LoaderCircle, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'
import { sourceName } from '../lib/research-sources'
import { describeSourceProgress, type StageProgress, type StageStatus } from '../lib/stage-progress'
import { Button } from './ui/button'

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

type StageProgressListProps<S extends string> = {
  progress: StageProgress<S>
  labels: Record<S, string>
  /** the heading while the run goes: "Generating the review…" */
  runningTitle: string
  /** the prefix of the list's ids and test ids: "review" gives review-progress, review-source-progress */
  name: string
  isRunning: boolean
  onCancel: () => void
  footer?: ReactNode
}

/** The stages of a run as they stream in, each source's answer, a live summary for screen readers, and Cancel. */
export function StageProgressList<S extends string>({
  progress,
  labels,
  runningTitle,
  name,
  isRunning,
  onCancel,
  footer,
}: StageProgressListProps<S>) {
  return (
    <section aria-labelledby={`${name}-progress-heading`} aria-busy={isRunning} data-testid={`${name}-progress`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${name}-progress-heading`} className="text-lg font-semibold text-slate-900">
          {isRunning ? runningTitle : 'The last run'}
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
                  {labels[state.stage]} <span className="sr-only">({look.words})</span>
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
          <ul className="mt-2 grid gap-1.5 sm:grid-cols-2" data-testid={`${name}-source-progress`}>
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
