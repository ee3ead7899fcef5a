import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn'

/** A table's scrolling frame (sideways on narrow screens, or down when long), named and reachable by keyboard. */
export function ScrollBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      className={cn('max-w-full overflow-auto', className)}
      role="group"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </div>
  )
}
