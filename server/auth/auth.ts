import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/plans'
import type { Db } from '../db/client'
import type { Env } from '../env'
import type { Logger } from '../lib/logger'
import type { Mailer } from '../lib/mailer'
import { consumeRateLimit } from '../lib/rate-limit'
import * as authTables from './auth.tables'

/** Set by the server from the socket (or a trusted proxy), replacing anything a client sent. */
export const CLIENT_IP_HEADER = 'x-lodestar-client-ip'

export type AuthDeps = {
  db: Db
  env: Pick<Env, 'APP_URL' | 'REQUIRE_EMAIL_VERIFICATION' | 'NODE_ENV'>
  secret: string
  mailer: Mailer
  log: Logger
}

/** Endpoints that take the person's full name, which the browser's `required` alone cannot guarantee. */
const NAME_PATHS = new Set(['/sign-up/email', '/update-user'])

/** Sign-up needs a real name; an update may leave it out, but may not blank it. Stored trimmed. */
const fullNameCheck = createAuthMiddleware(async (ctx) => {
  if (!NAME_PATHS.has(ctx.path)) return
  const body = (ctx.body ?? {}) as Record<string, unknown>
  if (ctx.path === '/update-user' && body.name === undefined) return
  const name = typeof body.name === 'string' ? body.name.trim() : ''
  if (!name || name.length > FULL_NAME_MAX_LENGTH) {
    throw new APIError('BAD_REQUEST', { message: `Please enter your full name (up to ${FULL_NAME_MAX_LENGTH} characters).`, code: 'INVALID_NAME' })
  }
  return { context: { body: { ...body, name } } }
})

export function createAuth({ db, env, secret, mailer, log }: AuthDeps) {
  const sendInBackground = (promise: Promise<void>) => {
    promise.catch((err: unknown) => log.error('could not send mail', { err }))
  }
  return betterAuth({
    appName: 'Lodestar',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: authTables }),
    trustedOrigins: (request) => [env.APP_URL, request ? new URL(request.url).origin : undefined],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        sendInBackground(
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
      sendVerificationEmail: async ({ user, url }) => {
        sendInBackground(
          mailer.send({
            to: user.email,
            subject: 'Verify your e-mail for Lodestar',
            text: `Welcome to Lodestar. Confirm your e-mail address by opening this link:\n\n${url}`,
            link: url,
          }),
        )
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
    hooks: { before: fullNameCheck },
    // Unexpected errors (a database that does not answer, a bug) leave auth.handler and reach the API's
    // one error mapper instead of becoming a bare 500; better-auth's own APIErrors stay responses.
    onAPIError: { throw: true },
    telemetry: { enabled: false },
  })
}

export type Auth = ReturnType<typeof createAuth>
