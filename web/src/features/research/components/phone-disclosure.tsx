import { ChevronDown } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { cn } from '../../../lib/cn'

/**
 * On a phone, the research modes and settings fold behind one button so the chat is near the top of the
 * page; from the `lg` breakpoint they sit open in the side column and the button is gone.
 */
export function PhoneDisclosure({ label, summary, children }: { label: string; summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const regionId = useId()
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((current) => !current)}
        className="flex w-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:hidden"
      >
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{label}</span>
          <span className="block truncate text-sm text-slate-700">{summary}</span>
        </span>
        <ChevronDown aria-hidden="true" className={cn('h-5 w-5 shrink-0 text-slate-600', open && 'rotate-180')} />
      </button>
      <div id={regionId} className={cn('space-y-4 lg:block', open ? 'mt-4 block' : 'hidden')}>
        {children}
      </div>
    </div>
  )
}
