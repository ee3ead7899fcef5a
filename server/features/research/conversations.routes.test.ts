import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import {
  CONVERSATIONS_PAGE_SIZE,
  MAX_CONVERSATION_EXCHANGES,
  MAX_CONVERSATIONS,
  ConversationListResponseSchema,
  ConversationSchema,
  ConversationSummarySchema,
  DeleteConversationResponseSchema,
  type Reference,
} from '#shared/contract/research'
import type { Work } from '#shared/contract/sources'
import { AppError } from '../../lib/app-error'
import type { TestApp } from '../../test/create-test-app'
import { testApp } from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { openThread, saveExchange, type ConversationContext, type ExchangeToSave } from './conversations.service'
import { user } from '../../auth/auth.tables'
import { researchConversation, researchExchange } from './research.tables'
import { makeWork } from '../../test/works'

const base = '/api/research/conversations'

const contextOf = (app: TestApp, userId: string, now = () => new Date()): ConversationContext => ({
  db: app.db,
  now,
  user: { id: userId },
})

const coral = makeWork({ title: 'Coral bleaching and heat stress', ids: { doi: '10.1000/coral' }, year: 2020 })
const reef = makeWork({ title: 'Reef recovery after bleaching', ids: { doi: '10.1000/reef' }, year: 2021 })
const algae = makeWork({ title: 'Symbiotic algae in warming seas', ids: { doi: '10.1000/algae' }, year: 2019 })

const referenceOf = (n: number, work: Work): Reference => ({ n, work, link: `https://doi.org/${work.ids.doi}` })

function exchangeOf(question: string, works: Work[] = [coral]): ExchangeToSave {
  return {
    question,
    mode: 'comprehensive',
    answer: `An answer to ${question} [1].`,
    kind: 'evidence',
    sentences: [
      { text: `An answer to ${question} [1].`, citations: [1], support: 'supported', score: 0.8, flagged: false },
    ],
    references: works.map((work, i) => referenceOf(i + 1, work)),
    receipt: {
      at: '2025-01-01T00:00:00.000Z',
      mode: 'comprehensive',
      sources: [{ source: 'openalex', status: 'done', hits: 3, reason: null, query: question }],
      model: null,
      kind: 'evidence',
    },
    incomplete: false,
    trend: null,
    compounds: [],
    blast: null,
  }
}

/** A conversation as the ask route leaves it: opened by its first question, then answered. */
async function converse(app: TestApp, userId: string, questions: string[], works: Work[][] = []) {
  const ctx = contextOf(app, userId)
  const { conversationId } = await openThread(ctx, { question: questions[0]!, mode: 'comprehensive' })
  for (const [i, question] of questions.entries())
    await saveExchange(ctx, conversationId, exchangeOf(question, works[i]))
  return conversationId
}

async function list(app: TestApp, cookie: string, page = 1) {
  const response = await app.request(`${base}?page=${page}`, { cookie })
  expect(response.status, await response.clone().text()).toBe(200)
  return readJson(response, ConversationListResponseSchema)
}

async function thrown(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

test('a saved conversation is listed, opened with its answers as shown, renamed and deleted with its exchanges', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  const id = await converse(
    app,
    userId,
    ['What bleaches coral?', 'And how do reefs recover?'],
    [[coral], [reef, coral]],
  )

  const listed = await list(app, cookie)
  expect(listed).toMatchObject({ page: 1, hasMore: false })
  expect(listed.conversations).toEqual([
    {
      id,
      title: 'What bleaches coral?',
      mode: 'comprehensive',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      messageCount: 2,
    },
  ])

  const opened = await readJson(await app.request(`${base}/${id}`, { cookie }), ConversationSchema)
  expect(opened.messages.map((message) => message.question)).toEqual([
    'What bleaches coral?',
    'And how do reefs recover?',
  ])
  const second = exchangeOf('And how do reefs recover?', [reef, coral])
  expect(opened.messages[1]).toMatchObject({
    answer: second.answer,
    kind: 'evidence',
    sentences: second.sentences,
    references: second.references,
    receipt: second.receipt,
    incomplete: false,
  })

  const renamed = await app.request(`${base}/${id}`, { method: 'PATCH', cookie, json: { title: '  Coral notes  ' } })
  expect(renamed.status).toBe(200)
  expect(await readJson(renamed, ConversationSummarySchema)).toMatchObject({
    id,
    title: 'Coral notes',
    messageCount: 2,
  })
  expect((await list(app, cookie)).conversations[0]?.title).toBe('Coral notes')

  const deleted = await app.request(`${base}/${id}`, { method: 'DELETE', cookie })
  expect(await readJson(deleted, DeleteConversationResponseSchema)).toEqual({ deleted: true })
  expect((await app.request(`${base}/${id}`, { cookie })).status).toBe(404)
  expect((await list(app, cookie)).conversations).toEqual([])
  const [left] = await app.db
    .select({ total: count() })
    .from(researchExchange)
    .where(eq(researchExchange.conversationId, id))
  expect(left?.total).toBe(0)
})

