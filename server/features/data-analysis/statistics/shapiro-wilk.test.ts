import { expect, test } from 'vitest'
import { mean } from './describe'
import { plantGrowth, mtcars } from './r-datasets'
import { shapiroWilk } from './shapiro-wilk'

// R 4.x output for the call in each test's name.

test('shapiro.test(mtcars$mpg): W = 0.94756, p-value = 0.1229 (n ≥ 12 branch)', () => {
  const result = shapiroWilk(mtcars.mpg)
  expect(result.w).toBeCloseTo(0.94756, 5)
  expect(result.p).toBeCloseTo(0.1229, 4)
})

test('shapiro.test(residuals(aov(weight ~ group, data = PlantGrowth))): W = 0.96607, p-value = 0.4379', () => {
  const residuals = [plantGrowth.ctrl, plantGrowth.trt1, plantGrowth.trt2].flatMap((group) => {
    const centre = mean(group)
    return group.map((value) => value - centre)
  })
  const result = shapiroWilk(residuals)
  expect(result.w).toBeCloseTo(0.96607, 5)
  expect(result.p).toBeCloseTo(0.4379, 4)
})

test('shapiro.test(c(48.4, 49, 59.5, 59.6, 60.7, 88.8, 98.2, 109.4, 169.1, 227.1)): W = 0.80783, p = 0.01805 (n ≤ 11 branch)', () => {
  // The log-normal sample of the CRAN package normality's tests, which compare it with shapiro.test.
  const result = shapiroWilk([48.4, 49, 59.5, 59.6, 60.7, 88.8, 98.2, 109.4, 169.1, 227.1])
  expect(result.w).toBeCloseTo(0.80783, 5)
  expect(result.p).toBeCloseTo(0.01805, 5)
})

test('n = 3 has the exact p-value: shapiro.test(c(1, 2, 4)) W = 0.96429, p = 0.6369 (SciPy agrees)', () => {
  const result = shapiroWilk([1, 2, 4])
  expect(result.w).toBeCloseTo(0.96429, 5)
  expect(result.p).toBeCloseTo(0.6369, 4)
})

test('fewer than 3 values, more than 5000, or all equal are refused', () => {
  expect(() => shapiroWilk([1, 2])).toThrow(RangeError)
  expect(() => shapiroWilk(Array.from({ length: 5001 }, (_, i) => i))).toThrow(RangeError)
  expect(() => shapiroWilk([3, 3, 3, 3])).toThrow('identical')
})
