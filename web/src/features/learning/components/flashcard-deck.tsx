import { Pause, Play, Timer } from 'lucide-react'
import type { Flashcard, LearningProgress } from '#shared/contract/learning'
import { FLASHCARD_CATEGORIES, QUIZ_SECONDS } from '#shared/learning'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import { hasFilters, NO_FILTERS } from '../deck'
import type { StudyMode } from '../deck-location'
import { useFlashcardDeck } from '../hooks/use-flashcard-deck'
import { DeckActions } from './deck-actions'
import { DeckToolbar } from './deck-toolbar'
import { FlipCard } from './flip-card'
import { ReviewSettings } from './review-settings'

type DeckProps = { cards: Flashcard[]; progress: LearningProgress }

export function FlashcardDeck({ cards, progress }: DeckProps) {
  const deckState = useFlashcardDeck(cards, progress)
  const { mode, filters, deck, position, card, queue, revealed, lastXp, favorites, mastered, timer, record } = deckState
  const accuracy = progress.accuracy === null ? '—' : `${Math.round(progress.accuracy * 100)}%`

  return (
    <div className="space-y-6">
      <DeckToolbar
        mode={mode}
        filters={filters}
        canShuffle={deck.length >= 2}
        onChangeMode={deckState.changeMode}
        onChangeFilters={deckState.changeFilters}
        onShuffle={deckState.shuffle}
      />

      {mode === 'review' && <ReviewSummary queue={queue.data} isLoading={queue.isPending} />}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          {deck.length ? `Card ${position + 1} of ${deck.length}` : 'No cards'}
        </p>
        {mode === 'quiz' && (
          <Button
            variant="outline"
            size="sm"
            onClick={timer.toggle}
            aria-pressed={timer.running}
            aria-label={timer.running ? 'Pause the timer' : 'Start the timer'}
          >
            {timer.running ? (
              <Pause aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Play aria-hidden="true" className="h-4 w-4" />
            )}
            <Timer aria-hidden="true" className="h-4 w-4" />
            <span role="timer" aria-label="Seconds left" className={cn(timer.secondsLeft <= 5 && 'text-red-700')}>
              {timer.secondsLeft}s
            </span>
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label="Position in the deck"
        aria-valuemin={0}
        aria-valuemax={Math.max(1, deck.length)}
        aria-valuenow={deck.length ? position + 1 : 0}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full bg-brand-600"
          style={{ width: deck.length ? `${((position + 1) / deck.length) * 100}%` : '0%' }}
        />
      </div>

      {card ? (
        <>
          <FlipCard
            card={card}
            revealed={revealed}
            mastered={mastered.has(card.id)}
            favorite={favorites.has(card.id)}
            relatedCards={deckState.relatedCards}
            onFlip={deckState.flip}
            onToggleFavorite={deckState.toggleFavorite}
            onOpenRelated={deckState.openRelated}
          />
          <DeckActions deck={deckState} />
        </>
      ) : (
        <EmptyDeck mode={mode} filtered={hasFilters(filters)} onClear={() => deckState.changeFilters(NO_FILTERS)} />
      )}

      {mode === 'review' && lastXp && (
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          +{lastXp.total} XP. {lastXp.reason}
        </p>
      )}

      <p className="text-xs text-slate-600">
        Keyboard: Space flips the card, ← → move{mode === 'review' ? ', 1–4 grade Again, Hard, Good, Easy' : ''}.
        {mode === 'quiz' && ` The ${QUIZ_SECONDS}-second timer counts the card as incorrect when it runs out.`}
      </p>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Accuracy', accuracy],
          ['Streak', `${progress.streakDays} ${progress.streakDays === 1 ? 'day' : 'days'}`],
          ['Categories', String(FLASHCARD_CATEGORIES.length)],
          ['Favorites', String(progress.favoriteCards.length)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3 text-center">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      {mode === 'review' && <ReviewSettings key={JSON.stringify(progress.settings)} settings={progress.settings} />}

      {record.isError && <p className="sr-only">{errorMessage(record.error, 'The last answer was not saved.')}</p>}
    </div>
  )
}

function ReviewSummary({
  queue,
  isLoading,
}: {
  queue: { dueCount: number; newLeftToday: number; nextDue: string | null } | undefined
  isLoading: boolean
}) {
  if (isLoading || !queue) return <p className="text-sm text-slate-700">Loading your reviews...</p>
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-800">
      {queue.dueCount} due for review · {queue.newLeftToday} new left today
      {queue.nextDue && ` · next review ${new Date(queue.nextDue).toLocaleString()}`}
    </p>
  )
}

function EmptyDeck({ mode, filtered, onClear }: { mode: StudyMode; filtered: boolean; onClear: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="font-semibold text-slate-900">
        {mode === 'review' && !filtered ? 'All caught up' : 'No cards match'}
      </h2>
      <p className="mt-1 text-slate-700">
        {mode === 'review' && !filtered
          ? 'Nothing is due and today’s new cards are done. Come back when the next review falls due.'
          : 'Try another search or filter.'}
      </p>
      {filtered && (
        <Button variant="secondary" className="mt-4" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
