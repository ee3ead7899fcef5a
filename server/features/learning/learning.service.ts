import { and, eq, sql } from 'drizzle-orm'
import type {
  AchievementStatus,
  AnswerOutcome,
  AnswerResult,
  Flashcard,
  LearningContent,
  LearningProgress,
  LearningSettings,
  RecordAnswerInput,
  ReviewGrade,
  ReviewQueue,
  ReviewQueueItem,
  ReviewQueueQuery,
  ReviewResult,
  UpdateLearningSettingsInput,
  WorkloadForecast,
  XpAward,
} from '#shared/contract/learning'
import {
  ACHIEVEMENT_IDS,
  ACHIEVEMENTS,
  FLASHCARD_CATEGORIES,
  levelFor,
  reachedAchievements,
  XP_PER_LEVEL,
  type AchievementId,
  type FlashcardCategory,
} from '#shared/learning'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { QUICK_REFERENCE, QUOTES, STUDY_RESOURCES } from './content/companions'
import { FLASHCARDS } from './content/flashcards'
import { learningAchievement, learningCard, learningProfile, learningReviewLog } from './learning.tables'
import { answerXp, becomesMastered } from './progress-rules'
import {
  applyReview,
  forecastWorkload,
  formatInterval,
  previewGrades,
  retrievabilityOf,
  reviewXp,
  type CardMemory,
} from './review-schedule'
import { currentStreak, isTimeZone, localDay, studiedOn } from './study-days'

const CONTENT: LearningContent = {
  cards: [...FLASHCARDS],
  quotes: [...QUOTES],
  resources: [...STUDY_RESOURCES],
  quickReference: [...QUICK_REFERENCE],
}
const CARD_BY_ID = new Map(FLASHCARDS.map((card) => [card.id, card]))
const DECK_SIZE_BY_CATEGORY = new Map(
  FLASHCARD_CATEGORIES.map((category) => [category, FLASHCARDS.filter((card) => card.category === category).length]),
)

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Executor = Db | Tx
type ProfileRow = typeof learningProfile.$inferSelect
type CardRow = typeof learningCard.$inferSelect

export function getLearningContent(): LearningContent {
  return CONTENT
}

function findCard(cardId: string) {
  const card = CARD_BY_ID.get(cardId)
  if (!card) throw new AppError('NOT_FOUND', 'Flashcard not found')
  return card
}

function checkedTimeZone(zone: string | undefined, fallback: string): string {
  if (zone === undefined) return fallback
  if (!isTimeZone(zone)) throw new AppError('BAD_REQUEST', `Unknown time zone: ${zone.slice(0, 64)}`)
  return zone
}

const defaultProfile = (userId: string): ProfileRow => ({
  userId,
  totalStudied: 0,
  correctAnswers: 0,
  xp: 0,
  streakDays: 0,
  lastStudyDay: null,
  timeZone: 'UTC',
  desiredRetention: 0.9,
  newCardsPerDay: 20,
  fsrsParameters: null,
  fsrsFit: null,
  updatedAt: new Date(0),
})

export async function readProfile(db: Executor, userId: string): Promise<ProfileRow> {
  const [row] = await db.select().from(learningProfile).where(eq(learningProfile.userId, userId))
  return row ?? defaultProfile(userId)
}

/** Every write of a learner goes through this lock, so parallel answers (tabs, devices, instances) are serialised. */
async function lockProfile(tx: Tx, userId: string): Promise<ProfileRow> {
  await tx.insert(learningProfile).values({ userId }).onConflictDoNothing()
  const [row] = await tx.select().from(learningProfile).where(eq(learningProfile.userId, userId)).for('update')
  if (!row) throw new Error('learning profile missing after insert')
  return row
}

const readCards = (db: Executor, userId: string) =>
  db.select().from(learningCard).where(eq(learningCard.userId, userId))

const readAchievements = (db: Executor, userId: string) =>
  db.select().from(learningAchievement).where(eq(learningAchievement.userId, userId))

function categoryCounts(cards: CardRow[]): Record<FlashcardCategory, number> {
  const counts = Object.fromEntries(FLASHCARD_CATEGORIES.map((category) => [category, 0])) as Record<
    FlashcardCategory,
    number
  >
  for (const row of cards) {
    const card = CARD_BY_ID.get(row.cardId)
    if (card) counts[card.category] += row.answers
  }
  return counts
}

const settingsOf = (profile: ProfileRow): LearningSettings => ({
  desiredRetention: Math.round(profile.desiredRetention * 100) / 100,
  newCardsPerDay: profile.newCardsPerDay,
  timeZone: profile.timeZone,
})

