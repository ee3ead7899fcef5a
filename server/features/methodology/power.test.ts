import { describe, expect, test } from 'vitest'
import { PowerInputSchema, type PowerInput } from '#shared/contract/methodology'
import { AppError } from '../../lib/app-error'
import { cohensH } from '#shared/effect-sizes'
import { analysePower } from './power'

const analyse = (input: PowerInput) => analysePower(PowerInputSchema.parse(input))

describe('reference values from G*Power and R (stats, pwr)', () => {
  test('independent t, d = 0.5, α = .05 two-sided, power .80: 64 per group, 128 in all (G*Power 3.1; pwr.t.test n = 63.76561)', () => {
    const result = analyse({ test: 't-independent', solveFor: 'sampleSize', alpha: 0.05, power: 0.8, effect: 0.5 })
    expect(result.n).toBe(64)
    expect(result.totalN).toBe(128)
    expect(result.exactN).toBeCloseTo(63.76561, 4)
    // G*Power: actual power 0.8014596, critical t(126) = 1.978971
    expect(result.power).toBeCloseTo(0.8014596, 6)
    expect(result.criticalValue).toBeCloseTo(1.978971, 5)
    expect(result.degreesOfFreedom).toEqual([126])
  })

  test('power.t.test(n = 20, delta = 1) gives power = 0.8689528 (R stats documentation)', () => {
    const result = analyse({ test: 't-independent', solveFor: 'power', alpha: 0.05, n: 20, effect: 1 })
    expect(result.power).toBeCloseTo(0.8689528, 6)
  })

  test('power.t.test(power = .90, delta = 1) gives n = 22.02110; one-sided n = 17.84713 (R stats documentation)', () => {
    const twoSided = analyse({ test: 't-independent', solveFor: 'sampleSize', alpha: 0.05, power: 0.9, effect: 1 })
    expect(twoSided.exactN).toBeCloseTo(22.0211, 3)
    expect(twoSided.n).toBe(23)
    const oneSided = analyse({
      test: 't-independent',
      solveFor: 'sampleSize',
      alpha: 0.05,
      power: 0.9,
      effect: 1,
      tails: 1,
    })
    expect(oneSided.exactN).toBeCloseTo(17.84713, 3)
    expect(oneSided.n).toBe(18)
  })

  test('power.anova.test(groups = 4, n = 5, between.var = 1, within.var = 3): power 0.3535594, i.e. f = 0.5 (R stats documentation)', () => {
    // pwr's f² = (k − 1)/k · between/within = 3/4 · 1/3
    const result = analyse({ test: 'anova-one-way', solveFor: 'power', alpha: 0.05, n: 5, effect: 0.5, groups: 4 })
    expect(result.power).toBeCloseTo(0.3535594, 6)
    expect(result.degreesOfFreedom).toEqual([3, 16])
  })

  test('power.anova.test(groups = 4, between.var = 1, within.var = 3, power = .80): n = 11.92613 (R stats documentation)', () => {
    const result = analyse({
      test: 'anova-one-way',
      solveFor: 'sampleSize',
      alpha: 0.05,
      power: 0.8,
      effect: 0.5,
      groups: 4,
    })
    expect(result.exactN).toBeCloseTo(11.92613, 3)
    expect(result.n).toBe(12)
    expect(result.totalN).toBe(48)
  })

  test('pwr.r.test(r = 0.3, sig.level = 0.05, power = 0.80): n = 84.07364 (pwr vignette)', () => {
    const result = analyse({ test: 'correlation', solveFor: 'sampleSize', alpha: 0.05, power: 0.8, effect: 0.3 })
    expect(result.exactN).toBeCloseTo(84.07364, 3)
    expect(result.n).toBe(85)
  })

  test('pwr.f2.test(u = 5, v = 89, f2 = 0.1/(1 − 0.1)): power 0.6735858 (pwr documentation example; SciPy ncf agrees)', () => {
    const result = analyse({
      test: 'multiple-regression',
      solveFor: 'power',
      alpha: 0.05,
      n: 95,
      effect: 0.1 / 0.9,
      predictors: 5,
    })
    expect(result.power).toBeCloseTo(0.6735858, 6)
    expect(result.degreesOfFreedom).toEqual([5, 89])
  })

  test('multiple regression, f² = 0.15, 5 predictors, α = .05, power .80: N = 92 (G*Power 3.1, R² deviation from zero)', () => {
    const result = analyse({
      test: 'multiple-regression',
      solveFor: 'sampleSize',
      alpha: 0.05,
      power: 0.8,
      effect: 0.15,
      predictors: 5,
    })
    expect(result.n).toBe(92)
  })

  test('pwr.2p.test(h = 0.3, n = 80, alternative = "greater"): power = Φ(0.3·√40 − 1.644854) = 0.5996777 (closed form)', () => {
    const result = analyse({ test: 'two-proportions', solveFor: 'power', alpha: 0.05, n: 80, effect: 0.3, tails: 1 })
    expect(result.power).toBeCloseTo(0.5996777, 6)
    expect(result.totalN).toBe(160)
  })

  test('pwr.t.test(d = 0.2, n = 60, sig.level = 0.10, type = "one.sample"): power 0.4555818 (pwr help, Cohen ex. 2.5; the help prints no output, value from SciPy nct)', () => {
    const result = analyse({ test: 't-one-sample', solveFor: 'power', alpha: 0.1, n: 60, effect: 0.2 })
    expect(result.power).toBeCloseTo(0.4555818, 6)
  })

  test('paired t, 20 pairs, d = 0.6: the unit is pairs with n − 1 degrees of freedom', () => {
    const result = analyse({ test: 't-paired', solveFor: 'power', alpha: 0.05, n: 20, effect: 0.6 })
    expect(result.sampleSizeUnit).toBe('pairs')
    expect(result.degreesOfFreedom).toEqual([19])
  })
})

