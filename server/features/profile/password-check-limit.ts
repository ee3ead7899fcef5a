import type { BaseContext } from '../../lib/base-context'
import { consumeRateLimit, refuseWhenLimited } from '../../lib/rate-limit'

/** The password checks counted against an account: deleted with the account (user-data.ts). */
export const passwordCheckAccountKey = (userId: string) => `password-check:account:${userId}`
const passwordCheckIpKey = (clientIp: string) => `password-check:ip:${clientIp}`

/**
 * A signed-in action that asks for the password again must not let a stolen session guess it. Every attempt is
 * counted up front (atomically), per account and per client address, with sign-in's limits and window, so a burst
 * of parallel guesses cannot get through either.
 */
export async function admitPasswordCheck(
  ctx: Pick<BaseContext, 'db' | 'env'>,
  userId: string,
  clientIp: string,
): Promise<void> {
  const windowSeconds = ctx.env.SIGN_IN_WINDOW_SECONDS
  const decisions = await Promise.all([
    consumeRateLimit(ctx.db, passwordCheckAccountKey(userId), {
      windowSeconds,
      max: ctx.env.SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT,
    }),
    consumeRateLimit(ctx.db, passwordCheckIpKey(clientIp), { windowSeconds, max: ctx.env.SIGN_IN_MAX_ATTEMPTS_PER_IP }),
  ])
  refuseWhenLimited(decisions, 'Too many password attempts. Please wait a few minutes and try again.')
}
