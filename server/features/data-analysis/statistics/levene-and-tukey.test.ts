import { expect, test } from 'vitest'
import { levene, ptukey, qtukey, tukeyHsd } from './levene-and-tukey'
import { plantGrowth } from './r-datasets'

const plants = [plantGrowth.ctrl, plantGrowth.trt1, plantGrowth.trt2]

test('car::leveneTest(weight ~ group, data = PlantGrowth) (center = median): F(2, 27) = 1.1192, p = 0.3412', () => {
  const result = levene(plants)
  expect(result.f).toBeCloseTo(1.1192, 4)
  expect(result.df).toEqual([2, 27])
  expect(result.p).toBeCloseTo(0.3412, 4)
})

test('TukeyHSD(aov(weight ~ group, data = PlantGrowth)): differences, 95% family-wise intervals and adjusted p', () => {
  // trt1-ctrl -0.371 [-1.0622161, 0.3202161] p adj 0.3908711
  // trt2-ctrl  0.494 [-0.1972161, 1.1852161] p adj 0.1979960
  // trt2-trt1  0.865 [ 0.1737839, 1.5562161] p adj 0.0120064
  const expected = [
    [0, 1, -0.371, -1.0622161, 0.3202161, 0.3908711],
    [0, 2, 0.494, -0.1972161, 1.1852161, 0.197996],
    [1, 2, 0.865, 0.1737839, 1.5562161, 0.0120064],
  ]
  const result = tukeyHsd(plants)
  expect(result).toHaveLength(3)
  result.forEach((comparison, i) => {
    const [first, second, difference, low, high, p] = expected[i] ?? []
    expect([comparison.first, comparison.second]).toEqual([first, second])
    expect(comparison.difference).toBeCloseTo(difference ?? Number.NaN, 10)
    expect(comparison.ci[0]).toBeCloseTo(low ?? Number.NaN, 6)
    expect(comparison.ci[1]).toBeCloseTo(high ?? Number.NaN, 6)
    expect(comparison.pAdjusted).toBeCloseTo(p ?? Number.NaN, 6)
  })
})

test('qtukey(0.95, 3, 27) = 3.506426 in R (the critical value behind TukeyHSD above); ptukey gives back 0.95', () => {
  expect(qtukey(0.95, 3, 27)).toBeCloseTo(3.506426, 5)
  expect(ptukey(3.506426, 3, 27)).toBeCloseTo(0.95, 6)
})

test.each([
  // Upper 5 % and 1 % points of the studentized range, as printed (2 decimals) in the tables of Harter (1960)
  [0.95, 3, 12, 3.77],
  [0.95, 4, 20, 3.96],
  [0.95, 2, 10, 3.15],
  [0.99, 5, 60, 4.82],
])('the %f point for %i means and %i df is %f, as the printed tables', (p, groups, df, q) => {
  expect(qtukey(p, groups, df)).toBeCloseTo(q, 2)
})

test('ptukey is 0 at and below 0', () => {
  expect(ptukey(0, 3, 10)).toBe(0)
  expect(ptukey(-1, 3, 10)).toBe(0)
})
