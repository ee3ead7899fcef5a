import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/client'
import type { Env } from '../env'
import { consumeRateLimit, refundRateLimit, refuseWhenLimited, resetRateLimit } from '../lib/rate-limit'

type Limits = Pick<Env, 'SIGN_IN_MAX_ATTEMPTS_PER_IP' | 'SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT' | 'SIGN_IN_WINDOW_SECONDS'>

const normalizeEmail = (email: string) => email.trim().toLowerCase()
/** The failed sign-ins counted against an e-mail: account deletion forgets them with the account. */
export const accountKey = (email: string) => `sign-in:account:${normalizeEmail(email)}`
const ipKey = (clientIp: string) => `sign-in:ip:${clientIp}`
const deviceKey = (nonce: string) => `sign-in:device:${nonce}`

const DEVICE_COOKIE_PREFIX = 'lodestar_device_'
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const NONCE = /^[A-Za-z0-9_-]{22}$/

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url')

/** One cookie per account a browser has signed in to; its name says which without naming the address. */
const deviceCookieName = (secret: string, email: string) =>
  `${DEVICE_COOKIE_PREFIX}${mac(secret, `device-name|${normalizeEmail(email)}`).slice(0, 16)}`
const deviceSignature = (secret: string, email: string, nonce: string) =>
  mac(secret, `device|${normalizeEmail(email)}|${nonce}`)

/**
 * The device cookie (OWASP's "device cookies" against online guessing) that this browser holds for
 * `email`, proven by our signature: its nonce, or null when the browser has none for that account.
 */
export function recognizedDevice(cookieHeader: string | undefined, secret: string, email: string): string | null {
  if (!cookieHeader) return null
  const name = deviceCookieName(secret, email)
  for (const part of cookieHeader.split(';')) {
    const [key, value = ''] = part.trim().split('=')
    if (key !== name) continue
    const [nonce = '', signature = ''] = value.split('.')
    const expected = Buffer.from(deviceSignature(secret, email, nonce))
    const given = Buffer.from(signature)
    if (NONCE.test(nonce) && given.length === expected.length && timingSafeEqual(given, expected)) return nonce
  }
  return null
}

/** The Set-Cookie that marks this browser as one the account's owner uses (a new nonce unless it has one). */
export function deviceCookie(
  secret: string,
  email: string,
  options: { nonce?: string | null; secure: boolean },
): string {
  const nonce = options.nonce ?? randomBytes(16).toString('base64url')
  const value = `${nonce}.${deviceSignature(secret, email, nonce)}`
  const attributes = [
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/api/auth',
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ]
  return `${deviceCookieName(secret, email)}=${value}; ${attributes.join('; ')}`
}

/**
 * Every attempt is counted up front (atomically), per client IP and per account, so a burst of
 * parallel guesses cannot get through. A browser the owner signed in from before (device cookie) has
 * a budget of its own, so guesses from elsewhere can lock out strangers but never the owner's devices.
 */
export async function admitSignInAttempt(
  db: Db,
  limits: Limits,
  clientIp: string,
  email: string | null,
  device: string | null = null,
): Promise<void> {
  const windowSeconds = limits.SIGN_IN_WINDOW_SECONDS
  const perAccount = { windowSeconds, max: limits.SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT }
  const checks = [consumeRateLimit(db, ipKey(clientIp), { windowSeconds, max: limits.SIGN_IN_MAX_ATTEMPTS_PER_IP })]
  if (device) checks.push(consumeRateLimit(db, deviceKey(device), perAccount))
  else if (email) checks.push(consumeRateLimit(db, accountKey(email), perAccount))
  const decisions = await Promise.all(checks)
  refuseWhenLimited(decisions, 'Too many sign-in attempts. Please wait a few minutes and try again.')
}

/** Clears the budget the attempt was counted in, and gives its IP slot back. */
export async function recordSuccessfulSignIn(
  db: Db,
  clientIp: string,
  email: string,
  device: string | null = null,
): Promise<void> {
  await Promise.all([
    resetRateLimit(db, device ? deviceKey(device) : accountKey(email)),
    refundRateLimit(db, ipKey(clientIp)),
  ])
}
