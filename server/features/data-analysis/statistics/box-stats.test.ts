import { expect, test } from 'vitest'
import { boxStats, fiveNumbers } from './describe'
import { mtcarsMore, plantGrowth } from './r-datasets'

test('fivenum(mtcars$hp) = 52, 96, 123, 180, 335; boxplot.stats(mtcars$hp): stats 52 96 123 180 264, out 335', () => {
  expect(fiveNumbers([...mtcarsMore.hp].sort((a, b) => a - b))).toEqual([52, 96, 123, 180, 335])
  expect(boxStats(mtcarsMore.hp)).toEqual({
    n: 32,
    lowerWhisker: 52,
    lowerHinge: 96,
    median: 123,
    upperHinge: 180,
    upperWhisker: 264,
    outliers: [335],
  })
})

test('boxplot(weight ~ group, data = PlantGrowth): trt1 has stats 3.59 4.17 4.55 4.89 5.87 and out 6.03; ctrl none', () => {
  const five = (s: ReturnType<typeof boxStats>) =>
    [s.lowerWhisker, s.lowerHinge, s.median, s.upperHinge, s.upperWhisker].map((value) => Number(value.toFixed(4)))
  const trt1 = boxStats(plantGrowth.trt1)
  expect(five(trt1)).toEqual([3.59, 4.17, 4.55, 4.89, 5.87])
  expect(trt1.outliers).toEqual([6.03])
  const ctrl = boxStats(plantGrowth.ctrl)
  expect(five(ctrl)).toEqual([4.17, 4.53, 5.155, 5.33, 6.11])
  expect(ctrl.outliers).toEqual([])
})

test('an odd count and a single value', () => {
  // fivenum(c(1, 2, 3, 4, 100)) = 1 2 3 4 100; boxplot.stats(...)$out = 100
  expect(boxStats([1, 2, 3, 4, 100])).toMatchObject({ lowerHinge: 2, median: 3, upperHinge: 4, outliers: [100] })
  expect(boxStats([5])).toMatchObject({ n: 1, lowerWhisker: 5, median: 5, upperWhisker: 5, outliers: [] })
})
