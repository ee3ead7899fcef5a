import { expect, test } from 'vitest'
import {
  COLLABORATOR_CALL_BUDGET,
  FindCollaboratorsResponseSchema,
  type FindCollaboratorsInput,
} from '#shared/contract/collaborators'
import { PathwayToolOutputsSchema } from '#shared/contract/pathways'
import { SavedResearchersResponseSchema } from '#shared/contract/researchers'
import { AuthorSearchResponseSchema } from '#shared/contract/works'
import type { TestApp } from '../../test/create-test-app'
import { signUpPremium, testApp } from '../../test/factories'
import { appCountingCalls } from '../../test/counted-calls'
import { readError, readJson } from '../../test/read-json'

function find(app: TestApp, cookie: string | undefined, input: unknown) {
  return app.request('/api/pathways/collaborators', { method: 'POST', cookie, json: input })
}

/** A researcher of the fake's machine-learning world, as the member would pick themselves. */
async function lena(app: TestApp, cookie: string) {
  const found = await readJson(
    await app.request('/api/authors/search?q=Lena%20Hoffmann', { cookie }),
    AuthorSearchResponseSchema,
  )
  const me = found.authors[0]
  if (!me?.orcid) throw new Error('the fake has Lena Hoffmann with an ORCID iD')
  return me
}

test('a visitor is asked to sign in and a free member is told it is premium, on the server', async () => {
  const app = await testApp()
  const free = await app.signUp('Free Member')
  const input: FindCollaboratorsInput = { interest: 'machine learning' }
  await readError(await find(app, undefined, input), 401)
  expect((await readError(await find(app, free.cookie, input), 403)).message).toBe(
    'This feature requires premium access.',
  )
})

test('the input is checked: an interest of a few words, an ORCID iD or OpenAlex author id, a known sector', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const empty = await readError(await find(app, cookie, { interest: ' ' }), 400)
  expect(empty.issues?.[0]?.message).toBe('Please describe your collaboration opportunity finder requirements.')
  const badAuthor = await readError(await find(app, cookie, { interest: 'robot grasping', author: 'me' }), 400)
  expect(badAuthor.issues?.[0]?.message).toMatch(/ORCID iD/)
  await readError(await find(app, cookie, { interest: 'robot grasping', sector: 'military' }), 400)
  await readError(await find(app, cookie, { interest: 'x'.repeat(201) }), 400)
})

