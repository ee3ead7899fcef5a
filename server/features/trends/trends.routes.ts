import { endpoints } from '#shared/contract/endpoints'
import { EndpointRoutes } from '../../serve-endpoint'
import { sourceCallerScope } from '../sources'
import { predictTrends, suggestTopics } from './trends.service'

export const trendsRoutes = new EndpointRoutes()
  .serve(endpoints.predictTrends, { use: [sourceCallerScope] }, async (c) =>
    c.json(await predictTrends(c.var.authed, c.req.valid('json'))),
  )
  .serve(endpoints.trendTopicSuggestions, { use: [sourceCallerScope] }, async (c) =>
    c.json({ topics: await suggestTopics(c.var.authed, c.req.valid('query').q) }),
  )
