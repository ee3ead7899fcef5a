import { expect, test } from 'vitest'
import { describeNumeric, frequencies } from './describe'
import { independentTTest, pairedTTest, pearson } from './group-tests'
import { mtcars, sleep } from './r-datasets'

// Every expected value below is R 4.x output for the call in the test's name, to 4 significant digits or more.

test('t.test(extra ~ group, data = sleep): Welch t = -1.8608, df = 17.776, p = 0.07939, CI [-3.3654832, 0.2054832]', () => {
  const result = independentTTest(sleep.group1, sleep.group2)
  expect(result.t).toBeCloseTo(-1.8608, 4)
  expect(result.df).toBeCloseTo(17.776, 3)
  expect(result.p).toBeCloseTo(0.07939, 5)
  expect(result.ci[0]).toBeCloseTo(-3.3654832, 6)
  expect(result.ci[1]).toBeCloseTo(0.2054832, 6)
  expect(result.meanDifference).toBeCloseTo(0.75 - 2.33, 10)
})

test('t.test(extra ~ group, data = sleep, var.equal = TRUE): t = -1.8608, df = 18, p = 0.07919, CI [-3.363874, 0.203874]', () => {
  const result = independentTTest(sleep.group1, sleep.group2, { equalVariances: true })
  expect(result.df).toBe(18)
  expect(result.p).toBeCloseTo(0.07919, 5)
  expect(result.ci[0]).toBeCloseTo(-3.363874, 5)
  expect(result.ci[1]).toBeCloseTo(0.203874, 5)
  // effectsize::cohens_d(extra ~ group, data = sleep) = -0.83
  expect(result.d).toBeCloseTo(-0.832, 3)
})

test('t.test(sleep$extra[1:10], sleep$extra[11:20], paired = TRUE): t = -4.0621, df = 9, p = 0.002833, CI [-2.4598858, -0.7001142]', () => {
  const result = pairedTTest(sleep.group1, sleep.group2)
  expect(result.t).toBeCloseTo(-4.0621, 4)
  expect(result.df).toBe(9)
  expect(result.p).toBeCloseTo(0.002833, 6)
  expect(result.ci[0]).toBeCloseTo(-2.4598858, 6)
  expect(result.ci[1]).toBeCloseTo(-0.7001142, 6)
})

test('cor.test(mtcars$mpg, mtcars$wt): r = -0.8676594, t = -9.559, df = 30, p = 1.294e-10, CI [-0.9338264, -0.7440872]', () => {
  const result = pearson(mtcars.mpg, mtcars.wt)
  expect(result.r).toBeCloseTo(-0.8676594, 7)
  expect(result.t).toBeCloseTo(-9.559, 3)
  expect(result.df).toBe(30)
  expect(result.p / 1.294e-10).toBeCloseTo(1, 3)
  expect(result.ci[0]).toBeCloseTo(-0.9338264, 6)
  expect(result.ci[1]).toBeCloseTo(-0.7440872, 6)
})

test('mtcars$mpg: mean 20.09062, sd 6.026948, quantile() 15.425 / 19.2 / 22.8, range 10.4–33.9, e1071 type-2 skewness 0.6723771 and kurtosis -0.0220063', () => {
  const summary = describeNumeric(mtcars.mpg)
  expect(summary.n).toBe(32)
  expect(summary.mean).toBeCloseTo(20.09062, 5)
  expect(summary.sd).toBeCloseTo(6.026948, 6)
  expect(summary.q1).toBeCloseTo(15.425, 10)
  expect(summary.median).toBeCloseTo(19.2, 10)
  expect(summary.q3).toBeCloseTo(22.8, 10)
  expect(summary.iqr).toBeCloseTo(7.375, 10)
  expect([summary.min, summary.max]).toEqual([10.4, 33.9])
  expect(summary.skewness).toBeCloseTo(0.6723771, 6)
  expect(summary.kurtosis).toBeCloseTo(-0.0220063, 6)
})

test('frequencies are counted, most frequent first, with percentages', () => {
  expect(frequencies(['a', 'b', 'a', 'c', 'a', 'b'])).toEqual([
    { value: 'a', count: 3, percent: 50 },
    { value: 'b', count: 2, percent: expect.closeTo(33.333, 3) },
    { value: 'c', count: 1, percent: expect.closeTo(16.667, 3) },
  ])
})
