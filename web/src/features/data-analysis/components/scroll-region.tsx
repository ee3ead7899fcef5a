import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn'

/** A table's sideways-scrolling frame on narrow screens, named and reachable by keyboard. */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div
      className={cn('overflow-x-auto', className)}
      role="group"
      aria-label={`${label} (scrolls sideways on narrow screens)`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </div>
  )
}
