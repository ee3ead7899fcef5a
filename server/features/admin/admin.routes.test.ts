import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { AdminUserListSchema, ContactInboxSchema } from '#shared/contract/admin'
import { ContactMessageCreatedSchema, ContactMessageSchema } from '#shared/contract/contact'
import type { TestApp } from '../../test/create-test-app'
import { insertContactMessages, signUpFounder, signUpOps, signUpPremium, testApp } from '../../test/factories'
import { consume } from '../quota'
import { readError, readJson } from '../../test/read-json'
import { MeSchema, SubscriptionStatusSchema } from '#shared/contract/account'

const listUsers = async (app: TestApp, cookie: string, query = '') =>
  readJson(await app.request(`/api/admin/users${query}`, { cookie }), AdminUserListSchema)

const sendContactMessage = (app: TestApp, message = 'How much is lifetime access?') =>
  app.request('/api/contact', { method: 'POST', json: { name: 'Grace', email: 'grace@example.test', message } })

test('admins see every user with role, lifetime access and today’s usage', async () => {
  const app = await testApp()
  const admin = await signUpFounder(app)
  const free = await app.signUp('Free Member')
  const premium = await signUpPremium(app, 'Premium Member')
  await consume(app.db, { userId: free.userId, access: { isPremium: false } }, 'researcherSearch')

  const list = await listUsers(app, admin.cookie)

  expect(list.total).toBe(3)
  const byId = new Map(list.users.map((user) => [user.id, user]))
  expect(byId.get(admin.userId)).toMatchObject({ role: 'admin', isConfiguredAdmin: true })
  expect(byId.get(premium.userId)).toMatchObject({ role: 'premium', lifetimeAccess: true, isConfiguredAdmin: false })
  expect(byId.get(free.userId)).toMatchObject({
    role: 'free',
    lifetimeAccess: false,
    usageToday: [
      { kind: 'researcherSearch', used: 1, limit: 5 },
      { kind: 'aiQuery', used: 0, limit: 5 },
    ],
  })
})

test('q filters the user list by e-mail or name, case-insensitively', async () => {
  const app = await testApp()
  const admin = await signUpOps(app)
  const ada = await app.signUp('Ada Lovelace', { email: 'ada@example.test' })
  await app.signUp('Alan Turing', { email: 'alan@example.test' })

  const byName = await listUsers(app, admin.cookie, '?q=lovelace')
  const byEmail = await listUsers(app, admin.cookie, '?q=ALAN@')
  const none = await listUsers(app, admin.cookie, '?q=%25')

  expect(byName.users.map((user) => user.id)).toEqual([ada.userId])
  expect(byName.total).toBe(1)
  expect(byEmail.users.map((user) => user.email)).toEqual(['alan@example.test'])
  expect(none.users).toEqual([])
})

test('the admin console answers 403 FORBIDDEN to a free user and 401 to a visitor', async () => {
  const app = await testApp()
  const free = await app.signUp()

  const asFree = await app.request('/api/admin/users', { cookie: free.cookie })
  const asVisitor = await app.request('/api/admin/users')

  expect(asFree.status).toBe(403)
  expect((await readError(asFree)).code).toBe('FORBIDDEN')
  expect(asVisitor.status).toBe(401)
  expect((await readError(asVisitor)).code).toBe('UNAUTHORIZED')
})

test('premium members are not admins', async () => {
  const app = await testApp()
  const premium = await signUpPremium(app)

  expect((await app.request('/api/admin/users', { cookie: premium.cookie })).status).toBe(403)
})

test('granting or revoking lifetime access for an unknown user id answers 404', async () => {
  const app = await testApp()
  const admin = await signUpFounder(app)

  const grant = await app.request('/api/admin/users/no-such-user/lifetime-access', {
    method: 'PUT',
    cookie: admin.cookie,
  })
  const revoke = await app.request('/api/admin/users/no-such-user/lifetime-access', {
    method: 'DELETE',
    cookie: admin.cookie,
  })

  expect(grant.status).toBe(404)
  expect((await readError(grant)).code).toBe('NOT_FOUND')
  expect(revoke.status).toBe(404)
})

test('a free user cannot grant themselves lifetime access', async () => {
  const app = await testApp()
  const free = await app.signUp()

  const response = await app.request(`/api/admin/users/${free.userId}/lifetime-access`, {
    method: 'PUT',
    cookie: free.cookie,
  })

  expect(response.status).toBe(403)
  expect((await readJson(await app.request('/api/me', { cookie: free.cookie }), MeSchema)).role).toBe('free')
})

