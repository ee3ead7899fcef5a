import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { AnswerResult, Flashcard, LearningProgress, ReviewGrade, XpAward } from '#shared/contract/learning'
import { REVIEW_GRADES } from '#shared/learning'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'
import { reviewQueueQuery, useRecordAnswer, useReviewCard, useToggleFavorite } from '../api/learning-queries'
import { filterCards, NO_FILTERS, shuffledIndex, wrapIndex, type DeckFilters } from '../deck'
import type { StudyMode } from '../deck-location'
import { useDeckLocation } from './use-deck-location'
import { useQuizTimer } from './use-quiz-timer'

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * The flashcard deck's state: mode, filters and each mode's card kept in the address, the review queue, the answers
 * recorded, the quiz timer and the keyboard (Space flips, ← → move, 1–4 grade a review).
 */
export function useFlashcardDeck(cards: Flashcard[], progress: LearningProgress) {
  const { mode, filters, positions, change } = useDeckLocation()
  const [revealed, setRevealed] = useState(false)
  const [lastXp, setLastXp] = useState<XpAward | null>(null)
  const toast = useToast()

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
  const shuffle = () => goTo(shuffledIndex(position, deck.length))
  const flip = () => setRevealed((value) => !value)
  const toggleFavorite = () => {
    if (card) favorite.mutate({ cardId: card.id, favorite: !favorites.has(card.id) })
  }

  return {
    mode,
    filters,
    deck,
    position,
    card,
    queue,
    queueItem,
    revealed,
    lastXp,
    favorites,
    mastered,
    relatedCards,
    timer,
    record,
    review,
    move,
    shuffle,
    flip,
    reveal: () => setRevealed(true),
    changeFilters,
    changeMode,
    answer,
    grade,
    openRelated,
    toggleFavorite,
  }
}

export type FlashcardDeckState = ReturnType<typeof useFlashcardDeck>
