import { cn } from '../../lib/cn'

export const itemClass = (active: boolean) =>
  cn(
    'block rounded-lg px-3 py-2 text-sm font-medium',
    active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
  )
