import { expect, test } from 'vitest'
import { parseCsv, TableError } from './parse-table'
import { UPLOAD_TOO_LARGE_MESSAGE } from '../../../../shared/contract/data-analysis'

const bytes = (text: string) => new TextEncoder().encode(text)

test('a CSV with a header: types inferred, missing values counted per column', () => {
  const table = parseCsv(bytes('group,score,note\nA,12.5,ok\nB,NA,\nA,9,"late, sick"\n'))
  expect(table.rowCount).toBe(3)
  expect(table.columns.map((column) => [column.name, column.type, column.missing])).toEqual([
    ['group', 'nominal', 0],
    ['score', 'continuous', 1],
    ['note', 'nominal', 1],
  ])
  expect(table.columns[2]?.values).toEqual(['ok', null, 'late, sick'])
})

test.each([
  ['an empty file', '', 'The file is empty.'],
  ['a header alone', 'a,b\n', 'The file has a header but no data rows.'],
  ['no header', '1,2\n3,4\n', 'The first row holds numbers, not column names: add a header row.'],
  ['a ragged row', 'a,b\n1,2\n3\n', 'Row 3 has 1 values; the header has 2.'],
  ['a blank column name', 'a,,c\n1,2,3\n', 'Every column needs a name in the first row.'],
  ['a repeated column name', 'a,a\n1,2\n', 'Two columns are named “a”.'],
])('%s is refused with a clear message', (_case, text, message) => {
  expect(() => parseCsv(bytes(text))).toThrow(new TableError(message))
})

test('bytes that are not UTF-8 text, or binary, are refused', () => {
  expect(() => parseCsv(new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0xff, 0xfe, 0x2c, 0x31]))).toThrow(/not UTF-8/)
  expect(() => parseCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow(/not a text file/)
})

test('the size, row and column caps hold', () => {
  const limits = { maxBytes: 100, maxRows: 2, maxColumns: 2 }
  expect(() => parseCsv(bytes(`a\n${'1\n'.repeat(60)}`), limits)).toThrow(UPLOAD_TOO_LARGE_MESSAGE)
  expect(() => parseCsv(bytes('a\n1\n2\n3\n'), limits)).toThrow('The file has more than 2 rows.')
  expect(() => parseCsv(bytes('a,b,c\n1,2,3\n'), limits)).toThrow('The file has more than 2 columns.')
})
