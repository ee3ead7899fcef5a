import type { VariableType } from '#shared/contract/data-analysis'
import type { Column, Table } from '../read/parse-table'
import { toNumber } from '../read/parse-table'

/** A request the data cannot answer (wrong variable, too few values); its message is shown as it is. */
export class AnalysisError extends Error {
  override name = 'AnalysisError'
}

/** The uploaded table with the user's variable types and the order (lowest first) of ordinal text columns' levels. */
export type Frame = {
  table: Table
  types: Record<string, VariableType>
  levels: Record<string, string[]>
  /** ordinal text columns a test ranked by their order of levels, so the R code converts them the same way */
  ranked?: Set<string>
}

export function columnOf(frame: Frame, name: string): Column {
  const column = frame.table.columns.find((candidate) => candidate.name === name)
  if (!column) throw new AnalysisError(`The file has no column named “${name}”.`)
  return column
}

export function typeOf(frame: Frame, column: Column): VariableType {
  return frame.types[column.name] ?? column.type
}

/** Whether the column holds text the user marked ordinal: usable by rank tests once its levels are in order. */
export function isOrdinalText(frame: Frame, column: Column): boolean {
  return (
    typeOf(frame, column) === 'ordinal' &&
    column.values.some((value) => value !== null && Number.isNaN(toNumber(value)))
  )
}

/** An ordinal text column as the positions (1, 2, …) of its values in the user's order of levels. */
function levelPositions(frame: Frame, column: Column): (number | null)[] {
  const order = frame.levels[column.name]
  if (!order)
    throw new AnalysisError(`“${column.name}” is ordinal text: put its levels in order (lowest first) to rank it.`)
  const position = new Map(order.map((level, index) => [level, index + 1]))
  frame.ranked?.add(column.name)
  return column.values.map((value) => {
    if (value === null) return null
    const rank = position.get(value)
    if (rank === undefined)
      throw new AnalysisError(`“${value}” in “${column.name}” is not in the order of its levels: add it to the order.`)
    return rank
  })
}

/**
 * The column's values as numbers (null where missing). A column holding text cannot be used as a number, except
 * an ordinal one by a rank test (`use: 'ranks'`), which gets the positions of its values in the user's order.
 */
export function numbersOf(frame: Frame, name: string, use: 'values' | 'ranks' = 'values'): (number | null)[] {
  const column = columnOf(frame, name)
  if (isOrdinalText(frame, column)) {
    if (use === 'ranks') return levelPositions(frame, column)
    throw new AnalysisError(
      `“${name}” holds ordered categories (text), not numbers: use a rank test (Mann-Whitney, Wilcoxon, Kruskal-Wallis or Spearman).`,
    )
  }
  const numbers = column.values.map((value) => (value === null ? null : toNumber(value)))
  if (numbers.some((value) => value !== null && Number.isNaN(value)))
    throw new AnalysisError(
      `“${name}” holds text, not numbers: choose a numeric variable, or mark it ordinal and order its levels for a rank test.`,
    )
  if (typeOf(frame, column) === 'nominal')
    throw new AnalysisError(
      `“${name}” is marked nominal: its numbers are labels. Mark it continuous or ordinal to use it here.`,
    )
  return numbers
}

/** Row indices where every listed column has a value (listwise deletion). */
export function completeRows(columns: unknown[][]): number[] {
  const length = columns[0]?.length ?? 0
  const rows: number[] = []
  for (let i = 0; i < length; i++)
    if (columns.every((values) => values[i] !== null && values[i] !== undefined)) rows.push(i)
  return rows
}

/** Category labels sorted as R sorts a factor's levels: numerically when all are numbers, else alphabetically. */
export function sortLevels(levels: string[]): string[] {
  const numeric = levels.every((level) => !Number.isNaN(toNumber(level)))
  return [...levels].sort((a, b) => (numeric ? toNumber(a) - toNumber(b) : a.localeCompare(b, 'en')))
}

export type Groups = { levels: string[]; values: number[][]; dropped: number }

/** The outcome split by the grouping variable's levels, rows missing either left out. */
export function groupsOf(frame: Frame, outcome: string, group: string, use: 'values' | 'ranks' = 'values'): Groups {
  const y = numbersOf(frame, outcome, use)
  const labels = columnOf(frame, group).values
  const rows = completeRows([y, labels])
  const levels = sortLevels([...new Set(rows.map((i) => labels[i] ?? ''))])
  if (levels.length > 20)
    throw new AnalysisError(`“${group}” has ${levels.length} different values; a grouping variable needs at most 20.`)
  const values = levels.map((level) => rows.filter((i) => labels[i] === level).map((i) => y[i] ?? Number.NaN))
  return { levels, values, dropped: y.length - rows.length }
}

export function droppedNote(dropped: number): string[] {
  return dropped > 0 ? [`${dropped} row${dropped === 1 ? ' was' : 's were'} left out for missing values.`] : []
}
