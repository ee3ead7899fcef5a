import { expect, test } from 'vitest'
import { AI_POLICY_NOTE, GRANT_CALL_BUDGET, GrantWriterResponseSchema } from '#shared/contract/grants'
import { PathwayToolOutputsSchema } from '#shared/contract/pathways'
import type { TestApp } from '../../test/create-test-app'
import { signUpPremium, testApp } from '../../test/factories'
import { createFakeFetch, fakeLlmEnv, IN_PROCESS_FAKE_ORIGIN } from '../../test/fakes'
import { FAKE_LLM_MODEL } from '../../test/fakes/openai.fake'
import { readError, readJson } from '../../test/read-json'

const IDEA =
  'Heat tolerance of reef-building corals is inherited. We hypothesize that heat tolerance in coral larvae is heritable. It remains unknown which genes carry it.'

const DRAFT = [
  '## Overview',
  'This project studies how heat tolerance of reef-building corals passes from parents to larvae.',
  '',
  '## Intellectual Merit',
  'Coral reefs lose cover in every marine heatwave.',
  '',
  '## Broader Impacts',
  'Students from local high schools will join the summer fieldwork.',
  '',
].join('\n')

function write(app: TestApp, cookie: string | undefined, input: unknown) {
  return app.request('/api/pathways/grants', { method: 'POST', cookie, json: input })
}

/** An app whose upstream calls are counted by path prefix (each request that reaches a fake). */
async function countedApp(env: Record<string, string> = {}, answer?: (url: URL) => Response | null) {
  const fakes = createFakeFetch()
  const calls: URL[] = []
  const sourceFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url)
    if (!url.pathname.startsWith('/openai')) calls.push(url)
    return answer?.(url) ?? fakes(input, init)
  }) as typeof fetch
  const app = await testApp(env, { sourceFetch })
  return { app, calls }
}

test('a visitor is asked to sign in and a free member is told it is premium, on the server', async () => {
  const app = await testApp()
  const free = await app.signUp('Free Member')
  const input = { idea: IDEA, funder: 'nsf', mechanism: 'Standard Grant' }
  await readError(await write(app, undefined, input), 401)
  expect((await readError(await write(app, free.cookie, input), 403)).message).toBe(
    'This feature requires premium access.',
  )
})

test('the input is checked: the idea in the member’s words, a mechanism of the funder, an OpenAlex author id', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const blank = await readError(await write(app, cookie, { idea: '   ', funder: 'nih', mechanism: 'R01' }), 400)
  expect(blank.issues?.[0]?.message).toBe('Please describe your grant proposal writer requirements.')
  const short = await readError(await write(app, cookie, { idea: 'corals', funder: 'nih', mechanism: 'R01' }), 400)
  expect(short.issues?.[0]?.message).toBe('Describe the idea in at least 20 characters')
  await readError(await write(app, cookie, { idea: 'x'.repeat(4001), funder: 'nih', mechanism: 'R01' }), 400)
  const wrong = await readError(await write(app, cookie, { idea: IDEA, funder: 'nih', mechanism: 'CAREER' }), 400)
  expect(wrong.issues?.[0]?.message).toBe('Choose a mechanism of that funder')
  await readError(await write(app, cookie, { idea: IDEA, funder: 'esrc', mechanism: 'R01' }), 400)
  await readError(await write(app, cookie, { idea: IDEA, funder: 'nih', mechanism: 'R01', authorId: 'W123' }), 400)
  await readError(
    await write(app, cookie, { idea: IDEA, funder: 'nih', mechanism: 'R01', draft: 'x'.repeat(30_001) }),
    400,
  )
})