function achievementStatus(id: AchievementId, unlockedAt: Date | null): AchievementStatus {
  const { name, description } = ACHIEVEMENTS[id]
  return { id, name, description, unlockedAt: unlockedAt?.toISOString() ?? null }
}

function buildProgress(
  profile: ProfileRow,
  cards: CardRow[],
  achievements: { achievementId: AchievementId; unlockedAt: Date }[],
  now: Date,
): LearningProgress {
  const counts = categoryCounts(cards)
  const unlocked = new Map(achievements.map((row) => [row.achievementId, row.unlockedAt]))
  const known = cards.filter((row) => CARD_BY_ID.has(row.cardId))
  return {
    totalStudied: profile.totalStudied,
    correctAnswers: profile.correctAnswers,
    xp: profile.xp,
    level: levelFor(profile.xp),
    levelXp: profile.xp % XP_PER_LEVEL,
    xpPerLevel: XP_PER_LEVEL,
    accuracy: profile.totalStudied ? profile.correctAnswers / profile.totalStudied : null,
    streakDays: currentStreak(profile, localDay(now, profile.timeZone)),
    lastStudyDay: profile.lastStudyDay,
    masteredCards: known.filter((row) => row.mastered).map((row) => row.cardId),
    favoriteCards: known.filter((row) => row.favorite).map((row) => row.cardId),
    categories: FLASHCARD_CATEGORIES.map((category) => ({
      category,
      studied: counts[category],
      mastered: known.filter((row) => row.mastered && CARD_BY_ID.get(row.cardId)?.category === category).length,
      cards: DECK_SIZE_BY_CATEGORY.get(category) ?? 1,
    })),
    achievements: ACHIEVEMENT_IDS.map((id) => achievementStatus(id, unlocked.get(id) ?? null)),
    settings: settingsOf(profile),
  }
}

export async function getProgress(ctx: AuthedContext): Promise<LearningProgress> {
  const userId = ctx.user.id
  const [profile, cards, achievements] = await Promise.all([
    readProfile(ctx.db, userId),
    readCards(ctx.db, userId),
    readAchievements(ctx.db, userId),
  ])
  return buildProgress(profile, cards, achievements, ctx.now())
}

type StudyEvent = {
  cardId: string
  mode: 'study' | 'quiz' | 'review'
  outcome: AnswerOutcome
  xp: XpAward
  now: Date
  timeZone: string
}

/** Counts one answer inside the caller's locked transaction: card and profile counters, streak, achievements. */
async function countAnswer(tx: Tx, userId: string, profile: ProfileRow, event: StudyEvent): Promise<AnswerResult> {
  const card = findCard(event.cardId)
  const before = await readCards(tx, userId)
  const categoryCountBefore = categoryCounts(before)[card.category]
  const wasMastered = before.some((row) => row.cardId === card.id && row.mastered)
  const masters = becomesMastered(event.mode, event.outcome, categoryCountBefore)
  const correct = event.outcome === 'correct' ? 1 : 0

  await tx
    .insert(learningCard)
    .values({ userId, cardId: card.id, answers: 1, correct, mastered: masters })
    .onConflictDoUpdate({
      target: [learningCard.userId, learningCard.cardId],
      set: {
        answers: sql`${learningCard.answers} + 1`,
        correct: sql`${learningCard.correct} + ${correct}`,
        mastered: sql`${learningCard.mastered} OR ${masters}`,
      },
    })

  const streak = studiedOn(profile, localDay(event.now, event.timeZone))
  const [updated] = await tx
    .update(learningProfile)
    .set({
      totalStudied: sql`${learningProfile.totalStudied} + 1`,
      correctAnswers: sql`${learningProfile.correctAnswers} + ${correct}`,
      xp: sql`${learningProfile.xp} + ${event.xp.total}`,
      streakDays: streak.streakDays,
      lastStudyDay: streak.lastStudyDay,
      timeZone: event.timeZone,
      updatedAt: event.now,
    })
    .where(eq(learningProfile.userId, userId))
    .returning()
  if (!updated) throw new Error('learning profile vanished inside its lock')

  const cards = await readCards(tx, userId)
  const reached = reachedAchievements({
    totalStudied: updated.totalStudied,
    correctAnswers: updated.correctAnswers,
    streakDays: updated.streakDays,
    level: levelFor(updated.xp),
    categoryCounts: categoryCounts(cards),
  })
  const inserted = reached.length
    ? await tx
        .insert(learningAchievement)
        .values(reached.map((achievementId) => ({ userId, achievementId, unlockedAt: event.now })))
        .onConflictDoNothing()
        .returning()
    : []
  const achievements = await readAchievements(tx, userId)
  return {
    progress: buildProgress(updated, cards, achievements, event.now),
    xp: event.xp,
    newlyMastered: masters && !wasMastered,
    unlocked: inserted.map((row) => achievementStatus(row.achievementId, row.unlockedAt)),
  }
}

