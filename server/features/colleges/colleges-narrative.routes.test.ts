import { join } from 'node:path'
import { expect, test } from 'vitest'
import { MatchResponseSchema, NarrativeResponseSchema } from '#shared/contract/colleges'
import { projectRoot } from '../../lib/paths'
import { createFakeFetch, fakeLlmEnv, IN_PROCESS_FAKE_ORIGIN } from '../../test/fakes'
import { createOpenAiFake, FAKE_LLM_MODEL } from '../../test/fakes/openai.fake'
import { testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { INVENTED_FIGURE_NOTICE, MODEL_FAILED_NOTICE, summaryFacts } from './college-narrative'

const FIXTURE = join(projectRoot, 'server/test/fixtures/colleges/institutions.csv')
const answers = { academicInterests: ['Engineering', 'Computer Science'], satScore: 1500 }
const BAYSIDE = 900001

/** The app on the fixture, with the fake OpenAI-compatible model named `model` (its name carries a behaviour). */
async function appWith(model: string | null, sourceFetch?: typeof fetch) {
  const app = await testApp(
    { COLLEGE_DATA: FIXTURE, ...(model ? fakeLlmEnv(IN_PROCESS_FAKE_ORIGIN, model) : {}) },
    { sourceFetch },
  )
  const { cookie } = await app.signUp()
  const match = await readJson(
    await app.request('/api/colleges/match', { method: 'POST', cookie, json: { answers } }),
    MatchResponseSchema,
  )
  const narrative = async (unitId = BAYSIDE) =>
    readJson(
      await app.request('/api/colleges/narrative', { method: 'POST', cookie, json: { answers, unitId } }),
      NarrativeResponseSchema,
    )
  return { app, cookie, match, narrative }
}

const figures = (text: string) => text.match(/\d+(?:,\d{3})*(?:\.\d+)?/g) ?? []

test('with a model: the summary is its text, from the facts only, named as written by it', async () => {
  const { match, narrative } = await appWith(FAKE_LLM_MODEL)
  expect(match.narrativeModel).toBe(FAKE_LLM_MODEL)
  const bayside = match.recommendations.find((college) => college.unitId === BAYSIDE)
  expect(bayside?.summary.source).toBe('composed')

  const { summary } = await narrative()

  expect(summary).toMatchObject({ source: 'model', model: FAKE_LLM_MODEL, notice: null })
  expect(summary.text).not.toMatch(/\[\d+\]/)
  expect(summary.text).not.toBe(bayside?.summary.text)
  const facts = summaryFacts(bayside!).join(' ')
  for (const figure of figures(summary.text)) expect(facts).toContain(figure)
  expect(figures(summary.text).length).toBeGreaterThan(0)
})

/** The fake model's real answer on the wire, with every `from` in it changed to `to`: a model that miscopies. */
function miscopying(from: string, to: string): typeof fetch {
  const model = createOpenAiFake()
  const sources = createFakeFetch()
  return async (input, init) => {
    const request = new Request(input, init)
    if (!new URL(request.url).pathname.startsWith('/openai/')) return sources(input, init)
    const answer = await model.fetch(new Request(request.url.replace('/openai', ''), request))
    const body = (await answer.text()).replaceAll(from, to)
    return new Response(body, { status: answer.status, headers: answer.headers })
  }
}

test('a model that names a figure not in the facts is set aside: the composed summary, with the reason', async () => {
  const { match, narrative } = await appWith(FAKE_LLM_MODEL, miscopying('95%', '97%'))
  const { summary } = await narrative()
  const composed = match.recommendations.find((college) => college.unitId === BAYSIDE)?.summary
  expect(composed?.text).toContain('95%')
  expect(summary).toEqual({ ...composed, notice: INVENTED_FIGURE_NOTICE })
})

test('a model that cites a fact it was not given is set aside as well', async () => {
  const { match, narrative } = await appWith('fake-llm-llm-invent')
  // The fake cites [k + 3] for k facts given (at most 5): a college with fewer than 8 facts has none such.
  const few = match.recommendations.find((college) => summaryFacts(college).length < 8)
  expect(few).toBeDefined()
  const { summary } = await narrative(few?.unitId)
  expect(summary).toEqual({ ...few?.summary, notice: INVENTED_FIGURE_NOTICE })
})

test('a model that fails (HTTP 500) falls back to the composed summary, with the reason', async () => {
  const { narrative } = await appWith('fake-llm-fail-500')
  const { summary } = await narrative()
  expect(summary).toMatchObject({ source: 'composed', model: null, notice: MODEL_FAILED_NOTICE })
  expect(summary.text).toMatch(/^Bayside Institute of Technology is/)
})

test('without a model: the match offers no model, and the narrative is the composed summary', async () => {
  const { match, narrative } = await appWith(null)
  expect(match.narrativeModel).toBeNull()
  const { summary } = await narrative()
  expect(summary).toEqual(match.recommendations.find((college) => college.unitId === BAYSIDE)?.summary)
  expect(summary.source).toBe('composed')
})

test('a college outside the matches is 404; a bad id is 400', async () => {
  const { app, cookie } = await appWith(null)
  const ask = (unitId: unknown) =>
    app.request('/api/colleges/narrative', { method: 'POST', cookie, json: { answers, unitId } })
  expect((await readError(await ask(123), 404)).message).toMatch(/not among the matches/)
  await readError(await ask('abc'), 400)
})
