import { Link } from '../../../lib/router'
import type { Me } from '#shared/contract/account'
import { cn } from '../../../lib/cn'

/** Today's searches as the server counted them (the session's quota, refetched after each search). */
export function SearchQuotaLine({ me }: { me: Me }) {
  const usage = me.quota.usage.find((entry) => entry.kind === 'researcherSearch')
  if (!usage || usage.limit === null) {
    return (
      <p data-testid="search-quota" className="text-sm font-medium text-emerald-800">
        Unlimited searches
      </p>
    )
  }
  const left = Math.max(0, usage.limit - usage.used)
  const warn = usage.used >= usage.limit - 1
  return (
    <p
      data-testid="search-quota"
      className={cn(
        'rounded-lg border px-3 py-1.5 text-sm sm:max-w-md',
        warn ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-slate-200 bg-white text-slate-700',
      )}
    >
      {left} of {usage.limit} free searches left today — resets at midnight UTC
      {left === 0 && (
        <>
          {' · '}
          <Link to="/pricing" className="font-medium whitespace-nowrap underline underline-offset-2">
            Upgrade for unlimited
          </Link>
        </>
      )}
    </p>
  )
}
