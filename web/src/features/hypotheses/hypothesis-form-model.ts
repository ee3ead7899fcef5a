import { DEFAULT_HYPOTHESIS_SOURCES, type HypothesisInput, type HypothesisMode } from '#shared/contract/hypotheses'
import type { ResearchSourceId, ResearchSourcesResponse } from '#shared/contract/research'
import { REVIEW_MAX_YEAR, REVIEW_MIN_YEAR } from '#shared/contract/reviews'
import { sourcesToSend } from '../../lib/research-sources'

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

export type DraftErrors = { target?: string; fromYear?: string; toYear?: string; sources?: string }

export type DraftCheck =
  { kind: 'ready'; input: HypothesisInput } | { kind: 'blank-area' } | { kind: 'invalid'; errors: DraftErrors }

export const TARGET_REQUIRED = 'Please enter the second idea to connect.'
const YEAR_RANGE_MESSAGE = `Enter a year from ${REVIEW_MIN_YEAR} to ${REVIEW_MAX_YEAR}, or leave it empty.`

function parseYear(text: string): number | null | 'invalid' {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (!/^\d{4}$/.test(trimmed)) return 'invalid'
  const year = Number(trimmed)
  return year < REVIEW_MIN_YEAR || year > REVIEW_MAX_YEAR ? 'invalid' : year
}

/** The year fields' errors as the user types: a bad year, or a range that runs backwards. */
export function yearErrors(draft: Pick<HypothesisDraft, 'fromYear' | 'toYear'>): DraftErrors {
  const fromYear = parseYear(draft.fromYear)
  const toYear = parseYear(draft.toYear)
  const errors: DraftErrors = {}
  if (fromYear === 'invalid') errors.fromYear = YEAR_RANGE_MESSAGE
  if (toYear === 'invalid') errors.toYear = YEAR_RANGE_MESSAGE
  if (typeof fromYear === 'number' && typeof toYear === 'number' && fromYear > toYear)
    errors.fromYear = 'The first year must not be after the last.'
  return errors
}

/**
 * The request a draft makes, or why it cannot be sent yet: a blank area (the spec's toast), or fields to fix. The
 * second idea counts only when connecting two ideas; sources the server cannot ask are left out.
 */
export function checkDraft(draft: HypothesisDraft, status: ResearchSourcesResponse | undefined): DraftCheck {
  if (!draft.area.trim()) return { kind: 'blank-area' }
  const errors: DraftErrors = {}
  if (draft.mode === 'closed' && !draft.target.trim()) errors.target = TARGET_REQUIRED
  Object.assign(errors, yearErrors(draft))
  const sources = sourcesToSend(draft.sources, status)
  if (sources.length === 0) errors.sources = 'Choose at least one source this server can search.'
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  const fromYear = parseYear(draft.fromYear)
  const toYear = parseYear(draft.toYear)
  return {
    kind: 'ready',
    input: {
      mode: draft.mode,
      area: draft.area.trim(),
      target: draft.mode === 'closed' ? draft.target.trim() : '',
      context: draft.context.trim(),
      sources,
      fromYear: typeof fromYear === 'number' ? fromYear : null,
      toYear: typeof toYear === 'number' ? toYear : null,
    },
  }
}
