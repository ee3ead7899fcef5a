import { createHash } from 'node:crypto'
import { AppError } from '../../lib/app-error'
import { consumeRateLimit } from '../../lib/rate-limit'
import type { RequestContext } from '../../request-context'

/**
 * Calendar apps poll a feed every few minutes at most (Apple's shortest setting is 5 minutes): 60 an hour
 * per feed URL is several devices' worth. Per address it is higher, as one calendar service fetches
 * many people's feeds from the same address; it bounds a client that walks through guessed URLs.
 */
export const FEED_LIMITS = {
  perFeed: { windowSeconds: 3600, max: 60 },
  perAddress: { windowSeconds: 60, max: 120 },
} as const

// The token is a capability: the counter's key holds only a digest of it.
const feedKey = (pathId: string, token: string) =>
  `timeline-feed:${createHash('sha256').update(`${pathId}/${token}`).digest('base64url').slice(0, 32)}`

/** Counts one feed request against its URL and its client's address; 429 with Retry-After past either limit. */
export async function admitFeedRequest(ctx: RequestContext, clientIp: string, pathId: string, token: string) {
  const [byAddress, byFeed] = await Promise.all([
    consumeRateLimit(ctx.db, `timeline-feed-ip:${clientIp}`, FEED_LIMITS.perAddress),
    consumeRateLimit(ctx.db, feedKey(pathId, token), FEED_LIMITS.perFeed),
  ])
  const refused = [byAddress, byFeed].filter((decision) => !decision.allowed)
  if (refused.length === 0) return
  const retryAfter = Math.max(...refused.map((decision) => decision.retryAfterSeconds))
  ctx.log.warn('calendar feed rate limited', { pathId, byAddress: !byAddress.allowed, byFeed: !byFeed.allowed })
  throw new AppError('RATE_LIMITED', 'Too many calendar requests. Please try again later.', {
    headers: { 'Retry-After': String(retryAfter) },
  })
}
