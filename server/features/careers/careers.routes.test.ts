import { join } from 'node:path'
import { expect, test } from 'vitest'
import { CareerAnalysisSchema, CareerAssessmentStateSchema } from '#shared/contract/careers'
import { PathwayToolOutputsSchema } from '#shared/contract/pathways'
import { AuthorSearchResponseSchema } from '#shared/contract/works'
import { projectRoot } from '../../lib/paths'
import { CAREER_ANSWERS, signUpFounder, signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { importCareerData } from './career-import'
import { careerDataset, careerOccupation } from './careers.tables'

const FIXTURE = join(projectRoot, 'server/test/fixtures/careers')

const ANSWERS = CAREER_ANSWERS

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/pathways/careers/assessment'],
  ['PUT', '/api/pathways/careers/assessment', { answers: { skills: {}, interests: {}, values: {} }, step: 'skills' }],
  ['POST', '/api/pathways/careers', { answers: ANSWERS }],
]

test('every careers route answers a visitor 401 and a free member 403, on the server', async () => {
  const app = await testApp()
  const free = await app.signUp('Free Member')
  for (const [method, path, json] of ROUTES) {
    expect((await readError(await app.request(path, { method, json }), 401)).code).toBe('UNAUTHORIZED')
    const refused = await readError(await app.request(path, { method, json, cookie: free.cookie }), 403)
    expect(refused.message, path).toBe('This feature requires premium access.')
  }
})

test('without data: the state says so with the import command, and the run still gives the archetype fit', async () => {
  const app = await testApp()
  const member = await signUpPremium(app)
  const state = await readJson(
    await app.request('/api/pathways/careers/assessment', { cookie: member.cookie }),
    CareerAssessmentStateSchema,
  )
  expect(state).toMatchObject({ answers: null, step: 'skills', dataset: null })
  expect(state.importCommand).toContain('npm run import:careers')

  const run = await readJson(
    await app.request('/api/pathways/careers', { method: 'POST', cookie: member.cookie, json: { answers: ANSWERS } }),
    CareerAnalysisSchema,
  )
  expect(run.occupations).toEqual([])
  expect(run.missingData).toContain('npm run import:careers')
  expect(run.archetypes.map((a) => a.id).sort()).toEqual([
    'academic-researcher',
    'industry-innovator',
    'policy-advisor',
    'research-entrepreneur',
  ])
  expect(run.attribution).toContain('CC BY 4.0')
})

test('CAREERS_DATA imports at start when empty; the run ranks occupations with sourced figures and is kept', async () => {
  const app = await testApp({ CAREERS_DATA: FIXTURE })
  const member = await signUpPremium(app)
  const admin = await signUpFounder(app)
  const state = await readJson(
    await app.request('/api/pathways/careers/assessment', { cookie: member.cookie }),
    CareerAssessmentStateSchema,
  )
  expect(state.dataset).toMatchObject({ onetVersion: '29.0', blsRelease: '2024–34', occupations: 7, projections: 7 })

  const run = await readJson(
    await app.request('/api/pathways/careers', { method: 'POST', cookie: member.cookie, json: { answers: ANSWERS } }),
    CareerAnalysisSchema,
  )
  expect(run.missingData).toBeNull()
  expect(run.occupations).toHaveLength(7)
  expect(run.weights).toEqual({ skills: 0.5, interests: 0.3, values: 0.2 })
  for (const occupation of run.occupations)
    for (const figure of [occupation.bls?.medianPay, occupation.bls?.growth, occupation.bls?.entryEducation])
      expect(figure).toMatchObject({ source: expect.stringContaining('BLS Employment Projections'), year: /^2024/ })

  // kept as the member's last Career Path Analyzer output; the admin (another user) sees none of it
  const outputs = async (cookie: string) =>
    readJson(await app.request('/api/pathways/outputs?tool=career-path-analyzer', { cookie }), PathwayToolOutputsSchema)
  const mine = await outputs(member.cookie)
  expect(mine.outputs).toHaveLength(1)
  expect(CareerAnalysisSchema.parse(mine.outputs[0]?.output).occupations[0]?.code).toBe(run.occupations[0]?.code)
  expect((await outputs(admin.cookie)).outputs).toEqual([])
})

