import { expect, test } from 'vitest'
import { conceptKey } from './concepts'
import { dropNearDuplicates, isNearDuplicate } from './near-duplicates'

test.each([
  ['image segmentation', 'medical image segmentation', true],
  ['semantic segmentation', 'image segmentation', true],
  ['graph neural networks', 'recurrent neural networks', true],
  ['fish oil', 'fish oils', true],
  ['language models', 'diffusion models', false],
  ['blood viscosity', 'platelet aggregation', false],
] as const)('%s and %s near-duplicate: %s', (a, b, expected) => {
  expect(isNearDuplicate(conceptKey(a), conceptKey(b))).toBe(expected)
})

test('dropping near-duplicates keeps the first of each and none like the ones given', () => {
  const kept = dropNearDuplicates(
    ['blood viscosity', 'plasma viscosity', 'fish oil supplements', 'platelet aggregation'].map(conceptKey),
    (key) => key,
    [conceptKey('fish oil')],
  )
  expect(kept).toEqual([conceptKey('blood viscosity'), conceptKey('platelet aggregation')])
})

test('dropping near-duplicates stops once the limit is kept', () => {
  const keys = ['blood viscosity', 'platelet aggregation', 'vasospasm'].map(conceptKey)
  expect(dropNearDuplicates(keys, (key) => key, [], 2)).toEqual(keys.slice(0, 2))
})
