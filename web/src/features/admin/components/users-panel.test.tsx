import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AdminUser } from '#shared/contract/admin'
import { FREE_DAILY_LIMITS } from '#shared/plans'
import { fakeApi } from '../../../test/fake-api'
import { renderWithApp } from '../../../test/render'
import { UsersPanel } from './users-panel'

function adminUser(lifetimeAccess: boolean): AdminUser {
  return {
    id: 'user-2',
    email: 'grace@example.org',
    name: 'Grace Hopper',
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    role: lifetimeAccess ? 'premium' : 'free',
    lifetimeAccess,
    isConfiguredAdmin: false,
    usageToday: [{ kind: 'researcherSearch', used: 2, limit: FREE_DAILY_LIMITS.researcherSearch }],
  }
}

test('an admin grants lifetime premium to a user and sees the change', async () => {
  let lifetimeAccess = false
  const api = fakeApi({
    adminUsers: () => ({ users: [adminUser(lifetimeAccess)], total: 1, day: '2025-06-01' }),
    grantLifetimeAccess: () => {
      lifetimeAccess = true
      return { ok: true }
    },
    me: () => ({ user: null }),
  })
  const { user } = renderWithApp(<UsersPanel />)

  expect(await screen.findByText('1 user · usage for 2025-06-01 (UTC)', { exact: false })).toBeInTheDocument()
  const [grant] = screen.getAllByRole('button', { name: 'Grant lifetime premium to grace@example.org' })
  await user.click(grant!)

  expect((await screen.findByRole('status')).textContent).toContain('grace@example.org now has lifetime access.')
  expect(api.callsTo('grantLifetimeAccess')[0]?.request.params).toEqual({ userId: 'user-2' })
  expect(
    (await screen.findAllByRole('button', { name: 'Revoke lifetime premium from grace@example.org' })).length,
  ).toBeGreaterThan(0)
})

test('searching asks the server for matching users', async () => {
  const api = fakeApi({ adminUsers: () => ({ users: [], total: 0, day: '2025-06-01' }) })
  const { user } = renderWithApp(<UsersPanel />)

  await user.type(await screen.findByRole('searchbox', { name: 'Search users by name or e-mail' }), 'zed')

  expect(await screen.findByText('No user matches “zed”.')).toBeInTheDocument()
  expect(api.callsTo('adminUsers').at(-1)?.request.query.get('q')).toBe('zed')
})
