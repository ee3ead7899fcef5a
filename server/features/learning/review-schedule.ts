import { createEmptyCard, fsrs, Rating, State, type Card, type FSRS, type Grade, type ReviewLog } from 'ts-fsrs'
import type { GradePreview, ReviewGrade } from '#shared/contract/learning'
import { REVIEW_GRADES, XP_CORRECT, XP_OTHERWISE, XP_RECALL_BONUS_MAX } from '#shared/learning'
import { addDays, localDay } from './study-days'

export type CardState = 'new' | 'learning' | 'review' | 'relearning'

/** What we keep of a card's FSRS memory; `null` for a card never reviewed in spaced repetition. */
export type CardMemory = {
  due: Date
  stability: number
  difficulty: number
  scheduledDays: number
  learningSteps: number
  reps: number
  lapses: number
  state: CardState
  lastReview: Date | null
}

const STATE_OF: Record<State, CardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
}
const FSRS_STATE: Record<CardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
}
const RATING: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
}

/** A learner's fitted FSRS parameters, or null for the library's defaults. */
export type FsrsParameters = readonly number[] | null

const schedulers = new Map<string, FSRS>()
const MAX_CACHED_SCHEDULERS = 500

/**
 * FSRS with the learner's parameters (the library's defaults until they optimise) and the library's steps; no fuzz,
 * so the interval shown on a button is the one given.
 */
export function schedulerFor(retention: number, parameters: FsrsParameters = null): FSRS {
  const rounded = Math.round(retention * 1000)
  const key = `${rounded}:${parameters?.join(',') ?? 'default'}`
  let scheduler = schedulers.get(key)
  if (!scheduler) {
    if (schedulers.size >= MAX_CACHED_SCHEDULERS) schedulers.clear()
    scheduler = fsrs({
      request_retention: rounded / 1000,
      enable_fuzz: false,
      ...(parameters && { w: [...parameters] }),
    })
    schedulers.set(key, scheduler)
  }
  return scheduler
}

export function toFsrsCard(memory: CardMemory | null, now: Date): Card {
  // Spread from an empty card: it carries the library's deprecated day counters, which it now derives from last_review.
  const empty = createEmptyCard(now)
  if (!memory) return empty
  return {
    ...empty,
    due: memory.due,
    stability: memory.stability,
    difficulty: memory.difficulty,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: FSRS_STATE[memory.state],
    last_review: memory.lastReview ?? undefined,
  }
}

export function toMemory(card: Card): CardMemory {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_OF[card.state],
    lastReview: card.last_review ?? null,
  }
}

