import { expect, test } from 'vitest'
import { MethodologyPlanSchema } from '#shared/contract/methodology'
import { MAX_RESEARCH_PATHS, ResearchPathListSchema, ResearchPathSchema } from '#shared/contract/timeline'
import type { TestApp } from '../../test/create-test-app'
import { signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { createResearchPath } from '../timeline'

const QUESTION = 'Does a peer-tutoring program improve first-year maths grades?'

async function planOf(app: TestApp, cookie: string) {
  return readJson(
    await app.request('/api/methodology/plans', {
      method: 'POST',
      cookie,
      json: { researchQuestion: QUESTION, canRandomise: true, outcomeType: 'continuous', ethicsFlags: ['minors'] },
    }),
    MethodologyPlanSchema,
    201,
  )
}

const send = (app: TestApp, cookie: string | undefined, planId: string, startDate: unknown) =>
  app.request(`/api/methodology/plans/${planId}/timeline`, { method: 'POST', cookie, json: { startDate } })

test('the phased plan becomes a saved research path: one milestone per phase, due when the phase ends', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const plan = await planOf(app, cookie)
  // Literature 3, ethics 8 (minors: full review), pilot 2, collection 8, analysis 4 (+ mixed: 6), writing 4.
  const weeks = plan.advice.phases.map((phase) => phase.weeks)
  expect(weeks.slice(0, 3)).toEqual([3, 8, 2])

  const path = await readJson(await send(app, cookie, plan.id, '2030-01-07'), ResearchPathSchema, 201)

  expect(path.title).toBe(QUESTION)
  expect(path.milestones.map((milestone) => milestone.title)).toEqual(plan.advice.phases.map((phase) => phase.name))
  // 2030-01-07 + 3 weeks = 01-28; + 8 weeks = 03-25; + 2 weeks = 04-08.
  expect(path.milestones.slice(0, 3).map((milestone) => milestone.deadline)).toEqual([
    '2030-01-28',
    '2030-03-25',
    '2030-04-08',
  ])
  const totalDays = plan.advice.totalWeeks * 7
  const last = new Date(Date.UTC(2030, 0, 7) + totalDays * 86_400_000).toISOString().slice(0, 10)
  expect(path.milestones.at(-1)?.deadline).toBe(last)
  expect(path.milestones[1]).toMatchObject({ title: 'Ethics approval', priority: 'High', status: 'Planned' })
  expect(path.milestones[1]?.description).toMatch(/^8 weeks from 2030-01-28\. .*full committee review/)
  expect(path.description).toContain(`${plan.advice.totalWeeks} weeks in ${plan.advice.phases.length} phases`)

  const list = await readJson(await app.request('/api/timeline/paths', { cookie }), ResearchPathListSchema)
  expect(list.paths).toEqual([expect.objectContaining({ id: path.id, milestoneCount: plan.advice.phases.length })])
  const reopened = await readJson(await app.request(`/api/timeline/paths/${path.id}`, { cookie }), ResearchPathSchema)
  expect(reopened.milestones).toEqual(path.milestones)
})

test("only the plan's owner can send it, a free member gets 403 and a visitor 401", async () => {
  const app = await testApp()
  const owner = await signUpPremium(app, 'Plan Owner')
  const other = await signUpPremium(app, 'Someone Else')
  const free = await app.signUp('Free Member')
  const plan = await planOf(app, owner.cookie)

  expect((await readError(await send(app, other.cookie, plan.id, '2030-01-07'), 404)).message).toBe('Plan not found.')
  const otherPaths = await readJson(
    await app.request('/api/timeline/paths', { cookie: other.cookie }),
    ResearchPathListSchema,
  )
  expect(otherPaths.paths).toEqual([])
  expect((await readError(await send(app, free.cookie, plan.id, '2030-01-07'), 403)).message).toBe(
    'This feature requires premium access.',
  )
  await readError(await send(app, undefined, plan.id, '2030-01-07'), 401)
})

test('a start date that is not a date, or too late for the last deadline, is refused with a reason', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const plan = await planOf(app, cookie)

  expect((await readError(await send(app, cookie, plan.id, '07/01/2030'), 400)).issues?.[0]?.message).toBe(
    'Enter a date as YYYY-MM-DD',
  )
  // The start is allowed, but the last phase would end in 2201, past the timeline's own limit.
  const late = await readError(await send(app, cookie, plan.id, '2200-12-01'), 400)
  expect(late.issues?.some((issue) => issue.message === 'Pick a date between 1900 and 2200')).toBe(true)
})

test(`a member who already keeps ${MAX_RESEARCH_PATHS} research paths is refused with the timeline's message`, async () => {
  const app = await testApp()
  const { cookie, userId } = await signUpPremium(app)
  const plan = await planOf(app, cookie)
  const ctx = { db: app.db, now: () => new Date(), user: { id: userId } }
  for (let i = 0; i < MAX_RESEARCH_PATHS; i++)
    await createResearchPath(ctx, { title: `Path ${i}`, milestones: [{ title: 'Start', deadline: '2030-01-01' }] })

  const refused = await readError(await send(app, cookie, plan.id, '2030-01-07'), 409)

  expect(refused.message).toBe(`You can keep up to ${MAX_RESEARCH_PATHS} research paths. Delete one to save another.`)
})
