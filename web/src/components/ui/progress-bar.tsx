import { cn } from '../../lib/cn'

type ProgressBarProps = {
  /** the accessible name, e.g. 'Questionnaire progress' */
  label: string
  /** 0..100 */
  percent: number
  /** what a screen reader says instead of the bare percentage, e.g. 'Question 3 of 9' */
  valueText?: string
  className?: string
}

export function ProgressBar({ label, percent, valueText, className }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
    </div>
  )
}
