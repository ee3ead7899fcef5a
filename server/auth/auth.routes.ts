import { Hono } from 'hono'
import { endpointRoutes } from '#shared/contract/endpoint-routes'
import { AppError } from '../lib/app-error'
import type { AppEnv } from '../request-context'
import { CLIENT_IP_HEADER, type Auth } from './auth'
import { toClientAuthResponse } from './auth-response'
import { admitSignInAttempt, deviceCookie, recognizedDevice, recordSuccessfulSignIn } from './sign-in-limiter'

/**
 * The better-auth endpoints the product uses: the contract table's entries below /auth (decision 038). Every
 * other one (verify-password, revoke-session, list-sessions, change-email, delete-user, …) is not reachable over
 * HTTP. New library versions add endpoints, so this is a list of what is open rather than of what is closed.
 */
const EXPOSED = Object.values(endpointRoutes)
  .filter((route) => route.path.startsWith('/auth/'))
  .map((route) => ({
    method: route.method,
    // '/auth/reset-password/:token' opens /reset-password/ followed by one path segment
    pattern: new RegExp(`^${route.path.slice('/auth'.length).replace(/:[A-Za-z]+/g, '[^/]+')}$`),
  }))

export function isExposedAuthEndpoint(method: string, endpoint: string): boolean {
  return EXPOSED.some((exposed) => exposed.method === method && exposed.pattern.test(endpoint))
}

async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method !== 'POST') return {}
  try {
    const body: unknown = await request.clone().json()
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const shortString = (value: unknown) => (typeof value === 'string' && value.length <= 320 ? value : null)

/** Where better-auth may send the browser afterwards: a page of this site, given as a path or a URL. */
const RETURN_ADDRESS_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL']

export function isOwnPage(value: unknown, appUrl: string): boolean {
  if (typeof value !== 'string' || value.length > 2000 || value.includes('\\')) return false
  try {
    const origin = new URL(appUrl).origin
    if (value.startsWith('/')) return !value.startsWith('//') && new URL(value, origin).origin === origin
    return new URL(value).origin === origin
  } catch {
    return false
  }
}

async function emailOfResetToken(auth: Auth, token: string | null): Promise<string | null> {
  if (!token) return null
  const context = await auth.$context
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
  return found ? ((await context.internalAdapter.findUserById(found.value))?.email ?? null) : null
}

/** better-auth at /api/auth/*, behind the endpoint list, the sign-in limiter and our error vocabulary. */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/auth/*', async (c) => {
  const { auth, db, env, database } = c.var.ctx
  // The secret better-auth signs its cookies with (the platform's, resolved once at start).
  const { secret } = await auth.$context
  const secure = env.APP_URL.startsWith('https://')
  const endpoint = c.req.path.replace(/^.*?\/auth(?=\/)/, '')
  if (!isExposedAuthEndpoint(c.req.method, endpoint))
    throw new AppError('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`)
  const headers = new Headers(c.req.raw.headers)
  headers.set(CLIENT_IP_HEADER, c.var.clientIp)
  const isPost = c.req.method === 'POST'
  const body = await readJsonBody(c.req.raw)
  for (const field of RETURN_ADDRESS_FIELDS) {
    // better-auth builds a URL from these and fails with a 500 on anything it cannot parse.
    for (const value of [c.req.query(field), body[field]]) {
      if (value !== undefined && !isOwnPage(value, env.APP_URL))
        throw new AppError('BAD_REQUEST', 'The return address must be a page of this site.')
    }
  }

  // A browser that signed in before, or that proves the mailbox by resetting the password, is the owner's.
  let trustedEmail: string | null = null
  let device: string | null = null
  if (isPost && endpoint === '/sign-in/email') {
    trustedEmail = shortString(body.email)
    device = trustedEmail ? recognizedDevice(c.req.header('cookie'), secret, trustedEmail) : null
    await admitSignInAttempt(db, env, c.var.clientIp, trustedEmail, device)
  } else if (isPost && endpoint === '/reset-password') {
    trustedEmail = await emailOfResetToken(auth, shortString(body.token))
    if (trustedEmail) device = recognizedDevice(c.req.header('cookie'), secret, trustedEmail)
  }

  const response = await auth.handler(new Request(c.req.raw, { headers }))
  if (isPost && endpoint === '/sign-in/email' && trustedEmail && response.ok)
    await recordSuccessfulSignIn(db, c.var.clientIp, trustedEmail, device)
  const answer = await toClientAuthResponse(response, {
    method: c.req.method,
    path: c.req.path,
    requestId: c.var.requestId,
    databaseUnreachable: database.recentlyUnreachable,
  })
  if (trustedEmail && response.ok)
    answer.headers.append('Set-Cookie', deviceCookie(secret, trustedEmail, { nonce: device, secure }))
  return answer
})
