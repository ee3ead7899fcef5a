import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { MeResponseSchema } from '#shared/contract/account'
import { endpointRoutes, type EndpointAccess } from '#shared/contract/endpoint-routes'
import { CAREER_ANSWERS, insertSubscriber, PROFILE_ANSWERS, signUpFounder, testApp } from './factories'
import { readJson } from './read-json'

type Level = 'visitor' | 'free' | 'premium' | 'admin'
const LEVELS: Level[] = ['visitor', 'free', 'premium', 'admin']

const LEVEL_OF: Record<EndpointAccess, Level> = {
  visitor: 'visitor',
  member: 'free',
  premium: 'premium',
  admin: 'admin',
}

/**
 * Who may call each API route: the access level of its entry in the contract's table (decision 038); a route with
 * no entry fails server/test/route-table.test.ts. better-auth's /api/auth/* is public by construction; it is only
 * checked to be reachable by visitors.
 */
const ACCESS: Record<string, Level> = {
  'GET /api/auth/*': 'visitor',
  'POST /api/auth/*': 'visitor',
  ...Object.fromEntries(
    Object.values(endpointRoutes)
      .filter((route) => !route.path.startsWith('/auth/'))
      .map((route) => [`${route.method} /api${route.path}`, LEVEL_OF[route.access]]),
  ),
}

/** Concrete paths for wildcard routes: harmless public better-auth endpoints. */
const SAMPLE_PATHS: Record<string, string> = {
  'GET /api/auth/*': '/api/auth/get-session',
  'POST /api/auth/*': '/api/auth/request-password-reset',
}

/** A minimal valid body per route; everything else gets `{}`. */
const BODIES: Record<string, unknown> = {
  'POST /api/auth/*': { email: 'nobody@example.test', redirectTo: '/auth?mode=reset' },
  'POST /api/client-log/not-found': { path: '/no-such-page' },
  'POST /api/contact': { name: 'Grace', email: 'grace@example.test', message: 'Hello' },
  'PATCH /api/admin/messages/:messageId': { handled: true },
  'PATCH /api/research/conversations/:conversationId': { title: 'Renamed' },
  'POST /api/research/ask': { question: 'coral bleaching', sources: ['europepmc'], webScanning: false },
  'POST /api/learning/answers': { cardId: 'p-value', mode: 'quiz', outcome: 'correct' },
  'POST /api/learning/review/:cardId': { grade: 'good' },
  'PATCH /api/learning/settings': { newCardsPerDay: 10 },
  'POST /api/timeline/paths': { title: 'Thesis', milestones: [{ title: 'Proposal', deadline: '2030-01-15' }] },
  'PUT /api/timeline/paths/:pathId': { title: 'Thesis', milestones: [{ title: 'Proposal', deadline: '2030-01-15' }] },
  'PATCH /api/timeline/paths/:pathId': { title: 'Renamed' },
  'PUT /api/profile': { fullName: 'Renamed Member' },
  'PUT /api/profile/notifications': {
    enableNotifications: true,
    emailNotifications: false,
    achievementAlerts: true,
    progressUpdates: true,
  },
  // A wrong password: the route is reached (400), and no account is deleted mid-test.
  'POST /api/profile/delete-account': { password: 'not-the-password' },
  'PUT /api/colleges/assessment': { answers: { academicInterests: ['Engineering'] }, step: 1 },
  'POST /api/colleges/match': { answers: { academicInterests: ['Engineering'] } },
  'POST /api/colleges/why-not': { answers: {}, query: 'Bayside' },
  'POST /api/colleges/narrative': { answers: {}, unitId: 900001 },
  'PUT /api/profiler/draft': { answers: { research_interest: 'coral reef recovery' }, step: 1 },
  'POST /api/profiler/analysis': { answers: PROFILE_ANSWERS },
  'POST /api/methodology/power': {
    test: 't-independent',
    solveFor: 'sampleSize',
    alpha: 0.05,
    power: 0.8,
    effect: 0.5,
  },
  'POST /api/methodology/plans': { researchQuestion: 'Does tutoring improve grades?' },
  'PUT /api/methodology/plans/:planId/checked': { checked: [] },
  'POST /api/methodology/plans/:planId/timeline': { startDate: '2030-01-07' },
  'POST /api/reviews': { topic: 'coral bleaching', sources: ['europepmc'], followReferences: false },
  'PATCH /api/reviews/:reviewId': { title: 'Renamed' },
  'POST /api/hypotheses': { area: 'fish oil', sources: ['europepmc'] },
  'POST /api/pathways/trends': { topics: [{ text: 'coral bleaching' }] },
  'POST /api/pathways/grants': {
    idea: 'Heat tolerance of reef-building corals is inherited.',
    funder: 'nsf',
    mechanism: 'Standard Grant',
  },
  'POST /api/pathways/collaborators': { interest: 'coral bleaching' },
  'PUT /api/pathways/careers/assessment': { answers: { skills: {}, interests: {}, values: {} }, step: 'skills' },
  'POST /api/pathways/careers': { answers: CAREER_ANSWERS },
}

