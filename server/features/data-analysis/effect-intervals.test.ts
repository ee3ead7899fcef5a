import { expect, test } from 'vitest'
import { cohensDInterval, etaSquaredInterval, oneSampleDInterval } from './effect-intervals'

test('effectsize::cohens_d(extra ~ group, data = sleep): d = -0.83, 95% CI [-1.74, 0.10] from t(18) = -1.8608', () => {
  const [low, high] = cohensDInterval(-1.860813, 10, 10)
  expect(low).toBeCloseTo(-1.74, 2)
  expect(high).toBeCloseTo(0.1, 2)
  // SciPy's nct inverted the same way: [-1.7388167, 0.0954506]
  expect(low).toBeCloseTo(-1.7388167, 5)
  expect(high).toBeCloseTo(0.0954506, 5)
})

test('paired d_z of sleep (t(9) = -4.0621): 95% CI [-2.118, -0.415], the non-central t inverted (SciPy agrees)', () => {
  const [low, high] = oneSampleDInterval(-4.062128, 10)
  expect(low).toBeCloseTo(-2.1180166, 5)
  expect(high).toBeCloseTo(-0.4146278, 5)
})

test('η² of aov(weight ~ group, PlantGrowth), F(2, 27) = 4.846: one-sided 95% CI [0.032, 1] (λ = 0.988, SciPy ncf agrees)', () => {
  const [low, high] = etaSquaredInterval(4.846088, 2, 27)
  expect(low).toBeCloseTo(0.0318883, 5)
  expect(high).toBe(1)
})

test('an F below its critical value leaves η²’s lower end at 0', () => {
  expect(etaSquaredInterval(0.5, 2, 27)).toEqual([0, 1])
})
