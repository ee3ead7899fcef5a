import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { crc32, deflateRawSync } from 'node:zlib'
import { beforeAll, expect, test, vi } from 'vitest'
import {
  AnalysisReportSchema,
  DATA_UPLOAD_MAX_BYTES,
  DatasetSummarySchema,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_WRONG_TYPE_MESSAGE,
  type AnalyseForm,
} from '#shared/contract/data-analysis'
import type { TestApp } from '../../test/create-test-app'
import { signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { ANALYSIS_THREADS, analysisPool } from './jobs/analysis-threads'
import { sleep } from './statistics/r-datasets'

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', name)))

const SLEEP_CSV = [
  'extra,group,ID',
  ...sleep.group1.map((value, i) => `${value},1,${i + 1}`),
  ...sleep.group2.map((value, i) => `${value},2,${i + 1}`),
].join('\n')

const WELCH: AnalyseForm = {
  analysis: { kind: 't-test', design: 'independent', outcome: 'extra', group: 'group' },
}

// From the sources, a worker compiles the analysis modules with tsx on its first job (decision 031): seconds, and more
// than a test's 30 s on a loaded machine. Paid here, under the hook's 60 s, by every worker the pool will start.
beforeAll(async () => {
  const warmUp = new TextEncoder().encode('x\n1\n2')
  await Promise.all(
    Array.from({ length: ANALYSIS_THREADS }, () => analysisPool().run({ kind: 'inspect', bytes: warmUp })),
  )
})

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

test('an upload is never readable by another user: nothing is kept, and B’s answers hold none of A’s names or values', async () => {
  const app = await testApp()
  const alice = await signUpPremium(app, 'Alice Analyst')
  const bob = await signUpPremium(app, 'Bob Analyst')
  const aliceCsv =
    'alice_secret_score,alice_ward\n101.5,zebra-ward\n99.25,zebra-ward\n87.75,okapi-ward\n93,okapi-ward\n'
  const aliceSecrets = ['alice_secret_score', 'alice_ward', 'zebra-ward', 'okapi-ward', '101.5', '99.25']

  const aliceSummary = await readJson(await upload(app, 'inspect', aliceCsv, alice.cookie), DatasetSummarySchema)
  expect(aliceSummary.columns.map((column) => column.name)).toEqual(['alice_secret_score', 'alice_ward'])
  await readJson(
    await upload(app, 'analyse', aliceCsv, alice.cookie, {
      analysis: { kind: 'descriptives', variables: ['alice_secret_score'] },
    }),
    AnalysisReportSchema,
  )

  const answers: string[] = []
  const bobCsv = 'score,group\n1,a\n2,a\n3,b\n4,b\n'
  const inspected = await upload(app, 'inspect', bobCsv, bob.cookie)
  answers.push(await inspected.clone().text())
  expect((await readJson(inspected, DatasetSummarySchema)).columns.map((column) => column.name)).toEqual([
    'score',
    'group',
  ])
  // Asking for Alice's column by name finds nothing: each request reads only the file it carries.
  const guessed = await upload(app, 'analyse', bobCsv, bob.cookie, {
    analysis: { kind: 'descriptives', variables: ['alice_secret_score'] },
  })
  // The refusal repeats the name Bob sent, and nothing of Alice's file.
  const guessedText = await guessed.clone().text()
  for (const secret of aliceSecrets.slice(1)) expect(guessedText).not.toContain(secret)
  expect((await readError(guessed, 400)).message).toBe('The file has no column named “alice_secret_score”.')
  // No route hands back an earlier upload: without a file, or by GET, there is nothing to read.
  const empty = await app.request('/api/data-analysis/inspect', {
    method: 'POST',
    cookie: bob.cookie,
    body: new FormData(),
  })
  answers.push(await empty.clone().text())
  expect((await readError(empty, 400)).message).toBe('Choose a file to upload.')
  for (const path of ['inspect', 'analyse', 'uploads', 'reports']) {
    const got = await app.request(`/api/data-analysis/${path}`, { cookie: bob.cookie })
    answers.push(await got.text())
    expect(got.status).toBe(404)
  }
  const joined = answers.join('\n')
  for (const secret of aliceSecrets) expect(joined).not.toContain(secret)
})

test('the row and column caps hold over HTTP: 100,001 rows or 201 columns are refused, 100,000 rows are read', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const rows = (count: number) => `x\n${'1\n'.repeat(count)}`
  expect((await readError(await upload(app, 'inspect', rows(100_001), cookie), 400)).message).toBe(
    'The file has more than 100,000 rows.',
  )
  const atCap = await readJson(await upload(app, 'inspect', rows(100_000), cookie), DatasetSummarySchema)
  expect(atCap.rowCount).toBe(100_000)
  const names = (count: number) => Array.from({ length: count }, (_, i) => `c${i + 1}`).join(',')
  const wide = (count: number) => `${names(count)}\n${Array.from({ length: count }, () => '1').join(',')}\n`
  expect((await readError(await upload(app, 'inspect', wide(201), cookie), 400)).message).toBe(
    'The file has more than 200 columns.',
  )
  expect((await readJson(await upload(app, 'inspect', wide(200), cookie), DatasetSummarySchema)).columns).toHaveLength(
    200,
  )
})

