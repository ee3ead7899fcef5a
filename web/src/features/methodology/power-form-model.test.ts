import { expect, test } from 'vitest'
import { buildPowerInput, extraFieldsOf, initialPowerForm } from './power-form-model'

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
