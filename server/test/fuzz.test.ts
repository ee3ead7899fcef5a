import fc from 'fast-check'
import { expect, test } from 'vitest'
import { CAREER_ANSWERS, PROFILE_ANSWERS, signUpFounder, testApp } from './factories'
import { uniqueEmail } from './create-test-app'

type Template = { path: string; query?: Record<string, string>; body?: Record<string, unknown> }

const card = {
  id: 'A5100000001',
  display_name: 'Ada Researcher',
  institution_name: 'Example University',
  country: 'GB',
  works_count: 12,
  cited_by_count: 340,
  h_index: 9,
  concepts: [{ display_name: 'Coral reefs' }],
  orcid: null,
  profileWarning: null,
}

/** A valid request per route; the fuzzer replaces, drops and adds its fields. Every API route must be here. */
const TEMPLATES: Record<string, Template> = {
  'GET /api/live': { path: '/api/live' },
  'GET /api/health': { path: '/api/health' },
  'GET /api/config': { path: '/api/config' },
  'POST /api/client-log/not-found': { path: '/api/client-log/not-found', body: { path: '/no-such-page' } },
  'POST /api/contact': {
    path: '/api/contact',
    body: { name: 'Grace', email: 'grace@example.test', subject: 'Plans', message: 'Hello' },
  },
  'GET /api/me': { path: '/api/me' },
  'GET /api/subscription': { path: '/api/subscription' },
  'POST /api/account/sign-out': { path: '/api/account/sign-out', body: {} },
  'GET /api/account/sessions': { path: '/api/account/sessions' },
  'DELETE /api/account/sessions/:sessionId': { path: '/api/account/sessions/:sessionId' },
  'POST /api/account/sessions/revoke-others': { path: '/api/account/sessions/revoke-others', body: {} },
  'GET /api/admin/users': { path: '/api/admin/users', query: { q: 'ada', page: '1', pageSize: '10' } },
  'PUT /api/admin/users/:userId/lifetime-access': { path: '/api/admin/users/:userId/lifetime-access' },
  'DELETE /api/admin/users/:userId/lifetime-access': { path: '/api/admin/users/:userId/lifetime-access' },
  'GET /api/admin/messages': { path: '/api/admin/messages', query: { show: 'all', page: '1', pageSize: '5' } },
  'PATCH /api/admin/messages/:messageId': { path: '/api/admin/messages/:messageId', body: { handled: true } },
  'GET /api/sources': { path: '/api/sources' },
  'GET /api/works/search': {
    path: '/api/works/search',
    query: { query: 'coral reef', sources: 'crossref', limit: '3' },
  },
  'GET /api/authors/search': { path: '/api/authors/search', query: { q: 'watanabe', source: 'openalex', limit: '3' } },
  'GET /api/researchers/search': {
    path: '/api/researchers/search',
    query: { query: 'coral reef', sortBy: 'citations', page: '1' },
  },
  'GET /api/researchers/saved': { path: '/api/researchers/saved' },
  'PUT /api/researchers/saved/:researcherId': { path: '/api/researchers/saved/:researcherId', body: card },
  'DELETE /api/researchers/saved/:researcherId': { path: '/api/researchers/saved/:researcherId' },
  'GET /api/research/conversations': { path: '/api/research/conversations', query: { page: '1' } },
  'GET /api/research/conversations/:conversationId': { path: '/api/research/conversations/:conversationId' },
  'PATCH /api/research/conversations/:conversationId': {
    path: '/api/research/conversations/:conversationId',
    body: { title: 'Renamed' },
  },
  'DELETE /api/research/conversations/:conversationId': { path: '/api/research/conversations/:conversationId' },
  'GET /api/research/sources': { path: '/api/research/sources' },
  'GET /api/timeline/paths': { path: '/api/timeline/paths' },
  'POST /api/timeline/paths': {
    path: '/api/timeline/paths',
    body: {
      title: 'Thesis',
      description: 'Coral reefs',
      milestones: [{ title: 'Proposal', description: '', deadline: '2030-01-15', priority: 'High', status: 'Planned' }],
    },
  },
  'GET /api/timeline/paths/:pathId': { path: '/api/timeline/paths/:pathId' },
  'PUT /api/timeline/paths/:pathId': {
    path: '/api/timeline/paths/:pathId',
    body: { title: 'Thesis', milestones: [{ title: 'Proposal', deadline: '2030-01-15', status: 'Done' }] },
  },
  'PATCH /api/timeline/paths/:pathId': { path: '/api/timeline/paths/:pathId', body: { title: 'Renamed' } },
  'DELETE /api/timeline/paths/:pathId': { path: '/api/timeline/paths/:pathId' },
  'POST /api/timeline/paths/:pathId/duplicate': { path: '/api/timeline/paths/:pathId/duplicate' },
  'GET /api/timeline/paths/:pathId/calendar': { path: '/api/timeline/paths/:pathId/calendar' },
  'POST /api/timeline/paths/:pathId/feed': { path: '/api/timeline/paths/:pathId/feed' },
  'DELETE /api/timeline/paths/:pathId/feed': { path: '/api/timeline/paths/:pathId/feed' },
  'GET /api/timeline/feeds/:pathId/:token': { path: '/api/timeline/feeds/:pathId/:token' },
  'GET /api/profile': { path: '/api/profile' },
  'PUT /api/profile': {
    path: '/api/profile',
    body: { fullName: 'Ada', bio: 'Hi', location: 'Paris', website: 'https://example.org', github: '', linkedin: '' },
  },
  'PUT /api/profile/notifications': {
    path: '/api/profile/notifications',
    body: { enableNotifications: true, emailNotifications: false, achievementAlerts: true, progressUpdates: true },
  },
  'PUT /api/profile/avatar': { path: '/api/profile/avatar', body: { image: 'not bytes' } },
  'DELETE /api/profile/avatar': { path: '/api/profile/avatar' },
  'GET /api/avatars/:key': { path: '/api/avatars/:key' },
  'GET /api/profile/export': { path: '/api/profile/export', query: { format: 'zip' } },
  'POST /api/profile/delete-account': { path: '/api/profile/delete-account', body: { password: 'wrong-password' } },
  'GET /api/profiler': { path: '/api/profiler' },
  'PUT /api/profiler/draft': {
    path: '/api/profiler/draft',
    body: { answers: { research_interest: 'coral reef recovery', experience_level: 'Postdoc' }, step: 2 },
  },
  'POST /api/profiler/analysis': { path: '/api/profiler/analysis', body: { answers: PROFILE_ANSWERS } },
  'DELETE /api/profiler': { path: '/api/profiler' },
  'POST /api/methodology/power': {
    path: '/api/methodology/power',
    body: { test: 'anova-one-way', solveFor: 'sampleSize', alpha: 0.05, power: 0.8, effect: 0.25, groups: 3, tails: 2 },
  },
  'POST /api/methodology/plans': {
    path: '/api/methodology/plans',
    body: {
      researchQuestion: 'Does tutoring improve grades?',
      studyType: 'Mixed Methods',
      groups: 2,
      ethicsFlags: ['minors'],
    },
  },
  'GET /api/methodology/plans': { path: '/api/methodology/plans' },
  'GET /api/methodology/plans/:planId': { path: '/api/methodology/plans/:planId' },
  'PUT /api/methodology/plans/:planId/checked': {
    path: '/api/methodology/plans/:planId/checked',
    body: { checked: [] },
  },
  'DELETE /api/methodology/plans/:planId': { path: '/api/methodology/plans/:planId' },
  'POST /api/methodology/plans/:planId/timeline': {
    path: '/api/methodology/plans/:planId/timeline',
    body: { startDate: '2030-01-07' },
  },
  'POST /api/reviews': {
    path: '/api/reviews',
    body: {
      topic: 'coral bleaching',
      keywords: 'heat stress',
      sources: ['europepmc'],
      fromYear: 2000,
      toYear: 2025,
      followReferences: false,
    },
  },
  'GET /api/reviews': { path: '/api/reviews' },
  'GET /api/reviews/:reviewId': { path: '/api/reviews/:reviewId' },
  'PATCH /api/reviews/:reviewId': { path: '/api/reviews/:reviewId', body: { title: 'Renamed' } },
  'DELETE /api/reviews/:reviewId': { path: '/api/reviews/:reviewId' },
  'GET /api/reviews/:reviewId/export/:format': { path: '/api/reviews/:reviewId/export/:format' },
  'POST /api/hypotheses': {
    path: '/api/hypotheses',
    body: {
      mode: 'closed',
      area: 'fish oil',
      target: 'Raynaud disease',
      context: 'diet and circulation',
      sources: ['europepmc'],
      fromYear: 1970,
      toYear: 1990,
    },
  },
  'GET /api/hypotheses': { path: '/api/hypotheses' },
  'GET /api/hypotheses/:runId': { path: '/api/hypotheses/:runId' },
  'DELETE /api/hypotheses/:runId': { path: '/api/hypotheses/:runId' },
  'GET /api/hypotheses/:runId/export/:format': { path: '/api/hypotheses/:runId/export/:format' },
  'POST /api/pathways/trends': {
    path: '/api/pathways/trends',
    body: {
      topics: [{ text: 'coral bleaching', topicId: 'T19112', fieldId: '17', fieldName: 'Environmental Science' }],
    },
  },
  'GET /api/pathways/trends/topics': { path: '/api/pathways/trends/topics', query: { q: 'coral reef' } },
  'POST /api/pathways/grants': {
    path: '/api/pathways/grants',
    body: {
      idea: 'Heat tolerance of reef-building corals is inherited.',
      funder: 'nih',
      mechanism: 'R21',
      draft: '## Specific Aims\nAim 1: Measure heat tolerance in 40 coral families.',
      authorId: 'A5100000001',
    },
  },
  'POST /api/pathways/collaborators': {
    path: '/api/pathways/collaborators',
    body: { interest: 'machine learning', author: '0000-0001-0075-4199', sector: 'education' },
  },
  'GET /api/pathways/careers/assessment': { path: '/api/pathways/careers/assessment' },
  'PUT /api/pathways/careers/assessment': {
    path: '/api/pathways/careers/assessment',
    body: { answers: { skills: { '2.A.1.a': 3 }, interests: { investigative: 5 }, values: {} }, step: 'interests' },
  },
  'POST /api/pathways/careers': { path: '/api/pathways/careers', body: { answers: CAREER_ANSWERS } },
  // Multipart uploads: fuzzed as JSON they are refused with 400 ('Choose a file to upload.').
  'POST /api/data-analysis/inspect': { path: '/api/data-analysis/inspect', body: { file: 'not a file' } },
  'POST /api/data-analysis/analyse': {
    path: '/api/data-analysis/analyse',
    body: { file: 'not a file', analysis: '{"analysis":{"kind":"descriptives","variables":["a"]}}' },
  },
  'POST /api/research/ask': {
    path: '/api/research/ask',
    body: {
      question: 'coral bleaching',
      mode: 'comprehensive',
      sources: ['europepmc'],
      scanDepth: 1,
      ethicalMode: true,
      webScanning: false,
    },
  },
  'GET /api/learning/content': { path: '/api/learning/content' },
  'GET /api/pathways/content': { path: '/api/pathways/content' },
  'GET /api/pathways/outputs': { path: '/api/pathways/outputs', query: { tool: 'research-trends-predictor' } },
  'GET /api/learning/progress': { path: '/api/learning/progress' },
  'POST /api/learning/answers': {
    path: '/api/learning/answers',
    body: { cardId: 'p-value', mode: 'quiz', outcome: 'correct', timeZone: 'Europe/Paris' },
  },
  'PUT /api/learning/favorites/:cardId': { path: '/api/learning/favorites/:cardId' },
  'DELETE /api/learning/favorites/:cardId': { path: '/api/learning/favorites/:cardId' },
  'GET /api/learning/review/queue': {
    path: '/api/learning/review/queue',
    query: { category: 'Statistics', level: 'beginner' },
  },
  'GET /api/learning/review-parameters': { path: '/api/learning/review-parameters' },
  'POST /api/learning/review-parameters/optimise': { path: '/api/learning/review-parameters/optimise' },
  'GET /api/learning/review/forecast': { path: '/api/learning/review/forecast', query: { retention: '0.9' } },
  'POST /api/learning/review/:cardId': {
    path: '/api/learning/review/:cardId',
    body: { grade: 'good', timeZone: 'Europe/Paris' },
  },
  'PATCH /api/learning/settings': {
    path: '/api/learning/settings',
    body: { desiredRetention: 0.9, newCardsPerDay: 20, timeZone: 'UTC' },
  },
  'GET /api/colleges/assessment': { path: '/api/colleges/assessment' },
  'PUT /api/colleges/assessment': {
    path: '/api/colleges/assessment',
    body: { answers: { academicInterests: ['Engineering'], satScore: 1400, locations: ['Texas'] }, step: 2 },
  },
  'DELETE /api/colleges/assessment': { path: '/api/colleges/assessment' },
  'POST /api/colleges/match': {
    path: '/api/colleges/match',
    body: {
      answers: { academicInterests: ['Engineering'], satScore: 1400, budgetRange: 'Under $20,000' },
      weights: { academic: 30, program: 25, research: 15, cost: 15, outcome: 15 },
    },
  },
  'POST /api/colleges/why-not': {
    path: '/api/colleges/why-not',
    body: { answers: { academicInterests: ['Engineering'], locations: ['Texas'] }, query: 'Harborview' },
  },
  'POST /api/colleges/narrative': {
    path: '/api/colleges/narrative',
    body: { answers: { academicInterests: ['Engineering'] }, unitId: 900001 },
  },
  'GET /api/colleges/saved': { path: '/api/colleges/saved' },
  'GET /api/colleges/saved/csv': { path: '/api/colleges/saved/csv' },
  'PUT /api/colleges/saved/:unitId': { path: '/api/colleges/saved/:unitId' },
  'DELETE /api/colleges/saved/:unitId': { path: '/api/colleges/saved/:unitId' },
  // better-auth, through the endpoints the product exposes
  'POST /api/auth/sign-up/email': {
    path: '/api/auth/sign-up/email',
    body: {
      name: 'Fuzz',
      email: 'fuzz@example.test',
      password: 'correct-horse-battery',
      image: null,
      callbackURL: '/auth?verified=1',
    },
  },
  'POST /api/auth/sign-in/email': {
    path: '/api/auth/sign-in/email',
    body: {
      email: 'fuzz@example.test',
      password: 'correct-horse-battery',
      callbackURL: '/auth?verified=1',
      rememberMe: true,
    },
  },
  'POST /api/auth/request-password-reset': {
    path: '/api/auth/request-password-reset',
    body: { email: 'fuzz@example.test', redirectTo: '/auth?mode=reset' },
  },
  'POST /api/auth/reset-password': {
    path: '/api/auth/reset-password',
    body: { token: 'abc', newPassword: 'correct-horse-battery' },
  },
  'POST /api/auth/send-verification-email': {
    path: '/api/auth/send-verification-email',
    body: { email: 'fuzz@example.test', callbackURL: '/auth?verified=1' },
  },
  'POST /api/auth/change-password': {
    path: '/api/auth/change-password',
    // A wrong current password: the fuzzer cannot change the admin's password and end its sessions.
    body: { currentPassword: 'not-the-password', newPassword: 'another-horse-battery', revokeOtherSessions: true },
  },
  'POST /api/auth/two-factor/enable': { path: '/api/auth/two-factor/enable', body: { password: 'not-the-password' } },
  'POST /api/auth/two-factor/disable': { path: '/api/auth/two-factor/disable', body: { password: 'not-the-password' } },
  'POST /api/auth/two-factor/verify-totp': { path: '/api/auth/two-factor/verify-totp', body: { code: '123456' } },
  'POST /api/auth/two-factor/verify-backup-code': {
    path: '/api/auth/two-factor/verify-backup-code',
    body: { code: 'abcde-fghij' },
  },
  'POST /api/auth/update-user': {
    path: '/api/auth/update-user',
    body: { name: 'Fuzzed Name', image: '/api/avatars/abcdefgh12' },
  },
  'GET /api/auth/get-session': { path: '/api/auth/get-session' },
  'GET /api/auth/verify-email': {
    path: '/api/auth/verify-email',
    query: { token: 'abc', callbackURL: '/auth?verified=1' },
  },
  'GET /api/auth/reset-password/:token': {
    path: '/api/auth/reset-password/:token',
    query: { callbackURL: '/auth?mode=reset' },
  },
}

