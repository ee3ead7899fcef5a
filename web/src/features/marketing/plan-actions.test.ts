import { expect, test } from 'vitest'
import { freePlanAction, premiumPlanAction } from './plan-actions'

const free = { plan: 'free', isPremium: false } as const
const lifetime = { plan: 'lifetime', isPremium: true } as const

test('a visitor is invited to get started and to contact us for premium', () => {
  expect(freePlanAction(null)).toBe('get-started')
  expect(premiumPlanAction(null)).toBe('contact')
})

test('a free member sees Free as the current plan and can ask for premium', () => {
  expect(freePlanAction(free)).toBe('current-plan')
  expect(premiumPlanAction(free)).toBe('contact')
})

test('a premium member is already signed up and has Premium as the current plan', () => {
  expect(freePlanAction(lifetime)).toBe('already-signed-up')
  expect(premiumPlanAction(lifetime)).toBe('current-plan')
})