// Values printed by R in the pwr vignette, "Getting started with the pwr package" (Clay Ford, 2017-03-25),
// inst/doc/pwr-vignette.html of the pwr package on CRAN; "greater" is our one-sided test (tails: 1).
describe('reference values printed in the pwr vignette', () => {
  test('pwr.t.test(n = 30, d = 0.5): power 0.4778965; d = 0.75/2.25, power .80: n = 142.2462', () => {
    expect(analyse({ test: 't-independent', solveFor: 'power', alpha: 0.05, n: 30, effect: 0.5 }).power).toBeCloseTo(
      0.4778965,
      6,
    )
    const sized = analyse({
      test: 't-independent',
      solveFor: 'sampleSize',
      alpha: 0.05,
      power: 0.8,
      effect: 0.75 / 2.25,
    })
    expect(sized.exactN).toBeCloseTo(142.2462, 3)
    expect(sized.n).toBe(143)
  })

  test('pwr.t.test(d = 0.50/2.25, power = 0.90, alternative = "greater", type = "one.sample"): n = 174.7796', () => {
    const result = analyse({
      test: 't-one-sample',
      solveFor: 'sampleSize',
      alpha: 0.05,
      power: 0.9,
      effect: 0.5 / 2.25,
      tails: 1,
    })
    expect(result.exactN).toBeCloseTo(174.7796, 3)
    expect(result.n).toBe(175)
  })

  test('pwr.t.test(n = 24, d = 0.08/0.25, type = "paired", alternative = "greater"): power 0.4508691; for .80, n = 61.75209 pairs', () => {
    const paired = { test: 't-paired', alpha: 0.05, effect: 0.08 / 0.25, tails: 1 } as const
    const result = analyse({ ...paired, solveFor: 'power', n: 24 })
    expect(result.power).toBeCloseTo(0.4508691, 6)
    expect(result.sampleSizeUnit).toBe('pairs')
    const sized = analyse({ ...paired, solveFor: 'sampleSize', power: 0.8 })
    expect(sized.exactN).toBeCloseTo(61.75209, 3)
    expect(sized.n).toBe(62)
  })

  test('pwr.t.test(d = 0.08/(0.1·√2), power = 0.8, type = "paired", alternative = "greater"): n = 20.74232 pairs', () => {
    const result = analyse({
      test: 't-paired',
      solveFor: 'sampleSize',
      alpha: 0.05,
      power: 0.8,
      effect: 0.08 / (0.1 * Math.SQRT2),
      tails: 1,
    })
    expect(result.exactN).toBeCloseTo(20.74232, 3)
    expect(result.n).toBe(21)
  })

  // Cohen's example 7.1: four package designs, 3/8 prefer one, the other 5/8 split evenly; ES.w1 = 0.2886751.
  const w1 = Math.sqrt([3 / 8, 5 / 24, 5 / 24, 5 / 24].reduce((sum, p) => sum + (p - 0.25) ** 2 / 0.25, 0))

  test('χ² goodness of fit, pwr.chisq.test(w = ES.w1(null, alt), N = 100, df = 4 − 1): power 0.6739834; for .80, N = 130.8308', () => {
    expect(w1).toBeCloseTo(0.2886751, 7)
    const fit = { test: 'chi-square-goodness-of-fit', alpha: 0.05, effect: w1, categories: 4 } as const
    const result = analyse({ ...fit, solveFor: 'power', n: 100 })
    expect(result.power).toBeCloseTo(0.6739834, 6)
    expect(result.degreesOfFreedom).toEqual([3])
    const sized = analyse({ ...fit, solveFor: 'sampleSize', power: 0.8 })
    expect(sized.exactN).toBeCloseTo(130.8308, 3)
    expect(sized.n).toBe(131)
  })

  test('χ² association, pwr.chisq.test(w = 0.2182179, N = 100, df = 1, sig.level = 0.01): power 0.3469206; for .90, N = 312.4671; w = 0.1: N = 1487.939', () => {
    const table = { test: 'chi-square-association', alpha: 0.01, rows: 2, columns: 2 } as const
    const result = analyse({ ...table, solveFor: 'power', n: 100, effect: 0.2182179 })
    expect(result.power).toBeCloseTo(0.3469206, 6)
    expect(result.degreesOfFreedom).toEqual([1])
    expect(analyse({ ...table, solveFor: 'sampleSize', power: 0.9, effect: 0.2182179 }).exactN).toBeCloseTo(312.4671, 3)
    expect(analyse({ ...table, solveFor: 'sampleSize', power: 0.9, effect: 0.1 }).exactN).toBeCloseTo(1487.939, 2)
  })

  test('two proportions, pwr.2p.test(h = ES.h(0.55, 0.50)): h = 0.1001674, n = 1564.529; ES.h(0.10, 0.05) = 0.1924743, n = 423.7319', () => {
    const first = cohensH(0.55, 0.5)
    const second = cohensH(0.1, 0.05)
    expect(first).toBeCloseTo(0.1001674, 7)
    expect(second).toBeCloseTo(0.1924743, 7)
    const sized = (effect: number) =>
      analyse({ test: 'two-proportions', solveFor: 'sampleSize', alpha: 0.05, power: 0.8, effect })
    expect(sized(first).exactN).toBeCloseTo(1564.529, 2)
    expect(sized(first)).toMatchObject({ n: 1565, totalN: 3130 })
    expect(sized(second).exactN).toBeCloseTo(423.7319, 3)
  })

  test('pwr.2p.test(h = 0.2, sig.level = 0.01, power = 0.9): n = 743.9694 per group', () => {
    const result = analyse({ test: 'two-proportions', solveFor: 'sampleSize', alpha: 0.01, power: 0.9, effect: 0.2 })
    expect(result.exactN).toBeCloseTo(743.9694, 3)
  })

  test('pwr.r.test(r = 0.1, sig.level = 0.01, power = 0.8): n = 999.2054 "greater", 1162.564 two-sided', () => {
    const sized = (tails: 1 | 2) =>
      analyse({ test: 'correlation', solveFor: 'sampleSize', alpha: 0.01, power: 0.8, effect: 0.1, tails })
    expect(sized(1).exactN).toBeCloseTo(999.2054, 3)
    expect(sized(2).exactN).toBeCloseTo(1162.564, 2)
  })

  test('pwr.anova.test(k = 3, f = 0.25, sig.level = 0.01, power = 0.9): n = 94.48714; f = 5/3: n = 3.842228', () => {
    const sized = (effect: number) =>
      analyse({ test: 'anova-one-way', solveFor: 'sampleSize', alpha: 0.01, power: 0.9, effect, groups: 3 })
    expect(sized(0.25).exactN).toBeCloseTo(94.48714, 3)
    expect(sized(0.25).totalN).toBe(285)
    expect(sized(5 / 3).exactN).toBeCloseTo(3.842228, 4)
  })

  test('pwr.f2.test(u = 2, f2 = 0.3/(1 − 0.3), sig.level = 0.001, power = 0.8): v = 49.88971, so N = v + u + 1 = 53', () => {
    const result = analyse({
      test: 'multiple-regression',
      solveFor: 'sampleSize',
      alpha: 0.001,
      power: 0.8,
      effect: 0.3 / 0.7,
      predictors: 2,
    })
    expect((result.exactN ?? 0) - 3).toBeCloseTo(49.88971, 3)
    expect(result.n).toBe(53)
  })

  test('pwr.f2.test(u = 2, v = 40 − 2 − 1, f2 = 0.3/(1 − 0.3), sig.level = 0.01): power 0.8406124', () => {
    const result = analyse({
      test: 'multiple-regression',
      solveFor: 'power',
      alpha: 0.01,
      n: 40,
      effect: 0.3 / 0.7,
      predictors: 2,
    })
    expect(result.power).toBeCloseTo(0.8406124, 6)
    expect(result.degreesOfFreedom).toEqual([2, 37])
  })
})

