import { DEFAULT_HYPOTHESIS_SOURCES, type HypothesisInput, type HypothesisMode } from '#shared/contract/hypotheses'
import type { ResearchSourceId, ResearchSourcesResponse } from '#shared/contract/research'
import { checkSearchSettings, type SearchSettingsErrors } from '../../lib/search-settings'

export { yearErrors } from '../../lib/search-settings'

/** What the user typed and chose; years stay text until they are checked. */
export type HypothesisDraft = {
  mode: HypothesisMode
  area: string
  /** "Connect two ideas": the second idea (C) */
  target: string
  context: string
  sources: ResearchSourceId[]
  fromYear: string
  toYear: string
}

export const emptyDraft = (): HypothesisDraft => ({
  mode: 'open',
  area: '',
  target: '',
  context: '',
  sources: [...DEFAULT_HYPOTHESIS_SOURCES],
  fromYear: '',
  toYear: '',
})

export type DraftErrors = SearchSettingsErrors & { target?: string }

export type DraftCheck =
  { kind: 'ready'; input: HypothesisInput } | { kind: 'blank-area' } | { kind: 'invalid'; errors: DraftErrors }

export const TARGET_REQUIRED = 'Please enter the second idea to connect.'

/**
 * The request a draft makes, or why it cannot be sent yet: a blank area (the spec's toast), or fields to fix. The
 * second idea counts only when connecting two ideas; sources the server cannot ask are left out.
 */
export function checkDraft(draft: HypothesisDraft, status: ResearchSourcesResponse | undefined): DraftCheck {
  if (!draft.area.trim()) return { kind: 'blank-area' }
  const settings = checkSearchSettings(draft, status)
  const errors: DraftErrors = { ...settings.errors }
  if (draft.mode === 'closed' && !draft.target.trim()) errors.target = TARGET_REQUIRED
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  return {
    kind: 'ready',
    input: {
      mode: draft.mode,
      area: draft.area.trim(),
      target: draft.mode === 'closed' ? draft.target.trim() : '',
      context: draft.context.trim(),
      ...settings.input,
    },
  }
}
