import Papa from 'papaparse'
import {
  DATA_UPLOAD_MAX_BYTES,
  DATA_UPLOAD_MAX_ROWS,
  UPLOAD_TOO_LARGE_MESSAGE,
  type VariableType,
} from '#shared/contract/data-analysis'

export type { VariableType }

export const TABLE_LIMITS = { maxBytes: DATA_UPLOAD_MAX_BYTES, maxRows: DATA_UPLOAD_MAX_ROWS, maxColumns: 200 }

export type Column = {
  name: string
  /** inferred: continuous when every present value is a number, nominal otherwise; the user may change it */
  type: VariableType
  missing: number
  /** the cell text, null where missing */
  values: (string | null)[]
}

export type Table = {
  columns: Column[]
  rowCount: number
  format: 'csv' | 'tsv' | 'xlsx'
  /** the separator papaparse found in a text file (comma, tab, semicolon …) */
  delimiter?: string
  /** ',' when a semicolon-separated file writes decimals with a comma (115,5), as R's read.csv2 reads it */
  decimal?: ','
  /** columns without a name or a value were dropped (R's read.csv keeps them, named "") */
  emptyColumnsDropped?: boolean
}

/** A problem with the file the user can fix; its message is shown as it is. */
export class TableError extends Error {
  override name = 'TableError'
  constructor(
    message: string,
    readonly reason: 'too-large' | 'wrong-type' | 'unreadable' = 'unreadable',
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

/** Cells read as missing, compared trimmed and in lower case (the R code lists their spellings for na.strings). */
export const MISSING_MARKERS = ['', 'na', 'n/a', 'nan', 'null', '.', '-'] as const
const MISSING = new Set<string>(MISSING_MARKERS)
const NUMBER = /^[+-]?(\d+([.]\d*)?|[.]\d+)([eE][+-]?\d+)?$/

/** A number written with a decimal comma (115,5, -0,25, ,5) or an integer, as R reads it with dec = ",". */
const COMMA_NUMBER = /^[+-]?(\d+(,\d*)?|,\d+)([eE][+-]?\d+)?$/

/**
 * Whether a semicolon-separated file writes its decimals with commas: some cell is a number with a decimal comma,
 * and no cell is a number with a decimal point (which R's read.csv2 would read as text, as would a mix of both).
 */
function usesDecimalComma(rows: string[][]): boolean {
  let commas = false
  for (const row of rows)
    for (const raw of row) {
      const cell = raw.trim()
      if (cell.includes('.') && NUMBER.test(cell)) return false
      if (!commas && cell.includes(',') && COMMA_NUMBER.test(cell)) commas = true
    }
  return commas
}

/**
 * Drops columns with no name and no value in any row (a spreadsheet's trailing `,,`), as the XLSX reader drops a
 * sheet's empty trailing columns. Rows of another width are left for toTable to refuse.
 */
function withoutEmptyColumns(header: string[], rows: string[][]): [string[], string[][]] {
  const keep = header
    .map((cell, index) => index)
    .filter(
      (index) =>
        (header[index] ?? '').trim() !== '' ||
        rows.some((row) => row.length !== header.length || (row[index] ?? '').trim() !== ''),
    )
  if (keep.length === header.length || keep.length === 0) return [header, rows]
  const project = (row: string[]) => (row.length === header.length ? keep.map((index) => row[index] ?? '') : row)
  return [project(header), rows.map(project)]
}

export const isMissing = (cell: string) => MISSING.has(cell.trim().toLowerCase())
export const toNumber = (cell: string) => (NUMBER.test(cell.trim()) ? Number(cell.trim()) : Number.NaN)

/** Reads a CSV upload: UTF-8 text only, a header row naming every column, every row as wide as the header. */
export function parseCsv(bytes: Uint8Array, limits = TABLE_LIMITS): Table {
  if (bytes.byteLength === 0) throw new TableError('The file is empty.')
  if (bytes.byteLength > limits.maxBytes) throw new TableError(UPLOAD_TOO_LARGE_MESSAGE, 'too-large')
  if (bytes.includes(0)) throw new TableError('This is not a text file: save the sheet as CSV (UTF-8) and try again.')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    throw new TableError('The file is not UTF-8 text: save it as “CSV UTF-8” and try again.')
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: limits.maxRows + 2 })
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes')
  if (quoteError) throw new TableError(`Row ${(quoteError.row ?? 0) + 1} has an unclosed quote.`)
  const [rawHeader, ...rawRows] = parsed.data
  if (!rawHeader || rawHeader.every((cell) => cell.trim() === '')) throw new TableError('The file is empty.')
  const [header, rows] = withoutEmptyColumns(rawHeader, rawRows)
  const { delimiter } = parsed.meta
  const format = delimiter === '\t' ? 'tsv' : 'csv'
  const dropped = header.length < rawHeader.length ? { emptyColumnsDropped: true } : {}
  if (delimiter === ';' && usesDecimalComma(rows)) {
    const dotted = rows.map((row) =>
      row.map((cell) => (COMMA_NUMBER.test(cell.trim()) ? cell.replace(',', '.') : cell)),
    )
    return { ...toTable(header, dotted, limits), format, delimiter, decimal: ',', ...dropped }
  }
  return { ...toTable(header, rows, limits), format, delimiter, ...dropped }
}

export function toTable(header: string[], rows: string[][], limits = TABLE_LIMITS): Omit<Table, 'format'> {
  if (header.length > limits.maxColumns) throw new TableError(`The file has more than ${limits.maxColumns} columns.`)
  if (rows.length > limits.maxRows)
    throw new TableError(`The file has more than ${limits.maxRows.toLocaleString('en-US')} rows.`)
  const names = header.map((cell) => cell.trim())
  if (names.some((name) => name === '')) throw new TableError('Every column needs a name in the first row.')
  if (names.every((name) => NUMBER.test(name)))
    throw new TableError('The first row holds numbers, not column names: add a header row.')
  const duplicate = names.find((name, index) => names.indexOf(name) !== index)
  if (duplicate !== undefined) throw new TableError(`Two columns are named “${duplicate}”.`)
  if (rows.length === 0) throw new TableError('The file has a header but no data rows.')
  rows.forEach((row, index) => {
    if (row.length !== names.length)
      throw new TableError(`Row ${index + 2} has ${row.length} values; the header has ${names.length}.`)
  })
  const columns = names.map((name, columnIndex): Column => {
    const values = rows.map((row) => {
      const cell = row[columnIndex] ?? ''
      return isMissing(cell) ? null : cell.trim()
    })
    const present = values.filter((value): value is string => value !== null)
    const numeric = present.length > 0 && present.every((value) => !Number.isNaN(toNumber(value)))
    return { name, type: numeric ? 'continuous' : 'nominal', missing: values.length - present.length, values }
  })
  return { columns, rowCount: rows.length }
}
