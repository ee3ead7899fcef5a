import { expect, test } from 'vitest'
import {
  DeleteReviewResponseSchema,
  ReviewEventSchema,
  ReviewListSchema,
  ReviewSummarySchema,
  SavedReviewSchema,
  type ReviewEvent,
  type ReviewInput,
  type SavedReview,
} from '#shared/contract/reviews'
import type { TestApp } from '../../test/create-test-app'
import { fakeLlmEnv, IN_PROCESS_FAKE_ORIGIN } from '../../test/fakes'
import { FAKE_SEARCH_QUERIES } from '../../test/fakes/openai.fake'
import { signUpPremium, testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'

const TOPIC = 'machine learning'

function generate(app: TestApp, cookie: string | undefined, input: Partial<ReviewInput>, init: RequestInit = {}) {
  return app.request('/api/reviews', {
    method: 'POST',
    cookie,
    json: { topic: TOPIC, sources: ['openalex', 'arxiv'], ...input },
    ...init,
  })
}

/** Every `data:` line of the stream, each parsed with the contract's schema. */
async function eventsOf(response: Response): Promise<ReviewEvent[]> {
  expect(response.status, await response.clone().text()).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const blocks = (await response.text()).split('\n\n').filter((block) => block.trim())
  return blocks.map((block) => {
    expect(block).toMatch(/^data: /)
    return ReviewEventSchema.parse(JSON.parse(block.slice('data: '.length)))
  })
}

function reviewOf(events: ReviewEvent[]): SavedReview {
  const done = events.filter((event) => event.type === 'done')
  expect(done, JSON.stringify(events.filter((event) => event.type === 'error'))).toHaveLength(1)
  return (done[0] as Extract<ReviewEvent, { type: 'done' }>).review
}

test('a visitor is asked to sign in and a free member is told it is premium, before any stream', async () => {
  const app = await testApp()
  const free = await app.signUp('Free Member')

  await readError(await generate(app, undefined, {}), 401)
  const refused = await generate(app, free.cookie, {})
  expect(refused.headers.get('content-type')).toMatch(/json/)
  expect((await readError(refused, 403)).message).toBe('This feature requires premium access.')
})

test('a blank topic gets the spec’s message, and a year range the wrong way round is refused', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  const blank = await readError(await generate(app, cookie, { topic: '   ' }), 400)
  expect(blank.issues?.[0]?.message).toBe('Please enter a research topic for literature review.')
  const years = await readError(await generate(app, cookie, { fromYear: 2020, toYear: 2010 }), 400)
  expect(years.issues?.[0]?.message).toBe('The first year must not be after the last.')
})

test('a review streams its stages, cites only retrieved works with verbatim quotes, and its PRISMA counts add up', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)

  const events = await eventsOf(await generate(app, cookie, { keywords: 'neural networks' }))
  const stages = events.flatMap((event) => (event.type === 'stage' ? [`${event.stage}:${event.status}`] : []))
  expect(stages).toEqual([
    'retrieve:started',
    'retrieve:done',
    'enrich:started',
    'enrich:done',
    'follow:started',
    'follow:done',
    'screen:started',
    'screen:done',
    'themes:done',
    'gaps:skipped',
    'write:started',
    'write:done',
  ])
  expect(events.some((event) => event.type === 'progress' && event.progress.source === 'openalex')).toBe(true)
  const saved = reviewOf(events)
  const { review } = saved

  expect(review.prisma.included).toBeGreaterThan(5)
  expect(review.themes.length).toBeGreaterThan(0)
  const identified = review.prisma.identified.reduce((sum, entry) => sum + entry.records, 0)
  expect(identified - review.prisma.duplicatesRemoved).toBe(review.prisma.screened)
  const excluded = review.prisma.excluded.reduce((sum, entry) => sum + entry.records, 0)
  expect(excluded + review.prisma.included).toBe(review.prisma.screened)
  expect(review.prisma.identified.map((entry) => entry.from)).toEqual(
    expect.arrayContaining(['openalex', 'references', 'citing']),
  )
  expect(review.method.openAlexCalls).toBeGreaterThan(0)

  // Numbered 1…n, each theme's works are its references, and every quote is in its reference's abstract.
  expect(review.references.map((reference) => reference.n)).toEqual(review.references.map((_, i) => i + 1))
  const cited = review.themes.flatMap((theme) => theme.works)
  expect(new Set(cited).size).toBe(cited.length)
  expect(cited.length).toBe(review.prisma.included)
  for (const theme of review.themes)
    for (const quote of [...theme.findings, ...theme.openQuestions]) {
      const reference = review.references[quote.n - 1]
      expect(reference?.retracted).toBe(false)
      expect(reference?.work.abstract).toContain(quote.text)
      expect(reference?.themes).toContain(theme.id)
    }
  const labels = review.themes.map((theme) => theme.label)
  expect(new Set(labels).size).toBe(labels.length)
  expect(review.overview).toMatch(/^This review draws on \d+ works/)
})

