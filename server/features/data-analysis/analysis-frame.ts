import type { VariableType } from '../../../shared/contract/data-analysis'
import type { Column, Table } from './parse-table'
import { toNumber } from './parse-table'

/** A request the data cannot answer (wrong variable, too few values); its message is shown as it is. */
export class AnalysisError extends Error {
  override name = 'AnalysisError'
}

/** The uploaded table with the user's variable types. */
export type Frame = { table: Table; types: Record<string, VariableType> }

export function columnOf(frame: Frame, name: string): Column {
  const column = frame.table.columns.find((candidate) => candidate.name === name)
  if (!column) throw new AnalysisError(`The file has no column named “${name}”.`)
  return column
}

export function typeOf(frame: Frame, column: Column): VariableType {
  return frame.types[column.name] ?? column.type
}

/** The column's values as numbers (null where missing); a column holding text cannot be used as a number. */
export function numbersOf(frame: Frame, name: string): (number | null)[] {
  const column = columnOf(frame, name)
  const numbers = column.values.map((value) => (value === null ? null : toNumber(value)))
  if (numbers.some((value) => value !== null && Number.isNaN(value)))
    throw new AnalysisError(`“${name}” holds text, not numbers: choose a numeric variable.`)
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
export function groupsOf(frame: Frame, outcome: string, group: string): Groups {
  const y = numbersOf(frame, outcome)
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
