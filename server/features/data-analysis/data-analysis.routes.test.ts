import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import {
  AnalysisReportSchema,
  DATA_UPLOAD_MAX_BYTES,
  DatasetSummarySchema,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_WRONG_TYPE_MESSAGE,
  type AnalyseForm,
} from '../../../shared/contract/data-analysis'
import type { TestApp } from '../../test/create-test-app'
import { signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { analysisPool } from './analysis-threads'
import { sleep } from './r-datasets'

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', name)))

const SLEEP_CSV = [
  'extra,group,ID',
  ...sleep.group1.map((value, i) => `${value},1,${i + 1}`),
  ...sleep.group2.map((value, i) => `${value},2,${i + 1}`),
].join('\n')

const WELCH: AnalyseForm = {
  analysis: { kind: 't-test', design: 'independent', outcome: 'extra', group: 'group' },
}

function upload(app: TestApp, path: string, bytes: Uint8Array | string, cookie?: string, form?: AnalyseForm) {
  const body = new FormData()
  body.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], 'data.csv'))
  if (form) body.set('analysis', JSON.stringify(form))
  return app.request(`/api/data-analysis/${path}`, { method: 'POST', cookie, body })
}

test('a premium member uploads a CSV: columns with inferred types and missing counts, then a Welch t-test in APA style', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  const summary = await readJson(await upload(app, 'inspect', `${SLEEP_CSV}\nNA,2,11`, cookie), DatasetSummarySchema)
  expect(summary.format).toBe('csv')
  expect(summary.rowCount).toBe(21)
  expect(summary.columns.map((c) => [c.name, c.type, c.missing])).toEqual([
    ['extra', 'continuous', 1],
    ['group', 'continuous', 0],
    ['ID', 'continuous', 0],
  ])
  expect(summary.preview[0]).toEqual(['0.7', '1', '1'])

  const report = await readJson(await upload(app, 'analyse', SLEEP_CSV, cookie, WELCH), AnalysisReportSchema)
  // t.test(extra ~ group, data = sleep); effectsize::cohens_d(extra ~ group, data = sleep)
  expect(report.apa[0]).toContain('t(17.78) = -1.86, p = .079, d = -0.83, 95% CI [-1.74, 0.10]')
  expect(report.assumptions.map((check) => check.name)).toEqual([
    'Normality of extra in 1',
    'Normality of extra in 2',
    'Equal variances',
  ])
  expect(report.rCode).toContain('t.test(extra ~ group, data = data)')
})

test('an XLSX workbook is read from its first sheet and analysed the same way', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const workbook = fixture('sleep.xlsx')

  const summary = await readJson(await upload(app, 'inspect', workbook, cookie), DatasetSummarySchema)
  expect(summary).toMatchObject({ format: 'xlsx', rowCount: 20 })
  const report = await readJson(await upload(app, 'analyse', workbook, cookie, WELCH), AnalysisReportSchema)
  expect(report.apa[0]).toContain('t(17.78) = -1.86, p = .079')
})

test('a free member gets 403 and a visitor 401, before the file is read', async () => {
  const app = await testApp()
  const free = await app.signUp('Free Member')
  for (const path of ['inspect', 'analyse']) {
    const forFree = await upload(app, path, SLEEP_CSV, free.cookie, WELCH)
    expect((await readError(forFree, 403)).message).toBe('This feature requires premium access.')
    await readError(await upload(app, path, SLEEP_CSV, undefined, WELCH), 401)
  }
})

test('files that are not CSV, TSV or XLSX are refused by their bytes, with a clear message', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')
  const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])

  expect((await readError(await upload(app, 'inspect', png, cookie), 400)).message).toBe(UPLOAD_WRONG_TYPE_MESSAGE)
  expect((await readError(await upload(app, 'inspect', pdf, cookie), 400)).message).toBe(UPLOAD_WRONG_TYPE_MESSAGE)
  expect((await readError(await upload(app, 'inspect', xls, cookie), 400)).message).toMatch(/Old Excel files/)
  expect((await readError(await upload(app, 'inspect', fixture('not-a-workbook.zip'), cookie), 400)).message).toMatch(
    /not an Excel workbook/,
  )
  expect((await readError(await upload(app, 'inspect', 'a,b\n1,2\n3\n', cookie), 400)).message).toBe(
    'Row 3 has 1 values; the header has 2.',
  )
})

test('a file over 10 MB is refused with the spec-style message, whether the body or the file is too large', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const justOver = `a\n${'1\n'.repeat(DATA_UPLOAD_MAX_BYTES / 2)}`
  const farOver = `a\n${'1\n'.repeat(DATA_UPLOAD_MAX_BYTES)}`

  expect((await readError(await upload(app, 'inspect', justOver, cookie), 413)).message).toBe(UPLOAD_TOO_LARGE_MESSAGE)
  expect((await readError(await upload(app, 'inspect', farOver, cookie), 413)).message).toBe(UPLOAD_TOO_LARGE_MESSAGE)
  expect(UPLOAD_TOO_LARGE_MESSAGE).toBe('Please select a file smaller than 10MB.')
})

test('an analysis the data cannot answer says why; a malformed analysis field is a 400', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const threeGroups = 'score,group\n1,a\n2,a\n3,b\n4,b\n5,c\n6,c\n'
  const wrong = await upload(app, 'analyse', threeGroups, cookie, {
    analysis: { kind: 't-test', design: 'independent', outcome: 'score', group: 'group' },
  })
  expect((await readError(wrong, 400)).message).toBe(
    'This test compares two groups; “group” has 3. Use a one-way ANOVA or Kruskal-Wallis.',
  )
  const missingColumn = await upload(app, 'analyse', threeGroups, cookie, {
    analysis: { kind: 'anova', outcome: 'height', group: 'group' },
  })
  expect((await readError(missingColumn, 400)).message).toBe('The file has no column named “height”.')
  const noAnalysis = await upload(app, 'analyse', threeGroups, cookie)
  expect((await readError(noAnalysis, 400)).message).toBe('Choose an analysis.')
})

test('while a large analysis runs in its worker, the server still answers: /api/live returns before the report', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  // 100,000 rows × 8 columns (about 4 MB): reading it and a Spearman matrix take seconds, all in the worker.
  let state = 7
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
  const names = Array.from({ length: 8 }, (_, i) => `x${i + 1}`)
  const lines = [names.join(',')]
  for (let row = 0; row < 100_000; row++) lines.push(names.map(() => (next() * 100).toFixed(2)).join(','))
  const spearman: AnalyseForm = { analysis: { kind: 'correlation', method: 'spearman', variables: names } }

  let finished = false
  const analysing = upload(app, 'analyse', lines.join('\n'), cookie, spearman).then((response) => {
    finished = true
    return response
  })
  // Wait (without a clock) until the job is in a worker, then ask the request thread for something else.
  while (analysisPool().load().running === 0) await new Promise((resolve) => setImmediate(resolve))
  const live = await app.request('/api/live')
  expect(live.status).toBe(200)
  expect(finished).toBe(false)

  const report = await readJson(await analysing, AnalysisReportSchema)
  expect(report.tables[0]?.title).toBe('Correlation matrix (rs)')
  expect(report.apa).toHaveLength(28)
})
