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
  [
    "tier 'Lifetime Access' makes premium even without the flag",
    'x@y.z',
    subscriber(false, 'Lifetime Access'),
    'premium',
  ],
  ['a revoked row is free', 'x@y.z', subscriber(false, 'Free Beta'), 'free'],
  ['a verified admin e-mail is admin, case-insensitively', 'Founder@Lodestar.dev', null, 'admin'],
  ['the second admin is admin too', 'ops@lodestar.dev', null, 'admin'],
] as const)('%s', (_name, email, row, role) => {
  expect(roleFor({ email, emailVerified: true }, ['founder@lodestar.dev', 'ops@lodestar.dev'], row).role).toBe(role)
})

test('an admin e-mail nobody has verified gets no admin powers, and says why', () => {
  const access = roleFor({ email: 'founder@lodestar.dev', emailVerified: false }, ['founder@lodestar.dev'], null)
  expect(access).toMatchObject({
    role: 'free',
    isAdmin: false,
    isPremium: false,
    isFounder: false,
    adminAwaitingVerification: true,
  })
})

test('a premium grant does not wait for verification', () => {
  expect(roleFor({ email: 'x@y.z', emailVerified: false }, [], subscriber(true, 'Lifetime Access')).role).toBe(
    'premium',
  )
})

test('only the first admin e-mail is the founder; admins are premium', () => {
  const admins = ['founder@lodestar.dev', 'ops@lodestar.dev']
  expect(roleFor({ email: 'founder@lodestar.dev', emailVerified: true }, admins, null)).toMatchObject({
    isFounder: true,
    isPremium: true,
  })
  expect(roleFor({ email: 'ops@lodestar.dev', emailVerified: true }, admins, null)).toMatchObject({
    isFounder: false,
    isPremium: true,
  })
})
