import { Hono } from 'hono'
import {
  CardParamSchema,
  ForecastQuerySchema,
  RecordAnswerInputSchema,
  ReviewQueueQuerySchema,
  ReviewCardInputSchema,
  UpdateLearningSettingsInputSchema,
} from '../../../shared/contract/learning'
import { requirePremium } from '../../auth/guards'
import { validate } from '../../lib/validate'
import type { AppEnv } from '../../request-context'
import {
  getForecast,
  getLearningContent,
  getProgress,
  getReviewQueue,
  recordAnswer,
  reviewCard,
  setFavorite,
  updateSettings,
} from './learning.service'
import { getReviewParameters, optimiseReviewParameters } from './review-parameters'

/** The learning hub is premium content: every route, the deck included, is for premium members and admins. */
export const learningRoutes = new Hono<AppEnv>()
  .get('/learning/content', requirePremium, (c) => c.json(getLearningContent()))
  .get('/learning/progress', requirePremium, async (c) => c.json(await getProgress(c.var.authed)))
  .post('/learning/answers', requirePremium, validate('json', RecordAnswerInputSchema), async (c) =>
    c.json(await recordAnswer(c.var.authed, c.req.valid('json'))),
  )
  .put('/learning/favorites/:cardId', requirePremium, validate('param', CardParamSchema), async (c) =>
    c.json(await setFavorite(c.var.authed, c.req.valid('param').cardId, true)),
  )
  .delete('/learning/favorites/:cardId', requirePremium, validate('param', CardParamSchema), async (c) =>
    c.json(await setFavorite(c.var.authed, c.req.valid('param').cardId, false)),
  )
  .get('/learning/review/queue', requirePremium, validate('query', ReviewQueueQuerySchema), async (c) =>
    c.json(await getReviewQueue(c.var.authed, c.req.valid('query'))),
  )
  .get('/learning/review-parameters', requirePremium, async (c) => c.json(await getReviewParameters(c.var.authed)))
  .post('/learning/review-parameters/optimise', requirePremium, async (c) =>
    c.json(await optimiseReviewParameters(c.var.authed)),
  )
  .get('/learning/review/forecast', requirePremium, validate('query', ForecastQuerySchema), async (c) =>
    c.json(await getForecast(c.var.authed, c.req.valid('query').retention)),
  )
  .post(
    '/learning/review/:cardId',
    requirePremium,
    validate('param', CardParamSchema),
    validate('json', ReviewCardInputSchema),
    async (c) => c.json(await reviewCard(c.var.authed, c.req.valid('param').cardId, c.req.valid('json'))),
  )
  .patch('/learning/settings', requirePremium, validate('json', UpdateLearningSettingsInputSchema), async (c) =>
    c.json(await updateSettings(c.var.authed, c.req.valid('json'))),
  )