test('another user’s conversation answers 404 on every route and to the service, and is left untouched', async () => {
  const app = await testApp()
  const alice = await app.signUp('Alice')
  const bob = await app.signUp('Bob')
  const id = await converse(app, alice.userId, ['What bleaches coral?'])

  for (const [method, body] of [
    ['GET', undefined],
    ['PATCH', { title: 'Mine now' }],
    ['DELETE', undefined],
  ] as const) {
    const response = await app.request(`${base}/${id}`, { method, cookie: bob.cookie, json: body })
    expect(response.status, method).toBe(404)
    expect(await readError(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Conversation not found' })
  }
  const bobs = contextOf(app, bob.userId)
  expect((await thrown(openThread(bobs, { conversationId: id, question: 'Hi', mode: 'comprehensive' }))).code).toBe(
    'NOT_FOUND',
  )
  expect((await thrown(saveExchange(bobs, id, exchangeOf('Hi')))).code).toBe('NOT_FOUND')
  expect((await list(app, bob.cookie)).conversations).toEqual([])

  const alicesOwn = await readJson(await app.request(`${base}/${id}`, { cookie: alice.cookie }), ConversationSchema)
  expect(alicesOwn).toMatchObject({ title: 'What bleaches coral?', messageCount: 1 })
  // An id that exists nowhere looks the same as someone else's.
  expect((await app.request(`${base}/${randomUUID()}`, { cookie: alice.cookie })).status).toBe(404)
})

test('visitors get 401 on every conversation route', async () => {
  const app = await testApp()
  const id = randomUUID()

  expect((await app.request(base)).status).toBe(401)
  expect((await app.request(`${base}/${id}`)).status).toBe(401)
  expect((await app.request(`${base}/${id}`, { method: 'PATCH', json: { title: 'x' } })).status).toBe(401)
  expect((await app.request(`${base}/${id}`, { method: 'DELETE' })).status).toBe(401)
  expect((await app.request(`${base}/not-a-uuid`)).status).toBe(401)
})

test('bad ids, titles and pages are 400 with the field named', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  const id = await converse(app, userId, ['What bleaches coral?'])

  for (const bad of ['not-a-uuid', '123', `${id}x`, "1' OR '1'='1"]) {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await app.request(`${base}/${encodeURIComponent(bad)}`, {
        method,
        cookie,
        json: method === 'PATCH' ? { title: 'Fine' } : undefined,
      })
      expect(response.status, `${method} ${bad}`).toBe(400)
    }
  }
  for (const title of ['', '   ', 'x'.repeat(121), 42, null]) {
    const response = await app.request(`${base}/${id}`, { method: 'PATCH', cookie, json: { title } })
    expect(response.status, String(title)).toBe(400)
    expect((await readError(response)).issues?.[0]?.path).toBe('title')
  }
  for (const page of ['0', '-1', 'abc', '11'])
    expect((await app.request(`${base}?page=${page}`, { cookie })).status).toBe(400)
  const longest = await app.request(`${base}/${id}`, {
    method: 'PATCH',
    cookie,
    json: { title: ` ${'x'.repeat(120)} ` },
  })
  expect(longest.status).toBe(200)
})

test('a follow-up sees the last 4 exchanges, oldest first, and the works they cited once each', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const questions = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6']
  const works = [[algae], [algae], [coral], [reef, coral], [coral], [reef]]
  const id = await converse(app, userId, questions, works)

  const thread = await openThread(contextOf(app, userId), {
    conversationId: id,
    question: 'q7',
    mode: 'comprehensive',
  })

  expect(thread.conversationId).toBe(id)
  expect(thread.history).toEqual(
    ['q3', 'q4', 'q5', 'q6'].map((question) => ({ question, answer: `An answer to ${question} [1].` })),
  )
  // Latest exchange first; algae was cited only by exchanges outside the window.
  expect(thread.earlierWorks.map((work) => work.title)).toEqual([reef.title, coral.title])
})

test('a first question opens a new conversation titled after it, with no history', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  const question = `  Which   ${'very '.repeat(30)}long question is this?`

  const thread = await openThread(contextOf(app, userId), { question, mode: 'biomedical' })
  expect(thread).toEqual({ conversationId: expect.any(String), isNew: true, history: [], earlierWorks: [] })
  // Not listed until its first answer is saved.
  expect((await list(app, cookie)).conversations).toEqual([])

  await saveExchange(contextOf(app, userId), thread.conversationId, { ...exchangeOf('q'), mode: 'biomedical' })
  const [summary] = (await list(app, cookie)).conversations
  expect(summary?.mode).toBe('biomedical')
  expect(summary?.title.length).toBeLessThanOrEqual(80)
  expect(summary?.title).toMatch(/^Which very very .*very…$/)
})

