import { FLASHCARD_CATEGORIES, FLASHCARD_DIFFICULTIES } from '#shared/learning'
import { NO_FILTERS, type DeckFilters } from './deck'

export type StudyMode = 'study' | 'quiz' | 'review'
export const STUDY_MODES: readonly StudyMode[] = ['study', 'quiz', 'review']

/** Where the learner is in the deck: kept in the address, so a tab switch, a reload or a shared link keeps it. */
export type DeckLocation = {
  mode: StudyMode
  filters: DeckFilters
  /** 0-based card index per mode; each mode keeps its own place */
  positions: Record<StudyMode, number>
}

export type DeckLocationChange = {
  mode?: StudyMode
  filters?: DeckFilters
  positions?: Partial<Record<StudyMode, number>>
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((entry) => entry === value)

function cardNumber(value: string | null): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 1 ? parsed - 1 : 0
}

export function readDeckLocation(params: URLSearchParams): DeckLocation {
  return {
    mode: oneOf(STUDY_MODES, params.get('mode')) ?? 'study',
    filters: {
      search: params.get('q') ?? NO_FILTERS.search,
      category: oneOf(FLASHCARD_CATEGORIES, params.get('category')) ?? 'all',
      level: oneOf(FLASHCARD_DIFFICULTIES, params.get('level')) ?? 'all',
      favoritesOnly: params.get('favorites') === '1',
    },
    positions: {
      study: cardNumber(params.get('study')),
      quiz: cardNumber(params.get('quiz')),
      review: cardNumber(params.get('review')),
    },
  }
}

const setOrDelete = (params: URLSearchParams, key: string, value: string | null) => {
  if (value === null) params.delete(key)
  else params.set(key, value)
}

/**
 * The address after a change, other parameters (the hub's tab) kept. New filters restart every mode at its first
 * card, since the positions were places in the old deck; defaults are left out so the plain address stays plain.
 */
export function writeDeckLocation(current: URLSearchParams, change: DeckLocationChange): URLSearchParams {
  const next = new URLSearchParams(current)
  if (change.mode) setOrDelete(next, 'mode', change.mode === 'study' ? null : change.mode)
  if (change.filters) {
    const { search, category, level, favoritesOnly } = change.filters
    setOrDelete(next, 'q', search === '' ? null : search)
    setOrDelete(next, 'category', category === 'all' ? null : category)
    setOrDelete(next, 'level', level === 'all' ? null : level)
    setOrDelete(next, 'favorites', favoritesOnly ? '1' : null)
    for (const mode of STUDY_MODES) next.delete(mode)
  }
  for (const mode of STUDY_MODES) {
    const index = change.positions?.[mode]
    if (index !== undefined) setOrDelete(next, mode, index > 0 ? String(index + 1) : null)
  }
  return next
}