/** Hashing a password costs ~100 ms, and an answer asks the sources: these routes get fewer runs. */
const SLOW = new Set([
  'POST /api/reviews',
  'POST /api/hypotheses',
  'POST /api/pathways/trends',
  'POST /api/pathways/grants',
  'POST /api/pathways/collaborators',
  'POST /api/auth/change-password',
  'POST /api/auth/two-factor/enable',
  'POST /api/auth/two-factor/disable',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/reset-password',
  'POST /api/research/ask',
])
const RUNS = Number(process.env.FUZZ_RUNS ?? 100)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)

const awkwardText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uFFFF',
  '🐠',
  "'; DROP TABLE user; --",
  '../../etc/passwd',
  '%00',
  '',
  ' ',
  'x'.repeat(4_000),
)
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), awkwardText)
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 4 }),
  fc.dictionary(anyText, anyText, { maxKeys: 3 }),
)
/** Query and path text as it arrives on the wire: any characters, or raw percent sequences that are not UTF-8. */
const wireText = fc.oneof(
  anyText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))),
  fc.constantFrom('%00', '%ED%A0%80', '%FF%FE', '%', '%zz', 'a%2Fb', '..%2F..'),
)

type Mutation =
  | { kind: 'set'; key: string; value: unknown }
  | { kind: 'drop'; key: string }
  | { kind: 'add'; key: string; value: unknown }

