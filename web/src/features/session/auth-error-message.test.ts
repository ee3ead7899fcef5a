import { expect, test } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { authErrorMessage, linkErrorMessage } from './auth-error-message'

const authError = (status: number, detailCode: string, message: string) =>
  new ApiError(status, 'BAD_REQUEST', message, [], undefined, detailCode)

test.each([
  ['INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password. Please try again.'],
  ['EMAIL_NOT_VERIFIED', 'Please verify your email before signing in. Check your inbox for the verification link.'],
  ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'An account with this email already exists. Please sign in instead.'],
])('better-auth %s is shown as the product wording', (code, expected) => {
  expect(authErrorMessage(authError(401, code, 'raw'))).toBe(expected)
})

test('other messages are shown as they are', () => {
  expect(authErrorMessage(authError(429, 'SOMETHING_NEW', 'Too many requests'))).toBe('Too many requests')
})

test('a failed e-mail link explains itself', () => {
  expect(linkErrorMessage('invalid_token')).toMatch(/invalid or has expired/)
  expect(linkErrorMessage(null)).toBeNull()
})
