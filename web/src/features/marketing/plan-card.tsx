import { Check, Minus, Sparkles } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import type { PlanContent } from './pricing-content'

type PlanCardProps = { plan: PlanContent; banner?: string; action: ReactNode }

export function PlanCard({ plan, banner, action }: PlanCardProps) {
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white shadow-sm',
        banner ? 'border-brand-600 ring-2 ring-brand-600 lg:-mt-4 lg:mb-4' : 'border-slate-200',
      )}
    >
      {banner && (
        <p className="flex items-center justify-center gap-2 rounded-t-2xl bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white">
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          {banner}
        </p>
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 id={headingId} className="text-xl font-bold text-slate-900">
          {plan.name}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{plan.description}</p>
        <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-extrabold tracking-tight text-slate-900">{plan.price}</span>
          <span className="text-sm font-medium text-slate-600">{plan.period}</span>
        </p>
        <div className="mt-6">{action}</div>
        <h4 className="mt-6 text-sm font-semibold text-slate-900">What’s included</h4>
        <ul className="mt-3 space-y-2.5 text-sm text-slate-700">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {plan.limitations.length > 0 && (
          <>
            <h4 className="mt-6 text-sm font-semibold text-slate-900">Limitations</h4>
            <ul className="mt-3 space-y-2.5 text-sm text-slate-700">
              {plan.limitations.map((limitation) => (
                <li key={limitation} className="flex gap-2">
                  <Minus aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
                  <span>{limitation}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </article>
  )
}
