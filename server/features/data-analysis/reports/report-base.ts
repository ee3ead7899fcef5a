import type { AnalysisReport, BoxPlot } from '#shared/contract/data-analysis'
import { boxStats } from '../statistics/describe'

const SHOWN_OUTLIERS = 100

export const emptyReport = (kind: string, title: string): AnalysisReport => ({
  kind,
  title,
  apa: [],
  reading: [],
  assumptions: [],
  suggestions: [],
  tables: [],
  charts: [],
  boxPlots: [],
  rCode: '',
  notes: [],
  pValues: [],
})

/** A box plot of one variable, one box per group (R: boxplot(y ~ group)). */
export function boxPlot(
  title: string,
  axis: string,
  groups: { label: string; values: number[]; sorted?: ArrayLike<number> }[],
): BoxPlot {
  return {
    title,
    axis,
    boxes: groups.map(({ label, values, sorted }) => {
      const { outliers, ...box } = boxStats(values, sorted)
      return { label, ...box, outliers: outliers.slice(0, SHOWN_OUTLIERS), outlierCount: outliers.length }
    }),
  }
}
