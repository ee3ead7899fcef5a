import { callApi } from '../../../lib/api-client'

// Thin calls to better-auth's endpoints; the session itself is an httpOnly cookie.
export const signUp = (input: { name: string; email: string; password: string }) =>
  callApi('signUp', { json: { ...input, callbackURL: '/auth?verified=1' } })

export const signIn = (input: { email: string; password: string }) =>
  callApi('signIn', { json: { ...input, callbackURL: '/auth?verified=1' } })

export const signOutEverywhere = () => callApi('signOutEverywhere')

export const requestPasswordReset = (email: string) =>
  callApi('requestPasswordReset', { json: { email, redirectTo: '/auth?mode=reset' } })

export const resetPassword = (input: { token: string; newPassword: string }) =>
  callApi('resetPassword', { json: input })

export const resendVerification = (email: string) =>
  callApi('sendVerificationEmail', { json: { email, callbackURL: '/auth?verified=1' } })

/** The second step of a sign-in with two-factor on: a code from the app, or one of the backup codes. */
export const verifyTwoFactorCode = (code: string, kind: 'totp' | 'backup') =>
  callApi(kind === 'totp' ? 'verifyTotp' : 'verifyBackupCode', { json: { code } })
