import { ApiError } from '../../lib/api-client'

// The original product's sign-in screen wording, keyed by better-auth's error codes.
const messagesByCode: Record<string, string> = {
  EMAIL_NOT_VERIFIED: 'Please verify your email before signing in. Check your inbox for the verification link.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password. Please try again.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Please sign in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists. Please sign in instead.',
  PASSWORD_TOO_SHORT: 'Your password must be at least 8 characters long.',
  PASSWORD_TOO_LONG: 'Your password must be at most 128 characters long.',
  // WEAK_PASSWORD and INVALID_IMAGE carry the server's own reason, shown as it is.
  INVALID_EMAIL: 'Please enter a valid e-mail address.',
  INVALID_PASSWORD: 'Your current password is not correct.',
  INVALID_CODE: 'That code is not correct. Check that your phone shows the right time, and try the newest code.',
  INVALID_BACKUP_CODE: 'That backup code is not correct, or it was used already.',
  INVALID_TWO_FACTOR_COOKIE: 'This sign-in took too long. Please start over.',
  INVALID_TOKEN: 'This link is invalid or has expired. Please request a new one.',
  TOKEN_EXPIRED: 'This link has expired. Please request a new one.',
}

export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.detailCode && messagesByCode[error.detailCode]) return messagesByCode[error.detailCode] as string
    return error.message
  }
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.'
}

/** better-auth redirects back with ?error=… when a link from an e-mail fails. */
export function linkErrorMessage(code: string | null): string | null {
  if (!code) return null
  return messagesByCode[code.toUpperCase()] ?? 'This link could not be used. Please request a new one.'
}
