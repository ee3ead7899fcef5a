import { expect, test } from 'vitest'
import { chiSquareUpperP, fUpperP, normalTwoSidedP, tTwoSidedP } from './tail-probabilities'

/** Equal to 7 significant digits (jStat's incomplete beta's precision), however small. */
const closeRelative = (actual: number, expected: number) =>
  expected === 0 ? expect(actual).toBe(0) : expect(Math.abs(actual / expected - 1)).toBeLessThan(1e-7)

// R 4.2.2, sprintf('%.17g', …) of 2*pt(-|t|, df), pf(f, df1, df2, lower.tail = FALSE),
// pchisq(x, df, lower.tail = FALSE) and 2*pnorm(-|z|).
test.each([
  [40, 10, 2.2808577430857475e-12],
  [-2.1, 10, 0.062077244202218468],
  [200, 1000, 0],
])('two-sided p of t = %d on %d df (R: %d)', (t, df, expected) => closeRelative(tTwoSidedP(t, df), expected))

test.each([
  [300, 3, 40, 1.9082655610899704e-27],
  [2.5, 3, 40, 0.073254352017949942],
])('P(F ≥ %d) on (%d, %d) df (R: %d)', (f, df1, df2, expected) => closeRelative(fUpperP(f, df1, df2), expected))

test.each([
  [200, 4, 3.7572767357810449e-42],
  [3.2, 4, 0.52493094678610408],
  [900, 30, 6.1058225128508833e-170],
  [0.5, 30, 1],
])('P(χ² ≥ %d) on %d df (R: %d)', (x, df, expected) => closeRelative(chiSquareUpperP(x, df), expected))

test('two-sided p of z = 12 (R: 3.5529642241553581e-33), and the edges', () => {
  closeRelative(normalTwoSidedP(12), 3.5529642241553581e-33)
  expect(tTwoSidedP(Number.POSITIVE_INFINITY, 5)).toBe(0)
  expect(fUpperP(0, 2, 10)).toBe(1)
  expect(chiSquareUpperP(0, 3)).toBe(1)
  expect(tTwoSidedP(0, 5)).toBe(1)
})
