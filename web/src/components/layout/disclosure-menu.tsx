import { ChevronDown } from 'lucide'
import { ShellIcon } from '../ui/shell-icon'
import { useCallback, useId, useRef, useState, type ReactNode } from 'react'
import { useLocation } from '../../lib/router'
import { cn } from '../../lib/cn'
import { useDismiss } from '../use-dismiss'

type Props = {
  label: ReactNode
  /** accessible name when the label is not plain text */
  ariaLabel?: string
  active?: boolean
  align?: 'left' | 'right'
  buttonClassName?: string
  children: ReactNode
}

/**
 * The disclosure pattern for site navigation: a button toggles a list of links. Escape and a click
 * outside close it; focus returns to the button on Escape; a navigation closes it.
 */
export function DisclosureMenu({ label, ariaLabel, active, align = 'left', buttonClassName, children }: Props) {
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const location = useLocation()
  // Open only on the page where it was opened: a navigation closes it without an effect.
  const here = location.pathname + location.search
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === here
  const setOpen = (value: boolean | ((open: boolean) => boolean)) =>
    setOpenOn((current) => ((typeof value === 'function' ? value(current === here) : value) ? here : null))

  const close = useCallback(() => setOpenOn(null), [])
  useDismiss(open, close, { root: rootRef, trigger: buttonRef }, { onFocusOut: true })

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium',
          active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
          buttonClassName,
        )}
      >
        {label}
        <ShellIcon icon={ChevronDown} className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute z-40 mt-2 min-w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg',
          align === 'right' ? 'right-0' : 'left-0',
        )}
      >
        {children}
      </div>
    </div>
  )
}
