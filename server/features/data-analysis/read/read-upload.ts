import { readSheet } from 'read-excel-file/node'
import { UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_WRONG_TYPE_MESSAGE } from '#shared/contract/data-analysis'
import { parseCsv, TABLE_LIMITS, TableError, toTable, type Table } from './parse-table'

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte)

/** What the bytes are, never what the name or the browser says: a ZIP (XLSX), an old OLE2 workbook, other binary, or text. */
export function sniffUpload(bytes: Uint8Array): 'zip' | 'xls' | 'binary' | 'text' {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip'
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls'
  // A NUL among the first bytes, or a known binary signature (PDF, PNG, JPEG, GIF): not a text table.
  const head = bytes.subarray(0, 4096)
  if (head.includes(0)) return 'binary'
  if (
    [
      [0x25, 0x50, 0x44, 0x46],
      [0x89, 0x50, 0x4e, 0x47],
      [0xff, 0xd8, 0xff],
      [0x47, 0x49, 0x46, 0x38],
    ].some((s) => startsWith(bytes, s))
  )
    return 'binary'
  return 'text'
}

/** Unpacked XLSX parts above this are refused before unzipping: a 10 MB upload must not become gigabytes. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024

/**
 * The ZIP's entry names and the sum of their declared uncompressed sizes, from the central directory
 * (APPNOTE 4.3.12 and 4.3.16). Null when there is no readable directory.
 */
export function zipDirectory(bytes: Uint8Array): { names: string[]; unpackedBytes: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end-of-central-directory record is in the last 22 + 65,535 bytes.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 65_535); end--) {
    if (view.getUint32(end, true) !== 0x06054b50) continue
    const count = view.getUint16(end + 10, true)
    let offset = view.getUint32(end + 16, true)
    const names: string[] = []
    let unpackedBytes = 0
    for (let i = 0; i < count; i++) {
      if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null
      unpackedBytes += view.getUint32(offset + 24, true)
      const nameLength = view.getUint16(offset + 28, true)
      const extraLength = view.getUint16(offset + 30, true)
      const commentLength = view.getUint16(offset + 32, true)
      names.push(new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)))
      offset += 46 + nameLength + extraLength + commentLength
    }
    return { names, unpackedBytes }
  }
  return null
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10)
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE'
  if (typeof cell === 'number' || typeof cell === 'string') return String(cell)
  return ''
}

/** The first sheet of an XLSX workbook, under the same limits as a CSV; empty trailing rows are dropped. */
export async function parseXlsx(bytes: Uint8Array, limits = TABLE_LIMITS): Promise<Table> {
  const directory = zipDirectory(bytes)
  if (!directory || !directory.names.includes('xl/workbook.xml'))
    throw new TableError('This ZIP file is not an Excel workbook: save the sheet as .xlsx or CSV.', 'wrong-type')
  if (directory.unpackedBytes > MAX_UNPACKED_BYTES)
    throw new TableError('The workbook unpacks to more than 200 MB: save the sheet you need as CSV.', 'too-large')
  let rows: string[][]
  try {
    const sheet = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    rows = sheet.map((row) => row.map(cellText))
  } catch (error) {
    throw new TableError('The workbook could not be read: open it in Excel and save it again as .xlsx.', 'unreadable', {
      cause: error,
    })
  }
  while (rows.length > 0 && (rows.at(-1) ?? []).every((cell) => cell.trim() === '')) rows.pop()
  const [header, ...data] = rows
  if (!header || header.every((cell) => cell.trim() === '')) throw new TableError('The first sheet is empty.')
  // A sheet's rows are as wide as its widest; trailing unnamed empty columns are not columns.
  let width = header.length
  while (width > 0 && header[width - 1]?.trim() === '' && data.every((row) => (row[width - 1] ?? '') === '')) width--
  return {
    ...toTable(
      header.slice(0, width),
      data.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? '')),
      limits,
    ),
    format: 'xlsx',
  }
}

/** Reads an upload by what its bytes are: a CSV or TSV text file, or an XLSX workbook's first sheet. */
export async function readUpload(bytes: Uint8Array, limits = TABLE_LIMITS): Promise<Table> {
  if (bytes.byteLength > limits.maxBytes) throw new TableError(UPLOAD_TOO_LARGE_MESSAGE, 'too-large')
  if (bytes.byteLength === 0) throw new TableError('The file is empty.')
  const kind = sniffUpload(bytes)
  if (kind === 'zip') return parseXlsx(bytes, limits)
  if (kind === 'xls')
    throw new TableError('Old Excel files (.xls) cannot be read: save the sheet as .xlsx or CSV.', 'wrong-type')
  if (kind === 'binary') throw new TableError(UPLOAD_WRONG_TYPE_MESSAGE, 'wrong-type')
  return parseCsv(bytes, limits)
}
