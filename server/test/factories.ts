import { onTestFinished } from 'vitest'
import { CollegeAnswersSchema } from '#shared/contract/colleges'
import { AdviceInputSchema } from '#shared/contract/methodology'
import { ProfilerDraftSchema } from '#shared/contract/profiler'
import { LIFETIME_TIER } from '#shared/plans'
import { twoFactor } from '../auth/auth.tables'
import type { Db } from '../db/client'
import { subscribers } from '../features/account/account.tables'
import { collegeAssessment, collegeSaved } from '../features/colleges/colleges.tables'
import { careerAssessment } from '../features/careers/careers.tables'
import { contactMessage } from '../features/contact/contact.tables'
import {
  learningAchievement,
  learningCard,
  learningProfile,
  learningReviewLog,
} from '../features/learning/learning.tables'
import { advise } from '../features/methodology/advise'
import { methodologyPlan } from '../features/methodology/methodology.tables'
import { saveToolOutput } from '../features/pathways'
import { researchProfile } from '../features/profiler/profiler.tables'
import { quotaClaim, usageCounter } from '../features/quota/quota.tables'
import { researchConversation, researchExchange } from '../features/research/research.tables'
import { hypothesisRun } from '../features/hypotheses/hypotheses.tables'
import { literatureReview } from '../features/reviews/reviews.tables'
import { PROFILE_ANSWERS } from './profile-answers'
import { createTestApp, FOUNDER_EMAIL, OPS_EMAIL, type SignedUp, type TestApp } from './create-test-app'

/** A fresh app for this test, closed (and its database dropped) when the test finishes. */
export async function testApp(...args: Parameters<typeof createTestApp>): Promise<TestApp> {
  const app = await createTestApp(...args)
  onTestFinished(() => app.close())
  return app
}

export async function insertSubscriber(db: Db, email: string, values: Partial<typeof subscribers.$inferInsert> = {}) {
  const [row] = await db
    .insert(subscribers)
    .values({ email: email.toLowerCase(), lifetimeAccess: true, subscriptionTier: LIFETIME_TIER, ...values })
    .returning()
  if (!row) throw new Error('subscriber insert returned no row')
  return row
}

export async function signUpPremium(app: TestApp, name = 'Premium Member'): Promise<SignedUp> {
  const member = await app.signUp(name)
  await insertSubscriber(app.db, member.email)
  return member
}

/**
 * Opens the mailed verification link in the browser that signed up (its session cookie), as the owner
 * of the address would; from anywhere else the link hands the account over instead (decision 011).
 */
export async function verifyEmail(app: TestApp, email: string, cookie: string): Promise<void> {
  const response = await app.request((await app.mailTo(email, 'Verify')).link, { cookie })
  if (response.status !== 302 || response.headers.get('location')?.includes('mode=reset')) {
    throw new Error(`verification of ${email} answered ${response.status} → ${response.headers.get('location')}`)
  }
}

/** An ADMIN_EMAILS address counts as admin only once verified. */
async function signUpVerified(app: TestApp, name: string, email: string): Promise<SignedUp> {
  const member = await app.signUp(name, { email })
  await verifyEmail(app, email, member.cookie)
  return member
}

export const signUpFounder = (app: TestApp) => signUpVerified(app, 'Founder', FOUNDER_EMAIL)
export const signUpOps = (app: TestApp) => signUpVerified(app, 'Ops', OPS_EMAIL)

/** Contact messages written straight to the inbox, as the contact form would have stored them. */
export async function insertContactMessages(db: Db, rows: (typeof contactMessage.$inferInsert)[]) {
  await db.insert(contactMessage).values(rows)
}

/**
 * A row for the user in the tables other features fill through long journeys (a streamed answer, a learning
 * session, a two-factor set-up, the methodology advisor, the college assessment), as those features store them.
 */
