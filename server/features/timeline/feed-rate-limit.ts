import { createHash } from 'node:crypto'
import { AppError } from '../../lib/app-error'
import { consumeRateLimit } from '../../lib/rate-limit'
import type { RequestContext } from '../../request-context'

/**
 * Calendar apps poll a feed every few minutes at most (Apple's shortest setting is 5 minutes): 60 an hour
 * from one address is several devices' worth. It is counted per feed *and* address, so someone who has the URL
 * cannot use up the owner's allowance from elsewhere. Per address alone it is higher, as one calendar service
 * fetches many people's feeds from the same address; it bounds a client that walks through guessed URLs, and is
 * checked first, so a refused address spends no feed's allowance.
 */
export const FEED_LIMITS = {
  perFeedAndAddress: { windowSeconds: 3600, max: 60 },
  perAddress: { windowSeconds: 60, max: 120 },
} as const

// The token is a capability: the counter's key holds only a digest of it (and of the address).
const feedKey = (pathId: string, token: string, clientIp: string) =>
  `timeline-feed:${createHash('sha256').update(`${pathId}/${token}/${clientIp}`).digest('base64url').slice(0, 32)}`

function refuse(ctx: RequestContext, pathId: string, retryAfterSeconds: number, limit: string): never {
  ctx.log.warn('calendar feed rate limited', { pathId, limit })
  throw new AppError('RATE_LIMITED', 'Too many calendar requests. Please try again later.', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })
}

/** Counts one feed request against its client's address, then against the feed from that address; 429 with Retry-After past either. */
export async function admitFeedRequest(ctx: RequestContext, clientIp: string, pathId: string, token: string) {
  const byAddress = await consumeRateLimit(ctx.db, `timeline-feed-ip:${clientIp}`, FEED_LIMITS.perAddress)
  if (!byAddress.allowed) refuse(ctx, pathId, byAddress.retryAfterSeconds, 'address')
  const byFeed = await consumeRateLimit(ctx.db, feedKey(pathId, token, clientIp), FEED_LIMITS.perFeedAndAddress)
  if (!byFeed.allowed) refuse(ctx, pathId, byFeed.retryAfterSeconds, 'feed and address')
}
