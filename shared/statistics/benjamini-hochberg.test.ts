import { expect, test } from 'vitest'
import { benjaminiHochberg } from './benjamini-hochberg'

test('p.adjust(c(0.01, 0.04, 0.03, 0.005), method = "BH") = 0.02, 0.04, 0.04, 0.02', () => {
  const adjusted = benjaminiHochberg([0.01, 0.04, 0.03, 0.005])
  expect(adjusted.map((p) => Number(p.toFixed(10)))).toEqual([0.02, 0.04, 0.04, 0.02])
})
