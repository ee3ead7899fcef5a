import type { ResearcherSort } from '#shared/contract/researchers'

export const SEARCH_DEBOUNCE_MS = 500
export const POPULAR_AREAS = [
  'Artificial Intelligence',
  'Machine Learning',
  'Computer Science',
  'Data Science',
  'Biotechnology',
  'Physics',
  'Engineering',
]
export const SORT_OPTIONS: { value: ResearcherSort; label: string }[] = [
  { value: 'citations', label: 'Citations' },
  { value: 'works', label: 'Publications' },
  { value: 'h_index', label: 'h-index' },
]
export const sortLabel = (sortBy: ResearcherSort) =>
  SORT_OPTIONS.find((option) => option.value === sortBy)?.label ?? sortBy
export const isResearcherSort = (value: string): value is ResearcherSort =>
  SORT_OPTIONS.some((option) => option.value === value)

export const SEARCH_ERROR_FALLBACK = 'Failed to fetch researchers. Please try again.'
