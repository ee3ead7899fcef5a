import type { Me } from '#shared/contract/account'
import { cn } from '../../lib/cn'

const labels: Record<string, string> = { researcherSearch: 'researcher searches', aiQuery: 'AI queries' }

function resetTime(iso: string) {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })
}

/** Today's server-counted usage; the server enforces it, this only shows it. */
export function QuotaSummary({ me }: { me: Me }) {
  if (me.isPremium) {
    return <p className="text-sm text-slate-700">Your plan has unlimited researcher searches and AI queries.</p>
  }
  return (
    <div className="text-sm text-slate-700">
      <ul className="flex flex-wrap gap-2">
        {me.quota.usage.map((usage) => {
          const nearLimit = usage.limit !== null && usage.used >= usage.limit - 1
          return (
            <li
              key={usage.kind}
              data-testid={`quota-${usage.kind}`}
              className={cn(
                'rounded-full border px-3 py-1',
                nearLimit ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-200 bg-white',
              )}
            >
              {usage.used} of {usage.limit} {labels[usage.kind] ?? usage.kind} used today
            </li>
          )
        })}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        Free limits reset every day at midnight UTC ({resetTime(me.quota.resetsAt)} your time).
      </p>
    </div>
  )
}
