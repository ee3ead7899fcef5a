import type { Flashcard, Quote } from '#shared/contract/learning'
import type { FlashcardCategory, FlashcardDifficulty } from '#shared/learning'

export type DeckFilters = {
  search: string
  category: FlashcardCategory | 'all'
  level: FlashcardDifficulty | 'all'
  favoritesOnly: boolean
}

export const NO_FILTERS: DeckFilters = { search: '', category: 'all', level: 'all', favoritesOnly: false }

export const hasFilters = (filters: DeckFilters) =>
  filters.search.trim() !== '' || filters.category !== 'all' || filters.level !== 'all' || filters.favoritesOnly

/** Cards matching every filter; the search looks in the term, the definition and the tags. */
export function filterCards(cards: readonly Flashcard[], filters: DeckFilters, favorites: ReadonlySet<string>) {
  const needle = filters.search.trim().toLowerCase()
  return cards.filter(
    (card) =>
      (filters.category === 'all' || card.category === filters.category) &&
      (filters.level === 'all' || card.difficulty === filters.level) &&
      (!filters.favoritesOnly || favorites.has(card.id)) &&
      (!needle ||
        card.term.toLowerCase().includes(needle) ||
        card.definition.toLowerCase().includes(needle) ||
        card.tags.some((tag) => tag.toLowerCase().includes(needle))),
  )
}

/** Day of the year, 1 on 1 January, in the viewer's calendar. */
export function dayOfYear(date: Date): number {
  const start = new Date(date.getFullYear(), 0, 1)
  const today = new Date(date.getFullYear(), date.getMonth(), date.getDate())
  return Math.round((today.getTime() - start.getTime()) / 86_400_000) + 1
}

export function quoteOfTheDay<T extends Quote>(quotes: readonly T[], date: Date): T | undefined {
  return quotes.length ? quotes[(dayOfYear(date) - 1) % quotes.length] : undefined
}

/** The next index after moving by `step`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length === 0) return 0
  return (((index + step) % length) + length) % length
}

/** A different card at random when there is one to go to. */
export function shuffledIndex(index: number, length: number, random: () => number = Math.random): number {
  if (length < 2) return 0
  const offset = 1 + Math.floor(random() * (length - 1))
  return (index + offset) % length
}

/** Where the research engine opens with the term as its question. */
export const findPapersHref = (term: string) => `/home?${new URLSearchParams({ tab: 'ai', q: term })}`