/** The probability FSRS gives of recalling the card now; null before its first review. */
export function retrievabilityOf(
  memory: CardMemory | null,
  now: Date,
  retention: number,
  parameters: FsrsParameters = null,
): number | null {
  if (!memory || memory.state === 'new') return null
  return schedulerFor(retention, parameters).get_retrievability(toFsrsCard(memory, now), now, false)
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** An interval as a person reads it on a button: 1m, 10m, 3h, 4d, 2.5mo, 1.2y. */
export function formatInterval(milliseconds: number): string {
  const minutes = Math.max(1, Math.round(milliseconds / MINUTE))
  if (minutes < 60) return `${minutes}m`
  const hours = minutes / 60
  if (hours < 24) return `${Math.round(hours)}h`
  const days = milliseconds / DAY
  if (days < 30) return `${Math.round(days)}d`
  const months = days / 30.4375
  if (months < 12) return `${Number(months.toFixed(1))}mo`
  return `${Number((days / 365.25).toFixed(1))}y`
}

export function previewGrades(
  memory: CardMemory | null,
  now: Date,
  retention: number,
  parameters: FsrsParameters = null,
): GradePreview[] {
  const preview = schedulerFor(retention, parameters).repeat(toFsrsCard(memory, now), now)
  return REVIEW_GRADES.map((grade) => {
    const due = preview[RATING[grade]].card.due
    return { grade, due: due.toISOString(), interval: formatInterval(due.getTime() - now.getTime()) }
  })
}

export type Review = { memory: CardMemory; log: ReviewLog; retrievability: number | null }

export function applyReview(
  memory: CardMemory | null,
  grade: ReviewGrade,
  now: Date,
  retention: number,
  parameters: FsrsParameters = null,
): Review {
  const retrievability = retrievabilityOf(memory, now, retention, parameters)
  const { card, log } = schedulerFor(retention, parameters).next(toFsrsCard(memory, now), now, RATING[grade])
  return { memory: toMemory(card), log, retrievability }
}

export type XpBreakdown = { total: number; base: number; recallBonus: number; reason: string }

/** Spaced repetition pays for effortful recall: the more the memory had faded (lower R), the larger the bonus. */
export function reviewXp(grade: ReviewGrade, retrievability: number | null): XpBreakdown {
  if (grade === 'again') {
    return {
      total: XP_OTHERWISE,
      base: XP_OTHERWISE,
      recallBonus: 0,
      reason: 'Not recalled this time: 5 XP for the review.',
    }
  }
  if (retrievability === null) {
    return { total: XP_CORRECT, base: XP_CORRECT, recallBonus: 0, reason: 'First review of this card: 15 XP.' }
  }
  const recallBonus = Math.round(XP_RECALL_BONUS_MAX * (1 - retrievability))
  const percent = Math.round(retrievability * 100)
  return {
    total: XP_CORRECT + recallBonus,
    base: XP_CORRECT,
    recallBonus,
    reason:
      recallBonus > 0
        ? `Recalled when FSRS put your chance of remembering at ${percent}%: 15 XP + ${recallBonus} for the effort.`
        : `Recalled while still fresh (${percent}% chance of remembering): 15 XP, no bonus.`,
  }
}

export type ForecastInput = {
  memories: CardMemory[]
  unseen: number
  newLeftToday: number
  newCardsPerDay: number
  retention: number
  parameters?: FsrsParameters
  now: Date
  timeZone: string
  days?: number
}

/**
 * Reviews per local day over the coming days if every review is answered Good and new cards are added at the
 * daily limit. A review card's next due date is recomputed from its stability for the retention asked, so the
 * forecast answers "what would this retention cost me".
 */
export function forecastWorkload(input: ForecastInput): { day: string; reviews: number; newCards: number }[] {
  const scheduler = schedulerFor(input.retention, input.parameters)
  const length = input.days ?? 30
  const today = localDay(input.now, input.timeZone)
  const days = Array.from({ length }, (_, i) => ({ day: addDays(today, i), reviews: 0, newCards: 0 }))
  const index = new Map(days.map((entry, i) => [entry.day, i]))
  const horizon = input.now.getTime() + length * DAY
  const slotOf = (at: Date) => {
    const day = localDay(at, input.timeZone)
    return day < today ? 0 : index.get(day)
  }

  const follow = (start: Card, from: Date) => {
    let card = start
    let at = from
    for (let step = 0; step < 200 && card.due.getTime() < horizon; step++) {
      at = card.due.getTime() < at.getTime() ? at : card.due
      const slot = slotOf(at)
      if (slot === undefined) break
      const entry = days[slot]
      if (entry) entry.reviews++
      card = scheduler.next(card, at, Rating.Good).card
    }
  }

  for (const memory of input.memories) {
    const card = toFsrsCard(memory, input.now)
    if (memory.state === 'review' && memory.lastReview) {
      const interval = scheduler.next_interval(memory.stability, 0)
      card.due = new Date(memory.lastReview.getTime() + interval * DAY)
    }
    follow(card, input.now)
  }

  let unseen = input.unseen
  for (let i = 0; i < length && unseen > 0; i++) {
    const count = Math.min(unseen, i === 0 ? input.newLeftToday : input.newCardsPerDay)
    unseen -= count
    const entry = days[i]
    if (entry) entry.newCards += count
    const at = new Date(input.now.getTime() + i * DAY)
    for (let n = 0; n < count; n++) follow(scheduler.next(createEmptyCard(at), at, Rating.Good).card, at)
  }
  return days
}
