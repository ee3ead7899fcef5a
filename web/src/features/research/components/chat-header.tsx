import { ChevronDown, Copy, ArrowDownToLine, Trash2 } from 'lucide-react'
import { useCallback, useId, useRef, useState } from 'react'
import type { ResearchSourceId } from '#shared/contract/research'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { useDismiss } from '../../../components/use-dismiss'
import { EXPORT_FORMATS, type ExportFormat } from '../chat-export'
import { sourceName } from '../../../lib/research-sources'
import { headerBadges } from '../research-rules'

type ChatHeaderProps = {
  modeName: string
  sources: readonly ResearchSourceId[]
  hasMessages: boolean
  onClear: () => void
  onCopy: () => void
  onExport: (format: ExportFormat) => void
}

export function ChatHeader({ modeName, sources, hasMessages, onClear, onCopy, onExport }: ChatHeaderProps) {
  const { shown, more } = headerBadges(sources)
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-slate-900">{chatTitle(modeName)}</h3>
        <ul aria-label="Selected data sources" className="mt-1 flex flex-wrap gap-1.5" data-testid="source-badges">
          {shown.map((id) => (
            <li key={id}>
              <Badge tone="brand">{sourceName(id)}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge tone="slate">+{more} more</Badge>
            </li>
          )}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onClear} disabled={!hasMessages}>
          <Trash2 aria-hidden="true" className="h-4 w-4" /> Clear
        </Button>
        <Button variant="outline" size="sm" onClick={onCopy} disabled={!hasMessages}>
          <Copy aria-hidden="true" className="h-4 w-4" /> Copy
        </Button>
        <ExportMenu disabled={!hasMessages} onExport={onExport} />
      </div>
    </div>
  )
}

/** A disclosure: Export opens a short list of formats; Escape or a click outside closes it. */
function ExportMenu({ disabled, onExport }: { disabled: boolean; onExport: (format: ExportFormat) => void }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, { root: rootRef, trigger: buttonRef })

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-8 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:pointer-events-none disabled:opacity-60"
      >
        <ArrowDownToLine aria-hidden="true" className="h-4 w-4" /> Export
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {EXPORT_FORMATS.map(({ format, label }) => (
          <li key={format}>
            <button
              type="button"
              className="w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100"
              onClick={() => {
                onExport(format)
                setOpen(false)
                buttonRef.current?.focus()
              }}
            >
              {format === 'bibtex' || format === 'ris' ? `Cited works as ${label}` : `Chat as ${label}`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** "Comprehensive research"; a mode already named as research ("Deep Research") is not said twice. */
export const chatTitle = (modeName: string) => (/\bresearch$/i.test(modeName) ? modeName : `${modeName} research`)