test('NSF: the Project Summary scaffold with the member’s words placed, evidence, similar awards, amounts, calls, findings', async () => {
  const { app, calls } = await countedApp()
  const { cookie } = await signUpPremium(app)
  const result = await readJson(
    await write(app, cookie, { idea: IDEA, funder: 'nsf', mechanism: 'Standard Grant', draft: DRAFT }),
    GrantWriterResponseSchema,
  )
  expect(result).toMatchObject({ funder: 'nsf', mechanism: 'Standard Grant', policy: AI_POLICY_NOTE })
  expect(result.scaffold.kind).toBe('project-summary')
  expect(result.scaffold.limitCharacters).toBe(4600)
  const parts = Object.fromEntries(result.scaffold.parts.map((part) => [part.id, part]))
  expect(parts.overview?.placed.map((entry) => entry.from)).toContain('draft')
  expect(parts['intellectual-merit']?.placed.some((entry) => /hypothesize/.test(entry.text))).toBe(true)
  expect(parts['broader-impacts']?.placed[0]?.text).toMatch(/^Students from local high schools/)

  // similar funded projects, ranked by text: the coral award first, linked, with its amount and fiscal year
  const first = result.similar.projects[0]
  expect(first).toMatchObject({
    source: 'nsf-awards',
    title: 'Inheritance of Heat Tolerance in Reef-Building Corals',
    pis: ['Rosa Marin'],
    organisation: 'Example State University',
    mechanism: 'Standard Grant',
    amount: 498220,
    fiscalYear: 2019,
  })
  expect(first?.url).toMatch(/^https:\/\/www\.nsf\.gov\/awardsearch\/showAward\?AWD_ID=/)
  expect(result.similar.searched.map((entry) => entry.source)).toEqual(['nih-reporter', 'nsf-awards'])
  // every amount names its source and fiscal years
  expect(result.amounts.rows.length).toBeGreaterThan(0)
  for (const row of result.amounts.rows) {
    expect(row.fiscalYears.length).toBeGreaterThan(0)
    expect(row.min).toBeLessThanOrEqual(row.median)
    expect(row.median).toBeLessThanOrEqual(row.max)
  }
  expect(result.amounts.rows.find((row) => row.source === 'nih-reporter' && row.mechanism === 'R01')).toMatchObject({
    count: 1,
    fiscalYears: [2024],
    median: 612345,
  })

  // open opportunities, posted and forecasted, with their close dates
  expect(result.opportunities.status.state).toBe('ok')
  expect(result.opportunities.items.map((item) => item.status).sort()).toEqual(['forecasted', 'posted', 'posted'])
  expect(result.opportunities.items.find((item) => item.title.startsWith('Clinical Trials'))?.closeDate).toBe(
    '2027-02-05',
  )

  // evidence: quoted with [n], every [n] a reference
  expect(result.evidence.status.state).not.toBe('failed')
  const numbers = new Set(result.evidence.references.map((reference) => reference.n))
  for (const quote of result.evidence.quotes) expect(numbers.has(quote.n)).toBe(true)
  expect(result.evidence.references.every((reference) => !reference.retracted)).toBe(true)
  const kinds = result.evidence.quotes.map((quote) => quote.kind)
  expect(kinds.indexOf('finding') === -1 || kinds.lastIndexOf('gap') < kinds.indexOf('finding')).toBe(true)
  if (result.evidence.references.length) expect(result.evidence.exports.bibtex).toMatch(/^@/m)

  // the checker: the three headed parts, within 4,600 characters
  expect(result.findings).toEqual([])

  // no model on this server: said, and why the tool never writes
  expect(result.critique).toMatchObject({ status: 'no-model', text: null })
  expect(result.priorAwards).toBeNull()
  expect(result.calls).toBeLessThanOrEqual(GRANT_CALL_BUDGET)
  expect(calls.length).toBeLessThanOrEqual(GRANT_CALL_BUDGET)
})

test('NIH with an author: the Specific Aims scaffold, prior awards matched by name, the mechanism’s own search', async () => {
  const { app, calls } = await countedApp()
  const { cookie } = await signUpPremium(app)
  const idea =
    'Sepsis kills many adults in hospital. Little is known about how lactate trajectories predict mortality. Our long-term goal is to prevent sepsis deaths.\nAim 1: Determine whether lactate clearance at 6 hours predicts 28-day mortality.\nAim 2: Test a bedside lactate alert in 400 patients.'
  const draft = [
    '## Specific Aims',
    'Aim 1: Determine whether lactate clearance at 6 hours predicts 28-day mortality.',
    '',
    '## Significance',
    'Sepsis is a leading cause of death in hospitals worldwide.',
    '',
  ].join('\n')
  const result = await readJson(
    await write(app, cookie, { idea, funder: 'nih', mechanism: 'R01', authorId: 'A5100000001', draft }),
    GrantWriterResponseSchema,
  )
  expect(result.scaffold.kind).toBe('specific-aims')
  const parts = Object.fromEntries(result.scaffold.parts.map((part) => [part.id, part]))
  expect(parts.hook?.placed[0]?.text).toBe('Sepsis kills many adults in hospital.')
  expect(parts.gap?.placed[0]?.text).toMatch(/^Little is known/)
  expect(parts['long-term-goal']?.placed[0]?.text).toMatch(/^Our long-term goal/)
  expect(parts.aims?.placed.map((entry) => entry.text)).toEqual([
    'Aim 1: Determine whether lactate clearance at 6 hours predicts 28-day mortality.',
    'Aim 2: Test a bedside lactate alert in 400 patients.',
  ])
  expect(parts.objective?.placed).toEqual([])
  expect(parts.objective?.question).toMatch(/\?$/)
  expect(result.similar.projects[0]?.title).toBe('Lactate Trajectories and Mortality in Adult Sepsis')
  // NIH searched twice: the idea, and the idea within the mechanism's activity codes
  const nihBodies = calls.filter((url) => url.pathname.endsWith('/v2/projects/search'))
  expect(nihBodies.length).toBe(3)
  // The fixture's NSF award of Amara Okafor (the OpenAlex author A5100000001) is found by name.
  expect(result.priorAwards?.author).toMatchObject({ id: 'A5100000001', name: 'Amara Okafor' })
  expect(result.priorAwards?.awards.map((award) => award.title)).toEqual([
    'Drought and Microbial Carbon Use in Grassland Soils',
  ])
  expect(result.priorAwards?.match).toMatch(/family name “okafor” and the first initial “A”/)
  // the checker: the uncited fact in the Significance, with the offsets of its sentence
  expect(result.findings.map((finding) => finding.rule)).toEqual(['uncited-claim'])
  const finding = result.findings[0]
  expect(draft.slice(finding?.start, finding?.end)).toBe('Sepsis is a leading cause of death in hospitals worldwide.')
})

