import { expect, test } from 'vitest'
import { displayNameOf, initialsOf, planBadgeOf, planLineOf, pricingPlanLabelOf } from './session-labels'

test('initials are the first two letters of the e-mail in upper case', () => {
  expect(initialsOf('ada@example.com')).toBe('AD')
  expect(initialsOf('x@y.z')).toBe('X@')
})

test.each([
  [{ isFounder: true, isPremium: true }, 'Founder', 'Current plan: Lifetime', 'Premium Account'],
  [{ isFounder: false, isPremium: true }, 'Premium', 'Current plan: Lifetime', 'Premium Access'],
  [{ isFounder: false, isPremium: false }, 'Free User', 'Current plan: Free', 'Free Plan'],
])('plan labels for %o', (me, badge, line, pricing) => {
  expect(planBadgeOf(me)).toBe(badge)
  expect(planLineOf(me)).toBe(line)
  expect(pricingPlanLabelOf(me)).toBe(pricing)
})

test('signed out: no pricing label; display name falls back to e-mail then User', () => {
  expect(pricingPlanLabelOf(null)).toBeNull()
  expect(displayNameOf({ user: { name: ' ', email: 'a@b.c' } as never })).toBe('a@b.c')
  expect(displayNameOf(null)).toBe('User')
})
