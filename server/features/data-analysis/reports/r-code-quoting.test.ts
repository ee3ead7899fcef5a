import { describe, expect, test } from 'vitest'
import type { AnalysisRequest } from '#shared/contract/data-analysis'
import { AnalysisRequestSchema } from '#shared/contract/data-analysis'
import { rName } from './apa-format'
import { parseCsv } from '../read/parse-table'
import { runAnalysis } from './run-analysis'

/**
 * The printed R code must name hostile columns and levels without letting them out of their quotes: the user runs
 * it. A small reader of R's lexical rules (strings and backtick names with backslash escapes, comments) splits the
 * code into what R runs and what it reads as text, so the test does not need R installed.
 */
type Lexed = { code: string; names: string[]; strings: string[]; open: boolean }

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '0': '\0' }

function lexR(source: string): Lexed {
  const lexed: Lexed = { code: '', names: [], strings: [], open: false }
  let i = 0
  while (i < source.length) {
    const char = source.charAt(i)
    if (char === '#') {
      const end = source.indexOf('\n', i)
      i = end === -1 ? source.length : end
      continue
    }
    if (char !== '"' && char !== "'" && char !== '`') {
      lexed.code += char
      i += 1
      continue
    }
    let text = ''
    let j = i + 1
    let closed = false
    while (j < source.length) {
      const inner = source.charAt(j)
      if (inner === '\\') {
        const next = source.charAt(j + 1)
        if (next === 'u') {
          text += String.fromCharCode(parseInt(source.slice(j + 2, j + 6), 16))
          j += 6
        } else {
          text += ESCAPES[next] ?? next
          j += 2
        }
        continue
      }
      if (inner === char) {
        closed = true
        break
      }
      text += inner
      j += 1
    }
    if (!closed) lexed.open = true
    ;(char === '`' ? lexed.names : lexed.strings).push(text)
    lexed.code += char === '`' ? 'NAME' : 'STRING'
    i = j + 1
  }
  return lexed
}

const HOSTILE = {
  outcome: 'y\\`); system("touch F") #',
  second: "z\\\\`); system('touch G') #\\",
  group: 'g` + system("id") + `',
  text: 'note"); system("touch H"); ("\n`',
}
const HOSTILE_LEVELS = ['a\\`); system("touch L") #', 'b"); system("touch M") #']

function quoted(field: string | number): string {
  return `"${String(field).replace(/"/g, '""')}"`
}

const rows = Array.from({ length: 24 }, (_, i) => ({
  outcome: ((i * 7) % 11) + i / 3,
  second: ((i * 5) % 13) + 0.5 * i,
  group: HOSTILE_LEVELS[i % 2] ?? '',
  text: HOSTILE_LEVELS[Math.floor(i / 3) % 2] ?? '',
}))
const table = parseCsv(
  new TextEncoder().encode(
    [
      [HOSTILE.outcome, HOSTILE.second, HOSTILE.group, HOSTILE.text].map(quoted).join(','),
      ...rows.map((row) => [row.outcome, row.second, row.group, row.text].map(quoted).join(',')),
    ].join('\n'),
  ),
)

const { outcome, second, group, text } = HOSTILE
const requests: AnalysisRequest[] = [
  { kind: 'descriptives', variables: [outcome, second, group] },
  { kind: 't-test', design: 'independent', outcome, group },
  { kind: 't-test', design: 'paired', outcome, second },
  { kind: 't-test', design: 'one-sample', outcome, mu: 1 },
  { kind: 'correlation', method: 'pearson', variables: [outcome, second] },
  { kind: 'correlation', method: 'spearman', variables: [outcome, second] },
  { kind: 'anova', outcome, group },
  { kind: 'nonparametric', test: 'mann-whitney', outcome: text, group },
  { kind: 'nonparametric', test: 'wilcoxon-signed-rank', outcome, second },
  { kind: 'nonparametric', test: 'kruskal-wallis', outcome, group },
  { kind: 'chi-square', row: group, column: text },
  { kind: 'regression', outcome, predictors: [second, group] },
  { kind: 'logistic', outcome: group, predictors: [outcome, second] },
]

describe('the printed R code keeps hostile column and level names inside their quotes', () => {
  test.each(requests.map((request) => [request.kind, request] as const))('%s', (_kind, request) => {
    const report = runAnalysis(
      table,
      AnalysisRequestSchema.parse(request),
      { [text]: 'ordinal' },
      { levels: { [text]: HOSTILE_LEVELS }, fileName: 'data"); system("touch N") #.csv' },
    )
    const lexed = lexR(report.rCode)

    expect(lexed.open, report.rCode).toBe(false)
    expect(lexed.code, report.rCode).not.toMatch(/system|touch/)
    const hostileNames = new Set(Object.values(HOSTILE))
    for (const name of lexed.names) expect(hostileNames, `a backtick name R would read: ${name}`).toContain(name)
    expect(lexed.names.length + lexed.strings.length).toBeGreaterThan(0)
  })
})

test('rName escapes the backslash before the backtick (a name ending in a backslash stays quoted)', () => {
  expect(rName('y\\`); system("touch F") #')).toBe('`y\\\\\\`); system("touch F") #`')
  expect(lexR(rName('y\\`); system("touch F") #')).names).toEqual(['y\\`); system("touch F") #'])
  expect(rName('weight')).toBe('weight')
  expect(rName('a b')).toBe('`a b`')
})
