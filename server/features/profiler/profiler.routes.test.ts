import { expect, test } from 'vitest'
import { ProfilerStateSchema, ResetProfilerResponseSchema, type ProfilerAnswersInput } from '#shared/contract/profiler'
import { PROFILE_ANSWERS, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'

const ML_ANSWERS: ProfilerAnswersInput = {
  ...PROFILE_ANSWERS,
  research_interest: 'Machine learning models that detect disease in medical images',
}

test('a new member has no profile; a draft is kept with its step, and survives a reload', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const empty = await readJson(await app.request('/api/profiler', { cookie }), ProfilerStateSchema)
  expect(empty).toEqual({ answers: null, step: 0, analysis: null, updatedAt: null })

  const saved = await app.request('/api/profiler/draft', {
    method: 'PUT',
    cookie,
    json: { answers: { research_interest: '  coral reefs  ', experience_level: 'Postdoc' }, step: 2 },
  })
  expect(saved.status).toBe(200)
  const state = await readJson(await app.request('/api/profiler', { cookie }), ProfilerStateSchema)
  expect(state.step).toBe(2)
  expect(state.answers).toMatchObject({
    research_interest: 'coral reefs',
    experience_level: 'Postdoc',
    publications: null,
  })
})

test('an analysis scores the answers, recommends, finds real venues of the topic, and is kept', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const response = await app.request('/api/profiler/analysis', {
    method: 'POST',
    cookie,
    json: { answers: ML_ANSWERS },
  })

  expect(response.status).toBe(200)
  const { analysis } = await readJson(response, ProfilerStateSchema)
  expect(analysis?.scores.map((score) => score.label)).toEqual([
    'Research Potential',
    'Goal Alignment',
    'Collaboration Score',
  ])
  expect(analysis?.summary).toMatchObject({
    experience_level: 'Graduate Student',
    publications: '0',
    linkedin_url: null,
  })
  expect(analysis?.recommendations[0]).toMatchObject({ priority: 'High' })
  expect(analysis?.recommendations.map((item) => item.id)).toContain('first-publication')
  const { opportunities } = analysis!
  expect(opportunities.unavailable).toBeNull()
  expect(opportunities.query).toBe('machine learning models detect disease medical images')
  expect(opportunities.journals.length).toBeGreaterThan(0)
  expect(opportunities.journals.every((venue) => /^https:\/\/openalex\.org\/S\d+$/.test(venue.url))).toBe(true)
  expect(opportunities.conferences.map((venue) => venue.name)).toContain('International Conference on Learning Systems')
  const works = opportunities.journals.map((venue) => venue.works)
  expect(works).toEqual([...works].sort((a, b) => b - a))

  const reloaded = await readJson(await app.request('/api/profiler', { cookie }), ProfilerStateSchema)
  expect(reloaded.analysis).toEqual(analysis)
  expect(reloaded.answers?.research_interest).toBe(ML_ANSWERS.research_interest)
})

test('changing an answer drops the analysis of the old answers; moving between questions keeps it', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const analysed = await readJson(
    await app.request('/api/profiler/analysis', { method: 'POST', cookie, json: { answers: ML_ANSWERS } }),
    ProfilerStateSchema,
  )
  const draft = (answers: ProfilerAnswersInput, step: number) =>
    app.request('/api/profiler/draft', { method: 'PUT', cookie, json: { answers, step } })

  const moved = await readJson(await draft(ML_ANSWERS, 4), ProfilerStateSchema)
  expect(moved.analysis).toEqual(analysed.analysis)

  const changed = await readJson(await draft({ ...ML_ANSWERS, publications: '1-3' }, 4), ProfilerStateSchema)
  expect(changed.analysis).toBeNull()
})

test('incomplete or invalid answers are refused with the question they concern', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const incomplete = await app.request('/api/profiler/analysis', {
    method: 'POST',
    cookie,
    json: { answers: { ...ML_ANSWERS, research_goals: '   ', linkedin_url: 'https://evil.example/in/x' } },
  })

  expect(incomplete.status).toBe(400)
  const body = await readError(incomplete)
  expect(body.code).toBe('BAD_REQUEST')
  expect(body.issues?.map((issue) => issue.path)).toEqual(
    expect.arrayContaining(['answers.research_goals', 'answers.linkedin_url']),
  )
})

test('when OpenAlex fails the analysis is still given, and says why the venues are missing', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const response = await app.request('/api/profiler/analysis', {
    method: 'POST',
    cookie,
    json: { answers: { ...ML_ANSWERS, research_interest: 'coral reef recovery fail-500' } },
  })

  expect(response.status).toBe(200)
  const { analysis } = await readJson(response, ProfilerStateSchema)
  expect(analysis?.scores).toHaveLength(3)
  expect(analysis?.opportunities).toMatchObject({ journals: [], conferences: [] })
  expect(analysis?.opportunities.unavailable).toMatch(
    /^Journals and conferences could not be looked up: OpenAlex did not answer\./,
  )
})

test('retake forgets the profile; another member never sees it', async () => {
  const app = await testApp()
  const owner = await app.signUp()
  const other = await app.signUp()
  await app.request('/api/profiler/analysis', { method: 'POST', cookie: owner.cookie, json: { answers: ML_ANSWERS } })

  const others = await readJson(await app.request('/api/profiler', { cookie: other.cookie }), ProfilerStateSchema)
  expect(others.answers).toBeNull()

  const reset = await app.request('/api/profiler', { method: 'DELETE', cookie: owner.cookie })
  expect(await readJson(reset, ResetProfilerResponseSchema)).toEqual({ reset: true })
  const after = await readJson(await app.request('/api/profiler', { cookie: owner.cookie }), ProfilerStateSchema)
  expect(after).toMatchObject({ answers: null, analysis: null, step: 0 })
})