/** A ZIP (APPNOTE 4.3): local headers, deflated data, the central directory and its end record. */
function zipOf(entries: { name: string; data: Uint8Array }[]): Uint8Array {
  const parts: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const { name, data } of entries) {
    const packed = deflateRawSync(data, { level: 9 })
    const fileName = Buffer.from(name)
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at) // version needed
      header.writeUInt16LE(0, at + 2) // flags
      header.writeUInt16LE(8, at + 4) // deflate
      header.writeUInt32LE(0, at + 6) // time and date
      header.writeUInt32LE(crc32(data), at + 10)
      header.writeUInt32LE(packed.length, at + 14)
      header.writeUInt32LE(data.length, at + 18) // the declared uncompressed size
      header.writeUInt16LE(fileName.length, at + 22)
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    fields(local, 4)
    parts.push(local, fileName, packed)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // version made by
    fields(central, 6)
    central.writeUInt32LE(offset, 42)
    directory.push(central, fileName)
    offset += local.length + fileName.length + packed.length
  }
  const directoryBytes = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directoryBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...parts, directoryBytes, end]))
}

test('a zip bomb (an XLSX unpacking to more than 200 MB) is refused before it is unpacked, with the stated message', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const workbook = new TextEncoder().encode(
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
  )
  // 201 MB of spaces deflate to about 200 KB: well under the 10 MB upload limit.
  const bomb = zipOf([
    { name: 'xl/workbook.xml', data: workbook },
    { name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(201 * 1024 * 1024).fill(0x20) },
  ])
  expect(bomb.byteLength).toBeLessThan(DATA_UPLOAD_MAX_BYTES)
  const refused = await upload(app, 'inspect', bomb, cookie)
  expect((await readError(refused, 413)).message).toBe(
    'The workbook unpacks to more than 200 MB: save the sheet you need as CSV.',
  )
})

test('an ordinal text column is ranked over HTTP by the order sent with the analysis; the order is bounded', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const likert = [
    'agreement,class',
    ...['low', 'mid', 'mid', 'high', 'low', 'mid', 'high', 'high', 'very high', 'high', 'very high', 'very high'].map(
      (answer, i) => `${answer},${['a', 'b', 'c'][Math.floor(i / 4)]}`,
    ),
  ].join('\n')
  const summary = await readJson(await upload(app, 'inspect', likert, cookie), DatasetSummarySchema)
  expect(summary.columns[0]).toMatchObject({ name: 'agreement', levels: ['high', 'low', 'mid', 'very high'] })

  const kruskal = (levels: Record<string, string[]>): AnalyseForm => ({
    analysis: { kind: 'nonparametric', test: 'kruskal-wallis', outcome: 'agreement', group: 'class' },
    types: { agreement: 'ordinal' },
    levels,
  })
  const report = await readJson(
    await upload(app, 'analyse', likert, cookie, kruskal({ agreement: ['low', 'mid', 'high', 'very high'] })),
    AnalysisReportSchema,
  )
  expect(report.apa[0]).toMatch(/^A Kruskal-Wallis test showed that agreement differed significantly across/)
  expect(report.pValues).toHaveLength(1)
  expect(report.rCode.split('\n').slice(0, 2)).toEqual([
    expect.stringMatching(/^data <- read\.csv\("data\.csv", na\.strings = c\(/),
    'data$agreement <- as.integer(factor(data$agreement, levels = c("low", "mid", "high", "very high"))) # ordinal: 4 levels, lowest = 1',
  ])
  const withoutOrder = await upload(app, 'analyse', likert, cookie, kruskal({}))
  expect((await readError(withoutOrder, 400)).message).toBe(
    '“agreement” is ordinal text: put its levels in order (lowest first) to rank it.',
  )
  const repeated = await upload(app, 'analyse', likert, cookie, kruskal({ agreement: ['low', 'low', 'mid'] }))
  await readError(repeated, 400)
  const tooMany = Array.from({ length: 31 }, (_, i) => `level ${i}`)
  await readError(await upload(app, 'analyse', likert, cookie, kruskal({ agreement: tooMany })), 400)
})

test('the upload form is read in the analysis worker: the request thread never parses the multipart body', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  // Parsing a 10 MB multipart body is CPU work: on the request thread 20 parallel uploads held /api/health for seconds.
  const spies = [vi.spyOn(Request.prototype, 'formData'), vi.spyOn(Response.prototype, 'formData')]
  try {
    await readJson(await upload(app, 'inspect', SLEEP_CSV, cookie), DatasetSummarySchema)
    await readJson(await upload(app, 'analyse', SLEEP_CSV, cookie, WELCH), AnalysisReportSchema)
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
})
