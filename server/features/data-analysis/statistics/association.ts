import { pearson, type CorrelationResult } from './group-tests'
import { rank } from './rank-and-anova'
import { chiSquareUpperP } from './tail-probabilities'

export type ChiSquareResult = {
  chiSquare: number
  df: number
  p: number
  /** Cramér's V from the uncorrected χ² */
  cramersV: number
  /** χ² without Yates's correction, which V and its interval use */
  uncorrectedChiSquare: number
  expected: number[][]
  /** whether Yates's continuity correction was applied (2 × 2 tables, as R's chisq.test) */
  yates: boolean
}

/** χ² test of association on a contingency table of counts, as R's chisq.test. */
export function chiSquareAssociation(table: number[][], { yates = true } = {}): ChiSquareResult {
  const rowTotals = table.map((row) => row.reduce((sum, value) => sum + value, 0))
  const columnCount = table[0]?.length ?? 0
  const columnTotals = Array.from({ length: columnCount }, (_, j) => table.reduce((sum, row) => sum + (row[j] ?? 0), 0))
  const total = rowTotals.reduce((sum, value) => sum + value, 0)
  const expected = rowTotals.map((rowTotal) => columnTotals.map((columnTotal) => (rowTotal * columnTotal) / total))
  const applyYates = yates && table.length === 2 && columnCount === 2
  let chiSquare = 0
  let uncorrected = 0
  table.forEach((row, i) =>
    row.forEach((observed, j) => {
      const e = expected[i]?.[j] ?? Number.NaN
      const difference = Math.abs(observed - e)
      uncorrected += difference ** 2 / e
      chiSquare += (applyYates ? Math.max(0, difference - 0.5) : difference) ** 2 / e
    }),
  )
  const df = (table.length - 1) * (columnCount - 1)
  return {
    chiSquare,
    df,
    p: chiSquareUpperP(chiSquare, df),
    cramersV: Math.sqrt(uncorrected / (total * (Math.min(table.length, columnCount) - 1))),
    uncorrectedChiSquare: uncorrected,
    expected,
    yates: applyYates,
  }
}

/** Spearman's ρ: Pearson's r on mid-ranks, with the t approximation R's cor.test uses when there are ties. */
export function spearman(x: number[], y: number[]): Omit<CorrelationResult, 'ci'> {
  return spearmanOfRanks(rank(x).ranks, rank(y).ranks)
}

/** Spearman's ρ from mid-ranks already computed: a correlation matrix ranks each column once. */
export function spearmanOfRanks(rankedX: number[], rankedY: number[]): Omit<CorrelationResult, 'ci'> {
  const { ci: _ignored, ...result } = pearson(rankedX, rankedY)
  return result
}
