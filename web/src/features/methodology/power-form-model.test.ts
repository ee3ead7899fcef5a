import { expect, test } from 'vitest'
import { buildPowerInput, deriveEffect, effectEntriesOf, extraFieldsOf, initialPowerForm } from './power-form-model'

test('the default form asks for the sample size of an independent t-test at d = 0.5, α = .05, power .80', () => {
  expect(buildPowerInput(initialPowerForm())).toEqual({
    input: { test: 't-independent', solveFor: 'sampleSize', alpha: 0.05, tails: 2, power: 0.8, effect: 0.5 },
    errors: null,
  })
})

test("an advisor's preset carries its test, effect and design", () => {
  const form = initialPowerForm({ test: 'anova-one-way', effect: 0.25, groups: 4 })
  expect(buildPowerInput(form).input).toMatchObject({ test: 'anova-one-way', effect: 0.25, groups: 4 })
})

test('solving for power asks for n, not power, and says which fields are wrong', () => {
  const form = { ...initialPowerForm(), solveFor: 'power' as const, n: '1.5', effect: '-1', alpha: '0.9' }
  expect(buildPowerInput(form).errors).toEqual({
    n: 'A whole number from 2',
    effect: 'Above 0',
    alpha: 'Between 0 and 0.5',
  })
})

test('a correlation of 1 or more is refused; one predictor is allowed', () => {
  expect(buildPowerInput({ ...initialPowerForm(), test: 'correlation', effect: '1' }).errors).toEqual({
    effect: 'Between 0 and 1',
  })
  expect(
    buildPowerInput({ ...initialPowerForm(), test: 'multiple-regression', effect: '0.15', predictors: '1' }).input,
  ).toMatchObject({ predictors: 1 })
})

test('each test asks for its own design fields', () => {
  expect(extraFieldsOf('chi-square-association')).toEqual(['rows', 'columns'])
  expect(extraFieldsOf('t-paired')).toEqual([])
})

test('repeated-measures ANOVA sends its measurements, correlation and ε, and refuses an ε below 1/(m − 1)', () => {
  const form = {
    ...initialPowerForm({ test: 'anova-repeated-measures', effect: 0.25, measurements: 4, correlation: 0.5 }),
  }
  expect(buildPowerInput(form).input).toMatchObject({
    test: 'anova-repeated-measures',
    effect: 0.25,
    measurements: 4,
    correlation: 0.5,
    epsilon: 1,
  })
  expect(buildPowerInput({ ...form, epsilon: '0.2' }).errors).toEqual({ epsilon: 'Between 1/(measurements − 1) and 1' })
})

test('logistic regression sends the event rate and other predictors’ R², and asks for an odds ratio above 1', () => {
  const form = initialPowerForm({ test: 'logistic-regression', effect: 1.5, baseProbability: 0.5 })
  expect(buildPowerInput(form).input).toMatchObject({ effect: 1.5, baseProbability: 0.5, otherR2: 0, tails: 2 })
  expect(buildPowerInput({ ...form, effect: '0.8' }).errors).toEqual({ effect: 'Above 1' })
})

test("two proportions give Cohen's h, sent as the effect, with the working shown (pwr's ES.h(0.55, 0.50) = 0.1001674)", () => {
  const form = { ...initialPowerForm({ test: 'two-proportions', effect: 0.5 }), effectEntry: 'proportions' as const }
  const filled = { ...form, p1: '0.55', p2: '0.50' }
  expect(buildPowerInput(filled).input?.effect).toBeCloseTo(0.1001674, 7)
  expect(deriveEffect(filled)).toEqual({
    effect: expect.closeTo(0.1001674, 7),
    working: 'h = |2·asin√0.55 − 2·asin√0.5| = 0.1002',
  })
  expect(buildPowerInput({ ...form, p1: '', p2: '1.2' }).errors).toEqual({
    p1: 'Between 0 and 1',
    p2: 'Between 0 and 1',
  })
  expect(buildPowerInput({ ...form, p1: '0.3', p2: '0.3' }).errors).toEqual({ p2: 'Different from p₁' })
})

test('an R² gives f² = R²/(1 − R²) for the regression (0.3 → 0.4285714, as the pwr vignette)', () => {
  const form = {
    ...initialPowerForm({ test: 'multiple-regression', effect: 0.15 }),
    effectEntry: 'r2' as const,
    r2: '0.3',
  }
  expect(buildPowerInput(form).input).toMatchObject({
    test: 'multiple-regression',
    effect: expect.closeTo(0.4285714, 7),
  })
  expect(deriveEffect(form)).toMatchObject({ working: 'f² = 0.3 / (1 − 0.3) = 0.4286' })
  expect(buildPowerInput({ ...form, r2: '1' }).errors).toEqual({ r2: 'Above 0, at most 0.99' })
})

test('the typed effect is used when the conversion does not belong to the test, and none is sent when solving for it', () => {
  const tTest = { ...initialPowerForm(), effectEntry: 'r2' as const, r2: '0.3' }
  expect(deriveEffect(tTest)).toBeNull()
  expect(buildPowerInput(tTest).input?.effect).toBe(0.5)
  const solving = {
    ...initialPowerForm({ test: 'two-proportions', effect: 0.5 }),
    effectEntry: 'proportions' as const,
    solveFor: 'effect' as const,
  }
  expect(buildPowerInput(solving)).toMatchObject({ errors: null, input: { solveFor: 'effect', n: 50 } })
  expect(buildPowerInput(solving).input).not.toHaveProperty('effect')
})

test('each test offers its own ways to give the effect', () => {
  expect(effectEntriesOf('two-proportions')).toEqual(['effect', 'proportions'])
  expect(effectEntriesOf('multiple-regression')).toEqual(['effect', 'r2'])
  expect(effectEntriesOf('correlation')).toEqual(['effect'])
})
