import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { testApp } from '../../test/factories'
import { contactMessage } from './contact.tables'
import { readError, readJson } from '../../test/read-json'
import { ContactMessageCreatedSchema } from '#shared/contract/contact'

const validMessage = { name: 'Grace Hopper', email: 'grace@example.test', message: 'How much is lifetime access?' }

test('a visitor can send a contact message: 201 with its id, stored without a user', async () => {
  const app = await testApp()

  const response = await app.request('/api/contact', { method: 'POST', json: validMessage })

  expect(response.status).toBe(201)
  const { id } = await readJson(response, ContactMessageCreatedSchema, 201)
  const [row] = await app.db.select().from(contactMessage).where(eq(contactMessage.id, id))
  expect(row).toMatchObject({ ...validMessage, subject: 'Pricing Inquiry', userId: null, handledAt: null })
})

test('a signed-in user’s contact message is linked to their account', async () => {
  const app = await testApp()
  const { cookie, userId } = await app.signUp()

  const response = await app.request('/api/contact', {
    method: 'POST',
    cookie,
    json: { ...validMessage, subject: 'Team plan' },
  })

  expect(response.status).toBe(201)
  const { id } = await readJson(response, ContactMessageCreatedSchema, 201)
  const [row] = await app.db.select().from(contactMessage).where(eq(contactMessage.id, id))
  expect(row).toMatchObject({ userId, subject: 'Team plan' })
})

test('a contact message with missing fields answers 400 with an issue per field', async () => {
  const app = await testApp()

  const response = await app.request('/api/contact', { method: 'POST', json: { email: 'grace@example.test' } })

  expect(response.status).toBe(400)
  const body = await readError(response)
  expect(body.code).toBe('BAD_REQUEST')
  expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['message', 'name'])
})

test('a contact message with a malformed e-mail answers 400 naming the e-mail field', async () => {
  const app = await testApp()

  const response = await app.request('/api/contact', {
    method: 'POST',
    json: { ...validMessage, email: 'not-an-email' },
  })

  expect(response.status).toBe(400)
  expect((await readError(response)).issues).toEqual([{ path: 'email', message: 'Enter a valid e-mail address' }])
})

test('blank name and message count as missing', async () => {
  const app = await testApp()

  const response = await app.request('/api/contact', {
    method: 'POST',
    json: { ...validMessage, name: '   ', message: '  ' },
  })

  expect(response.status).toBe(400)
  expect((await readError(response)).issues?.map((issue) => issue.path).sort()).toEqual(['message', 'name'])
})

test('a body that is not JSON answers 400, not 500', async () => {
  const app = await testApp()

  const response = await app.request('/api/contact', {
    method: 'POST',
    body: '{not json',
    headers: { 'content-type': 'application/json' },
  })

  expect(response.status).toBe(400)
  expect((await readError(response)).code).toBe('BAD_REQUEST')
})

test('more than 10 messages an hour from one network answer 429 RATE_LIMITED', async () => {
  const app = await testApp({ TRUST_PROXY: 'true' })

  const statuses = []
  for (let i = 0; i < 11; i++)
    statuses.push(
      (await app.request('/api/contact', { method: 'POST', json: validMessage, ip: '203.0.113.50' })).status,
    )
  const otherNetwork = await app.request('/api/contact', { method: 'POST', json: validMessage, ip: '203.0.113.51' })

  expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
  expect(statuses[10]).toBe(429)
  expect(otherNetwork.status).toBe(201)
})
