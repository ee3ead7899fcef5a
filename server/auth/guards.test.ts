import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { expect, test } from 'vitest'
import { roleFor } from '../features/account/access.service'
import { toErrorResponse } from '../lib/error-response'
import type { AppEnv, RequestContext } from '../request-context'
import { requireAdmin, requirePremium, requireUser } from './guards'
import { readError } from '../test/read-json'

type Caller = 'visitor' | 'free' | 'premium' | 'admin'

const ADMINS = ['admin@lodestar.test']
const subscriberRow = {
  email: 'premium@lodestar.test',
  lifetimeAccess: true,
  subscriptionTier: 'Lifetime Access',
  subscriptionEnd: null,
  registrationNumber: 7,
  grantedBy: null,
  createdAt: new Date(),
  updatedAt: new Date(),
}

function contextOf(caller: Caller): Pick<RequestContext, 'user' | 'access' | 'sessionId' | 'usageToday'> {
  if (caller === 'visitor') return { user: null, access: null, sessionId: null, usageToday: null }
  const email = `${caller}@lodestar.test`
  const user = { id: `${caller}-id`, email, name: caller, emailVerified: true, image: null, createdAt: new Date() }
  return {
    user,
    sessionId: `${caller}-session`,
    access: roleFor(user, ADMINS, caller === 'premium' ? subscriberRow : null),
    usageToday: [],
  }
}

/** A tiny app with one route per guard; the caller is chosen by a header instead of a session. */
function guardedApp() {
  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(async (c, next) => {
      const caller = (c.req.header('x-caller') ?? 'visitor') as Caller
      c.set('ctx', contextOf(caller) as RequestContext)
      await next()
    })
    .get('/user', requireUser, (c) => c.text('ok'))
    .get('/premium', requirePremium, (c) => c.text('ok'))
    .get('/admin', requireAdmin, (c) => c.text('ok'))
  app.onError(toErrorResponse)
  return app
}

test.each([
  ['/user', { visitor: 401, free: 200, premium: 200, admin: 200 }],
  ['/premium', { visitor: 401, free: 403, premium: 200, admin: 200 }],
  ['/admin', { visitor: 401, free: 403, premium: 403, admin: 200 }],
] as const)('%s lets in exactly the callers it should', async (path, expected) => {
  const app = guardedApp()
  const statuses: Record<string, number> = {}
  for (const caller of Object.keys(expected)) {
    statuses[caller] = (await app.request(path, { headers: { 'x-caller': caller } })).status
  }
  expect(statuses).toEqual(expected)
})

test('a free member turned away from a premium route gets the error vocabulary, with a request id', async () => {
  const response = await guardedApp().request('/premium', { headers: { 'x-caller': 'free' } })
  const body = await readError(response)
  expect(body).toMatchObject({ code: 'FORBIDDEN', message: 'This feature requires premium access.' })
  expect(body.requestId).toBeTruthy()
})