test('granting twice keeps one subscription and its registration number', async () => {
  const app = await testApp()
  const admin = await signUpFounder(app)
  const member = await app.signUp()
  const grant = () =>
    app.request(`/api/admin/users/${member.userId}/lifetime-access`, { method: 'PUT', cookie: admin.cookie })

  await grant()
  const first = await readJson(
    await app.request('/api/subscription', { cookie: member.cookie }),
    SubscriptionStatusSchema,
  )
  expect((await grant()).status).toBe(200)
  const second = await readJson(
    await app.request('/api/subscription', { cookie: member.cookie }),
    SubscriptionStatusSchema,
  )

  expect(second.registration_number).toBe(first.registration_number)
})

test('contact messages appear in the admin inbox with the unhandled count', async () => {
  const app = await testApp()
  const admin = await signUpFounder(app)
  await sendContactMessage(app, 'first')
  await sendContactMessage(app, 'second')

  const inbox = await readJson(await app.request('/api/admin/messages', { cookie: admin.cookie }), ContactInboxSchema)

  expect(inbox.unhandled).toBe(2)
  expect(inbox.messages.map((message) => message.message).sort()).toEqual(['first', 'second'])
  expect(inbox.messages[0]).toMatchObject({
    name: 'Grace',
    email: 'grace@example.test',
    subject: 'Pricing Inquiry',
    handledAt: null,
  })
})

test('marking a message handled sets handledAt and lowers the unhandled count; unmarking restores it', async () => {
  const app = await testApp()
  const admin = await signUpFounder(app)
  const { id } = await readJson(await sendContactMessage(app), ContactMessageCreatedSchema, 201)
  await sendContactMessage(app, 'another one')

  const handled = await app.request(`/api/admin/messages/${id}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    json: { handled: true },
  })

  expect(handled.status).toBe(200)
  const message = await readJson(handled, ContactMessageSchema)
  expect(message.id).toBe(id)
  expect(Date.parse(message.handledAt ?? '')).not.toBeNaN()
  const inbox = await readJson(await app.request('/api/admin/messages', { cookie: admin.cookie }), ContactInboxSchema)
  expect(inbox.unhandled).toBe(1)

  await app.request(`/api/admin/messages/${id}`, { method: 'PATCH', cookie: admin.cookie, json: { handled: false } })
  expect(
    (await readJson(await app.request('/api/admin/messages', { cookie: admin.cookie }), ContactInboxSchema)).unhandled,
  ).toBe(2)
})

test('the inbox lists unhandled messages by default, every message with show=all, a page at a time, newest first', async () => {
  const app = await testApp()
  const admin = await signUpFounder(app)
  const start = Date.parse('2026-11-01T00:00:00Z')
  await insertContactMessages(
    app.db,
    Array.from({ length: 30 }, (_, i) => ({
      name: 'Grace',
      email: 'grace@example.test',
      subject: 'Pricing Inquiry',
      message: `message ${i}`,
      createdAt: new Date(start + i * 60_000),
      handledAt: i < 4 ? new Date(start + i * 60_000 + 1_000) : null,
    })),
  )
  const inbox = async (query: string) =>
    readJson(await app.request(`/api/admin/messages${query}`, { cookie: admin.cookie }), ContactInboxSchema)

  const unhandled = await inbox('')
  const secondPage = await inbox('?show=all&page=2&pageSize=25')

  expect(unhandled).toMatchObject({ total: 26, unhandled: 26 })
  expect(unhandled.messages).toHaveLength(25)
  expect(unhandled.messages[0]?.message).toBe('message 29')
  expect(unhandled.messages.every((message) => message.handledAt === null)).toBe(true)
  expect(secondPage).toMatchObject({ total: 30, unhandled: 26 })
  expect(secondPage.messages.map((message) => message.message)).toEqual([
    'message 4',
    'message 3',
    'message 2',
    'message 1',
    'message 0',
  ])
  expect((await app.request('/api/admin/messages?show=spam', { cookie: admin.cookie })).status).toBe(400)
})

test('patching a message with a malformed id answers 400, an unknown one 404', async () => {
  const app = await testApp()
  const admin = await signUpFounder(app)

  const malformed = await app.request('/api/admin/messages/not-a-uuid', {
    method: 'PATCH',
    cookie: admin.cookie,
    json: { handled: true },
  })
  const unknown = await app.request(`/api/admin/messages/${randomUUID()}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    json: { handled: true },
  })

  expect(malformed.status).toBe(400)
  expect((await readError(malformed)).code).toBe('BAD_REQUEST')
  expect(unknown.status).toBe(404)
  expect((await readError(unknown)).code).toBe('NOT_FOUND')
})

test('patching a message without a boolean handled answers 400 with issues', async () => {
  const app = await testApp()
  const admin = await signUpFounder(app)
  const { id } = await readJson(await sendContactMessage(app), ContactMessageCreatedSchema, 201)

  const response = await app.request(`/api/admin/messages/${id}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    json: { handled: 'yes' },
  })

  expect(response.status).toBe(400)
  expect((await readError(response)).issues?.map((issue) => issue.path)).toEqual(['handled'])
})
