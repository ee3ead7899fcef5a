import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { PathwaysContentSchema, PathwayToolOutputsSchema } from '#shared/contract/pathways'
import { queryRows } from '../../db/query-rows'
import { insertUserRowsOfEveryFeature, signUpFounder, signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { MAX_TOOL_OUTPUT_CHARS, saveToolOutput } from './pathways.service'

const ROUTES = ['/api/pathways/content', '/api/pathways/outputs']

test('every pathways route answers a visitor 401 and a free member 403, with the premium message', async () => {
  const app = await testApp()
  const free = await app.signUp('Free Member')
  for (const path of ROUTES) {
    expect((await readError(await app.request(path), 401)).code).toBe('UNAUTHORIZED')
    const refused = await readError(await app.request(path, { cookie: free.cookie }), 403)
    expect(refused.message, path).toBe('This feature requires premium access.')
  }
})

test('a premium member and an admin get the four archetypes and the two resource groups', async () => {
  const app = await testApp()
  const premium = await signUpPremium(app)
  const admin = await signUpFounder(app)
  for (const cookie of [premium.cookie, admin.cookie]) {
    const content = await readJson(await app.request('/api/pathways/content', { cookie }), PathwaysContentSchema)
    expect(content.archetypes.map((archetype) => archetype.title)).toEqual([
      'Academic Researcher',
      'Industry Innovator',
      'Policy Analyst/Advisor',
      'Research Entrepreneur',
    ])
    expect(content.resourceGroups.map((group) => group.title)).toEqual(['Research Guides', 'Career Tools'])
  }
})

test('a premium member starts with no tool outputs, then gets each tool’s last run, in the page’s tool order', async () => {
  const app = await testApp()
  const member = await signUpPremium(app)
  const outputs = async (query = '') =>
    (
      await readJson(
        await app.request(`/api/pathways/outputs${query}`, { cookie: member.cookie }),
        PathwayToolOutputsSchema,
      )
    ).outputs
  expect(await outputs()).toEqual([])

  await saveToolOutput(app.db, member.userId, 'collaboration-finder', { interest: 'reef ecology' }, { people: 1 })
  await saveToolOutput(app.db, member.userId, 'research-trends-predictor', { topics: ['coral'] }, { years: [2020] })
  const replaced = await saveToolOutput(
    app.db,
    member.userId,
    'research-trends-predictor',
    { topics: ['coral', 'kelp'] },
    { years: [2021, 2022] },
  )

  const all = await outputs()
  expect(all.map((output) => output.tool)).toEqual(['research-trends-predictor', 'collaboration-finder'])
  expect(all[0]).toEqual(replaced)
  expect(all[0]).toMatchObject({ input: { topics: ['coral', 'kelp'] }, output: { years: [2021, 2022] } })
  expect(await outputs('?tool=collaboration-finder')).toEqual([
    expect.objectContaining({ tool: 'collaboration-finder', input: { interest: 'reef ecology' } }),
  ])
  expect(await outputs('?tool=grant-proposal-writer')).toEqual([])
})

test('another member never sees someone else’s tool outputs', async () => {
  const app = await testApp()
  const owner = await signUpPremium(app, 'Owner')
  const other = await signUpPremium(app, 'Other')
  await saveToolOutput(app.db, owner.userId, 'collaboration-finder', { interest: 'reef ecology' }, { people: 3 })

  const seen = await readJson(
    await app.request('/api/pathways/outputs', { cookie: other.cookie }),
    PathwayToolOutputsSchema,
  )
  expect(seen.outputs).toEqual([])
  const own = await readJson(
    await app.request('/api/pathways/outputs?tool=collaboration-finder', { cookie: owner.cookie }),
    PathwayToolOutputsSchema,
  )
  expect(own.outputs).toHaveLength(1)
})

test('an unknown tool in the query is refused with 400 and the field named', async () => {
  const app = await testApp()
  const member = await signUpPremium(app)
  const refused = await readError(
    await app.request('/api/pathways/outputs?tool=fortune-teller', { cookie: member.cookie }),
    400,
  )
  expect(refused.code).toBe('BAD_REQUEST')
  expect(refused.issues?.map((issue) => issue.path)).toContain('tool')
})

test('saveToolOutput refuses a tool that is not one of the four and a run too large to keep', async () => {
  const app = await testApp()
  const member = await signUpPremium(app)
  await expect(
    // @ts-expect-error a tool id outside the contract, as a caller with a typo would pass at run time
    saveToolOutput(app.db, member.userId, 'fortune-teller', {}, {}),
  ).rejects.toThrow()
  await expect(
    saveToolOutput(app.db, member.userId, 'collaboration-finder', {}, { text: 'x'.repeat(MAX_TOOL_OUTPUT_CHARS) }),
  ).rejects.toThrow(/over/)
  const kept = await readJson(
    await app.request('/api/pathways/outputs', { cookie: member.cookie }),
    PathwayToolOutputsSchema,
  )
  expect(kept.outputs).toEqual([])
})

test('a member’s tool outputs are in their data export and go with their account', async () => {
  const app = await testApp()
  const member = await signUpPremium(app)
  await insertUserRowsOfEveryFeature(app.db, member.userId)
  const exported = await app.request('/api/profile/export', { cookie: member.cookie })
  expect(exported.status).toBe(200)
  const data = JSON.parse(await exported.text()) as { tables: Record<string, { tool?: string }[]> }
  expect(data.tables.pathway_tool_outputs?.map((row) => row.tool)).toEqual(['research-trends-predictor'])

  const deleted = await app.request('/api/profile/delete-account', {
    method: 'POST',
    cookie: member.cookie,
    json: { password: member.password },
  })
  expect(deleted.status).toBe(200)
  const left = await queryRows<{ n: number }>(app.db, sql`SELECT count(*)::int AS n FROM pathway_tool_outputs`)
  expect(left).toEqual([{ n: 0 }])
})
