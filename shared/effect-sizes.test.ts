import { expect, test } from 'vitest'
import { cohensH, f2FromR2, r2FromF2 } from './effect-sizes'

// ES.h values printed in the pwr vignette ("Getting started with the pwr package", 2017-03-25).
test.each([
  [0.75, 0.5, 0.5235988],
  [0.55, 0.5, 0.1001674],
  [0.1, 0.05, 0.1924743],
])("Cohen's h of %f against %f is %f, as pwr's ES.h prints it", (p1, p2, h) => {
  expect(cohensH(p1, p2)).toBeCloseTo(h, 7)
  expect(cohensH(p2, p1)).toBeCloseTo(h, 7)
})

test("Cohen's h spans 0 to π: 2·asin(√1) − 2·asin(√0) = π, and .5 against .25 is π/2 − π/3 = π/6", () => {
  expect(cohensH(1, 0)).toBeCloseTo(Math.PI, 12)
  expect(cohensH(0.25, 0.5)).toBeCloseTo(Math.PI / 6, 12)
  expect(cohensH(0.3, 0.3)).toBe(0)
})

test('f² = R²/(1 − R²): R² = .3 gives 0.4285714 and R² = .45 gives 0.818 (the pwr vignette rounds it to 0.81); R² = .13 is the medium 0.15', () => {
  expect(f2FromR2(0.3)).toBeCloseTo(0.4285714, 7)
  expect(f2FromR2(0.45)).toBeCloseTo(0.8182, 4)
  expect(f2FromR2(0.0196)).toBeCloseTo(0.02, 4)
  expect(f2FromR2(0.15 / 1.15)).toBeCloseTo(0.15, 12)
})

test('R² from f² inverts it', () => {
  for (const r2 of [0.01, 0.13, 0.5, 0.9]) expect(r2FromF2(f2FromR2(r2))).toBeCloseTo(r2, 12)
})
