import { Lock } from 'lucide-react'
import { RESEARCH_MODES, type ResearchModeId } from '#shared/contract/research'
import { Card } from '../../../components/ui/card'
import { cn } from '../../../lib/cn'
import { canUseMode, type Access } from '../research-rules'

type ModeListProps = {
  selected: ResearchModeId
  access: Access
  onChoose: (id: ResearchModeId) => void
}

export function ModeList({ selected, access, onChoose }: ModeListProps) {
  return (
    <Card className="p-4">
      <h3 id="research-modes-heading" className="text-base font-semibold text-slate-900">
        Research Modes
      </h3>
      <ul aria-labelledby="research-modes-heading" className="mt-3 grid grid-cols-2 gap-1.5 lg:grid-cols-1">
        {RESEARCH_MODES.map((mode) => {
          const isLocked = !canUseMode(mode, access)
          const isSelected = mode.id === selected
          return (
            <li key={mode.id} className="flex">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onChoose(mode.id)}
                data-testid={`mode-${mode.id}`}
                className={cn(
                  'w-full rounded-lg border px-3 py-2 text-left transition-colors',
                  isSelected
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-200 hover:bg-slate-50 lg:border-transparent lg:hover:border-slate-200',
                  // Dimmed by a tint, not by opacity, so the text keeps its contrast.
                  isLocked && 'border-dashed bg-slate-50',
                )}
              >
                <span className="flex flex-wrap items-center justify-between gap-x-2">
                  <span className={cn('text-sm font-medium', isLocked ? 'text-slate-600' : 'text-slate-900')}>
                    {mode.name}
                  </span>
                  {isLocked ? (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-700">
                      <Lock aria-hidden="true" className="h-3.5 w-3.5" /> Premium
                    </span>
                  ) : (
                    mode.isPremium && <span className="text-xs font-medium text-amber-800">Premium</span>
                  )}
                </span>
                <span className="mt-0.5 block text-xs text-slate-600 max-sm:sr-only">{mode.description}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
