import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import {
  AssessmentResponseSchema,
  MAX_SAVED_COLLEGES,
  MatchResponseSchema,
  ResetAssessmentResponseSchema,
  SavedCollegesResponseSchema,
  WhyNotResponseSchema,
} from '#shared/contract/colleges'
import { projectRoot } from '../../lib/paths'
import { testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { CollegeImportError, importCollegeFile, parseInstitution } from './college-import'
import { collegeDataset, collegeInstitution } from './colleges.tables'

const FIXTURE = join(projectRoot, 'server/test/fixtures/colleges/institutions.csv')

test('the fixture imports: missing cells become null, codes and strings kept as published, bad rows skipped', async () => {
  const app = await testApp()
  const progress: number[] = []

  const summary = await importCollegeFile(app.db, FIXTURE, { onProgress: (p) => progress.push(p.bytesRead) })

  expect(summary).toMatchObject({ read: 9, imported: 8, skipped: 1, skipReasons: { 'no UNITID': 1 } })
  expect(progress.at(-1)).toBeGreaterThan(0)
  const [bayside] = await app.db.select().from(collegeInstitution).where(eq(collegeInstitution.unitId, 900001))
  expect(bayside).toMatchObject({
    opeId: '09000100',
    alias: 'BIT, Bayside Tech',
    zip: '02139-4307',
    admissionRate: 0.045,
    satMath75: 800,
    netPrice: 20000,
    netPriceByIncome: [5000, 6000, 10000, 25000, 55000],
    medianEarnings6: null,
    programShares: expect.objectContaining({ '14': 0.35, '11': 0.3, '01': 0 }),
  })
  const [pioneer] = await app.db.select().from(collegeInstitution).where(eq(collegeInstitution.unitId, 900003))
  expect(pioneer).toMatchObject({ zip: '01103', admissionRate: null, openAdmissions: 1, communityCollege: true })
  const [harborview] = await app.db.select().from(collegeInstitution).where(eq(collegeInstitution.unitId, 900002))
  expect(harborview?.netPriceByIncome).toEqual([15000, null, 25000, 38000, 52000])
  const [gulf] = await app.db.select().from(collegeInstitution).where(eq(collegeInstitution.unitId, 900006))
  expect(gulf).toMatchObject({ netPrice: null, medianEarnings10: null, costOfAttendance: 12000 })

  // A second import replaces the first, and each import is recorded.
  await importCollegeFile(app.db, FIXTURE)
  expect(await app.db.select().from(collegeInstitution)).toHaveLength(8)
  expect(await app.db.select().from(collegeDataset)).toHaveLength(2)
  // Two imports, and on a fresh checkout the first test also builds the migrated template database.
}, 90_000)

test('a file without the Scorecard columns is refused with the missing ones named', async () => {
  const app = await testApp()
  const file = join(tmpdir(), `not-scorecard-${process.pid}.csv`)
  writeFileSync(file, 'name,city\nA,B\n')
  await expect(importCollegeFile(app.db, file)).rejects.toThrow(CollegeImportError)
  await expect(importCollegeFile(app.db, file)).rejects.toThrow(/no UNITID, INSTNM, STABBR/)
})

test.each([
  ['NULL', null],
  ['PrivacySuppressed', null],
  ['PS', null],
  ['NA', null],
  ['', null],
  ['0.5', 0.5],
])('a cell %j reads as %j', (cell, expected) => {
  const parsed = parseInstitution({ UNITID: '1', INSTNM: 'X', STABBR: 'MA', ADM_RATE: cell })
  expect(parsed.ok && parsed.row.admissionRate).toBe(expected)
})

test('COLLEGE_DATA imports at start when the table is empty; a visitor is refused', async () => {
  const app = await testApp({ COLLEGE_DATA: FIXTURE })
  expect((await readError(await app.request('/api/colleges/assessment'), 401)).code).toBe('UNAUTHORIZED')
  const { cookie } = await app.signUp()

  const body = await readJson(await app.request('/api/colleges/assessment', { cookie }), AssessmentResponseSchema)

  expect(body).toMatchObject({
    answers: null,
    step: 0,
    dataset: { institutions: 8, source: 'institutions.csv' },
  })
})

test('answers are saved per user and resumed; reset clears them; another user sees nothing', async () => {
  const app = await testApp()
  const ada = await app.signUp('Ada')
  const bob = await app.signUp('Bob')
  const answers = { academicInterests: ['Engineering', 'Physics'], satScore: 1480, locations: ['Texas'] }

  const saved = await readJson(
    await app.request('/api/colleges/assessment', { method: 'PUT', cookie: ada.cookie, json: { answers, step: 2 } }),
    AssessmentResponseSchema,
  )
  expect(saved.answers).toMatchObject({ ...answers, gpa: null, schoolSize: null, additionalInfo: '' })
  expect(saved.step).toBe(2)

  const resumed = await readJson(
    await app.request('/api/colleges/assessment', { cookie: ada.cookie }),
    AssessmentResponseSchema,
  )
  expect(resumed.answers).toEqual(saved.answers)
  expect(resumed.dataset).toMatchObject({
    institutions: 0,
    source: null,
    importCommand: expect.stringMatching(/^npm run import:colleges /),
  })
  const other = await readJson(
    await app.request('/api/colleges/assessment', { cookie: bob.cookie }),
    AssessmentResponseSchema,
  )
  expect(other.answers).toBeNull()

  await readJson(
    await app.request('/api/colleges/assessment', { method: 'DELETE', cookie: ada.cookie }),
    ResetAssessmentResponseSchema,
  )
  const after = await readJson(
    await app.request('/api/colleges/assessment', { cookie: ada.cookie }),
    AssessmentResponseSchema,
  )
  expect(after).toMatchObject({ answers: null, step: 0 })
})

test.each([
  ['SAT out of range', { answers: { satScore: 1700 }, step: 1 }, 'answers.satScore'],
  ['ACT out of range', { answers: { actScore: 0 }, step: 1 }, 'answers.actScore'],
  ['GPA over 4.0', { answers: { gpa: 4.5 }, step: 1 }, 'answers.gpa'],
  ['an unknown interest', { answers: { academicInterests: ['Alchemy'] }, step: 0 }, 'answers.academicInterests.0'],
  ['a repeated state', { answers: { locations: ['Texas', 'Texas'] }, step: 2 }, 'answers.locations'],
  ['a step past the results', { answers: {}, step: 5 }, 'step'],
])('saving with %s is refused with the field named', async (_name, json, path) => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const error = await readError(await app.request('/api/colleges/assessment', { method: 'PUT', cookie, json }), 400)
  expect(error.issues?.map((issue) => issue.path)).toContain(path)
})

