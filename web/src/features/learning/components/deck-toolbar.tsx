import { Search, Shuffle } from 'lucide-react'
import { useId } from 'react'
import { FLASHCARD_CATEGORIES, FLASHCARD_DIFFICULTIES } from '#shared/learning'
import { Button } from '../../../components/ui/button'
import { Select } from '../../../components/ui/select'
import { cn } from '../../../lib/cn'
import type { DeckFilters } from '../deck'
import { STUDY_MODES, type StudyMode } from '../deck-location'

const MODE_LABELS: Record<StudyMode, string> = { study: 'Study', quiz: 'Quiz', review: 'Spaced Repetition' }

type Props = {
  mode: StudyMode
  filters: DeckFilters
  canShuffle: boolean
  onChangeMode: (mode: StudyMode) => void
  onChangeFilters: (filters: Partial<DeckFilters>) => void
  onShuffle: () => void
}

/** The study mode, then the deck's search, category, level, favorites and shuffle. */
export function DeckToolbar({ mode, filters, canShuffle, onChangeMode, onChangeFilters, onShuffle }: Props) {
  const searchId = useId()
  return (
    <>
      <div role="radiogroup" aria-label="Study mode" className="flex flex-wrap gap-2">
        {STUDY_MODES.map((entry) => (
          <button
            key={entry}
            type="button"
            role="radio"
            aria-checked={mode === entry}
            onClick={() => onChangeMode(entry)}
            className={cn(
              'rounded-lg border px-4 py-2 text-sm font-medium',
              mode === entry
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {MODE_LABELS[entry]}
          </button>
        ))}
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto_auto]">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search flashcards
          </label>
          <Search aria-hidden="true" className="absolute top-3 left-3 h-4 w-4 text-slate-500" />
          <input
            id={searchId}
            type="search"
            placeholder="Search terms, definitions, tags"
            value={filters.search}
            onChange={(event) => onChangeFilters({ search: event.target.value })}
            className="w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9"
          />
        </div>
        <Select
          aria-label="Category"
          value={filters.category}
          onChange={(event) => onChangeFilters({ category: event.target.value as DeckFilters['category'] })}
        >
          <option value="all">All categories</option>
          {FLASHCARD_CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </Select>
        <Select
          aria-label="Level"
          value={filters.level}
          onChange={(event) => onChangeFilters({ level: event.target.value as DeckFilters['level'] })}
          className="capitalize"
        >
          <option value="all">All levels</option>
          {FLASHCARD_DIFFICULTIES.map((level) => (
            <option key={level} value={level}>
              {level[0]?.toUpperCase()}
              {level.slice(1)}
            </option>
          ))}
        </Select>
        <Button
          variant={filters.favoritesOnly ? 'primary' : 'outline'}
          aria-pressed={filters.favoritesOnly}
          onClick={() => onChangeFilters({ favoritesOnly: !filters.favoritesOnly })}
        >
          Favorites only
        </Button>
        <Button variant="outline" onClick={onShuffle} disabled={!canShuffle}>
          <Shuffle aria-hidden="true" className="h-4 w-4" /> Shuffle
        </Button>
      </div>
    </>
  )
}