export async function recordAnswer(ctx: AuthedContext, input: RecordAnswerInput): Promise<AnswerResult> {
  findCard(input.cardId)
  if (input.mode === 'study' && input.outcome !== 'studied')
    throw new AppError('BAD_REQUEST', 'Study mode records a card as studied')
  if (input.mode === 'quiz' && input.outcome === 'studied')
    throw new AppError('BAD_REQUEST', 'Quiz mode records a card as correct or incorrect')
  const now = ctx.now()
  const base = answerXp(input.outcome)
  const xp: XpAward = {
    total: base,
    base,
    recallBonus: 0,
    retrievability: null,
    reason: input.outcome === 'correct' ? 'Correct answer: 15 XP.' : 'Card studied: 5 XP.',
  }
  return ctx.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, ctx.user.id)
    const timeZone = checkedTimeZone(input.timeZone, profile.timeZone)
    return countAnswer(tx, ctx.user.id, profile, { ...input, xp, now, timeZone })
  })
}

export async function setFavorite(
  ctx: AuthedContext,
  cardId: string,
  favorite: boolean,
): Promise<{ cardId: string; favorite: boolean }> {
  findCard(cardId)
  await ctx.db
    .insert(learningCard)
    .values({ userId: ctx.user.id, cardId, favorite })
    .onConflictDoUpdate({ target: [learningCard.userId, learningCard.cardId], set: { favorite } })
  return { cardId, favorite }
}

function memoryOf(row: CardRow | undefined): CardMemory | null {
  if (!row || row.state === 'new' || !row.due || row.stability === null || row.difficulty === null) return null
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    scheduledDays: row.scheduledDays ?? 0,
    learningSteps: row.learningSteps ?? 0,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview,
  }
}

async function newCardsReviewedToday(db: Executor, userId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(learningReviewLog)
    .where(
      and(eq(learningReviewLog.userId, userId), eq(learningReviewLog.localDay, today), eq(learningReviewLog.state, 0)),
    )
  return row?.count ?? 0
}

const matchesQuery = (query: ReviewQueueQuery) => (card: Flashcard) =>
  (query.category === undefined || card.category === query.category) &&
  (query.level === undefined || card.difficulty === query.level)

/**
 * The cards due now, then today's new cards, narrowed to a category and/or level: the counts and the next due
 * date describe the narrowed queue. The new-card limit stays one per day across the whole deck.
 */
export async function getReviewQueue(ctx: AuthedContext, query: ReviewQueueQuery = {}): Promise<ReviewQueue> {
  const userId = ctx.user.id
  const matches = matchesQuery(query)
  const now = ctx.now()
  const [profile, rows] = await Promise.all([readProfile(ctx.db, userId), readCards(ctx.db, userId)])
  const retention = profile.desiredRetention
  const parameters = profile.fsrsParameters
  const newToday = await newCardsReviewedToday(ctx.db, userId, localDay(now, profile.timeZone))
  const newLeftToday = Math.max(0, profile.newCardsPerDay - newToday)

  const memories = new Map<string, CardMemory>()
  for (const row of rows) {
    const memory = memoryOf(row)
    const card = CARD_BY_ID.get(row.cardId)
    if (memory && card && matches(card)) memories.set(row.cardId, memory)
  }
  const due = [...memories.entries()]
    .filter(([, memory]) => memory.due.getTime() <= now.getTime())
    .sort(([, a], [, b]) => a.due.getTime() - b.due.getTime())
  const reviewed = new Set(rows.filter((row) => memoryOf(row)).map((row) => row.cardId))
  const unseen = FLASHCARDS.filter((card) => matches(card) && !reviewed.has(card.id))
  const fresh = unseen.slice(0, newLeftToday)

  const item = (cardId: string, memory: CardMemory | null): ReviewQueueItem => ({
    cardId,
    state: memory?.state ?? 'new',
    due: memory?.due.toISOString() ?? null,
    retrievability: retrievabilityOf(memory, now, retention, parameters),
    previews: previewGrades(memory, now, retention, parameters),
  })
  const later = [...memories.values()]
    .filter((memory) => memory.due.getTime() > now.getTime())
    .map((memory) => memory.due.getTime())
  return {
    items: [...due.map(([cardId, memory]) => item(cardId, memory)), ...fresh.map((card) => item(card.id, null))],
    dueCount: due.length,
    newToday,
    newLeftToday,
    unseen: unseen.length,
    nextDue: later.length ? new Date(Math.min(...later)).toISOString() : null,
    settings: settingsOf(profile),
  }
}

