import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn'

export type TabItem = { id: string; label: string; panel: ReactNode }

/** WAI-ARIA tabs with automatic activation; arrow keys, Home and End move between tabs. */
type TabsProps = {
  label: string
  tabs: TabItem[]
  selected: string
  onSelect: (id: string) => void
  /** shown after the tabs on the same row, e.g. a link to another page */
  trailing?: ReactNode
}

export function Tabs({ label, tabs, selected, onSelect, trailing }: TabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  )

  const handleKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab.id)
    refs.current[next]?.focus()
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 pb-2">
        <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
          {tabs.map((tab, i) => (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[i] = element
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={i === index}
              aria-controls={`panel-${tab.id}`}
              tabIndex={i === index ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={handleKeyDown}
              className={cn(
                'rounded-lg px-4 py-2 text-sm font-medium',
                i === index ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {trailing}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={i !== index}
          // The WAI-ARIA tabs pattern makes the panel focusable so keyboard users reach its text.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="pt-6 focus-visible:outline-none"
        >
          {i === index && tab.panel}
        </div>
      ))}
    </div>
  )
}