test('answers are saved as the user moves and resumed; another user’s are not theirs', async () => {
  const app = await testApp()
  const ada = await signUpPremium(app, 'Ada')
  const bob = await signUpPremium(app, 'Bob')
  const draft = {
    answers: { skills: { '2.A.1.a': 4 }, interests: { investigative: 5 }, values: {} },
    step: 'interests',
  }
  await readJson(
    await app.request('/api/pathways/careers/assessment', { method: 'PUT', cookie: ada.cookie, json: draft }),
    CareerAssessmentStateSchema,
  )
  const resumed = await readJson(
    await app.request('/api/pathways/careers/assessment', { cookie: ada.cookie }),
    CareerAssessmentStateSchema,
  )
  expect(resumed).toMatchObject(draft)
  const other = await readJson(
    await app.request('/api/pathways/careers/assessment', { cookie: bob.cookie }),
    CareerAssessmentStateSchema,
  )
  expect(other.answers).toBeNull()
})

test.each([
  ['a skill rated 6', { answers: { ...ANSWERS, skills: { ...ANSWERS.skills, '2.A.1.a': 6 } } }],
  ['an interest rated 0', { answers: { ...ANSWERS, interests: { ...ANSWERS.interests, realistic: 0 } } }],
  ['a missing value', { answers: { ...ANSWERS, values: { achievement: 3 } } }],
  ['an unknown skill', { answers: { ...ANSWERS, skills: { ...ANSWERS.skills, '9.Z': 3 } } }],
  ['no answers', {}],
])('the run refuses %s with 400', async (_label, json) => {
  const app = await testApp()
  const member = await signUpPremium(app)
  const refused = await readError(
    await app.request('/api/pathways/careers', { method: 'POST', cookie: member.cookie, json }),
    400,
  )
  expect(refused.code).toBe('BAD_REQUEST')
})

test('a second import replaces the first and is recorded; a folder without the files is refused by name', async () => {
  const app = await testApp()
  await importCareerData(app.db, FIXTURE)
  await importCareerData(app.db, FIXTURE)
  expect(await app.db.select().from(careerOccupation)).toHaveLength(7)
  expect(await app.db.select().from(careerDataset)).toHaveLength(2)
  await expect(importCareerData(app.db, join(FIXTURE, 'bls'))).rejects.toThrow(/Occupation/i)
}, 60_000)

test('with the member’s ORCID iD: their topics and the kinds of institution on their works, beside the fit', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const found = await readJson(
    await app.request('/api/authors/search?q=Emily%20Zhang', { cookie }),
    AuthorSearchResponseSchema,
  )
  const me = found.authors[0]
  const run = (author: string) =>
    app.request('/api/pathways/careers', { method: 'POST', cookie, json: { answers: ANSWERS, author } })

  const analysis = await readJson(await run(me?.orcid ?? ''), CareerAnalysisSchema)
  expect(analysis.record?.author).toMatchObject({ id: me?.id, name: 'Emily Zhang' })
  expect(analysis.record?.topics.length).toBeGreaterThan(0)
  const sectors = analysis.record?.sectors ?? []
  expect(sectors[0]).toMatchObject({ type: 'education', archetypes: ['academic-researcher'] })
  for (const sector of sectors) expect(sector.share).toBeGreaterThan(0)
  expect(sectors.find((sector) => sector.type === 'company')?.archetypes).toEqual([
    'industry-innovator',
    'research-entrepreneur',
  ])
  expect(analysis.recordNote).toBeNull()

  const unknown = await readError(await run('0000-0001-0000-0009'), 404)
  expect(unknown.message).toMatch(/^No OpenAlex author has the ORCID iD 0000-0001-0000-0009/)
  await readError(await run('not me'), 400)
})
