import { expect, test } from 'vitest'
import { toClientAuthResponse } from './auth-response'

const request = { method: 'POST', path: '/api/auth/sign-up/email', requestId: 'req-1' }
const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

test.each([
  ['a bare 500', new Response(null, { status: 500 })],
  [
    'an INTERNAL_SERVER_ERROR with its own code',
    jsonAnswer(500, { code: 'FAILED_TO_GET_SESSION', message: 'Failed to get session' }),
  ],
  [
    'a sign-up whose user row could not be written (422)',
    jsonAnswer(422, { code: 'FAILED_TO_CREATE_USER', message: 'Failed to create user' }),
  ],
])(
  '%s from better-auth while the database fails answers 503 SERVICE_UNAVAILABLE with Retry-After',
  async (_name, answer) => {
    const response = await toClientAuthResponse(answer, { ...request, databaseUnreachable: () => true })

    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(response.headers.get('x-request-id')).toBe('req-1')
    expect(await response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('try again') as unknown,
      requestId: 'req-1',
    })
  },
)

test('a 500 from better-auth while the database answers stays INTERNAL', async () => {
  const response = await toClientAuthResponse(new Response(null, { status: 500 }), {
    ...request,
    databaseUnreachable: () => false,
  })

  expect(response.status).toBe(500)
  expect(response.headers.get('retry-after')).toBeNull()
  expect(await response.json()).toMatchObject({ code: 'INTERNAL' })
})

test('a refusal that is the user’s (wrong password) stays itself even while the database fails', async () => {
  const answer = jsonAnswer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })

  const response = await toClientAuthResponse(answer, { ...request, databaseUnreachable: () => true })

  expect(response.status).toBe(401)
  expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED', detail: 'INVALID_EMAIL_OR_PASSWORD' })
})
