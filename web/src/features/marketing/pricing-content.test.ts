import { expect, test } from 'vitest'
import {
  enterprisePlan,
  freePlan,
  premiumPlan,
  pricingFaq,
  pricingFeatures,
  pricingResearchModes,
} from './pricing-content'

test('the plans keep the sizes and prices the pricing page promises', () => {
  expect(freePlan).toMatchObject({ price: '$0', period: 'Forever' })
  expect(premiumPlan.price).toBe('TBD')
  expect(premiumPlan.features).toHaveLength(23)
  expect(enterprisePlan.price).toBe('Custom')
  expect(enterprisePlan.features).toHaveLength(12)
})

test('the free plan states the real daily limits', () => {
  expect(freePlan.features).toContain('5 AI research queries a day')
  expect(freePlan.features).toContain('5 researcher searches a day')
})

test('no list repeats an item', () => {
  for (const list of [
    freePlan.features,
    premiumPlan.features,
    enterprisePlan.features,
    pricingResearchModes,
    pricingFaq.map((item) => item.question),
  ]) {
    expect(new Set(list).size).toBe(list.length)
  }
})

test('eight feature cards, ten research modes and six questions', () => {
  expect(pricingFeatures).toHaveLength(8)
  expect(pricingResearchModes).toHaveLength(10)
  expect(pricingFaq).toHaveLength(6)
})
