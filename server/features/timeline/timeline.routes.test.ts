import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import {
  CalendarFeedSchema,
  DeleteResearchPathResponseSchema,
  MAX_RESEARCH_PATHS,
  ResearchPathListSchema,
  ResearchPathSchema,
  RevokeCalendarFeedResponseSchema,
  type SaveResearchPathInput,
} from '#shared/contract/timeline'
import { testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { researchMilestone, researchPath } from './timeline.tables'

const base = '/api/timeline/paths'

const thesis: SaveResearchPathInput = {
  title: 'Coral thesis',
  description: 'Heat stress in reef corals',
  milestones: [
    { title: 'Defence', deadline: '2027-06-01', priority: 'High' },
    { title: 'Literature review', description: 'Read the last ten years', deadline: '2026-01-15' },
    { title: 'Ethics approval', deadline: '2026-01-15', priority: 'Low', status: 'Done' },
  ],
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
}

test('a path is saved with its milestones in the original’s fields, listed, reopened and edited', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const created = await app.request(base, { method: 'POST', cookie, json: thesis })
  const path = await readJson(created, ResearchPathSchema, 201)
  expect(path).toMatchObject({
    title: 'Coral thesis',
    description: 'Heat stress in reef corals',
    field: 'Research Timeline',
    goals: ['Literature review', 'Ethics approval', 'Defence'],
    milestoneCount: 3,
    doneCount: 1,
    nextDeadline: '2026-01-15',
    hasFeed: false,
  })
  expect(path.notes).toBe(
    'Research Timeline: 3 milestones\n- Literature review (2026-01-15)\n- Ethics approval (2026-01-15)\n- Defence (2027-06-01)',
  )
  expect(path.milestones.map((m) => [m.title, m.priority, m.status])).toEqual([
    ['Literature review', 'Medium', 'Planned'],
    ['Ethics approval', 'Low', 'Done'],
    ['Defence', 'High', 'Planned'],
  ])

  const listed = await readJson(await app.request(base, { cookie }), ResearchPathListSchema)
  expect(listed.paths.map((p) => [p.id, p.title, p.milestoneCount])).toEqual([[path.id, 'Coral thesis', 3]])

  const edited = await app.request(`${base}/${path.id}`, {
    method: 'PUT',
    cookie,
    json: {
      title: 'Coral thesis, revised',
      milestones: [
        { title: 'Literature review', deadline: '2026-01-15', status: 'In progress' },
        { title: 'Fieldwork', deadline: '2026-05-01', status: 'Blocked' },
      ],
    },
  })
  expect(await readJson(edited, ResearchPathSchema)).toMatchObject({
    title: 'Coral thesis, revised',
    description: null,
    goals: ['Literature review', 'Fieldwork'],
    milestoneCount: 2,
    doneCount: 0,
  })
  const reopened = await readJson(await app.request(`${base}/${path.id}`, { cookie }), ResearchPathSchema)
  expect(reopened.milestones.map((m) => [m.title, m.status])).toEqual([
    ['Literature review', 'In progress'],
    ['Fieldwork', 'Blocked'],
  ])
  const [rows] = await app.db
    .select({ total: count() })
    .from(researchMilestone)
    .where(eq(researchMilestone.pathId, path.id))
  expect(rows?.total).toBe(2)
}, 60_000)

