/** One CSV cell: quoted when it holds a quote, comma or line break; null is empty. */
const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value)
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows (the first the header) as CSV text, one line each, ending with a line break. */
export const toCsv = (rows: (string | number | null)[][]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\n') + '\n'