function mutationsOf(fields: string[], value: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation[]> {
  const known = fields.length ? fc.constantFrom(...fields) : fc.constant('extra')
  const one = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), key: known, value }),
    fc.record({ kind: fc.constant('drop' as const), key: known }),
    fc.record({ kind: fc.constant('add' as const), key: fc.string({ maxLength: 12 }), value }),
  )
  return fc.array(one, { minLength: 1, maxLength: 3 })
}

function applied<T>(record: Record<string, T>, mutations: Mutation[]): Record<string, unknown> {
  const copy = new Map<string, unknown>(Object.entries(record))
  for (const mutation of mutations) {
    if (mutation.kind === 'drop') copy.delete(mutation.key)
    else copy.set(mutation.key, mutation.value)
  }
  return Object.fromEntries(copy)
}

test('a few thousand malformed requests over every route and field: none answers 5xx', async () => {
  const app = await testApp({ TRUST_PROXY: 'true' })
  const admin = await signUpFounder(app)
  const target = await app.signUp('Fuzz Target', { email: uniqueEmail('target') })
  const routes = [
    ...new Set(
      app.platform.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
    ),
  ].filter((route) => !route.includes('/api/auth/*'))
  expect(
    routes.filter((route) => !(route in TEMPLATES)),
    'routes missing from the fuzz table',
  ).toEqual([])

  const failures: string[] = []
  let sent = 0
  let ipCounter = 0
  for (const [route, template] of Object.entries(TEMPLATES)) {
    const [method = 'GET'] = route.split(' ')
    const params = [...template.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
    const request = fc.record({
      withSession: fc.boolean(),
      param: fc.option(wireText, { nil: undefined }),
      query: mutationsOf(Object.keys(template.query ?? {}), wireText),
      body: mutationsOf(Object.keys(template.body ?? {}), anyJson),
      rawBody: fc.option(
        fc.oneof(fc.string(), fc.constantFrom('{', '[1,', '{"a":"\\u0000"}', '{"a":"\\ud800"}', 'null', '"text"')),
        { freq: 8, nil: undefined },
      ),
    })
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const filled = template.path.replace(/:(\w+)/g, (_, name: string) => {
          if (generated.param !== undefined && name === params[0]) return generated.param
          return name === 'userId'
            ? target.userId
            : name === 'researcherId'
              ? 'A5100000001'
              : name === 'cardId'
                ? 'p-value'
                : name === 'unitId'
                  ? '900001'
                  : name === 'format'
                    ? 'bibtex'
                    : name === 'messageId' ||
                        name === 'conversationId' ||
                        name === 'pathId' ||
                        name === 'planId' ||
                        name === 'reviewId' ||
                        name === 'sessionId'
                      ? '00000000-0000-4000-8000-000000000000'
                      : 'token'
        })
        const query = applied(template.query ?? {}, generated.query)
        const search = Object.entries(query)
          .map(
            ([key, value]) =>
              `${encodeURIComponent(key.replace(/[\uD800-\uDFFF]/g, '_'))}=${typeof value === 'string' ? value : encodeURIComponent(String(value))}`,
          )
          .join('&')
        const hasBody = method !== 'GET' && method !== 'DELETE'
        const body = hasBody
          ? (generated.rawBody ?? JSON.stringify(applied(template.body ?? {}, generated.body)))
          : undefined
        const response = await app.request(`${filled}${search ? `?${search}` : ''}`, {
          method,
          body,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`,
          },
          cookie: generated.withSession ? admin.cookie : undefined,
        })
        sent++
        if (response.status >= 500)
          failures.push(
            `${route} → ${response.status} ${await response.text()} for ${filled}?${search} ${body?.slice(0, 300) ?? ''}`,
          )
        else await response.body?.cancel()
      }),
      { numRuns: SLOW.has(route) ? Math.ceil(RUNS / 4) : RUNS, seed: SEED, endOnFailure: true },
    )
  }

  expect(failures).toEqual([])
  expect(sent).toBeGreaterThan(2_000)
}, 600_000)