test('without imported data the match says exactly what to run', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const error = await readError(
    await app.request('/api/colleges/match', {
      method: 'POST',
      cookie,
      json: { answers: { academicInterests: ['Law'] } },
    }),
    503,
  )
  expect(error.message).toBe(
    'No college data is imported on this server yet. Run: npm run import:colleges ../shared/data/colleges/institutions.csv',
  )
})

test('the match filters, relaxes, scores and ranks the imported colleges; weights re-rank', async () => {
  const app = await testApp({ COLLEGE_DATA: FIXTURE })
  const { cookie } = await app.signUp()
  const answers = {
    academicInterests: ['Engineering', 'Computer Science'],
    researchAreas: ['Artificial Intelligence'],
    satScore: 1550,
    locations: ['Massachusetts'],
    schoolSize: 'Medium (2,000-10,000)',
    schoolType: 'Research University',
    campusEnvironment: 'Rural',
  }

  const body = await readJson(
    await app.request('/api/colleges/match', { method: 'POST', cookie, json: { answers } }),
    MatchResponseSchema,
  )

  expect(body.filters.map((f) => [f.filter, f.relaxed])).toEqual([
    ['Locations', false],
    ['School type', false],
    ['School size', false],
    ['Campus environment', true],
    ['Programs', false],
  ])
  expect(body.recommendations.map((r) => [r.name, r.category])).toEqual([
    ['Bayside Institute of Technology', 'reach'],
    ['Harborview University', 'match'],
  ])
  const [bayside] = body.recommendations
  expect(bayside).toMatchObject({ matchRank: 1, acceptanceRate: { value: 0.045, year: 'fall 2023' } })
  expect(bayside?.categoryRule).toMatch(/admits 4\.5%/)
  expect(bayside?.parts.map((p) => p.part)).toEqual(['academic', 'program', 'research', 'cost', 'outcome'])
  expect(body.source).toBe('institutions.csv')

  const costOnly = await readJson(
    await app.request('/api/colleges/match', {
      method: 'POST',
      cookie,
      json: { answers, weights: { academic: 0, program: 0, research: 0, cost: 100, outcome: 0 } },
    }),
    MatchResponseSchema,
  )
  expect(costOnly.weights.cost).toBe(100)
  // With no budget, the cheaper net price wins when only cost counts.
  expect(costOnly.recommendations[0]?.name).toBe('Bayside Institute of Technology')
  expect(costOnly.recommendations[0]?.matchScore).toBe(costOnly.recommendations[0]?.parts[3]?.score)
})