test('every API route has an access level in the table, and each caller below its level is turned away', async () => {
  const app = await testApp()
  const target = await app.signUp('Target of admin actions')
  const free = await app.signUp('Free Member')
  const premium = await app.signUp('Premium Member')
  await insertSubscriber(app.db, premium.email)
  const admin = await signUpFounder(app)
  const accounts = { free, premium, admin }
  // Sign-out ends every session of its caller: check the session still works before each call.
  const sessions = new Map<Exclude<Level, 'visitor'>, string>()
  const sessionOf = async (caller: Exclude<Level, 'visitor'>) => {
    const current = sessions.get(caller)
    if (current && (await readJson(await app.request('/api/me', { cookie: current }), MeResponseSchema)).user)
      return current
    const fresh = await app.signIn(accounts[caller].email)
    sessions.set(caller, fresh)
    return fresh
  }

  const routes = [
    ...new Set(
      app.platform.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
    ),
  ]
  const unlisted = routes.filter((route) => !(route in ACCESS))
  expect(
    unlisted,
    `add these routes to the table in shared/contract/endpoint-routes.ts: ${unlisted.join(', ')}`,
  ).toEqual([])
  const stale = Object.keys(ACCESS).filter((route) => !routes.includes(route))
  expect(stale, `these table entries match no route any more: ${stale.join(', ')}`).toEqual([])

  const failures: string[] = []
  for (const route of routes) {
    const [method = 'GET', pattern = ''] = route.split(' ')
    const required = ACCESS[route] ?? 'admin'
    const path = (SAMPLE_PATHS[route] ?? pattern)
      .replace(':userId', target.userId)
      .replace(':messageId', randomUUID())
      .replace(':conversationId', randomUUID())
      .replace(':cardId', 'p-value')
      .replace(':pathId', randomUUID())
      .replace(':token', 'x'.repeat(43))
      .replace(':key', 'abcdefghijkl')
      .replace(':unitId', '900001')
      .replace(':planId', randomUUID())
      .replace(':reviewId', randomUUID())
      .replace(':format', 'bibtex')
      .replace(':sessionId', randomUUID())
    for (const caller of LEVELS) {
      const cookie = caller === 'visitor' ? undefined : await sessionOf(caller)
      const response = await app.request(path, {
        method,
        cookie,
        json: method === 'GET' ? undefined : (BODIES[route] ?? {}),
      })
      const allowed = LEVELS.indexOf(caller) >= LEVELS.indexOf(required)
      const expected = allowed ? 'neither 401 nor 403' : caller === 'visitor' ? '401' : '403'
      const ok = allowed
        ? response.status !== 401 && response.status !== 403
        : response.status === (caller === 'visitor' ? 401 : 403)
      if (!ok)
        failures.push(
          `${route} (${required}) as ${caller}: expected ${expected}, got ${response.status} ${await response.text()}`,
        )
    }
  }
  expect(failures).toEqual([])
}, 120_000)

test('a visitor may call GET /api/me and learns nothing: no user, no role, no quota', async () => {
  const app = await testApp()
  await app.signUp('Someone Else')

  const response = await app.request('/api/me')

  expect(response.status).toBe(200)
  expect(await readJson(response, MeResponseSchema)).toEqual({ user: null })
})
