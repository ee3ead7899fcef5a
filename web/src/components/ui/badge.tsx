import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

type Tone = 'brand' | 'amber' | 'green' | 'slate' | 'red'
const tones: Record<Tone, string> = {
  brand: 'bg-brand-100 text-brand-800',
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-emerald-100 text-emerald-900',
  slate: 'bg-slate-100 text-slate-800',
  red: 'bg-red-100 text-red-800',
}

export function Badge({ tone = 'brand', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
