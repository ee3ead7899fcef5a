import { expect, test } from 'vitest'
import type { BoxPlot } from '#shared/contract/data-analysis'
import { BOX_PLOT_SIZE, boxPlotLayout, niceTicks } from './box-plot-layout'

const plot: BoxPlot = {
  title: 'weight by group',
  axis: 'weight',
  boxes: [
    {
      label: 'ctrl',
      n: 10,
      lowerWhisker: 4.17,
      lowerHinge: 4.53,
      median: 5.155,
      upperHinge: 5.33,
      upperWhisker: 6.11,
      outliers: [],
      outlierCount: 0,
    },
    {
      label: 'trt1',
      n: 10,
      lowerWhisker: 3.59,
      lowerHinge: 4.17,
      median: 4.55,
      upperHinge: 4.89,
      upperWhisker: 5.87,
      outliers: [6.03],
      outlierCount: 1,
    },
  ],
}

test('ticks are round steps covering the range', () => {
  expect(niceTicks(3.59, 6.11)).toEqual([4, 5, 6])
  expect(niceTicks(3.59, 6.11, 8)).toEqual([4, 4.5, 5, 5.5, 6])
  expect(niceTicks(52, 335)).toEqual([100, 200, 300])
  expect(niceTicks(2, 2)).toEqual([2])
})

test('higher values sit higher; boxes share the width; every number stays inside the drawing', () => {
  const layout = boxPlotLayout(plot)
  const [ctrl, trt1] = layout.boxes
  expect(ctrl && trt1).toBeTruthy()
  if (!ctrl || !trt1) return
  expect(ctrl.upperWhisker).toBeLessThan(ctrl.upperHinge)
  expect(ctrl.median).toBeLessThan(ctrl.lowerHinge)
  expect(trt1.outliers[0]).toBeLessThan(trt1.upperWhisker)
  expect(trt1.centre - ctrl.centre).toBeCloseTo((BOX_PLOT_SIZE.width - BOX_PLOT_SIZE.left - BOX_PLOT_SIZE.right) / 2, 6)
  const ys = [
    ...layout.boxes.flatMap((box) => [box.lowerWhisker, box.upperWhisker, ...box.outliers]),
    ...layout.ticks.map((tick) => tick.y),
  ]
  expect(Math.min(...ys)).toBeGreaterThanOrEqual(BOX_PLOT_SIZE.top - 1e-9)
  expect(Math.max(...ys)).toBeLessThanOrEqual(layout.plotBottom + 1e-9)
})