test('saving to a conversation moves it to the top of the list; pages hold 50', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  let clock = Date.parse('2025-01-01T00:00:00Z')
  const ctx = contextOf(app, userId, () => new Date((clock += 1000)))
  const ids: string[] = []
  for (let i = 0; i < CONVERSATIONS_PAGE_SIZE + 1; i++) {
    const { conversationId } = await openThread(ctx, { question: `topic ${i}`, mode: 'comprehensive' })
    await saveExchange(ctx, conversationId, exchangeOf(`topic ${i}`))
    ids.push(conversationId)
  }

  const first = await list(app, cookie)
  expect(first.hasMore).toBe(true)
  expect(first.conversations).toHaveLength(CONVERSATIONS_PAGE_SIZE)
  expect(first.conversations[0]?.id).toBe(ids.at(-1))
  const second = await list(app, cookie, 2)
  expect(second).toMatchObject({ hasMore: false, conversations: [{ id: ids[0] }] })

  await saveExchange(ctx, ids[0]!, exchangeOf('back to the first'))
  expect((await list(app, cookie)).conversations[0]).toMatchObject({ id: ids[0], messageCount: 2 })
})

test('parallel saves to one conversation each get their own position', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  const id = await converse(app, userId, ['q0'])

  await Promise.all(
    Array.from({ length: 10 }, (_, i) => saveExchange(contextOf(app, userId), id, exchangeOf(`q${i + 1}`))),
  )

  const opened = await readJson(await app.request(`${base}/${id}`, { cookie }), ConversationSchema)
  expect(opened.messageCount).toBe(11)
  const positions = await app.db
    .select({ position: researchExchange.position })
    .from(researchExchange)
    .where(eq(researchExchange.conversationId, id))
  expect(new Set(positions.map((row) => row.position)).size).toBe(11)
})

test(`a conversation holds ${MAX_CONVERSATION_EXCHANGES} questions: a further follow-up is refused 409 before any work`, async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const id = await converse(app, userId, ['q1'])
  const stored = exchangeOf('filler')
  await app.db.insert(researchExchange).values(
    Array.from({ length: MAX_CONVERSATION_EXCHANGES - 1 }, (_, i) => {
      const { mode: _mode, ...row } = stored
      return { ...row, conversationId: id, position: i + 2 }
    }),
  )
  const ctx = contextOf(app, userId)

  const refused = await thrown(openThread(ctx, { conversationId: id, question: 'q101', mode: 'comprehensive' }))
  expect(refused.code).toBe('CONFLICT')
  expect(refused.message).toBe(
    `This conversation has reached ${MAX_CONVERSATION_EXCHANGES} questions. Start a new chat to ask more.`,
  )
  expect((await thrown(saveExchange(ctx, id, exchangeOf('q101')))).code).toBe('CONFLICT')
  expect((await openThread(ctx, { question: 'q101', mode: 'comprehensive' })).history).toEqual([])
})

test(`a user keeps at most ${MAX_CONVERSATIONS} conversations: a new one replaces the least recently used`, async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()
  const start = Date.parse('2024-01-01T00:00:00Z')
  const rows = await app.db
    .insert(researchConversation)
    .values(
      Array.from({ length: MAX_CONVERSATIONS }, (_, i) => ({
        userId,
        title: `old ${i}`,
        mode: 'comprehensive' as const,
        createdAt: new Date(start + i * 60_000),
        updatedAt: new Date(start + i * 60_000),
      })),
    )
    .returning({ id: researchConversation.id, title: researchConversation.title })
  const { mode: _mode, ...stored } = exchangeOf('filler')
  await app.db.insert(researchExchange).values(rows.map((row) => ({ ...stored, conversationId: row.id, position: 1 })))

  const { conversationId } = await openThread(contextOf(app, userId), { question: 'new one', mode: 'comprehensive' })

  const kept = await app.db
    .select({ id: researchConversation.id, title: researchConversation.title })
    .from(researchConversation)
    .where(eq(researchConversation.userId, userId))
  expect(kept).toHaveLength(MAX_CONVERSATIONS)
  expect(kept.map((row) => row.title)).not.toContain('old 0')
  expect(kept.map((row) => row.title)).toContain('old 1')
  expect(kept.map((row) => row.id)).toContain(conversationId)
  expect((await app.request(`${base}/${rows[0]!.id}`, { cookie })).status).toBe(404)
})

test('a conversation whose first answer never came is dropped an hour later, when another is opened', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000)
  const stale = await openThread(contextOf(app, userId, twoHoursAgo), { question: 'lost', mode: 'comprehensive' })
  const answered = await converse(app, userId, ['kept'])
  const recent = await openThread(contextOf(app, userId), { question: 'in flight', mode: 'comprehensive' })

  await openThread(contextOf(app, userId), { question: 'another', mode: 'comprehensive' })

  const ids = (
    await app.db
      .select({ id: researchConversation.id })
      .from(researchConversation)
      .where(eq(researchConversation.userId, userId))
  ).map((row) => row.id)
  expect(ids).not.toContain(stale.conversationId)
  expect(ids).toContain(answered)
  expect(ids).toContain(recent.conversationId)
})

test('deleting the user deletes their conversations and exchanges', async () => {
  const app = await testApp()
  const { userId } = await app.signUp()
  const id = await converse(app, userId, ['q1', 'q2'])

  await app.db.delete(user).where(eq(user.id, userId))

  expect(await app.db.select().from(researchConversation).where(eq(researchConversation.id, id))).toEqual([])
  expect(await app.db.select().from(researchExchange).where(eq(researchExchange.conversationId, id))).toEqual([])
})
