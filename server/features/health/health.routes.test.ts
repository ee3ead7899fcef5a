import { expect, test } from 'vitest'
import { testApp } from '../../test/factories'
import { readJson } from '../../test/read-json'
import { z } from 'zod'

// /api/health is for monitors, not the web app, so it has no contract schema; the 503 is also an error body.
const HealthSchema = z.looseObject({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ kind: z.string(), reachable: z.boolean(), latencyMs: z.number().optional() }),
})

test('GET /api/health answers 200 ok with a reachable database', async () => {
  const app = await testApp()

  const response = await app.request('/api/health')

  expect(await readJson(response, HealthSchema)).toMatchObject({
    status: 'ok',
    database: { kind: app.database.kind, reachable: true },
  })
})

test('GET /api/health answers 503 once the database is gone', async () => {
  const app = await testApp()
  await app.database.close()

  const response = await app.request('/api/health')

  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
  expect(await readJson(response, HealthSchema, 503)).toMatchObject({
    status: 'unavailable',
    database: { reachable: false },
    code: 'SERVICE_UNAVAILABLE',
  })
  expect(app.logs.some((entry) => entry.level === 'error' && entry.msg.includes('database unreachable'))).toBe(true)
})

test('GET /api/config tells the web app the public settings', async () => {
  const app = await testApp({
    CONTACT_EMAIL: 'sales@lodestar.test',
    REQUIRE_EMAIL_VERIFICATION: 'true',
    CS_BRANCH_URL: 'https://cs.branch.example/',
    SUPPORTER_MENTORSHIP_URL: 'https://mentors.example/',
  })

  const response = await app.request('/api/config')

  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    contactEmail: 'sales@lodestar.test',
    companyLinkedinUrl: null,
    csBranchUrl: 'https://cs.branch.example/',
    supporterUrls: { aiProgram: null, mentorship: 'https://mentors.example/' },
    emailVerificationRequired: true,
    passwordMinLength: 8,
  })
})