test('rename, duplicate and delete; deleting removes the milestones too', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const path = await readJson(
    await app.request(base, { method: 'POST', cookie, json: thesis }),
    ResearchPathSchema,
    201,
  )

  const renamed = await app.request(`${base}/${path.id}`, { method: 'PATCH', cookie, json: { title: '  Reef plan ' } })
  expect(await readJson(renamed, ResearchPathSchema)).toMatchObject({ title: 'Reef plan', milestoneCount: 3 })

  const copy = await readJson(
    await app.request(`${base}/${path.id}/duplicate`, { method: 'POST', cookie }),
    ResearchPathSchema,
    201,
  )
  expect(copy.id).not.toBe(path.id)
  expect(copy.title).toBe('Reef plan (copy)')
  expect(copy.milestones.map((m) => [m.title, m.deadline, m.status])).toEqual(
    path.milestones.map((m) => [m.title, m.deadline, m.status]),
  )
  expect(copy.milestones.map((m) => m.id)).not.toEqual(path.milestones.map((m) => m.id))

  const deleted = await app.request(`${base}/${path.id}`, { method: 'DELETE', cookie })
  expect(await readJson(deleted, DeleteResearchPathResponseSchema)).toEqual({ deleted: true })
  expect((await app.request(`${base}/${path.id}`, { cookie })).status).toBe(404)
  const [left] = await app.db
    .select({ total: count() })
    .from(researchMilestone)
    .where(eq(researchMilestone.pathId, path.id))
  expect(left?.total).toBe(0)
  const listed = await readJson(await app.request(base, { cookie }), ResearchPathListSchema)
  expect(listed.paths.map((p) => p.id)).toEqual([copy.id])
})

test('another user’s path answers 404 on every route and is left untouched', async () => {
  const app = await testApp()
  const alice = await app.signUp('Alice')
  const bob = await app.signUp('Bob')
  const path = await readJson(
    await app.request(base, { method: 'POST', cookie: alice.cookie, json: thesis }),
    ResearchPathSchema,
    201,
  )

  for (const [method, suffix, json] of [
    ['GET', '', undefined],
    ['PUT', '', thesis],
    ['PATCH', '', { title: 'Mine now' }],
    ['DELETE', '', undefined],
    ['POST', '/duplicate', undefined],
    ['GET', '/calendar', undefined],
    ['POST', '/feed', undefined],
    ['DELETE', '/feed', undefined],
  ] as const) {
    const response = await app.request(`${base}/${path.id}${suffix}`, { method, cookie: bob.cookie, json })
    expect(response.status, `${method} ${suffix}`).toBe(404)
    expect(await readError(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Research path not found' })
  }
  expect((await readJson(await app.request(base, { cookie: bob.cookie }), ResearchPathListSchema)).paths).toEqual([])
  const alicesOwn = await readJson(
    await app.request(`${base}/${path.id}`, { cookie: alice.cookie }),
    ResearchPathSchema,
  )
  expect(alicesOwn).toMatchObject({ title: 'Coral thesis', milestoneCount: 3 })
  expect((await app.request(`${base}/${randomUUID()}`, { cookie: alice.cookie })).status).toBe(404)
})

test('saving needs a title and at least one milestone with a title and a real date', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const cases: [unknown, string][] = [
    [{ ...thesis, title: '   ' }, 'title'],
    [{ ...thesis, milestones: [] }, 'milestones'],
    [{ ...thesis, milestones: [{ title: 'x', deadline: '2026-02-30' }] }, 'milestones.0.deadline'],
    [{ ...thesis, milestones: [{ title: '', deadline: '2026-02-01' }] }, 'milestones.0.title'],
    [{ ...thesis, milestones: [{ title: 'x', deadline: '2026-02-01', priority: 'Urgent' }] }, 'milestones.0.priority'],
    [{ ...thesis, milestones: [{ title: 'x', deadline: '2026-02-01', status: 'Cancelled' }] }, 'milestones.0.status'],
    [
      { ...thesis, milestones: Array.from({ length: 101 }, () => ({ title: 'x', deadline: '2026-02-01' })) },
      'milestones',
    ],
  ]
  for (const [json, field] of cases) {
    const response = await app.request(base, { method: 'POST', cookie, json })
    expect(response.status, field).toBe(400)
    expect((await readError(response)).issues?.[0]?.path).toBe(field)
  }
  expect((await readJson(await app.request(base, { cookie }), ResearchPathListSchema)).paths).toEqual([])
})

test(`a user keeps at most ${MAX_RESEARCH_PATHS} paths; the next save and duplicate are refused`, async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  await app.db.insert(researchPath).values(
    Array.from({ length: MAX_RESEARCH_PATHS }, (_, i) => ({
      userId,
      title: `Path ${i}`,
      field: 'Research Timeline',
      goals: [],
      notes: '',
    })),
  )
  const [first] = await app.db.select({ id: researchPath.id }).from(researchPath).limit(1)
  const refused = await app.request(base, { method: 'POST', cookie, json: thesis })
  expect(refused.status).toBe(409)
  expect((await app.request(`${base}/${first?.id}/duplicate`, { method: 'POST', cookie })).status).toBe(409)
})

