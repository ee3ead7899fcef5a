import { expect, test } from 'vitest'
import {
  DeleteHypothesisRunResponseSchema,
  HypothesisEventSchema,
  HypothesisRunListSchema,
  MAX_HYPOTHESIS_UPSTREAM_CALLS,
  SavedHypothesisRunSchema,
  type HypothesisEvent,
  type HypothesisInput,
  type SavedHypothesisRun,
} from '#shared/contract/hypotheses'
import type { TestApp } from '../../test/create-test-app'
import { signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'

function generate(app: TestApp, cookie: string | undefined, input: Partial<HypothesisInput>, init: RequestInit = {}) {
  return app.request('/api/hypotheses', {
    method: 'POST',
    cookie,
    json: { area: 'fish oil', sources: ['openalex'], ...input },
    ...init,
  })
}

async function eventsOf(response: Response): Promise<HypothesisEvent[]> {
  expect(response.status, await response.clone().text()).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const blocks = (await response.text()).split('\n\n').filter((block) => block.trim())
  return blocks.map((block) => {
    expect(block).toMatch(/^data: /)
    return HypothesisEventSchema.parse(JSON.parse(block.slice('data: '.length)))
  })
}

function runOf(events: HypothesisEvent[]): SavedHypothesisRun {
  const done = events.filter((event) => event.type === 'done')
  expect(done, JSON.stringify(events.filter((event) => event.type === 'error'))).toHaveLength(1)
  return (done[0] as Extract<HypothesisEvent, { type: 'done' }>).run
}

test('a visitor is asked to sign in and a free member is told it is premium, before any stream', async () => {
  const app = await testApp()
  const free = await app.signUp('Free Member')
  await readError(await generate(app, undefined, {}), 401)
  const refused = await generate(app, free.cookie, {})
  expect(refused.headers.get('content-type')).toMatch(/json/)
  expect((await readError(refused, 403)).message).toBe('This feature requires premium access.')
})

test('a blank area gets the spec’s message; connecting two ideas needs the second', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const blank = await readError(await generate(app, cookie, { area: '  ' }), 400)
  expect(blank.issues?.[0]?.message).toBe('Please enter a research area for hypothesis generation.')
  const closed = await readError(await generate(app, cookie, { mode: 'closed' }), 400)
  expect(closed.issues?.[0]?.message).toBe('Please enter the second idea to connect.')
})

test('open discovery finds Swanson’s Raynaud’s disease from fish oil, with every link quoted from retrieved works', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const events = await eventsOf(await generate(app, cookie, {}))
  const stages = events.flatMap((event) => (event.type === 'stage' ? [`${event.stage}:${event.status}`] : []))
  expect(stages).toEqual([
    'retrieve:started',
    'retrieve:done',
    'concepts:started',
    'concepts:done',
    'expand:started',
    'expand:done',
    'discover:started',
    'discover:done',
    'write:started',
    'write:done',
  ])
  const { result } = runOf(events)
  const first = result.hypotheses[0]
  expect(first?.c.name.toLowerCase()).toContain('raynaud')
  expect(first?.statement).toMatch(/^There is an effect of fish oil on raynaud disease, mediated by /i)
  expect(first?.nullHypothesis).toMatch(/^There is no effect of fish oil on /)
  expect(first?.linkingTermCount).toBeGreaterThanOrEqual(3)
  expect(first?.novelty).toMatchObject({ observed: 0, closest: null })
  expect(first?.plausibility).not.toMatch(/%/)
  expect(result.method.upstreamCalls).toBeLessThanOrEqual(MAX_HYPOTHESIS_UPSTREAM_CALLS)
  expect(result.method.expansions.length).toBeGreaterThan(0)
  expect(result.references.map((reference) => reference.n)).toEqual(result.references.map((_, i) => i + 1))
  for (const hypothesis of result.hypotheses)
    for (const link of hypothesis.links)
      for (const evidence of [link.ab, link.bc]) {
        expect(evidence.works).toBeGreaterThanOrEqual(2)
        for (const quote of evidence.quotes) {
          const work = result.references[quote.n - 1]?.work
          expect(`${work?.title ?? ''} ${work?.abstract ?? ''}`).toContain(quote.text)
        }
      }
  for (const quote of result.openQuestions) expect(result.references[quote.n - 1]?.work.abstract).toContain(quote.text)
})

test('connecting two ideas names what links them, strongest first', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const { result } = runOf(
    await eventsOf(await generate(app, cookie, { mode: 'closed', area: 'fish oil', target: "Raynaud's disease" })),
  )
  const mediators = result.hypotheses.map((hypothesis) => hypothesis.variables.mediators[0]?.toLowerCase())
  expect(mediators).toEqual(expect.arrayContaining(['blood viscosity', 'platelet aggregation', 'vascular reactivity']))
  expect(result.hypotheses.every((hypothesis) => hypothesis.links.length === 1)).toBe(true)
})

test('an area the works never name says so instead of inventing hypotheses', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const { result } = runOf(await eventsOf(await generate(app, cookie, { area: 'no-results quantum gravity' })))
  expect(result.hypotheses).toEqual([])
  expect(result.notice).toMatch(/is not named as a concept/)
})

test('saved runs: listed, reopened, exported and deleted by their owner; another member gets 404', async () => {
  const app = await testApp()
  const owner = await signUpPremium(app, 'Owner')
  const other = await signUpPremium(app, 'Other')
  const saved = runOf(await eventsOf(await generate(app, owner.cookie, {})))
  const path = `/api/hypotheses/${saved.id}`

  const list = await readJson(await app.request('/api/hypotheses', { cookie: owner.cookie }), HypothesisRunListSchema)
  expect(list.runs.map((run) => run.id)).toEqual([saved.id])
  expect(list.runs[0]?.hypotheses).toBe(saved.result.hypotheses.length)
  expect((await readJson(await app.request(path, { cookie: owner.cookie }), SavedHypothesisRunSchema)).id).toBe(
    saved.id,
  )

  const markdown = await app.request(`${path}/export/markdown`, { cookie: owner.cookie })
  expect(markdown.headers.get('content-disposition')).toMatch(/fish-oil-hypotheses\.md/)
  const text = await markdown.text()
  expect(text).toMatch(/^# Hypotheses: fish oil/)
  expect(text).toMatch(/## H1\. /)
  const bibtex = await (await app.request(`${path}/export/bibtex`, { cookie: owner.cookie })).text()
  expect(bibtex.match(/^@/gm)?.length).toBe(saved.result.references.length)

  await readError(await app.request(path, { cookie: other.cookie }), 404)
  await readError(await app.request(`${path}/export/ris`, { cookie: other.cookie }), 404)
  expect(
    await readJson(
      await app.request(path, { method: 'DELETE', cookie: other.cookie }),
      DeleteHypothesisRunResponseSchema,
    ),
  ).toEqual({ removed: false })
  expect(
    await readJson(
      await app.request(path, { method: 'DELETE', cookie: owner.cookie }),
      DeleteHypothesisRunResponseSchema,
    ),
  ).toEqual({ removed: true })
  await readError(await app.request(path, { cookie: owner.cookie }), 404)
})

test('a run the client leaves is stopped and not kept', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const leave = new AbortController()
  const response = await generate(app, cookie, {}, { signal: leave.signal })
  const reader = response.body?.getReader()
  await reader?.read()
  leave.abort()
  await reader?.cancel().catch(() => undefined)
  await new Promise((resolve) => setTimeout(resolve, 300))
  const list = await readJson(await app.request('/api/hypotheses', { cookie }), HypothesisRunListSchema)
  expect(list.runs).toEqual([])
})
