import { expect, test } from 'vitest'
import { roleFor } from './access.service'

const subscriber = (lifetimeAccess: boolean, subscriptionTier: string) => ({
  email: 'a@b.c',
  lifetimeAccess,
  subscriptionTier,
  subscriptionEnd: null,
  registrationNumber: 1,
  grantedBy: null,
  createdAt: new Date(),
  updatedAt: new Date(),
})

test.each([
  ['a stranger with no subscriber row is free', 'x@y.z', null, 'free'],
  ['lifetime_access true makes premium', 'x@y.z', subscriber(true, 'Free Beta'), 'premium'],
  ["tier 'Lifetime Access' makes premium even without the flag", 'x@y.z', subscriber(false, 'Lifetime Access'), 'premium'],
  ['a revoked row is free', 'x@y.z', subscriber(false, 'Free Beta'), 'free'],
  ['an admin e-mail is admin, case-insensitively', 'Founder@Lodestar.dev', null, 'admin'],
  ['the second admin is admin too', 'ops@lodestar.dev', null, 'admin'],
] as const)('%s', (_name, email, row, role) => {
  expect(roleFor(email, ['founder@lodestar.dev', 'ops@lodestar.dev'], row).role).toBe(role)
})

test('only the first admin e-mail is the founder; admins are premium', () => {
  const admins = ['founder@lodestar.dev', 'ops@lodestar.dev']
  expect(roleFor('founder@lodestar.dev', admins, null)).toMatchObject({ isFounder: true, isPremium: true })
  expect(roleFor('ops@lodestar.dev', admins, null)).toMatchObject({ isFounder: false, isPremium: true })
})
