import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { twoFactor } from 'better-auth/plugins'
import { AVATAR_URL_PATTERN } from '#shared/contract/account'
import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/plans'
import type { Db } from '../db/client'
import type { Env } from '../env'
import type { Logger } from '../lib/logger'
import type { Mailer } from '../lib/mailer'
import { consumeRateLimit } from '../lib/rate-limit'
import * as authTables from './auth.tables'
import { routeAuthLogs } from './auth-log'
import { endOtherSessions, handOverToMailboxOwner } from './mailbox-proof'
import { passwordWeakness, personalWords } from './password-strength'

/** Set by the server from the socket (or a trusted proxy), replacing anything a client sent. */
export const CLIENT_IP_HEADER = 'x-lodestar-client-ip'

export type AuthDeps = {
  db: Db
  env: Pick<Env, 'APP_URL' | 'REQUIRE_EMAIL_VERIFICATION' | 'NODE_ENV'>
  secret: string
  mailer: Mailer
  log: Logger
}

type Body = Record<string, unknown>

const badRequest = (code: string, message: string) => new APIError('BAD_REQUEST', { message, code })

/** Sign-up needs a real name; an update may leave it out, but may not blank it. Stored trimmed. */
function checkedName(path: string, body: Body): Body {
  if (path === '/update-user' && body.name === undefined) return body
  const name = typeof body.name === 'string' ? body.name.trim() : ''
  if (!name || name.length > FULL_NAME_MAX_LENGTH)
    throw badRequest('INVALID_NAME', `Please enter your full name (up to ${FULL_NAME_MAX_LENGTH} characters).`)
  return { ...body, name }
}

/** A profile image is only ever an avatar this platform issued; anything else would be shown to others as is. */
function checkImage(body: Body) {
  const image = body.image
  if (image === undefined || image === null) return
  if (typeof image !== 'string' || !AVATAR_URL_PATTERN.test(image))
    throw badRequest('INVALID_IMAGE', 'The profile image must be an avatar uploaded to Lodestar.')
}

function checkStrength(password: unknown, personal: string[]) {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return // better-auth answers these
  const weakness = passwordWeakness(password, personal)
  if (weakness) throw badRequest('WEAK_PASSWORD', weakness)
}

export function createAuth({ db, env, secret, mailer, log }: AuthDeps) {
  // better-auth awaits these hooks; a slow mail server must not hold up the answer (or reveal by timing
  // whether an address has an account), so the hook resolves at once and the mail goes on its own.
  const sendInBackground = (promise: Promise<void>): Promise<void> => {
    promise.catch((err: unknown) => log.error('could not send mail', { err }))
    return Promise.resolve()
  }
  const checkInput = createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Body
    switch (ctx.path) {
      case '/sign-up/email': {
        checkImage(body)
        const named = checkedName(ctx.path, body)
        checkStrength(
          body.password,
          personalWords({ email: typeof body.email === 'string' ? body.email : null, name: named.name as string }),
        )
        return { context: { body: named } }
      }
      case '/update-user': {
        checkImage(body)
        return { context: { body: checkedName(ctx.path, body) } }
      }
      case '/change-password': {
        const holder = await getSessionFromCtx(ctx)
        checkStrength(body.newPassword, personalWords({ email: holder?.user.email, name: holder?.user.name }))
        // Ending the other sessions is the default, as on the settings page: a changed password is most often a
        // stolen one, and a caller who forgets the field must not leave the thief signed in.
        return { context: { body: { ...body, revokeOtherSessions: body.revokeOtherSessions ?? true } } }
      }
      case '/reset-password': {
        const token = typeof body.token === 'string' ? body.token : ''
        const found = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null
        const owner = found ? await ctx.context.internalAdapter.findUserById(found.value) : null
        checkStrength(body.newPassword, personalWords({ email: owner?.email, name: owner?.name }))
        return
      }
      default:
        return
    }
  })

  // Filled in once the instance exists; the verification hook below needs the opener's session.
  let sessionOf: (headers: Headers) => Promise<{ user: { id: string }; session: { id: string } } | null> = () =>
    Promise.resolve(null)

  const auth = betterAuth({
    appName: 'Lodestar',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: authTables }),
    trustedOrigins: (request) => [env.APP_URL, request ? new URL(request.url).origin : undefined],
    logger: routeAuthLogs(log),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      // Sign-up never signs in: a new and an already registered address then get the same answer (decision 011).
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      onExistingUserSignUp: ({ user }) => {
        return sendInBackground(
          mailer.send({
            to: user.email,
            subject: 'Someone tried to create a Lodestar account with your e-mail',
            text: `Someone (perhaps you) tried to create a Lodestar account with this address, which already has one. If it was you, sign in instead, or choose a new password here:\n\n${env.APP_URL}/auth?mode=forgot\n\nIf it was not you, no action is needed: nothing changed on your account.`,
            link: `${env.APP_URL}/auth?mode=forgot`,
          }),
        )
      },
      sendResetPassword: ({ user, url }) => {
        return sendInBackground(
          mailer.send({
            to: user.email,
            subject: 'Reset your Lodestar password',
            text: `Someone asked to reset the password of your Lodestar account. If it was you, open this link within an hour:\n\n${url}\n\nIf it was not you, ignore this e-mail.`,
            link: url,
          }),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: env.REQUIRE_EMAIL_VERIFICATION,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user, url }) => {
        return sendInBackground(
          mailer.send({
            to: user.email,
            subject: 'Verify your e-mail for Lodestar',
            text: `Welcome to Lodestar. Confirm your e-mail address by opening this link:\n\n${url}`,
            link: url,
          }),
        )
      },
      afterEmailVerification: async (verified, request) => {
        const holder = request ? await sessionOf(request.headers) : null
        if (holder?.user.id === verified.id) {
          await endOtherSessions(db, verified.id, holder.session.id)
          return
        }
        const token = await handOverToMailboxOwner(db, verified.id)
        log.info('address verified from outside its account: sessions ended, password to be chosen', {
          userId: verified.id,
        })
        // Thrown before better-auth signs the opener in: the redirect replaces that step.
        throw new APIError('FOUND', undefined, {
          location: `${env.APP_URL}/auth?mode=reset&verified=1&token=${encodeURIComponent(token)}`,
        })
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        // Sign-in has its own per-IP and per-account limiter (server/auth/sign-in-limiter.ts).
        '/sign-in/email': false,
        '/sign-up/email': { window: 60, max: 20 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        // A stolen session must not become a way to guess the current password.
        '/change-password': { window: 60, max: 5 },
      },
      customStorage: {
        consume: async (key, rule) => {
          const decision = await consumeRateLimit(db, `auth:${key}`, { windowSeconds: rule.window, max: rule.max })
          return { allowed: decision.allowed, retryAfter: decision.allowed ? null : decision.retryAfterSeconds }
        },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.APP_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // TOTP with backup codes; sign-in with a password then answers `twoFactorRedirect` until a code is verified.
    plugins: [twoFactor({ issuer: 'Lodestar' })],
    hooks: { before: checkInput },
    // Unexpected errors (a database that does not answer, a bug) leave auth.handler and reach the API's
    // one error mapper instead of becoming a bare 500; better-auth's own APIErrors stay responses.
    onAPIError: { throw: true },
    telemetry: { enabled: false },
  })
  sessionOf = (headers) => auth.api.getSession({ headers })
  return auth
}

export type Auth = ReturnType<typeof createAuth>
