import { Hono } from 'hono'
import { SearchAuthorsInputSchema, SearchWorksInputSchema } from '../../../shared/contract/works'
import { authed, requireUser } from '../../auth/guards'
import { AppError } from '../../lib/app-error'
import { consumeRateLimit } from '../../lib/rate-limit'
import type { AppEnv, AuthedContext } from '../../lib/request-context'
import { refuseCrossSite } from '../../lib/security'
import { validate } from '../../lib/validate'
import { searchAuthorsByName } from './author-search.service'
import { sourceCallerScope } from './source-caller'
import type { Sources } from './sources.service'
import { searchWorksEverywhere } from './works-search.service'

const SEARCHES_PER_MINUTE = 30

export function sourcesRoutes(sources: Sources) {
  return (
    new Hono<AppEnv>()
      // Which upstream sources this deployment can use, and which are failing right now.
      .get('/sources', requireUser, (c) => c.json({ sources: sources.statuses() }))
      .get(
        '/works/search',
        refuseCrossSite,
        requireUser,
        sourceCallerScope,
        validate('query', SearchWorksInputSchema),
        async (c) => {
          const ctx = authed(c.var.ctx)
          await limitUpstreamSearches(ctx, 'works-search')
          return c.json(await searchWorksEverywhere(ctx, sources, c.req.valid('query')))
        },
      )
      // People by name, from OpenAlex or Semantic Scholar.
      .get(
        '/authors/search',
        refuseCrossSite,
        requireUser,
        sourceCallerScope,
        validate('query', SearchAuthorsInputSchema),
        async (c) => {
          const ctx = authed(c.var.ctx)
          await limitUpstreamSearches(ctx, 'author-search')
          return c.json(await searchAuthorsByName(sources, c.req.valid('query')))
        },
      )
  )
}

/** Upstream calls cost money (OpenAlex prices searches): a per-user ceiling against runaway clients. */
async function limitUpstreamSearches(ctx: AuthedContext, kind: 'works-search' | 'author-search') {
  const decision = await consumeRateLimit(ctx.db, `${kind}:${ctx.user.id}`, {
    windowSeconds: 60,
    max: SEARCHES_PER_MINUTE,
  })
  if (!decision.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many searches in a short time. Please wait a minute.', {
      headers: { 'Retry-After': String(decision.retryAfterSeconds) },
    })
  }
}
