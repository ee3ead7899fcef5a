import { cn } from '../../lib/cn'

/**
 * The turning ring alone, hidden from assistive technology: beside text that already says what is happening. Its
 * className gives its size (h-4 w-4).
 */
export function SpinnerIcon({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-spin rounded-full border-2 border-brand-600 border-t-transparent', className)}
    />
  )
}

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-3">
      <SpinnerIcon className={cn('h-6 w-6', className)} />
      <span className={label ? 'text-slate-700' : 'sr-only'}>{label ?? 'Loading'}</span>
    </span>
  )
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner className="h-10 w-10" label={label} />
    </div>
  )
}
