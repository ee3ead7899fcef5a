import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AccountSession } from '#shared/contract/account'
import { errorReply, fakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { ActiveSessions } from './active-sessions'
import { ChangePasswordForm } from './change-password-form'

const session = (id: string, device: string, isCurrent = false): AccountSession => ({
  id,
  device,
  ipAddress: '203.0.113.7',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActiveAt: '2026-11-23T10:00:00.000Z',
  isCurrent,
})

test('the current password is required; a wrong one is named, and the other-devices tick is sent', async () => {
  let attempts = 0
  const api = fakeApi({
    changePassword: () => {
      attempts += 1
      if (attempts === 1) return errorReply(400, 'BAD_REQUEST', 'Invalid password', { detail: 'INVALID_PASSWORD' })
      return { user: { id: 'u1' } }
    },
  })
  const { user } = renderWithApp(<ChangePasswordForm />)
  expect(screen.getByLabelText('Current password')).toHaveProperty('required', true)
  expect(screen.getByRole('checkbox', { name: 'Sign out my other devices' })).toHaveProperty('checked', true)

  await user.type(screen.getByLabelText('Current password'), 'wrong-one')
  await user.type(screen.getByLabelText('New password'), 'violet-otter-lantern')
  await user.type(screen.getByLabelText('Confirm new password'), 'violet-otter-lantern')
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  expect((await screen.findByRole('alert')).textContent).toBe('Your current password is not correct.')

  await user.clear(screen.getByLabelText('Current password'))
  await user.type(screen.getByLabelText('Current password'), 'correct-horse-battery')
  await user.click(screen.getByRole('checkbox', { name: 'Sign out my other devices' }))
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  expect((await screen.findByRole('status')).textContent).toContain('Password changed')
  expect(api.callsTo('changePassword')[1]?.request.json).toEqual({
    currentPassword: 'correct-horse-battery',
    newPassword: 'violet-otter-lantern',
    revokeOtherSessions: false,
  })
  expect(screen.getByLabelText('New password')).toHaveProperty('value', '')
})

test('two different new passwords are not sent', async () => {
  const api = fakeApi({ changePassword: () => ({ user: { id: 'u1' } }) })
  const { user } = renderWithApp(<ChangePasswordForm />)
  await user.type(screen.getByLabelText('Current password'), 'correct-horse-battery')
  await user.type(screen.getByLabelText('New password'), 'violet-otter-lantern')
  await user.type(screen.getByLabelText('Confirm new password'), 'violet-otter-lanterm')

  expect(screen.getByText('The two new passwords differ')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Change password' })).toHaveProperty('disabled', true)
  expect(api.callsTo('changePassword')).toHaveLength(0)
})

test('sessions: this device is marked and has no sign-out; another is signed out and leaves the list', async () => {
  let sessions = [session('s1', 'Chrome on macOS', true), session('s2', 'Safari on iOS')]
  const api = fakeApi({
    accountSessions: () => ({ sessions }),
    revokeAccountSession: (request) => {
      sessions = sessions.filter((s) => s.id !== request.params.sessionId)
      return { revoked: 1 }
    },
  })
  const { user } = renderWithApp(<ActiveSessions />)

  const current = await screen.findByRole('listitem', { name: 'Chrome on macOS' })
  expect(within(current).getByText('This device')).toBeInTheDocument()
  expect(within(current).queryByRole('button')).toBeNull()
  const phone = screen.getByRole('listitem', { name: 'Safari on iOS' })
  expect(phone.textContent).toContain('203.0.113.7')

  await user.click(within(phone).getByRole('button', { name: /Sign out Safari on iOS/ }))

  expect(await screen.findByText('Session signed out')).toBeInTheDocument()
  expect(api.callsTo('revokeAccountSession')[0]?.request.params).toEqual({ sessionId: 's2' })
  await screen.findByRole('listitem', { name: 'Chrome on macOS' })
  expect(screen.queryByRole('listitem', { name: 'Safari on iOS' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull()
})

test('sign out all other sessions says how many ended', async () => {
  let sessions = [session('s1', 'Chrome on macOS', true), session('s2', 'Safari on iOS'), session('s3', 'Firefox')]
  fakeApi({
    accountSessions: () => ({ sessions }),
    revokeOtherSessions: () => {
      const revoked = sessions.length - 1
      sessions = sessions.filter((s) => s.isCurrent)
      return { revoked }
    },
  })
  const { user } = renderWithApp(<ActiveSessions />)

  await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }))

  expect(await screen.findByText('2 sessions ended.')).toBeInTheDocument()
  expect(await screen.findAllByRole('listitem')).toHaveLength(1)
})
