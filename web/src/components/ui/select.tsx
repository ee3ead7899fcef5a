import type { SelectHTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

const FIELD =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-600'

const VARIANTS = {
  /** a form field's full width */
  block: `block w-full ${FIELD}`,
  /** as wide as its options, beside a label in a line */
  inline: `inline-block w-auto ${FIELD}`,
  /** small, inside a table cell */
  compact: 'rounded border border-slate-300 bg-white px-1 py-0.5 text-sm',
}

type Props = SelectHTMLAttributes<HTMLSelectElement> & { variant?: keyof typeof VARIANTS }

/** The one select of the app: lint refuses a raw <select> elsewhere. */
export function Select({ className, variant = 'block', ...props }: Props) {
  return <select className={cn(VARIANTS[variant], className)} {...props} />
}
