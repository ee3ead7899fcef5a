import { useQuery } from '@tanstack/react-query'
import { Pause, Play, Search, Shuffle, Timer } from 'lucide-react'
import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import type {
  AnswerResult,
  Flashcard,
  LearningProgress,
  ReviewGrade,
  XpAward,
} from '../../../../../shared/contract/learning'
import {
  FLASHCARD_CATEGORIES,
  FLASHCARD_DIFFICULTIES,
  GRADE_LABELS,
  QUIZ_SECONDS,
  REVIEW_GRADES,
} from '../../../../../shared/learning'
import { Button } from '../../../components/ui/button'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import { reviewQueueQuery, useRecordAnswer, useReviewCard, useToggleFavorite } from '../api/learning-queries'
import { filterCards, hasFilters, NO_FILTERS, shuffledIndex, wrapIndex, type DeckFilters } from '../deck'
import { STUDY_MODES, type StudyMode } from '../deck-location'
import { useDeckLocation } from '../hooks/use-deck-location'
import { useQuizTimer } from '../hooks/use-quiz-timer'
import { FlipCard } from './flip-card'
import { ReviewSettings } from './review-settings'

const MODE_LABELS: Record<StudyMode, string> = { study: 'Study', quiz: 'Quiz', review: 'Spaced Repetition' }

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

type DeckProps = { cards: Flashcard[]; progress: LearningProgress }

