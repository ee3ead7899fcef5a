import type { ResearchSourceId, ResearchSourcesResponse } from '#shared/contract/research'
import { DEFAULT_REVIEW_SOURCES, REVIEW_MAX_YEAR, REVIEW_MIN_YEAR, type ReviewInput } from '#shared/contract/reviews'
import { sourcesToSend } from '../../lib/research-sources'

/** What the user typed and chose; years stay text until they are checked. */
export type ReviewDraft = {
  topic: string
  keywords: string
  sources: ResearchSourceId[]
  fromYear: string
  toYear: string
  followReferences: boolean
}

export const emptyDraft = (): ReviewDraft => ({
  topic: '',
  keywords: '',
  sources: [...DEFAULT_REVIEW_SOURCES],
  fromYear: '',
  toYear: '',
  followReferences: true,
})

export type DraftErrors = { fromYear?: string; toYear?: string; sources?: string }

export type DraftCheck =
  { kind: 'ready'; input: ReviewInput } | { kind: 'blank-topic' } | { kind: 'invalid'; errors: DraftErrors }

const YEAR_RANGE_MESSAGE = `Enter a year from ${REVIEW_MIN_YEAR} to ${REVIEW_MAX_YEAR}, or leave it empty.`

function parseYear(text: string): number | null | 'invalid' {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (!/^\d{4}$/.test(trimmed)) return 'invalid'
  const year = Number(trimmed)
  return year < REVIEW_MIN_YEAR || year > REVIEW_MAX_YEAR ? 'invalid' : year
}

/** The year fields' errors as the user types: a bad year, or a range that runs backwards. */
export function yearErrors(draft: Pick<ReviewDraft, 'fromYear' | 'toYear'>): DraftErrors {
  const fromYear = parseYear(draft.fromYear)
  const toYear = parseYear(draft.toYear)
  const errors: DraftErrors = {}
  if (fromYear === 'invalid') errors.fromYear = YEAR_RANGE_MESSAGE
  if (toYear === 'invalid') errors.toYear = YEAR_RANGE_MESSAGE
  if (typeof fromYear === 'number' && typeof toYear === 'number' && fromYear > toYear)
    errors.fromYear = 'The first year must not be after the last.'
  return errors
}

/** The request a draft makes, or why it cannot be sent yet. Sources the server cannot ask are left out. */
export function checkDraft(draft: ReviewDraft, status: ResearchSourcesResponse | undefined): DraftCheck {
  if (!draft.topic.trim()) return { kind: 'blank-topic' }
  const errors = yearErrors(draft)
  const sources = sourcesToSend(draft.sources, status)
  if (sources.length === 0) errors.sources = 'Choose at least one source this server can search.'
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  const fromYear = parseYear(draft.fromYear)
  const toYear = parseYear(draft.toYear)
  return {
    kind: 'ready',
    input: {
      topic: draft.topic.trim(),
      keywords: draft.keywords.trim(),
      sources,
      fromYear: typeof fromYear === 'number' ? fromYear : null,
      toYear: typeof toYear === 'number' ? toYear : null,
      followReferences: draft.followReferences,
    },
  }
}
