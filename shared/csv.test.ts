import { expect, test } from 'vitest'
import { toCsv } from './csv'

test('cells a spreadsheet would run as formulas are written as text (OWASP CSV injection)', () => {
  const hostile = ['=HYPERLINK("http://x.test","click")', '+cmd|/C calc!A0', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1']
  expect(toCsv([hostile]).trimEnd().split(',')).toEqual([
    `"'=HYPERLINK(""http://x.test""`,
    `""click"")"`,
    "'+cmd|/C calc!A0",
    "'-2+3",
    "'@SUM(A1:A2)",
    "'\t=1",
    `"'\r=1"`,
  ])
})

test('numbers, negative ones too, and ordinary text are written unchanged; quotes, commas and line breaks are quoted', () => {
  expect(
    toCsv([
      ['name', 'net price'],
      ['Bayside, CA', -1250],
      ['say "hi"', 3.5],
      ['two\nlines', null],
    ]),
  ).toBe('name,net price\n"Bayside, CA",-1250\n"say ""hi""",3.5\n"two\nlines",\n')
})
