import { afterEach, expect, test, vi } from 'vitest'
import { errorReply, FakeReply, fakeApi } from '../test/fake-api'
import { ApiError, callApi } from './api-client'
import { checkAnswersAgainstContract } from './contract-check'

checkAnswersAgainstContract()
afterEach(() => vi.unstubAllGlobals())

test('a call fills the path, the query and the body from the typed input', async () => {
  const api = fakeApi({
    setMessageHandled: ({ params, json }) => ({
      id: params.messageId ?? '',
      name: 'Ada',
      email: 'ada@example.org',
      subject: 'Pricing Inquiry',
      message: 'Hello',
      createdAt: '2025-06-01T10:00:00.000Z',
      handledAt: (json as { handled: boolean }).handled ? '2025-06-01T11:00:00.000Z' : null,
    }),
    adminUsers: () => ({ users: [], total: 0, day: '2025-06-01' }),
  })

  const message = await callApi('setMessageHandled', { params: { messageId: 'a/b' }, json: { handled: true } })
  await callApi('adminUsers', { query: { q: undefined, page: 2, pageSize: 25 } })

  expect(message.id).toBe('a/b')
  expect(api.callsTo('adminUsers')[0]?.request.query.toString()).toBe('page=2&pageSize=25')
  expect(api.unhandled).toEqual([])
})

test('an error body becomes an ApiError with its code, message, request id, issues and detail', async () => {
  fakeApi({
    signIn: () =>
      errorReply(401, 'UNAUTHORIZED', 'Invalid email or password', {
        detail: 'INVALID_EMAIL_OR_PASSWORD',
        issues: [{ path: 'email', message: 'Required' }],
      }),
  })

  const error = await callApi('signIn', { json: { email: 'a@example.org', password: 'x' } }).catch((e: unknown) => e)

  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({
    status: 401,
    code: 'UNAUTHORIZED',
    message: 'Invalid email or password',
    requestId: 'test-request',
    detailCode: 'INVALID_EMAIL_OR_PASSWORD',
    issues: [{ path: 'email', message: 'Required' }],
  })
})

test('an error page that is not from the API is read by its status', async () => {
  fakeApi({ me: () => new FakeReply(503, '<html>Bad gateway</html>') })

  await expect(callApi('me')).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' })
})

test('no connection at all is an UPSTREAM_FAILED ApiError with status 0', async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))

  await expect(callApi('me')).rejects.toMatchObject({ status: 0, code: 'UPSTREAM_FAILED' })
})

test('with the contract check on (development and tests), an answer that breaks the contract is refused', async () => {
  fakeApi({ me: () => new FakeReply(200, { user: { id: 'user-1' } }) })

  await expect(callApi('me')).rejects.toThrow(/invalid/i)
})
