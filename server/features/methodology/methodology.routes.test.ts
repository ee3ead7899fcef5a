import { expect, test } from 'vitest'
import {
  DeletePlanResponseSchema,
  MethodologyPlanSchema,
  MethodologyPlansResponseSchema,
  PowerResultSchema,
} from '#shared/contract/methodology'
import { signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'

const QUESTION = 'Does a peer-tutoring program improve first-year maths grades?'

test('the power calculator answers a premium member with the solved sample size and a curve', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  const response = await app.request('/api/methodology/power', {
    method: 'POST',
    cookie,
    json: { test: 't-independent', solveFor: 'sampleSize', alpha: 0.05, power: 0.8, effect: 0.5 },
  })

  const result = await readJson(response, PowerResultSchema)
  expect(result).toMatchObject({ n: 64, totalN: 128, sampleSizeUnit: 'per group' })
  expect(result.curve.length).toBeGreaterThan(20)
})

test('a free member gets 403 with the premium message and a visitor 401, for the calculator and the advisor', async () => {
  const app = await testApp()
  const free = await app.signUp('Free Member')
  const power = { test: 'correlation', solveFor: 'power', alpha: 0.05, n: 50, effect: 0.3 }

  const forFree = await app.request('/api/methodology/power', { method: 'POST', cookie: free.cookie, json: power })
  expect((await readError(forFree, 403)).message).toBe('This feature requires premium access.')
  await readError(
    await app.request('/api/methodology/plans', { method: 'POST', json: { researchQuestion: QUESTION } }),
    401,
  )
})

test('a question with no content is refused with the spec’s message, and impossible power inputs with a reason', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  const blank = await app.request('/api/methodology/plans', {
    method: 'POST',
    cookie,
    json: { researchQuestion: '  ' },
  })
  expect((await readError(blank, 400)).issues?.[0]?.message).toBe(
    'Please enter your research question for methodology recommendations.',
  )
  const tooSmall = await app.request('/api/methodology/power', {
    method: 'POST',
    cookie,
    json: { test: 'correlation', solveFor: 'sampleSize', alpha: 0.05, power: 0.99, effect: 0.001 },
  })
  expect((await readError(tooSmall, 400)).message).toMatch(/more than 1,000,000/)
})

test('a plan is kept: listed, reopened with its ticks, and neither readable nor changeable by another member', async () => {
  const app = await testApp()
  const owner = await signUpPremium(app, 'Plan Owner')
  const other = await signUpPremium(app, 'Someone Else')

  const created = await readJson(
    await app.request('/api/methodology/plans', {
      method: 'POST',
      cookie: owner.cookie,
      json: {
        researchQuestion: QUESTION,
        canRandomise: true,
        groups: 2,
        outcomeType: 'continuous',
        ethicsFlags: ['minors'],
      },
    }),
    MethodologyPlanSchema,
    201,
  )
  expect(created.studyType).toBe('Mixed Methods')
  expect(created.advice.guideline.id).toBe('CONSORT')
  const ticks = [created.advice.guideline.items[0]!.id, 'ethics-parental-consent']

  const ticked = await readJson(
    await app.request(`/api/methodology/plans/${created.id}/checked`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { checked: ticks },
    }),
    MethodologyPlanSchema,
  )
  expect(ticked.checked).toEqual(ticks)

  const reopened = await readJson(
    await app.request(`/api/methodology/plans/${created.id}`, { cookie: owner.cookie }),
    MethodologyPlanSchema,
  )
  expect(reopened.checked).toEqual(ticks)
  const list = await readJson(
    await app.request('/api/methodology/plans', { cookie: owner.cookie }),
    MethodologyPlansResponseSchema,
  )
  expect(list.plans).toEqual([expect.objectContaining({ id: created.id, researchQuestion: QUESTION, checkedCount: 2 })])

  await readError(await app.request(`/api/methodology/plans/${created.id}`, { cookie: other.cookie }), 404)
  await readError(
    await app.request(`/api/methodology/plans/${created.id}/checked`, {
      method: 'PUT',
      cookie: other.cookie,
      json: { checked: [] },
    }),
    404,
  )
  const othersList = await readJson(
    await app.request('/api/methodology/plans', { cookie: other.cookie }),
    MethodologyPlansResponseSchema,
  )
  expect(othersList.plans).toEqual([])
  const notTheirs = await readJson(
    await app.request(`/api/methodology/plans/${created.id}`, { method: 'DELETE', cookie: other.cookie }),
    DeletePlanResponseSchema,
  )
  expect(notTheirs.removed).toBe(false)

  const removed = await readJson(
    await app.request(`/api/methodology/plans/${created.id}`, { method: 'DELETE', cookie: owner.cookie }),
    DeletePlanResponseSchema,
  )
  expect(removed.removed).toBe(true)
  await readError(await app.request(`/api/methodology/plans/${created.id}`, { cookie: owner.cookie }), 404)
})

test('ticking an item that is not on the plan’s checklists is refused', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const plan = await readJson(
    await app.request('/api/methodology/plans', {
      method: 'POST',
      cookie,
      json: { researchQuestion: 'How do nurses experience night shifts?' },
    }),
    MethodologyPlanSchema,
    201,
  )

  const response = await app.request(`/api/methodology/plans/${plan.id}/checked`, {
    method: 'PUT',
    cookie,
    json: { checked: ['CONSORT-1'] },
  })

  expect((await readError(response, 400)).message).toContain('CONSORT-1')
})
