import { expect, test } from 'vitest'
import { parseCsv, TableError } from './parse-table'
import { UPLOAD_TOO_LARGE_MESSAGE } from '#shared/contract/data-analysis'

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

test('a semicolon file with decimal commas reads its numbers as numbers (R: read.csv2 gives num 115.5 98 102.25)', () => {
  const table = parseCsv(bytes('weight;group;note\n115,5;a;ok\n98;b;x\n102,25;a;-\n'))
  expect(table.decimal).toBe(',')
  expect(table.columns.map((column) => [column.name, column.type])).toEqual([
    ['weight', 'continuous'],
    ['group', 'nominal'],
    ['note', 'nominal'],
  ])
  expect(table.columns[0]?.values).toEqual(['115.5', '98', '102.25'])
})

test('a semicolon file with decimal points, or with both kinds, keeps its cells (R’s read.csv2 reads 1.5 as text)', () => {
  const points = parseCsv(bytes('a;b\n1.5;2\n2.5;3\n'))
  expect(points.decimal).toBeUndefined()
  expect(points.columns[0]?.type).toBe('continuous')
  const mixed = parseCsv(bytes('a;b\n1,5;2.5\n2;3\n'))
  expect(mixed.decimal).toBeUndefined()
  expect(mixed.columns[0]?.values).toEqual(['1,5', '2'])
  // A comma file never switches: "1,5" there would be two cells.
  expect(parseCsv(bytes('a,b\n"1,5",2\n')).decimal).toBeUndefined()
})

test('columns empty in the header and every row (a spreadsheet’s trailing “,,”) are dropped', () => {
  const table = parseCsv(bytes('x,y,,\n1,2,,\n3,4,,\n'))
  expect(table.columns.map((column) => column.name)).toEqual(['x', 'y'])
  expect(table.columns[1]?.values).toEqual(['2', '4'])
  expect(parseCsv(bytes('x;;y;\n1,5;;2;\n')).columns.map((column) => [column.name, column.values])).toEqual([
    ['x', ['1.5']],
    ['y', ['2']],
  ])
  // An unnamed column that holds values still needs its name.
  expect(() => parseCsv(bytes('x,y,\n1,2,3\n'))).toThrow('Every column needs a name in the first row.')
})
