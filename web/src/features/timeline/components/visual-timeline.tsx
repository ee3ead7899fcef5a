import { Badge } from '../../../components/ui/badge'
import { cn } from '../../../lib/cn'
import { formatDeadline, isOverdue, layoutAxis } from '../timeline-dates'
import type { DraftMilestone } from '../timeline-draft'
import { STATUS_TONE } from './milestone-list'

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

const DOT = {
  Planned: 'border-slate-500 bg-white',
  'In progress': 'border-brand-700 bg-brand-200',
  Done: 'border-emerald-700 bg-emerald-600',
  Blocked: 'border-amber-700 bg-amber-300',
} as const

/**
 * Milestones on a vertical time axis (it reads down a phone screen): the space between two entries grows
 * with the time between them, months are labelled where they start, and a line marks today.
 */
export function VisualTimeline({ milestones, today }: { milestones: DraftMilestone[]; today: string }) {
  if (milestones.length === 0) return null
  const axis = layoutAxis(milestones, today)
  return (
    <figure aria-labelledby="visual-timeline-caption" className="mt-2">
      <figcaption id="visual-timeline-caption" className="sr-only">
        Timeline of the milestones with today marked
      </figcaption>
      <ol className="relative ml-3 border-l-2 border-slate-200 pl-6">
        {axis.map((entry) => (
          <li
            key={entry.kind === 'today' ? 'today' : entry.item.key}
            style={{ marginTop: entry.gap }}
            className="relative"
          >
            {entry.month && (
              <p className="mb-1 -ml-6 pl-6 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {monthLabel(entry.month)}
              </p>
            )}
            {entry.kind === 'today' ? (
              <div className="relative flex items-center gap-2">
                <span aria-hidden="true" className="absolute top-1/2 -left-[1.95rem] h-0.5 w-6 bg-red-600" />
                <span className="h-0.5 flex-1 bg-red-600" aria-hidden="true" />
                <span className="text-xs font-semibold text-red-700">
                  Today, <time dateTime={entry.date}>{formatDeadline(entry.date)}</time>
                </span>
              </div>
            ) : (
              <div className="relative">
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-1 -left-[2.05rem] h-3.5 w-3.5 rounded-full border-2',
                    DOT[entry.item.status],
                  )}
                />
                <p className="text-sm font-medium break-words text-slate-900">{entry.item.title}</p>
                <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-700">
                  <time dateTime={entry.item.deadline}>{formatDeadline(entry.item.deadline)}</time>
                  <Badge tone={STATUS_TONE[entry.item.status]}>{entry.item.status}</Badge>
                  {isOverdue(entry.item, today) && <Badge tone="red">Overdue</Badge>}
                </p>
              </div>
            )}
          </li>
        ))}
      </ol>
    </figure>
  )
}
