import type { ResearchSourceId, ResearchSourcesResponse } from '#shared/contract/research'
import { REVIEW_MAX_YEAR, REVIEW_MIN_YEAR } from '#shared/contract/reviews'
import { sourcesToSend } from './research-sources'

/**
 * The search settings the literature review and the hypothesis generator share: which sources to ask and an
 * optional publication-year range. Years stay text while the user types.
 */
export type SearchSettingsDraft = { sources: ResearchSourceId[]; fromYear: string; toYear: string }

export type SearchSettingsErrors = { fromYear?: string; toYear?: string; sources?: string }

export type SearchSettingsInput = { sources: ResearchSourceId[]; fromYear: number | null; toYear: number | null }

const YEAR_RANGE_MESSAGE = `Enter a year from ${REVIEW_MIN_YEAR} to ${REVIEW_MAX_YEAR}, or leave it empty.`
export const NO_SOURCE_MESSAGE = 'Choose at least one source this server can search.'

function parseYear(text: string): number | null | 'invalid' {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (!/^\d{4}$/.test(trimmed)) return 'invalid'
  const year = Number(trimmed)
  return year < REVIEW_MIN_YEAR || year > REVIEW_MAX_YEAR ? 'invalid' : year
}

/** The year fields' errors as the user types: a bad year, or a range that runs backwards. */
export function yearErrors(draft: Pick<SearchSettingsDraft, 'fromYear' | 'toYear'>): SearchSettingsErrors {
  const fromYear = parseYear(draft.fromYear)
  const toYear = parseYear(draft.toYear)
  const errors: SearchSettingsErrors = {}
  if (fromYear === 'invalid') errors.fromYear = YEAR_RANGE_MESSAGE
  if (toYear === 'invalid') errors.toYear = YEAR_RANGE_MESSAGE
  if (typeof fromYear === 'number' && typeof toYear === 'number' && fromYear > toYear)
    errors.fromYear = 'The first year must not be after the last.'
  return errors
}

/** The settings as a request sends them, or the fields to fix. Sources the server cannot ask are left out. */
export function checkSearchSettings(
  draft: SearchSettingsDraft,
  status: ResearchSourcesResponse | undefined,
): { errors: SearchSettingsErrors; input: SearchSettingsInput } {
  const errors = yearErrors(draft)
  const sources = sourcesToSend(draft.sources, status)
  if (sources.length === 0) errors.sources = NO_SOURCE_MESSAGE
  const fromYear = parseYear(draft.fromYear)
  const toYear = parseYear(draft.toYear)
  return {
    errors,
    input: {
      sources,
      fromYear: typeof fromYear === 'number' ? fromYear : null,
      toYear: typeof toYear === 'number' ? toYear : null,
    },
  }
}
