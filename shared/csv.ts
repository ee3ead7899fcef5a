/**
 * A text cell a spreadsheet would run as a formula (OWASP's CSV injection: one starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe, so it is shown as the text it is. Numbers are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell: formula-like text neutralised, quoted when it holds a quote, comma or line break; null is empty. */
const csvCell = (value: string | number | null) => {
  if (value === null) return ''
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows (the first the header) as CSV text, one line each, ending with a line break. */
export const toCsv = (rows: (string | number | null)[][]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\n') + '\n'
