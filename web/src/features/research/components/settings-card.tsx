import { useId } from 'react'
import {
  SCAN_DEPTH_MAX,
  SCAN_DEPTH_MIN,
  type ResearchSourceId,
  type ResearchSourcesResponse,
} from '#shared/contract/research'
import { SourceChecklist } from '../../../components/source-checklist'
import { Card } from '../../../components/ui/card'
import { cn } from '../../../lib/cn'

export type ResearchSettings = {
  ethicalMode: boolean
  webScanning: boolean
  scanDepth: number
  sources: ResearchSourceId[]
  voiceMode: boolean
}

type SwitchProps = {
  label: string
  description?: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
  testId?: string
}

export function Switch({ label, description, checked, disabled, onChange, testId }: SwitchProps) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="block text-xs text-slate-600">
            {description}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        data-testid={testId}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50',
          checked ? 'bg-brand-700' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  )
}

type SettingsCardProps = {
  settings: ResearchSettings
  canUseVoice: boolean
  sourceStatus: ResearchSourcesResponse | undefined
  sourceStatusFailed: boolean
  onChange: (patch: Partial<ResearchSettings>) => void
  onToggleSource: (id: ResearchSourceId) => void
}

export function SettingsCard({
  settings,
  canUseVoice,
  sourceStatus,
  sourceStatusFailed,
  onChange,
  onToggleSource,
}: SettingsCardProps) {
  const depthId = useId()
  return (
    <Card className="space-y-5 p-4">
      <h3 className="text-base font-semibold text-slate-900">Settings</h3>
      <Switch
        label="Ethical mode"
        description="Adds research-ethics considerations to answers."
        checked={settings.ethicalMode}
        onChange={(ethicalMode) => onChange({ ethicalMode })}
        testId="ethical-mode"
      />
      <Switch
        label="Web scanning"
        description="Also searches the configured web search."
        checked={settings.webScanning}
        onChange={(webScanning) => onChange({ webScanning })}
        testId="web-scanning"
      />
      <div>
        <div className="flex items-center justify-between">
          <label htmlFor={depthId} className="text-sm font-medium text-slate-800">
            Scan depth
          </label>
          <output htmlFor={depthId} className="text-sm font-semibold text-slate-900">
            {settings.scanDepth}
          </output>
        </div>
        <input
          id={depthId}
          type="range"
          min={SCAN_DEPTH_MIN}
          max={SCAN_DEPTH_MAX}
          step={1}
          value={settings.scanDepth}
          aria-valuetext={`${settings.scanDepth} of ${SCAN_DEPTH_MAX}`}
          onChange={(event) => onChange({ scanDepth: Number(event.target.value) })}
          className="mt-2 w-full accent-brand-700"
        />
        <p className="text-xs text-slate-600">How many works each source is asked for (more is slower).</p>
      </div>
      <SourceChecklist
        selected={settings.sources}
        status={sourceStatus}
        statusFailed={sourceStatusFailed}
        onToggle={onToggleSource}
      />
      <Switch
        label="Voice mode"
        description={
          canUseVoice ? 'Speak your question; answers are read aloud.' : 'Premium: speak questions, hear answers.'
        }
        checked={settings.voiceMode && canUseVoice}
        disabled={!canUseVoice}
        onChange={(voiceMode) => onChange({ voiceMode })}
        testId="voice-mode"
      />
    </Card>
  )
}
