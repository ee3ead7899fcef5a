import { eq } from 'drizzle-orm'
import { default_w } from 'ts-fsrs'
import type { ParameterFit, ReviewParameters } from '#shared/contract/learning'
import { FSRS_OPTIMISE_MIN_REVIEWS } from '#shared/learning'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { AuthedContext } from '../../request-context'
import { readProfile } from './learning.service'
import { learningProfile, learningReviewLog } from './learning.tables'
import { countTrainingReviews, fitParameters, type LoggedReview } from './parameter-fit'

type ProfileRow = typeof learningProfile.$inferSelect

const logsOf = (db: Db, userId: string): Promise<LoggedReview[]> =>
  db
    .select({
      cardId: learningReviewLog.cardId,
      rating: learningReviewLog.rating,
      localDay: learningReviewLog.localDay,
      reviewedAt: learningReviewLog.reviewedAt,
    })
    .from(learningReviewLog)
    .where(eq(learningReviewLog.userId, userId))

const statusOf = (profile: ProfileRow, logs: LoggedReview[]): ReviewParameters => ({
  trainingReviews: countTrainingReviews(logs),
  minimumReviews: FSRS_OPTIMISE_MIN_REVIEWS,
  personalised: profile.fsrsParameters !== null,
  parameters: profile.fsrsParameters ?? [...default_w],
  lastFit: profile.fsrsFit,
})

export async function getReviewParameters(ctx: AuthedContext): Promise<ReviewParameters> {
  const [profile, logs] = await Promise.all([readProfile(ctx.db, ctx.user.id), logsOf(ctx.db, ctx.user.id)])
  return statusOf(profile, logs)
}

/** One optimisation at a time per learner in this process: a second press while one runs is refused, not queued. */
const optimising = new Set<string>()

/**
 * 'Optimise my schedule': fits FSRS parameters to the learner's own review log and keeps them only when they
 * predict those reviews better (lower log loss) than the parameters in use, as Anki does.
 */
export async function optimiseReviewParameters(ctx: AuthedContext): Promise<ReviewParameters> {
  const userId = ctx.user.id
  if (optimising.has(userId)) throw new AppError('CONFLICT', 'Your schedule is already being optimised.')
  optimising.add(userId)
  try {
    const [profile, logs] = await Promise.all([readProfile(ctx.db, userId), logsOf(ctx.db, userId)])
    const reviews = countTrainingReviews(logs)
    if (reviews < FSRS_OPTIMISE_MIN_REVIEWS) {
      throw new AppError(
        'BAD_REQUEST',
        `Optimising needs ${FSRS_OPTIMISE_MIN_REVIEWS} reviews made a day or more after the card’s previous review; you have ${reviews}.`,
      )
    }
    const fit = await fitParameters(logs, profile.fsrsParameters)
    const adopted = fit.after.logLoss < fit.before.logLoss
    const report: ParameterFit = {
      fittedAt: ctx.now().toISOString(),
      reviews: fit.reviews,
      before: { logLoss: fit.before.logLoss, rmse: fit.before.rmse },
      after: { logLoss: fit.after.logLoss, rmse: fit.after.rmse },
      adopted,
    }
    const set = { fsrsFit: report, fsrsParameters: adopted ? fit.parameters : profile.fsrsParameters }
    const [updated] = await ctx.db
      .insert(learningProfile)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: learningProfile.userId, set: { ...set, updatedAt: ctx.now() } })
      .returning()
    return statusOf(updated ?? profile, logs)
  } finally {
    optimising.delete(userId)
  }
}