test('a failing upstream empties its own section with a message; all failing is an error', async () => {
  const { app } = await countedApp({}, (url) =>
    url.pathname.includes('/nsfawards') || url.pathname.includes('/grantsgov')
      ? new Response('down', { status: 503 })
      : null,
  )
  const { cookie } = await signUpPremium(app)
  const result = await readJson(
    await write(app, cookie, { idea: IDEA, funder: 'nsf', mechanism: 'CAREER' }),
    GrantWriterResponseSchema,
  )
  expect(result.opportunities.status).toMatchObject({
    state: 'failed',
    message: 'Grants.gov did not answer this time.',
  })
  expect(result.similar.searched[1]?.status).toMatchObject({ state: 'failed' })
  expect(result.similar.status.state).toBe('ok')

  const down = await countedApp({}, (url) =>
    url.pathname.startsWith('/openai') ? null : new Response('down', { status: 503 }),
  )
  const other = await signUpPremium(down.app)
  const error = await readError(
    await write(down.app, other.cookie, { idea: IDEA, funder: 'nsf', mechanism: 'CAREER' }),
    502,
  )
  expect(error.message).toBe('Failed to generate analysis. Please try again.')
})

test('with a model: a critique against the review criteria, and asked again that day the cached answers cost no call', async () => {
  const { app, calls } = await countedApp(fakeLlmEnv(IN_PROCESS_FAKE_ORIGIN, FAKE_LLM_MODEL))
  const { cookie } = await signUpPremium(app)
  const input = { idea: IDEA, funder: 'nsf', mechanism: 'Standard Grant', draft: DRAFT }
  const result = await readJson(await write(app, cookie, input), GrantWriterResponseSchema)
  expect(result.critique).toMatchObject({ status: 'written', model: FAKE_LLM_MODEL })
  expect(result.critique.criteria[0]).toMatch(/^Intellectual Merit/)
  expect(result.critique.note).toMatch(/not text to paste in/)
  const first = calls.length
  const again = await readJson(await write(app, cookie, input), GrantWriterResponseSchema)
  expect(again.calls).toBe(0)
  expect(calls.length).toBe(first)
  expect(again.similar.projects).toEqual(result.similar.projects)
})

test('the last run is kept for its member and reopened; another member never sees it', async () => {
  const app = await testApp()
  const owner = await signUpPremium(app, 'Owner')
  const other = await signUpPremium(app, 'Other')
  const input = { idea: IDEA, funder: 'nsf', mechanism: 'Standard Grant' }
  const result = await readJson(await write(app, owner.cookie, input), GrantWriterResponseSchema)
  const path = '/api/pathways/outputs?tool=grant-proposal-writer'
  const kept = await readJson(await app.request(path, { cookie: owner.cookie }), PathwayToolOutputsSchema)
  expect(kept.outputs).toHaveLength(1)
  expect(kept.outputs[0]?.input).toEqual(input)
  expect(GrantWriterResponseSchema.parse(kept.outputs[0]?.output)).toEqual(result)
  const others = await readJson(await app.request(path, { cookie: other.cookie }), PathwayToolOutputsSchema)
  expect(others.outputs).toEqual([])
})
