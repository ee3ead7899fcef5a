import { ArrowDown, ArrowUp } from 'lucide-react'
import { Button } from '../../../components/ui/button'

type OrdinalLevelsProps = {
  column: string
  order: string[]
  onChange: (order: string[]) => void
}

const moved = (order: string[], index: number, by: -1 | 1) => {
  const next = [...order]
  const target = index + by
  const [here, there] = [next[index], next[target]]
  if (here === undefined || there === undefined) return order
  next[index] = there
  next[target] = here
  return next
}

/** The order of an ordinal text column's levels, lowest first, changed with buttons (no dragging needed). */
export function OrdinalLevels({ column, order, onChange }: OrdinalLevelsProps) {
  const headingId = `order-${column.replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Order of {column}&apos;s levels
      </h4>
      <p className="text-xs text-slate-600">Lowest first. Rank tests use this order.</p>
      <ol className="mt-2 space-y-1">
        {order.map((level, index) => (
          <li key={level} className="flex items-center gap-2 text-sm text-slate-800">
            <span className="w-6 text-right text-slate-500 tabular-nums">{index + 1}.</span>
            <span className="min-w-0 flex-1 truncate">{level}</span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Move ${level} up`}
              disabled={index === 0}
              onClick={() => onChange(moved(order, index, -1))}
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Move ${level} down`}
              disabled={index === order.length - 1}
              onClick={() => onChange(moved(order, index, 1))}
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ol>
    </section>
  )
}