export async function reviewCard(
  ctx: AuthedContext,
  cardId: string,
  input: { grade: ReviewGrade; timeZone?: string },
): Promise<ReviewResult> {
  findCard(cardId)
  const userId = ctx.user.id
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId)
    const timeZone = checkedTimeZone(input.timeZone, profile.timeZone)
    const [row] = await tx
      .select()
      .from(learningCard)
      .where(and(eq(learningCard.userId, userId), eq(learningCard.cardId, cardId)))
    const retention = profile.desiredRetention
    const review = applyReview(memoryOf(row), input.grade, now, retention, profile.fsrsParameters)
    const { memory, log } = review
    const schedule = {
      state: memory.state,
      due: memory.due,
      stability: memory.stability,
      difficulty: memory.difficulty,
      scheduledDays: memory.scheduledDays,
      learningSteps: memory.learningSteps,
      reps: memory.reps,
      lapses: memory.lapses,
      lastReview: memory.lastReview,
    }
    await tx
      .insert(learningCard)
      .values({ userId, cardId, ...schedule })
      .onConflictDoUpdate({ target: [learningCard.userId, learningCard.cardId], set: schedule })
    await tx.insert(learningReviewLog).values({
      userId,
      cardId,
      rating: log.rating,
      state: log.state,
      due: log.due,
      stability: log.stability,
      difficulty: log.difficulty,
      scheduledDays: log.scheduled_days,
      learningSteps: log.learning_steps,
      retrievability: review.retrievability,
      desiredRetention: retention,
      localDay: localDay(now, timeZone),
      reviewedAt: now,
    })
    const earned = reviewXp(input.grade, review.retrievability)
    const result = await countAnswer(tx, userId, profile, {
      cardId,
      mode: 'review',
      outcome: input.grade === 'again' ? 'incorrect' : 'correct',
      xp: { ...earned, retrievability: review.retrievability },
      now,
      timeZone,
    })
    return {
      ...result,
      card: {
        cardId,
        state: memory.state,
        due: memory.due.toISOString(),
        interval: formatInterval(memory.due.getTime() - now.getTime()),
      },
    }
  })
}

export async function updateSettings(
  ctx: AuthedContext,
  input: UpdateLearningSettingsInput,
): Promise<LearningSettings> {
  const set: Partial<typeof learningProfile.$inferInsert> = {}
  if (input.timeZone !== undefined) set.timeZone = checkedTimeZone(input.timeZone, 'UTC')
  if (input.desiredRetention !== undefined) set.desiredRetention = input.desiredRetention
  if (input.newCardsPerDay !== undefined) set.newCardsPerDay = input.newCardsPerDay
  const [row] = await ctx.db
    .insert(learningProfile)
    .values({ userId: ctx.user.id, ...set })
    .onConflictDoUpdate({ target: learningProfile.userId, set: { ...set, updatedAt: ctx.now() } })
    .returning()
  return settingsOf(row ?? defaultProfile(ctx.user.id))
}

export async function getForecast(ctx: AuthedContext, retention?: number): Promise<WorkloadForecast> {
  const userId = ctx.user.id
  const now = ctx.now()
  const [profile, rows] = await Promise.all([readProfile(ctx.db, userId), readCards(ctx.db, userId)])
  const chosen = retention ?? profile.desiredRetention
  const memories = rows.flatMap((row) => {
    const memory = CARD_BY_ID.has(row.cardId) ? memoryOf(row) : null
    return memory ? [memory] : []
  })
  const newToday = await newCardsReviewedToday(ctx.db, userId, localDay(now, profile.timeZone))
  const days = forecastWorkload({
    memories,
    unseen: FLASHCARDS.length - memories.length,
    newLeftToday: Math.max(0, profile.newCardsPerDay - newToday),
    newCardsPerDay: profile.newCardsPerDay,
    retention: chosen,
    parameters: profile.fsrsParameters,
    now,
    timeZone: profile.timeZone,
  })
  return {
    retention: Math.round(chosen * 100) / 100,
    newCardsPerDay: profile.newCardsPerDay,
    days,
    totalReviews: days.reduce((sum, day) => sum + day.reviews, 0),
  }
}
