import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { errorReply, fakeApi } from '../../test/fake-api'
import { freeMe } from '../../test/fixtures'
import { renderWithApp } from '../../test/render'
import { AuthRoute } from './auth'

test('a wrong password keeps the visitor on sign-in with the reason', async () => {
  fakeApi({
    me: () => ({ user: null }),
    signIn: () => errorReply(401, 'UNAUTHORIZED', 'Invalid email or password', { detail: 'INVALID_EMAIL_OR_PASSWORD' }),
  })
  const { user } = renderWithApp(<AuthRoute />, { path: '/auth' })

  expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org')
  await user.type(screen.getByLabelText('Password'), 'not-the-password')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))

  const reasons = await screen.findAllByText('Invalid email or password. Please try again.')
  expect(reasons.length).toBeGreaterThan(0)
  expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
})

test('signing in leads on to the home page', async () => {
  let signedIn = false
  const api = fakeApi({
    me: () => (signedIn ? freeMe() : { user: null }),
    signIn: () => {
      signedIn = true
      return { user: { id: 'user-1', emailVerified: true } }
    },
  })
  const { user } = renderWithApp(<AuthRoute />, { path: '/auth' })

  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.org')
  await user.type(screen.getByLabelText('Password'), 'correct horse battery staple')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))

  expect(await screen.findByText('Left for another page')).toBeInTheDocument()
  expect(api.callsTo('signIn')[0]?.request.json).toMatchObject({ email: 'ada@example.org' })
})

test('the forgotten-password form asks only for the e-mail and confirms without telling who has an account', async () => {
  const api = fakeApi({ me: () => ({ user: null }), requestPasswordReset: () => ({ status: true }) })
  const { user } = renderWithApp(<AuthRoute />, { path: '/auth' })

  await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }))
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument()
  expect(screen.queryByLabelText('Password')).toBeNull()
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org')
  await user.click(screen.getByRole('button', { name: 'Send reset link' }))

  expect((await screen.findByRole('status')).textContent).toContain('If an account exists for that e-mail')
  expect(api.callsTo('requestPasswordReset')[0]?.request.json).toEqual({
    email: 'ada@example.org',
    redirectTo: '/auth?mode=reset',
  })
})

test('with two-factor on, sign-in asks for the code (or a backup code) before leading on', async () => {
  let signedIn = false
  const api = fakeApi({
    me: () => (signedIn ? freeMe() : { user: null }),
    signIn: () => ({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
    verifyTotp: () => errorReply(401, 'UNAUTHORIZED', 'Invalid code', { detail: 'INVALID_CODE' }),
    verifyBackupCode: () => {
      signedIn = true
      return { user: { id: 'user-1' } }
    },
  })
  const { user } = renderWithApp(<AuthRoute />, { path: '/auth' })

  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.org')
  await user.type(screen.getByLabelText('Password'), 'correct horse battery staple')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))

  expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument()
  await user.type(screen.getByLabelText('Authentication code'), '123456')
  await user.click(screen.getByRole('button', { name: 'Verify' }))
  expect(await screen.findByText(/^That code is not correct/)).toBeInTheDocument()
  expect(screen.queryByText('Left for another page')).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }))
  await user.type(screen.getByLabelText('Backup code'), 'abcd-efgh')
  await user.click(screen.getByRole('button', { name: 'Verify' }))

  expect(await screen.findByText('Left for another page')).toBeInTheDocument()
  expect(api.callsTo('verifyBackupCode')[0]?.request.json).toEqual({ code: 'abcd-efgh' })
})