test('the .ics download has one all-day event per milestone, parsed back by an iCalendar reader', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const path = await readJson(
    await app.request(base, { method: 'POST', cookie, json: thesis }),
    ResearchPathSchema,
    201,
  )

  const response = await app.request(`${base}/${path.id}/calendar`, { cookie })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="coral-thesis.ics"')
  const events = eventsOf(await response.text())
  expect(events.map((e) => [e.summary, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate])).toEqual([
    ['Literature review', '2026-01-15', '2026-01-16', true],
    ['Ethics approval', '2026-01-15', '2026-01-16', true],
    ['Defence', '2027-06-01', '2027-06-02', true],
  ])
  expect(events.map((e) => e.uid)).toEqual(path.milestones.map((m) => `${m.id}@lodestar.timeline`))
  expect(events[0]?.description).toContain('Read the last ten years')
})

test('a calendar feed serves the path to anyone with its URL; a new URL or revocation stops the old one at once', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()
  const path = await readJson(
    await app.request(base, { method: 'POST', cookie, json: thesis }),
    ResearchPathSchema,
    201,
  )

  const first = await readJson(
    await app.request(`${base}/${path.id}/feed`, { method: 'POST', cookie }),
    CalendarFeedSchema,
    201,
  )
  expect(first.url).toMatch(new RegExp(`^http://localhost/api/timeline/feeds/${path.id}/[A-Za-z0-9_-]{43}$`))
  const feedPath = new URL(first.url).pathname
  const served = await app.request(feedPath)
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  expect(eventsOf(await served.text())).toHaveLength(3)
  expect((await readJson(await app.request(`${base}/${path.id}`, { cookie }), ResearchPathSchema)).hasFeed).toBe(true)

  // The feed follows edits.
  await app.request(`${base}/${path.id}`, {
    method: 'PUT',
    cookie,
    json: { title: 'Coral thesis', milestones: [{ title: 'Only one now', deadline: '2026-03-01' }] },
  })
  expect(eventsOf(await (await app.request(feedPath)).text()).map((e) => e.summary)).toEqual(['Only one now'])

  const wrongToken = `${feedPath.slice(0, -1)}${feedPath.endsWith('A') ? 'B' : 'A'}`
  expect((await app.request(wrongToken)).status).toBe(404)
  expect((await app.request(`/api/timeline/feeds/${randomUUID()}/${feedPath.split('/').at(-1)}`)).status).toBe(404)

  const second = await readJson(
    await app.request(`${base}/${path.id}/feed`, { method: 'POST', cookie }),
    CalendarFeedSchema,
    201,
  )
  expect(second.url).not.toBe(first.url)
  expect((await app.request(feedPath)).status).toBe(404)
  const secondPath = new URL(second.url).pathname
  expect((await app.request(secondPath)).status).toBe(200)

  const revoked = await app.request(`${base}/${path.id}/feed`, { method: 'DELETE', cookie })
  expect(await readJson(revoked, RevokeCalendarFeedResponseSchema)).toEqual({ revoked: true })
  expect((await app.request(secondPath)).status).toBe(404)
  const [row] = await app.db.select().from(researchPath).where(eq(researchPath.id, path.id))
  expect(row?.feedTokenHash).toBeNull()
  // Only a hash is stored: the token never appears in the row.
  expect(JSON.stringify(row)).not.toContain(secondPath.split('/').at(-1))
})

test('visitors get 401 on every path route', async () => {
  const app = await testApp()
  const id = randomUUID()
  for (const [method, suffix] of [
    ['GET', ''],
    ['POST', ''],
    ['GET', `/${id}`],
    ['PUT', `/${id}`],
    ['DELETE', `/${id}`],
    ['GET', `/${id}/calendar`],
    ['POST', `/${id}/feed`],
  ] as const) {
    expect(
      (await app.request(`${base}${suffix}`, { method, json: method === 'GET' ? undefined : thesis })).status,
    ).toBe(401)
  }
})
