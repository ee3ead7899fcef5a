import { apiFetch } from '../../../lib/api-client'

// Thin calls to better-auth's endpoints; the session itself is an httpOnly cookie.
export const signUp = (input: { name: string; email: string; password: string }) =>
  apiFetch<{ user: { emailVerified: boolean } }>('/auth/sign-up/email', {
    method: 'POST',
    body: { ...input, callbackURL: '/auth?verified=1' },
  })

export const signIn = (input: { email: string; password: string }) =>
  apiFetch<{ user: unknown }>('/auth/sign-in/email', {
    method: 'POST',
    body: { ...input, callbackURL: '/auth?verified=1' },
  })

export const signOutEverywhere = () => apiFetch<{ ok: true }>('/account/sign-out', { method: 'POST' })

export const requestPasswordReset = (email: string) =>
  apiFetch<{ status: boolean }>('/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/auth?mode=reset' },
  })

export const resetPassword = (input: { token: string; newPassword: string }) =>
  apiFetch<{ status: boolean }>('/auth/reset-password', { method: 'POST', body: input })

export const resendVerification = (email: string) =>
  apiFetch<{ status: boolean }>('/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: '/auth?verified=1' },
  })
