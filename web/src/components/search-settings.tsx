import type { ReactNode, Ref } from 'react'
import type { ResearchSourceId, ResearchSourcesResponse } from '#shared/contract/research'
import type { SearchSettingsDraft, SearchSettingsErrors } from '../lib/search-settings'
import { SourceChecklist } from './source-checklist'
import { Field, Input } from './ui/form'

type SearchSettingsProps = {
  draft: SearchSettingsDraft
  errors: SearchSettingsErrors
  open: boolean
  onOpenChange: (open: boolean) => void
  sourceStatus: ResearchSourcesResponse | undefined
  sourceStatusFailed: boolean
  onToggleSource: (id: ResearchSourceId) => void
  onYearChange: (field: 'fromYear' | 'toYear', value: string) => void
  detailsRef?: Ref<HTMLDetailsElement>
  /** a tool's own options, under the years */
  children?: ReactNode
}

/** "Search settings", folded: the sources to ask with their availability, and an optional publication-year range. */
export function SearchSettings({
  draft,
  errors,
  open,
  onOpenChange,
  sourceStatus,
  sourceStatusFailed,
  onToggleSource,
  onYearChange,
  detailsRef,
  children,
}: SearchSettingsProps) {
  return (
    <details
      ref={detailsRef}
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      className="rounded-xl border border-slate-200 p-4"
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">Search settings</summary>
      <div className="mt-4 space-y-5">
        <div>
          <SourceChecklist
            selected={draft.sources}
            status={sourceStatus}
            statusFailed={sourceStatusFailed}
            onToggle={onToggleSource}
          />
          {errors.sources && (
            <p role="alert" className="mt-1 text-xs font-medium text-red-700">
              {errors.sources}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Publication years (optional)</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            <YearField
              label="From"
              placeholder="e.g. 2010"
              value={draft.fromYear}
              error={errors.fromYear}
              onChange={(value) => onYearChange('fromYear', value)}
            />
            <YearField
              label="To"
              placeholder="e.g. 2025"
              value={draft.toYear}
              error={errors.toYear}
              onChange={(value) => onYearChange('toYear', value)}
            />
          </div>
        </fieldset>
        {children}
      </div>
    </details>
  )
}

function YearField({
  label,
  placeholder,
  value,
  error,
  onChange,
}: {
  label: string
  placeholder: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder={placeholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
