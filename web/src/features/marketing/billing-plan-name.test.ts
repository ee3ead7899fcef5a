import { expect, test } from 'vitest'
import { isMockCheckout, mockPlanNameOf } from './billing-plan-name'

test.each([
  ['basic', 'Basic'],
  ['price_basic_monthly', 'Basic'],
  ['ULTIMATE', 'Ultimate'],
  ['team-ultimate-yearly', 'Ultimate'],
  ['premium', 'Premium'],
  ['lifetime', 'Premium'],
  ['', 'Premium'],
  [null, 'Premium'],
  [undefined, 'Premium'],
] as const)('plan parameter %o names the %s plan', (plan, name) => {
  expect(mockPlanNameOf(plan)).toBe(name)
})

test('basic wins when both words appear, as it is checked first', () => {
  expect(mockPlanNameOf('basic-to-ultimate')).toBe('Basic')
})

test.each([
  ['true', true],
  ['TRUE', false],
  ['1', false],
  [null, false],
] as const)('mock=%o is mock mode: %s', (mock, expected) => {
  expect(isMockCheckout(mock)).toBe(expected)
})
