import { rName } from '../reports/apa-format'
import { MISSING_MARKERS, type Table } from './parse-table'

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The missing-value markers as R's exact-match na.strings: the app compares them trimmed and in any case, so each
 * is listed in lower case, upper case and capitalised, with R's own "NaN".
 */
export function rMissingStrings(): string[] {
  const spellings = MISSING_MARKERS.flatMap((marker) => [marker, marker.toUpperCase(), capitalised(marker)])
  return [...new Set([...spellings, 'NaN'])]
}

const rString = (text: string) => JSON.stringify(text)
const rVector = (items: string[]) => `c(${items.map(rString).join(', ')})`

/** The R lines that read the uploaded file as the app read it: name, separator, missing markers, names kept as they are. */
export function rReadData(table: Table, fileName: string): string {
  const read = rReadFile(table, fileName)
  return table.emptyColumnsDropped
    ? `${read}\ndata <- data[nzchar(names(data))] # the file's empty columns without a name, as the app drops them`
    : read
}

function rReadFile(table: Table, fileName: string): string {
  const file = rString(fileName || `data.${table.format}`)
  const na = rVector(rMissingStrings())
  if (table.format === 'xlsx')
    return `data <- as.data.frame(readxl::read_excel(${file}, sheet = 1, na = ${na}, trim_ws = TRUE))`
  if (table.format === 'tsv')
    return `data <- read.delim(${file}, na.strings = ${na}, check.names = FALSE, strip.white = TRUE, encoding = "UTF-8")`
  if (table.decimal === ',')
    return `data <- read.csv2(${file}, na.strings = ${na}, check.names = FALSE, strip.white = TRUE, encoding = "UTF-8")`
  const separator = table.delimiter && table.delimiter !== ',' ? `, sep = ${rString(table.delimiter)}` : ''
  return `data <- read.csv(${file}${separator}, na.strings = ${na}, check.names = FALSE, strip.white = TRUE, encoding = "UTF-8")`
}

/** An ordinal text column as the positions of its levels in the user's order, as the app ranks it. */
export function rOrdinalPositions(name: string, order: string[]): string {
  const column = `data$${rName(name)}`
  return `${column} <- as.integer(factor(${column}, levels = ${rVector(order)})) # ordinal: ${order.length} levels, lowest = 1`
}
