import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
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
export const learningRoutes = new EndpointRoutes()
  .serve(endpoints.learningContent, (c) => c.json(getLearningContent()))
  .serve(endpoints.learningProgress, async (c) => c.json(await getProgress(c.var.authed)))
  .serve(endpoints.recordLearningAnswer, async (c) => c.json(await recordAnswer(c.var.authed, c.req.valid('json'))))
  .serve(endpoints.favoriteFlashcard, async (c) =>
    c.json(await setFavorite(c.var.authed, c.req.valid('param').cardId, true)),
  )
  .serve(endpoints.unfavoriteFlashcard, async (c) =>
    c.json(await setFavorite(c.var.authed, c.req.valid('param').cardId, false)),
  )
  .serve(endpoints.reviewQueue, async (c) => c.json(await getReviewQueue(c.var.authed, c.req.valid('query'))))
  .serve(endpoints.reviewParameters, async (c) => c.json(await getReviewParameters(c.var.authed)))
  .serve(endpoints.optimiseReviewParameters, async (c) => c.json(await optimiseReviewParameters(c.var.authed)))
  .serve(endpoints.reviewForecast, async (c) => c.json(await getForecast(c.var.authed, c.req.valid('query').retention)))
  .serve(endpoints.reviewFlashcard, async (c) =>
    c.json(await reviewCard(c.var.authed, c.req.valid('param').cardId, c.req.valid('json'))),
  )
  .serve(endpoints.updateLearningSettings, async (c) => c.json(await updateSettings(c.var.authed, c.req.valid('json'))))
