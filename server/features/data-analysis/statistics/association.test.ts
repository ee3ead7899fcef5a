import { expect, test } from 'vitest'
import { chiSquareAssociation, spearman } from './association'
import { mtcars } from './r-datasets'

test('chisq.test(table(mtcars$am, mtcars$vs)): X-squared = 0.34754 (Yates), df = 1, p = 0.5555', () => {
  // table(mtcars$am, mtcars$vs): am 0 → vs 0: 12, vs 1: 7; am 1 → 6, 7
  const result = chiSquareAssociation([
    [12, 7],
    [6, 7],
  ])
  expect(result.yates).toBe(true)
  expect(result.chiSquare).toBeCloseTo(0.34754, 5)
  expect(result.df).toBe(1)
  expect(result.p).toBeCloseTo(0.5555, 4)
  // chisq.test(..., correct = FALSE) gives X-squared = 0.90688; V = √(0.90688 / 32)
  expect(result.cramersV).toBeCloseTo(Math.sqrt(0.90688 / 32), 4)
  expect(result.expected[0]?.[0]).toBeCloseTo(10.6875, 10)
})

test('cor.test(mtcars$mpg, mtcars$wt, method = "spearman"): rho = -0.886422, p = 1.488e-11', () => {
  const result = spearman(mtcars.mpg, mtcars.wt)
  expect(result.r).toBeCloseTo(-0.886422, 6)
  expect(result.p / 1.488e-11).toBeCloseTo(1, 2)
})