export function FlashcardDeck({ cards, progress }: DeckProps) {
  const { mode, filters, positions, change } = useDeckLocation()
  const [revealed, setRevealed] = useState(false)
  const [lastXp, setLastXp] = useState<XpAward | null>(null)
  const toast = useToast()
  const searchId = useId()

  const favorites = useMemo(() => new Set(progress.favoriteCards), [progress.favoriteCards])
  const mastered = useMemo(() => new Set(progress.masteredCards), [progress.masteredCards])
  const byId = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards])
  const queueQuery = {
    category: filters.category === 'all' ? undefined : filters.category,
    level: filters.level === 'all' ? undefined : filters.level,
  }
  const queue = useQuery({ ...reviewQueueQuery(queueQuery), enabled: mode === 'review' })

  const deck = useMemo(() => {
    if (mode !== 'review') return filterCards(cards, filters, favorites)
    const queued = (queue.data?.items ?? []).flatMap((item) => {
      const card = byId.get(item.cardId)
      return card ? [card] : []
    })
    // The server already narrowed the queue by category and level; search and favorites narrow it here.
    return filterCards(queued, { ...filters, category: 'all', level: 'all' }, favorites)
  }, [mode, cards, filters, favorites, queue.data, byId])
  const position = Math.min(positions[mode], Math.max(0, deck.length - 1))
  const card = deck[position]
  const queueItem = mode === 'review' ? queue.data?.items.find((item) => item.cardId === card?.id) : undefined

  const record = useRecordAnswer()
  const review = useReviewCard()
  const favorite = useToggleFavorite()

  const announce = useCallback(
    (result: AnswerResult) => {
      if (result.newlyMastered && card) toast({ title: 'Card mastered', description: card.term, variant: 'success' })
      for (const achievement of result.unlocked)
        toast({ title: 'Achievement Unlocked!', description: achievement.name, variant: 'success' })
    },
    [card, toast],
  )
  const failed = useCallback(
    (error: unknown) =>
      toast({ title: 'Not saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    [toast],
  )

  const timer = useQuizTimer(() => {
    if (!card) return
    record.mutate({ cardId: card.id, mode: 'quiz', outcome: 'incorrect' }, { onSuccess: announce, onError: failed })
    toast({ title: 'Time’s up', description: `${card.term} counted as incorrect.` })
    goTo(wrapIndex(position, 1, deck.length))
  })

  function goTo(next: number) {
    change({ positions: { [mode]: next } })
    setRevealed(false)
    timer.reset()
  }
  const move = (step: number) => goTo(wrapIndex(position, step, deck.length))

  const changeFilters = (next: Partial<DeckFilters>) => {
    change({ filters: { ...filters, ...next } })
    setRevealed(false)
    timer.reset()
  }
  /** Each mode comes back to the card it was left on. */
  const changeMode = (next: StudyMode) => {
    change({ mode: next })
    setLastXp(null)
    setRevealed(false)
    timer.stop()
  }

  const answer = (outcome: 'studied' | 'correct' | 'incorrect') => {
    if (!card) return
    const cardMode = mode === 'quiz' ? 'quiz' : 'study'
    record.mutate({ cardId: card.id, mode: cardMode, outcome }, { onSuccess: announce, onError: failed })
    move(1)
  }

  const grade = (value: ReviewGrade) => {
    if (!card || !revealed || review.isPending) return
    review.mutate(
      { cardId: card.id, grade: value },
      {
        onSuccess: (result) => {
          setLastXp(result.xp)
          announce(result)
          setRevealed(false)
        },
        onError: failed,
      },
    )
  }

  const openRelated = (cardId: string) => {
    if (!byId.has(cardId)) return
    const inStudyDeck = filterCards(cards, filters, favorites)
    const reachable = inStudyDeck.some((entry) => entry.id === cardId)
    const list = reachable ? inStudyDeck : cards
    const opensIn = mode === 'review' ? 'study' : mode
    change({
      mode: opensIn,
      filters: reachable ? undefined : NO_FILTERS,
      positions: { [opensIn]: list.findIndex((entry) => entry.id === cardId) },
    })
    setRevealed(false)
    timer.reset()
  }

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return
      const onButton = event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement
      if (event.key === ' ' && !onButton) {
        event.preventDefault()
        setRevealed((value) => !value)
      } else if (event.key === 'ArrowRight') move(1)
      else if (event.key === 'ArrowLeft') move(-1)
      else if (mode === 'review' && ['1', '2', '3', '4'].includes(event.key)) {
        const value = REVIEW_GRADES[Number(event.key) - 1]
        if (value) grade(value)
      }
    }
    window.addEventListener('keydown', handleKey)
    return () => window.removeEventListener('keydown', handleKey)
  })

  const relatedCards = card ? card.relatedTerms.flatMap((id) => byId.get(id) ?? []) : []
  const accuracy = progress.accuracy === null ? '—' : `${Math.round(progress.accuracy * 100)}%`

  return (
    <div className="space-y-6">
      <div role="radiogroup" aria-label="Study mode" className="flex flex-wrap gap-2">
        {STUDY_MODES.map((entry) => (
          <button
            key={entry}
            type="button"
            role="radio"
            aria-checked={mode === entry}
            onClick={() => changeMode(entry)}
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
            onChange={(event) => changeFilters({ search: event.target.value })}
            className="w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9"
          />
        </div>
        <select
          aria-label="Category"
          value={filters.category}
          onChange={(event) => changeFilters({ category: event.target.value as DeckFilters['category'] })}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2"
        >
          <option value="all">All categories</option>
          {FLASHCARD_CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
        <select
          aria-label="Level"
          value={filters.level}
          onChange={(event) => changeFilters({ level: event.target.value as DeckFilters['level'] })}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 capitalize"
        >
          <option value="all">All levels</option>
          {FLASHCARD_DIFFICULTIES.map((level) => (
            <option key={level} value={level}>
              {level[0]?.toUpperCase()}
              {level.slice(1)}
            </option>
          ))}
        </select>
        <Button
          variant={filters.favoritesOnly ? 'primary' : 'outline'}
          aria-pressed={filters.favoritesOnly}
          onClick={() => changeFilters({ favoritesOnly: !filters.favoritesOnly })}
        >
          Favorites only
        </Button>
        <Button variant="outline" onClick={() => goTo(shuffledIndex(position, deck.length))} disabled={deck.length < 2}>
          <Shuffle aria-hidden="true" className="h-4 w-4" /> Shuffle
        </Button>
      </div>

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
            relatedCards={relatedCards}
            onFlip={() => setRevealed((value) => !value)}
            onToggleFavorite={() => favorite.mutate({ cardId: card.id, favorite: !favorites.has(card.id) })}
            onOpenRelated={openRelated}
          />
          <div className="flex flex-wrap justify-center gap-3">
            {mode === 'study' && (
              <>
                <Button onClick={() => answer('studied')}>Mark as Studied</Button>
                <Button variant="outline" onClick={() => move(1)}>
                  Next Card
                </Button>
              </>
            )}
            {mode === 'quiz' && (
              <>
                <Button className="bg-emerald-700 hover:bg-emerald-800" onClick={() => answer('correct')}>
                  Correct
                </Button>
                <Button variant="destructive" onClick={() => answer('incorrect')}>
                  Incorrect
                </Button>
                <Button variant="outline" onClick={() => move(1)}>
                  Skip
                </Button>
              </>
            )}
            {mode === 'review' &&
              (revealed ? (
                <div
                  role="group"
                  aria-label="How well did you recall it?"
                  className="grid w-full grid-cols-2 gap-2 sm:grid-cols-4"
                >
                  {REVIEW_GRADES.map((value, i) => {
                    const preview = queueItem?.previews.find((entry) => entry.grade === value)
                    return (
                      <Button
                        key={value}
                        variant={value === 'again' ? 'destructive' : value === 'good' ? 'primary' : 'outline'}
                        onClick={() => grade(value)}
                        disabled={review.isPending}
                        aria-keyshortcuts={String(i + 1)}
                        className="flex-col"
                      >
                        <span>{GRADE_LABELS[value]}</span>
                        {preview && <span className="text-xs opacity-90">{preview.interval}</span>}
                      </Button>
                    )
                  })}
                </div>
              ) : (
                <Button onClick={() => setRevealed(true)}>Show Answer</Button>
              ))}
          </div>
        </>
      ) : (
        <EmptyDeck mode={mode} filtered={hasFilters(filters)} onClear={() => changeFilters(NO_FILTERS)} />
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