test('with the member’s ORCID iD: people their co-authors work with, existing co-authors left out, each with reasons, works and links', async () => {
  const { app, calls } = await appCountingCalls('openalex')
  const { cookie } = await signUpPremium(app)
  const me = await lena(app, cookie)
  const before = calls.length

  const result = await readJson(
    await find(app, cookie, { interest: 'machine learning', author: `https://orcid.org/${me.orcid}` }),
    FindCollaboratorsResponseSchema,
  )

  expect(result.me).toMatchObject({ id: me.id, name: 'Lena Hoffmann' })
  expect(result.me?.coauthors).toBeGreaterThan(0)
  expect(result.suggestions.length).toBeGreaterThan(3)
  const coauthors = new Set(result.suggestions.flatMap((s) => s.sharedCoauthors.map((person) => person.id)))
  for (const suggestion of result.suggestions) {
    expect(suggestion.card.id).not.toBe(me.id)
    expect(coauthors.has(suggestion.card.id)).toBe(false)
    expect(suggestion.reasons.length).toBeGreaterThan(0)
    expect(suggestion.exampleWorks.length).toBeGreaterThan(0)
    for (const work of suggestion.exampleWorks) expect(work.url).toMatch(/^https:\/\/(doi|openalex)\.org\//)
    expect(suggestion.links.openalex).toBe(`https://openalex.org/${suggestion.card.id}`)
    expect(suggestion.links.scholar).toContain('scholar.google.com')
  }
  // ranked by score, and the network shows in the words
  const scores = result.suggestions.map((s) => s.score)
  expect(scores).toEqual([...scores].sort((a, b) => b - a))
  const top = result.suggestions[0]
  expect(top?.sharedCoauthorCount).toBeGreaterThan(0)
  expect(top?.reasons[0]).toMatch(/^Co-authored with \d+ of your co-authors \(/)
  expect(result.existingCoauthorsLeftOut).toBeGreaterThan(0)
  expect(result.method).toContain('Adamic–Adar')

  // within the budget, every call counted
  expect(result.calls).toBeLessThanOrEqual(COLLABORATOR_CALL_BUDGET)
  expect(calls.length - before).toBe(result.calls)
  expect(calls.some((url) => url.searchParams.get('filter') === `orcid:${me.orcid}`)).toBe(true)
  expect(calls.filter((url) => url.searchParams.get('group_by') === 'authorships.author.id').length).toBeGreaterThan(2)

  // asked again the same day, by id this time: the day's answers cost nothing but the id lookup
  const again = await readJson(
    await find(app, cookie, { interest: 'Machine  learning', author: me.id }),
    FindCollaboratorsResponseSchema,
  )
  expect(again.suggestions.map((s) => s.card.id)).toEqual(result.suggestions.map((s) => s.card.id))
  expect(again.calls).toBe(1)
})

test('without an author: the interest’s active authors, with their works on it as the reason', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const result = await readJson(
    await find(app, cookie, { interest: 'CRISPR base editing' }),
    FindCollaboratorsResponseSchema,
  )
  expect(result.me).toBeNull()
  expect(result.suggestions.length).toBeGreaterThan(0)
  for (const suggestion of result.suggestions) {
    expect(suggestion.sharedCoauthorCount).toBe(0)
    expect(suggestion.interestWorks).toBeGreaterThan(0)
    expect(suggestion.reasons.join(' ')).toMatch(
      new RegExp(`works? on “CRISPR base editing” since ${result.sinceYear}`),
    )
  }
})

test('the sector filter keeps people at that kind of institution and says how many it left out', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const all = await readJson(
    await find(app, cookie, { interest: 'CRISPR base editing' }),
    FindCollaboratorsResponseSchema,
  )
  const companies = await readJson(
    await find(app, cookie, { interest: 'CRISPR base editing', sector: 'company' }),
    FindCollaboratorsResponseSchema,
  )
  expect(companies.sector).toBe('company')
  expect(companies.suggestions.every((s) => s.institutionType === 'company')).toBe(true)
  expect(companies.suggestions.length).toBeLessThan(all.suggestions.length)
  expect(companies.otherSectorsLeftOut).toBeGreaterThan(0)
})

test('an ORCID iD OpenAlex does not know is a clear 404; OpenAlex failing is a 502 in the spec’s words', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const unknown = await readError(
    await find(app, cookie, { interest: 'robot grasping', author: '0000-0001-0000-0009' }),
    404,
  )
  expect(unknown.message).toBe(
    'No OpenAlex author has the ORCID iD 0000-0001-0000-0009. Check it, or choose yourself by name.',
  )
  const failed = await readError(await find(app, cookie, { interest: 'coral fail-500' }), 502)
  expect(failed.message).toBe('Failed to generate analysis. Please try again.')
})

test('a suggestion saves as it is to the saved researchers', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const result = await readJson(
    await find(app, cookie, { interest: 'machine learning' }),
    FindCollaboratorsResponseSchema,
  )
  const card = result.suggestions[0]?.card
  if (!card) throw new Error('a suggestion')
  const saved = await app.request(`/api/researchers/saved/${card.id}`, { method: 'PUT', cookie, json: card })
  expect(saved.status).toBe(200)
  const list = await readJson(await app.request('/api/researchers/saved', { cookie }), SavedResearchersResponseSchema)
  expect(list.researchers.map((researcher) => researcher.id)).toEqual([card.id])
})

test('the last run is kept for its member and reopened; another member never sees it', async () => {
  const app = await testApp()
  const owner = await signUpPremium(app, 'Owner')
  const other = await signUpPremium(app, 'Other')
  const input = { interest: 'machine learning', sector: 'education' }
  const result = await readJson(await find(app, owner.cookie, input), FindCollaboratorsResponseSchema)

  const path = '/api/pathways/outputs?tool=collaboration-finder'
  const kept = await readJson(await app.request(path, { cookie: owner.cookie }), PathwayToolOutputsSchema)
  expect(kept.outputs[0]?.input).toEqual(input)
  expect(FindCollaboratorsResponseSchema.parse(kept.outputs[0]?.output)).toEqual(result)
  const others = await readJson(await app.request(path, { cookie: other.cookie }), PathwayToolOutputsSchema)
  expect(others.outputs).toEqual([])
})
