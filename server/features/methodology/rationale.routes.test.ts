import { expect, test } from 'vitest'
import { MethodologyPlanSchema } from '#shared/contract/methodology'
import { createFakeFetch, fakeLlmEnv, IN_PROCESS_FAKE_ORIGIN } from '../../test/fakes'
import { createOpenAiFake, FAKE_LLM_MODEL } from '../../test/fakes/openai.fake'
import { signUpPremium, testApp } from '../../test/factories'
import { readJson } from '../../test/read-json'
import { CHANGED_NOTICE, FAILED_NOTICE, rationaleFacts } from './rationale'

const question = {
  researchQuestion: 'Does a peer-tutoring program improve first-year maths grades?',
  canRandomise: true,
  outcomeType: 'continuous',
}

/** A premium member's new plan on an app with the fake OpenAI-compatible model `model` (null: no model). */
async function planWith(model: string | null, env: Record<string, string> = {}, sourceFetch?: typeof fetch) {
  const app = await testApp({ ...(model ? fakeLlmEnv(IN_PROCESS_FAKE_ORIGIN, model) : {}), ...env }, { sourceFetch })
  const { cookie } = await signUpPremium(app)
  const plan = await readJson(
    await app.request('/api/methodology/plans', { method: 'POST', cookie, json: question }),
    MethodologyPlanSchema,
    201,
  )
  return { app, cookie, plan }
}

const numbers = (text: string) => (text.match(/\d+(?:\.\d+)?|\.\d+/g) ?? []).map(Number).sort((a, b) => a - b)

test('with a model, the reasons are its rewording, keeping every number of the rules, and kept with the plan', async () => {
  const { app, cookie, plan } = await planWith(FAKE_LLM_MODEL)
  const rules = rationaleFacts(plan.advice).join(' ')

  expect(plan.advice.rationale).toMatchObject({ source: 'model', model: FAKE_LLM_MODEL, notice: null })
  const text = plan.advice.rationale?.text ?? ''
  expect(text).not.toBe(rules)
  expect(text).not.toMatch(/\[\d+\]/)
  expect(numbers(text)).toEqual(numbers(rules))
  expect(text).toContain('64 per group (128 in all)')
  // The decisions stay the rules': the same designs, guideline and sample size as without a model.
  const { plan: withoutModel } = await planWith(null)
  expect({ ...plan.advice, rationale: null }).toEqual(withoutModel.advice)

  const reopened = await readJson(
    await app.request(`/api/methodology/plans/${plan.id}`, { cookie }),
    MethodologyPlanSchema,
  )
  expect(reopened.advice.rationale).toEqual(plan.advice.rationale)
})

/** The fake model's real answer on the wire, with `from` changed to `to`: a model that invents a figure. */
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

test('a model that changes a number is set aside: the rules’ reasons are shown, saying why', async () => {
  const { plan } = await planWith(FAKE_LLM_MODEL, {}, miscopying('128', '130'))

  expect(plan.advice.rationale).toEqual({
    text: rationaleFacts(plan.advice).join(' '),
    source: 'rules',
    model: null,
    notice: CHANGED_NOTICE,
  })
  expect(plan.advice.rationale?.text).toContain('128 in all')
})

test('a model that cites a sentence it was not given is set aside as well', async () => {
  const { plan } = await planWith('fake-llm-llm-invent')
  expect(plan.advice.rationale).toMatchObject({ source: 'rules', notice: CHANGED_NOTICE })
})

test('a model that never answers is given up after LLM_TIMEOUT_MS, and the plan comes with the rules’ reasons', async () => {
  const { plan } = await planWith('fake-llm-llm-hang', { LLM_TIMEOUT_MS: '300' })
  expect(plan.advice.rationale).toMatchObject({ source: 'rules', model: null, notice: FAILED_NOTICE })
  expect(plan.advice.guideline.id).toBe('CONSORT')
})

test('a model that fails (HTTP 500) falls back to the rules’ reasons', async () => {
  const { plan } = await planWith('fake-llm-fail-500')
  expect(plan.advice.rationale).toMatchObject({ source: 'rules', notice: FAILED_NOTICE })
})

test('without a model there is no rewording: the plan is as before', async () => {
  const { plan } = await planWith(null)
  expect(plan.advice.rationale).toBeNull()
})