test('saved reviews: listed, reopened, renamed and deleted by their owner; another member gets 404 for each', async () => {
  const app = await testApp()
  const owner = await signUpPremium(app, 'Owner')
  const other = await signUpPremium(app, 'Other')
  const saved = reviewOf(await eventsOf(await generate(app, owner.cookie, { followReferences: false })))
  const path = `/api/reviews/${saved.id}`

  const list = await readJson(await app.request('/api/reviews', { cookie: owner.cookie }), ReviewListSchema)
  expect(list.reviews.map((review) => review.id)).toEqual([saved.id])
  expect(list.reviews[0]).toMatchObject({ title: TOPIC, topic: TOPIC, works: saved.review.prisma.included })
  expect(await readJson(await app.request(path, { cookie: owner.cookie }), SavedReviewSchema)).toEqual(saved)

  await readError(await app.request(path, { cookie: other.cookie }), 404)
  await readError(await app.request(path, { method: 'PATCH', cookie: other.cookie, json: { title: 'Mine' } }), 404)
  await readError(await app.request(`${path}/export/bibtex`, { cookie: other.cookie }), 404)
  const notRemoved = await readJson(
    await app.request(path, { method: 'DELETE', cookie: other.cookie }),
    DeleteReviewResponseSchema,
  )
  expect(notRemoved.removed).toBe(false)
  expect(
    (await readJson(await app.request('/api/reviews', { cookie: other.cookie }), ReviewListSchema)).reviews,
  ).toEqual([])

  const renamed = await readJson(
    await app.request(path, { method: 'PATCH', cookie: owner.cookie, json: { title: '  Deep nets, reviewed ' } }),
    ReviewSummarySchema,
  )
  expect(renamed.title).toBe('Deep nets, reviewed')
  await readError(await app.request(path, { method: 'PATCH', cookie: owner.cookie, json: { title: '' } }), 400)
  const removed = await readJson(
    await app.request(path, { method: 'DELETE', cookie: owner.cookie }),
    DeleteReviewResponseSchema,
  )
  expect(removed.removed).toBe(true)
  await readError(await app.request(path, { cookie: owner.cookie }), 404)
})

test('exports come as files named after the review, in each format', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const saved = reviewOf(await eventsOf(await generate(app, cookie, { followReferences: false })))

  const expected = {
    markdown: ['text/markdown', /^# machine learning\n/],
    bibtex: ['application/x-bibtex', /^@\w+\{/m],
    ris: ['application/x-research-info-systems', /^TY {2}- /m],
    'csl-json': ['application/vnd.citationstyles.csl+json', /^\[/],
    apa: ['text/plain', /\(\d{4}\)/],
    vancouver: ['text/plain', /^1\. /],
  } as const
  for (const [format, [type, body]] of Object.entries(expected)) {
    const response = await app.request(`/api/reviews/${saved.id}/export/${format}`, { cookie })
    expect(response.status, format).toBe(200)
    expect(response.headers.get('content-type'), format).toContain(type)
    expect(response.headers.get('content-disposition'), format).toMatch(/^attachment; filename="machine-learning/)
    expect(await response.text(), format).toMatch(body)
  }
  await readError(await app.request(`/api/reviews/${saved.id}/export/docx`, { cookie }), 400)
})

test('a review the client leaves is stopped and not kept', async () => {
  const app = await testApp()
  const { cookie } = await signUpPremium(app)
  const leave = new AbortController()

  const response = await generate(app, cookie, {}, { signal: leave.signal })
  const reader = response.body!.getReader()
  await reader.read()
  leave.abort()
  await reader.cancel().catch(() => undefined)
  await new Promise((resolve) => setTimeout(resolve, 300))

  const list = await readJson(await app.request('/api/reviews', { cookie }), ReviewListSchema)
  expect(list.reviews).toEqual([])
  expect(app.logs.some((entry) => entry.msg === 'literature review failed')).toBe(false)
})

test('without OpenAlex the review is still made from the other sources, and says why references were not followed', async () => {
  const app = await testApp({ OPENALEX_API_KEY: '' })
  const { cookie } = await signUpPremium(app)

  const events = await eventsOf(await generate(app, cookie, { sources: ['openalex', 'arxiv', 'europepmc'] }))
  const follow = events.find((event) => event.type === 'stage' && event.stage === 'follow')
  expect(follow).toMatchObject({ status: 'skipped', detail: expect.stringMatching(/OPENALEX_API_KEY/) })
  const { review } = reviewOf(events)
  expect(review.method.followNotice).toMatch(/OPENALEX_API_KEY/)
  expect(review.method.openAlexCalls).toBe(0)
})

test('with a language model, one search for what is missing adds its works as records of their own', async () => {
  const app = await testApp(fakeLlmEnv(IN_PROCESS_FAKE_ORIGIN))
  const { cookie } = await signUpPremium(app)

  const events = await eventsOf(await generate(app, cookie, { followReferences: false }))
  const gaps = events.filter((event) => event.type === 'stage' && event.stage === 'gaps')
  expect(gaps.map((event) => event.type === 'stage' && event.status)).toEqual(['started', 'done'])
  const { review } = reviewOf(events)
  expect(review.method.gapQueries).toEqual(FAKE_SEARCH_QUERIES)
  const fromGaps = review.prisma.identified.find((entry) => entry.from === 'gaps')
  expect(fromGaps?.records).toBeGreaterThan(0)
  const identified = review.prisma.identified.reduce((sum, entry) => sum + entry.records, 0)
  expect(identified - review.prisma.duplicatesRemoved).toBe(review.prisma.screened)
  // Their records are screened with the others: the fake's searches are off the topic, so screening leaves them out.
  expect(review.references.filter((reference) => reference.origin === 'gap')).toEqual([])
  expect(gaps.at(-1)).toMatchObject({
    detail: expect.stringMatching(/^2 searches for what was missing .*: \d+ new records$/),
  })
  const markdown = await (await app.request(`/api/reviews/${reviewOf(events).id}/export/markdown`, { cookie })).text()
  expect(markdown).toContain('proposed for what was missing: “Limitations reported in field studies”')
})
