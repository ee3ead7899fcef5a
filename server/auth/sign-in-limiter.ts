import type { Db } from '../db/client'
import type { Env } from '../env'
import { AppError } from '../lib/app-error'
import { consumeRateLimit, refundRateLimit, resetRateLimit } from '../lib/rate-limit'

type Limits = Pick<Env, 'SIGN_IN_MAX_ATTEMPTS_PER_IP' | 'SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT' | 'SIGN_IN_WINDOW_SECONDS'>

const accountKey = (email: string) => `sign-in:account:${email.trim().toLowerCase()}`
const ipKey = (clientIp: string) => `sign-in:ip:${clientIp}`

/**
 * Every attempt is counted up front (atomically), per client IP and per account, so a burst of
 * parallel guesses cannot get through. A successful sign-in clears its account's counter and gives
 * its IP slot back, so many people behind one address only share the budget of failures.
 */
export async function admitSignInAttempt(db: Db, limits: Limits, clientIp: string, email: string | null): Promise<void> {
  const windowSeconds = limits.SIGN_IN_WINDOW_SECONDS
  const checks = [consumeRateLimit(db, ipKey(clientIp), { windowSeconds, max: limits.SIGN_IN_MAX_ATTEMPTS_PER_IP })]
  if (email) checks.push(consumeRateLimit(db, accountKey(email), { windowSeconds, max: limits.SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT }))
  const decisions = await Promise.all(checks)
  const blocked = decisions.find((decision) => !decision.allowed)
  if (blocked) {
    throw new AppError('RATE_LIMITED', 'Too many sign-in attempts. Please wait a few minutes and try again.', {
      headers: { 'Retry-After': String(blocked.retryAfterSeconds) },
    })
  }
}

export async function recordSuccessfulSignIn(db: Db, clientIp: string, email: string): Promise<void> {
  await Promise.all([resetRateLimit(db, accountKey(email)), refundRateLimit(db, ipKey(clientIp))])
}