export async function insertUserRowsOfEveryFeature(db: Db, userId: string) {
  const day = '2030-01-15'
  await db.insert(twoFactor).values({ id: `two-factor-${userId}`, secret: 'totp-secret', backupCodes: '[]', userId })
  await db.insert(usageCounter).values({ userId, kind: 'aiQuery', day, count: 1 })
  await db.insert(quotaClaim).values({ userId, kind: 'aiQuery', day, key: 'question-1' })
  const [conversation] = await db
    .insert(researchConversation)
    .values({ userId, title: 'Coral bleaching', mode: 'comprehensive' })
    .returning({ id: researchConversation.id })
  if (!conversation) throw new Error('conversation insert returned no row')
  await db.insert(researchExchange).values({
    conversationId: conversation.id,
    position: 1,
    question: 'Why do corals bleach?',
    answer: 'Heat stress.',
    kind: 'evidence',
    sentences: [],
    references: [],
    receipt: { at: `${day}T10:00:00.000Z`, mode: 'comprehensive', sources: [], model: null, kind: 'evidence' },
    incomplete: false,
  })
  await db.insert(learningProfile).values({ userId, totalStudied: 1, xp: 10 })
  await db.insert(learningCard).values({ userId, cardId: 'effect-size', answers: 1, correct: 1 })
  await db.insert(learningReviewLog).values({
    userId,
    cardId: 'effect-size',
    rating: 3,
    state: 0,
    due: new Date(`${day}T10:00:00Z`),
    stability: 3,
    difficulty: 5,
    scheduledDays: 3,
    learningSteps: 0,
    desiredRetention: 0.9,
    localDay: day,
    reviewedAt: new Date(`${day}T10:00:00Z`),
  })
  await db.insert(learningAchievement).values({ userId, achievementId: 'first-steps' })
  const input = AdviceInputSchema.parse({ researchQuestion: 'Does sleep improve recall?' })
  await db.insert(methodologyPlan).values({
    userId,
    researchQuestion: input.researchQuestion,
    studyType: input.studyType,
    input,
    advice: advise(input),
  })
  await db.insert(collegeAssessment).values({ userId, answers: CollegeAnswersSchema.parse({}), step: 2 })
  await db.insert(collegeSaved).values({ userId, unitId: 100654 })
  await db.insert(researchProfile).values({ userId, answers: ProfilerDraftSchema.parse(PROFILE_ANSWERS), step: 3 })
  await db.insert(literatureReview).values({
    userId,
    title: 'Coral bleaching',
    input: {
      topic: 'Coral bleaching',
      keywords: '',
      sources: ['openalex'],
      fromYear: null,
      toYear: null,
      followReferences: true,
    },
    review: {
      kind: 'extractive',
      notice: null,
      overview: 'No source returned any record for this topic.',
      themes: [],
      overTime: [],
      method: {
        at: `${day}T10:00:00.000Z`,
        query: 'coral bleaching',
        sources: [],
        fromYear: null,
        toYear: null,
        followReferences: true,
        openAlexCalls: 0,
        followNotice: null,
        clustering: 'none',
        modularity: null,
        model: null,
        ms: 1,
      },
      prisma: { identified: [], duplicatesRemoved: 0, screened: 0, excluded: [], included: 0 },
      references: [],
    },
  })
  await db.insert(hypothesisRun).values({
    userId,
    title: 'fish oil',
    input: {
      mode: 'open',
      area: 'fish oil',
      target: '',
      context: '',
      sources: ['openalex'],
      fromYear: null,
      toYear: null,
    },
    result: {
      kind: 'rules',
      mode: 'open',
      notice: '“fish oil” is not named as a concept in the 0 works retrieved.',
      hypotheses: [],
      openQuestions: [],
      method: {
        at: `${day}T10:00:00.000Z`,
        queries: ['fish oil'],
        sources: [],
        expansions: [],
        areaConcept: null,
        targetConcept: null,
        works: 0,
        concepts: 0,
        upstreamCalls: 0,
        ranking: 'none',
        model: null,
        ms: 1,
      },
      references: [],
    },
  })
  await db
    .insert(careerAssessment)
    .values({ userId, answers: { skills: {}, interests: {}, values: {} }, step: 'skills' })
  await saveToolOutput(db, userId, 'research-trends-predictor', { topics: ['coral bleaching'] }, { series: [] })
}

export { PROFILE_ANSWERS } from './profile-answers'
export { CAREER_ANSWERS } from './career-answers'
