import { useId } from 'react'
import { RESEARCH_SOURCES, type ResearchSourceId, type ResearchSourcesResponse } from '#shared/contract/research'
import { cn } from '../lib/cn'
import { availabilityOf } from '../lib/research-sources'

type SourceChecklistProps = {
  selected: readonly ResearchSourceId[]
  /** GET /api/research/sources: which sources this server can ask, and why not */
  status: ResearchSourcesResponse | undefined
  statusFailed: boolean
  onToggle: (id: ResearchSourceId) => void
  legend?: string
  disabled?: boolean
}

/** The data sources to search, one checkbox each; a source this server cannot ask is disabled with its reason. */
export function SourceChecklist({
  selected,
  status,
  statusFailed,
  onToggle,
  legend = 'Data sources',
  disabled = false,
}: SourceChecklistProps) {
  const id = useId()
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {statusFailed && (
        <p className="mt-1 text-xs text-amber-900">
          Could not check which sources this server can ask; the server will say when you ask.
        </p>
      )}
      <ul className="mt-2 space-y-1.5">
        {RESEARCH_SOURCES.map((source) => {
          const availability = availabilityOf(status, source.id)
          const isUnavailable = availability?.available === false
          const reasonId = `${id}-${source.id}-reason`
          return (
            <li key={source.id}>
              <label
                className={cn(
                  'flex items-start gap-2 rounded-md px-1 py-1 text-sm',
                  isUnavailable ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer hover:bg-slate-50',
                )}
              >
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 accent-brand-700"
                  checked={selected.includes(source.id) && !isUnavailable}
                  disabled={isUnavailable}
                  aria-describedby={isUnavailable ? reasonId : undefined}
                  onChange={() => onToggle(source.id)}
                  data-testid={`source-${source.id}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-800">{source.name}</span>{' '}
                  <span className="text-xs text-slate-600">· {source.category}</span>
                  {isUnavailable && (
                    <span id={reasonId} className="block text-xs text-slate-600">
                      Unavailable: {availability.reason ?? 'not configured on this server'}
                    </span>
                  )}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