describe('solving', () => {
  test('the detectable effect at 64 per group and power .80 is just under d = 0.5, and gives that power', () => {
    const result = analyse({ test: 't-independent', solveFor: 'effect', alpha: 0.05, power: 0.8, n: 64 })
    expect(result.effect).toBeGreaterThan(0.49)
    expect(result.effect).toBeLessThan(0.5)
    expect(result.power).toBeCloseTo(0.8, 6)
  })

  test.each([
    ['t-one-sample', {}],
    ['anova-one-way', { groups: 3 }],
    ['correlation', {}],
    ['two-proportions', {}],
    ['chi-square-goodness-of-fit', { categories: 5 }],
    ['chi-square-association', { rows: 2, columns: 3 }],
    ['multiple-regression', { predictors: 3 }],
  ] as const)('%s: the sample size found reaches the power and one fewer does not', (test, extra) => {
    const sized = analyse({ test, solveFor: 'sampleSize', alpha: 0.05, power: 0.85, effect: 0.3, ...extra })
    expect(sized.power).toBeGreaterThanOrEqual(0.85)
    const fewer = analyse({ test, solveFor: 'power', alpha: 0.05, n: sized.n - 1, effect: 0.3, ...extra })
    expect(fewer.power).toBeLessThan(0.85)
  })

  test('power grows with the sample along the curve, which includes the design point', () => {
    const result = analyse({ test: 't-independent', solveFor: 'sampleSize', alpha: 0.05, power: 0.8, effect: 0.5 })
    const powers = result.curve.map((point) => point.power)
    expect(powers).toEqual([...powers].sort((a, b) => a - b))
    expect(result.curve.find((point) => point.n === 64)?.power).toBeCloseTo(result.power, 10)
    expect(powers.at(-1)).toBeGreaterThan(0.95)
  })

  test('an effect too small for a million participants is refused with a reason', () => {
    expect(() =>
      analyse({ test: 'correlation', solveFor: 'sampleSize', alpha: 0.05, power: 0.99, effect: 0.001 }),
    ).toThrow(AppError)
  })

  test('no effect reaches the power with a tiny sample', () => {
    expect(() => analyse({ test: 'correlation', solveFor: 'effect', alpha: 0.001, power: 0.999, n: 4 })).toThrow(
      /reaches that power/,
    )
  })

  test('the contract asks for what the chosen unknown leaves out', () => {
    const parsed = PowerInputSchema.safeParse({ test: 'anova-one-way', solveFor: 'power', alpha: 0.05 })
    expect(parsed.success).toBe(false)
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['effect', 'n', 'groups']))
  })
})

