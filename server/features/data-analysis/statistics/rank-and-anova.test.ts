import { expect, test } from 'vitest'
import { kruskalWallis, mannWhitney, oneWayAnova, welchAnova, wilcoxonSignedRank } from './rank-and-anova'
import { plantGrowth, sleep } from './r-datasets'

const plants = [plantGrowth.ctrl, plantGrowth.trt1, plantGrowth.trt2]

test('summary(aov(weight ~ group, data = PlantGrowth)): F(2, 27) = 4.846, p = 0.01591, SS 3.766 and 10.492', () => {
  const result = oneWayAnova(plants)
  expect(result.f).toBeCloseTo(4.846, 3)
  expect(result.df).toEqual([2, 27])
  expect(result.p).toBeCloseTo(0.01591, 5)
  expect(result.ssBetween).toBeCloseTo(3.76634, 5)
  expect(result.ssWithin).toBeCloseTo(10.49209, 5)
  // effectsize::eta_squared on that model: 0.26
  expect(result.etaSquared).toBeCloseTo(0.2641, 4)
})

test('wilcox.test(extra ~ group, data = sleep, exact = FALSE): W = 25.5, p = 0.06933 (ties, continuity correction)', () => {
  const result = mannWhitney(sleep.group1, sleep.group2)
  expect(result.w).toBe(25.5)
  expect(result.p).toBeCloseTo(0.06933, 5)
})

test('kruskal.test(weight ~ group, data = PlantGrowth): χ² = 7.9882, df = 2, p = 0.01842', () => {
  const result = kruskalWallis(plants)
  expect(result.h).toBeCloseTo(7.9882, 4)
  expect(result.df).toBe(2)
  expect(result.p).toBeCloseTo(0.01842, 5)
})

test('wilcox.test(sleep$extra[1:10], sleep$extra[11:20], paired = TRUE, exact = FALSE): V = 0, p-value = 0.009091', () => {
  const result = wilcoxonSignedRank(sleep.group1, sleep.group2)
  expect(result.v).toBe(0)
  expect(result.n).toBe(9)
  expect(result.p).toBeCloseTo(0.009091, 6)
})

test('oneway.test(weight ~ group, data = PlantGrowth): Welch F = 5.181, num df = 2, denom df = 17.128, p = 0.01739', () => {
  const result = welchAnova(plants)
  expect(result.f).toBeCloseTo(5.181, 3)
  expect(result.df[0]).toBe(2)
  expect(result.df[1]).toBeCloseTo(17.128, 3)
  expect(result.p).toBeCloseTo(0.01739, 5)
})

test('oneway.test(extra ~ group, data = sleep) is Welch’s t-test squared: F = 3.4626, denom df = 17.776, p = 0.07939', () => {
  const result = welchAnova([sleep.group1, sleep.group2])
  expect(result.f).toBeCloseTo(1.860813 ** 2, 4)
  expect(result.df[1]).toBeCloseTo(17.776, 3)
  expect(result.p).toBeCloseTo(0.07939, 5)
})
