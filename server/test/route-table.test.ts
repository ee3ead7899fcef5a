import { expect, test } from 'vitest'
import { endpointRoutes } from '#shared/contract/endpoint-routes'
import { isExposedAuthEndpoint } from '../auth/auth.routes'
import { testApp } from './factories'

/** better-auth answers one wildcard per method, behind the allow-list the table's /auth entries make. */
const AUTH_WILDCARDS = ['GET /api/auth/*', 'POST /api/auth/*']

const entries = Object.entries(endpointRoutes)
const authEntries = entries.filter(([, route]) => route.path.startsWith('/auth/'))
const servedEntries = entries.filter(([, route]) => !route.path.startsWith('/auth/'))
const keyOf = (route: { method: string; path: string }) => `${route.method} /api${route.path}`

test('every route of the app has an entry in the table, and every entry a route', async () => {
  const app = await testApp()
  const routes = new Set(
    app.platform.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
  )
  const served = new Set(servedEntries.map(([, route]) => keyOf(route)))

  const withoutEntry = [...routes].filter((route) => !served.has(route) && !AUTH_WILDCARDS.includes(route))
  expect(withoutEntry, 'add these routes to shared/contract/endpoint-routes.ts').toEqual([])
  const withoutRoute = servedEntries.filter(([, route]) => !routes.has(keyOf(route))).map(([name]) => name)
  expect(withoutRoute, 'these entries have no route: serve them (server/serve-endpoint.ts) or remove them').toEqual([])
  expect(
    AUTH_WILDCARDS.filter((route) => !routes.has(route)),
    'better-auth is mounted at /api/auth/*',
  ).toEqual([])
})

test('no two entries name the same method and path', () => {
  const keys = entries.map(([, route]) => keyOf(route))
  expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
})

test("the table's /auth entries are what better-auth exposes, and nothing else is", () => {
  for (const [name, route] of authEntries) {
    const endpoint = route.path.slice('/auth'.length).replace(/:[A-Za-z]+/g, 'sample')
    expect(isExposedAuthEndpoint(route.method, endpoint), name).toBe(true)
    expect(isExposedAuthEndpoint(route.method === 'GET' ? 'POST' : 'GET', endpoint), `${name}, other method`).toBe(
      false,
    )
  }
  for (const [method, endpoint] of [
    ['POST', '/verify-password'],
    ['POST', '/revoke-session'],
    ['GET', '/list-sessions'],
    ['POST', '/change-email'],
    ['POST', '/delete-user'],
    ['POST', '/sign-up/email/extra'],
    ['GET', '/reset-password/a/b'],
    ['DELETE', '/sign-in/email'],
  ] as const)
    expect(isExposedAuthEndpoint(method, endpoint), `${method} ${endpoint}`).toBe(false)
})