test('why not X: a college kept out says by which filters, one listed gives its rank', async () => {
  const app = await testApp({ COLLEGE_DATA: FIXTURE })
  const { cookie } = await app.signUp()
  const answers = { academicInterests: ['Business'], locations: ['Texas'], budgetRange: 'Under $20,000' }

  const body = await readJson(
    await app.request('/api/colleges/why-not', { method: 'POST', cookie, json: { answers, query: 'bit' } }),
    WhyNotResponseSchema,
  )

  expect(body.colleges.map((c) => c.name)).toEqual(['Bayside Institute of Technology'])
  expect(body.colleges[0]).toMatchObject({ matchRank: null, listed: false })
  // Its average net price ($20,000) fits the budget; the state keeps it out, and it awards no business degree.
  expect(body.colleges[0]?.failedFilters.map((f) => f.filter)).toEqual(['Locations', 'Programs'])

  const lone = await readJson(
    await app.request('/api/colleges/why-not', { method: 'POST', cookie, json: { answers, query: 'Lone Star' } }),
    WhyNotResponseSchema,
  )
  expect(lone.colleges[0]).toMatchObject({ name: 'Lone Star State University', listed: true, failedFilters: [] })
  expect(lone.colleges[0]?.matchRank).toBeGreaterThanOrEqual(1)

  const tooShort = await readError(
    await app.request('/api/colleges/why-not', { method: 'POST', cookie, json: { answers, query: 'b' } }),
    400,
  )
  expect(tooShort.issues?.[0]?.path).toBe('query')
})

test('saved colleges are kept per user; an unknown college is 404; a bad id is 400', async () => {
  const app = await testApp({ COLLEGE_DATA: FIXTURE })
  const ada = await app.signUp('Ada')
  const bob = await app.signUp('Bob')

  await readJson(
    await app.request('/api/colleges/saved/900001', { method: 'PUT', cookie: ada.cookie }),
    SavedCollegesResponseSchema,
  )
  const list = await readJson(
    await app.request('/api/colleges/saved/900004', { method: 'PUT', cookie: ada.cookie }),
    SavedCollegesResponseSchema,
  )
  expect(list.colleges.map((c) => [c.unitId, c.name, c.location]).sort()).toEqual([
    [900001, 'Bayside Institute of Technology', 'Cambridge, MA'],
    [900004, 'Lone Star State University', 'Austin, TX'],
  ])
  const others = await readJson(
    await app.request('/api/colleges/saved', { cookie: bob.cookie }),
    SavedCollegesResponseSchema,
  )
  expect(others.colleges).toEqual([])

  const removed = await readJson(
    await app.request('/api/colleges/saved/900001', { method: 'DELETE', cookie: ada.cookie }),
    SavedCollegesResponseSchema,
  )
  expect(removed.colleges.map((c) => c.unitId)).toEqual([900004])
  await readError(await app.request('/api/colleges/saved/123', { method: 'PUT', cookie: ada.cookie }), 404)
  await readError(await app.request('/api/colleges/saved/abc', { method: 'PUT', cookie: ada.cookie }), 400)
})

test('120 parallel saves keep exactly 100: the cap holds under a race; a saved one saves again when full', async () => {
  const app = await testApp({ COLLEGE_DATA: FIXTURE })
  const { cookie } = await app.signUp()
  const unitIds = Array.from({ length: 120 }, (_, n) => 800_000 + n)
  await app.db.insert(collegeInstitution).values(
    unitIds.map((unitId) => ({
      unitId,
      name: `Parallel College ${unitId}`,
      state: 'MA',
      netPriceByIncome: [],
      programShares: {},
      communityCollege: false,
    })),
  )

  const responses = await Promise.all(
    unitIds.map((unitId) => app.request(`/api/colleges/saved/${unitId}`, { method: 'PUT', cookie })),
  )

  const statuses = responses.map((response) => response.status)
  expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_SAVED_COLLEGES)
  expect(statuses.filter((status) => status === 409)).toHaveLength(120 - MAX_SAVED_COLLEGES)
  const refused = responses.find((response) => response.status === 409)
  expect(await readError(refused as Response, 409)).toMatchObject({ code: 'CONFLICT', message: /at most 100/ })
  const list = await readJson(await app.request('/api/colleges/saved', { cookie }), SavedCollegesResponseSchema)
  expect(list.colleges).toHaveLength(MAX_SAVED_COLLEGES)
  const kept = list.colleges[0]?.unitId
  await readJson(
    await app.request(`/api/colleges/saved/${kept}`, { method: 'PUT', cookie }),
    SavedCollegesResponseSchema,
  )
}, 90_000)

test('the saved list downloads as CSV: a header naming each figure’s period, one row per college, only the caller’s', async () => {
  const app = await testApp({ COLLEGE_DATA: FIXTURE })
  const ada = await app.signUp('Ada')
  const bob = await app.signUp('Bob')
  await app.request('/api/colleges/saved/900001', { method: 'PUT', cookie: ada.cookie })
  await app.request('/api/colleges/saved/900004', { method: 'PUT', cookie: bob.cookie })

  const response = await app.request('/api/colleges/saved/csv', { cookie: ada.cookie })

  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="saved-colleges.csv"')
  const [header, row, end] = (await response.text()).split('\n')
  expect(header).toMatch(/^UNITID,name,city,state,website,admission rate \(fall 2023\),average net price \(2022-23\)/)
  expect(row).toMatch(/^900001,Bayside Institute of Technology,Cambridge,MA,[^,]*,0\.045,20000,/)
  expect(end).toBe('')
  await readError(await app.request('/api/colleges/saved/csv'), 401)
})