describe('repeated-measures ANOVA (within factor) and logistic regression', () => {
  // pwrss (R) tests/testthat/test-anova.mixed.R, validated by its authors against G*Power:
  // power.f.mixed.anova(eta.squared = 0.022, factor.levels = c(1, 2), rho.within = 0.50, effect = "within",
  //   power = 0.80, alpha = 0.05) → df1 = 1, df2 = 89, ncp = 8.09815951, f.alpha = 3.94808435,
  //   power = 0.803705778, n.total = 90
  const f = Math.sqrt(0.022 / (1 - 0.022))

  test('within factor, η² = .022 (f = 0.150), 2 measurements, ρ = .5: N = 90 with power .8037 (pwrss, G*Power)', () => {
    const result = analyse({
      test: 'anova-repeated-measures',
      solveFor: 'sampleSize',
      alpha: 0.05,
      power: 0.8,
      effect: f,
      measurements: 2,
      correlation: 0.5,
    })
    expect(result).toMatchObject({ n: 90, totalN: 90, sampleSizeUnit: 'participants', tails: null })
    expect(result.degreesOfFreedom).toEqual([1, 89])
    expect(result.noncentrality).toBeCloseTo(8.09815951, 6)
    expect(result.criticalValue).toBeCloseTo(3.94808435, 6)
    expect(result.power).toBeCloseTo(0.803705778, 6)
  })

  test('nonsphericity costs power: ε below 1 scales both the degrees of freedom and λ', () => {
    const at = (epsilon: number) =>
      analyse({
        test: 'anova-repeated-measures',
        solveFor: 'power',
        alpha: 0.05,
        n: 30,
        effect: 0.25,
        measurements: 4,
        correlation: 0.5,
        epsilon,
      })
    const spherical = at(1)
    const corrected = at(0.5)
    expect(spherical.degreesOfFreedom).toEqual([3, 87])
    expect(corrected.degreesOfFreedom).toEqual([1.5, 43.5])
    expect(corrected.noncentrality).toBeCloseTo((spherical.noncentrality ?? 0) / 2, 10)
    expect(corrected.power).toBeLessThan(spherical.power)
  })

  test('an ε below its floor 1/(m − 1) is refused', () => {
    const parsed = PowerInputSchema.safeParse({
      test: 'anova-repeated-measures',
      solveFor: 'power',
      alpha: 0.05,
      n: 30,
      effect: 0.25,
      measurements: 4,
      correlation: 0.5,
      epsilon: 0.2,
    })
    expect(parsed.error?.issues[0]?.message).toBe('ε is at least 1/(measurements − 1).')
  })

  // pwrss (R) tests/testthat/test-regression.logistic.R:
  // power.z.logistic(base.prob = 0.15, prob = 0.20, alpha = 0.05, power = 0.80, distribution = "normal",
  //   method = "hsieh") → odds.ratio = 1.41666667, mean = 2.80158522, n = 508
  const oddsRatio = 0.2 / 0.8 / (0.15 / 0.85)

  test('logistic, P = .15 at the mean, OR 1.4167 per SD, α = .05 two-sided, power .80: N = 508 (Hsieh et al. 1998, pwrss)', () => {
    const result = analyse({
      test: 'logistic-regression',
      solveFor: 'sampleSize',
      alpha: 0.05,
      power: 0.8,
      effect: oddsRatio,
      baseProbability: 0.15,
    })
    expect(oddsRatio).toBeCloseTo(1.41666667, 7)
    expect(result).toMatchObject({ n: 508, sampleSizeUnit: 'participants', effectName: 'odds ratio per SD' })
    // Hsieh's closed form: (z.975 + z.80)² / (P(1 − P)·ln(OR)²) = 2.80158522² / (0.1275 · 0.348307²)
    expect(result.exactN).toBeCloseTo(2.80158522 ** 2 / (0.15 * 0.85 * Math.log(oddsRatio) ** 2), 2)
  })

  test('logistic: other predictors correlated with this one (R²) inflate N by 1/(1 − R²); the detectable OR inverts N', () => {
    const base = { test: 'logistic-regression', alpha: 0.05, baseProbability: 0.15 } as const
    const alone = analyse({ ...base, solveFor: 'sampleSize', power: 0.8, effect: oddsRatio })
    const withOthers = analyse({ ...base, solveFor: 'sampleSize', power: 0.8, effect: oddsRatio, otherR2: 0.5 })
    expect(withOthers.exactN ?? 0).toBeCloseTo((alone.exactN ?? 0) * 2, 1)
    const detectable = analyse({ ...base, solveFor: 'effect', power: 0.8, n: 508 })
    expect(detectable.effect).toBeGreaterThan(1)
    expect(detectable.effect).toBeCloseTo(oddsRatio, 2)
  })

  test('logistic: an odds ratio of 1 or below is refused with a reason', () => {
    const parsed = PowerInputSchema.safeParse({
      test: 'logistic-regression',
      solveFor: 'sampleSize',
      alpha: 0.05,
      power: 0.8,
      effect: 0.7,
      baseProbability: 0.2,
    })
    expect(parsed.error?.issues[0]?.message).toMatch(/above 1/)
  })
})
