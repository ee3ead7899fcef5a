import { expect, test } from 'vitest'
import { UNSTORABLE_TEXT_MESSAGE } from '../lib/input-sanity'
import { signUpFounder, testApp } from './factories'
import { readError } from './read-json'

const card = (overrides: Record<string, unknown>) => ({
  id: 'A5100000001',
  display_name: 'Ada Researcher',
  institution_name: null,
  country: null,
  works_count: 1,
  cited_by_count: 1,
  h_index: null,
  concepts: [],
  orcid: null,
  profileWarning: null,
  ...overrides,
})

test.each([
  ['a NUL character', '\u0000'],
  ['a lone surrogate', '\uD800'],
])(
  '%s in any of the audited request shapes answers 400 BAD_REQUEST in our vocabulary, never 500',
  async (_label, bad) => {
    const app = await testApp()
    const admin = await signUpFounder(app)
    const member = await app.signUp('Shape Tester')
    const shapes: [string, string, { json?: unknown; cookie?: string }][] = [
      ['contact form', '/api/contact', { json: { name: `Ada${bad}`, email: 'ada@example.test', message: 'Hello' } }],
      [
        'sign-in e-mail',
        '/api/auth/sign-in/email',
        { json: { email: `ada${bad}@example.test`, password: 'correct-horse-battery' } },
      ],
      [
        'sign-up name',
        '/api/auth/sign-up/email',
        { json: { name: `Ada${bad}`, email: 'shape@example.test', password: 'correct-horse-battery' } },
      ],
      [
        'reset token',
        '/api/auth/reset-password',
        { json: { token: `tok${bad}`, newPassword: 'correct-horse-battery' } },
      ],
      ['update-user name', '/api/auth/update-user', { json: { name: `Ada${bad}` }, cookie: member.cookie }],
      ['update-user image', '/api/auth/update-user', { json: { image: `/api/avatars/${bad}` }, cookie: member.cookie }],
      [
        'saved-researcher fields',
        '/api/researchers/saved/A5100000001',
        { json: card({ display_name: `Ada${bad}` }), cookie: member.cookie },
      ],
      [
        'saved-researcher concept',
        '/api/researchers/saved/A5100000001',
        { json: card({ concepts: [{ display_name: `reef${bad}` }] }), cookie: member.cookie },
      ],
    ]
    // A URL is UTF-8 on the wire, where a lone surrogate cannot be written (it decodes as U+FFFD): NUL only.
    const urls: [string, string, string][] =
      bad === '\u0000'
        ? [
            ['researcher search query', '/api/researchers/search?query=coral%00', member.cookie],
            ['admin user search', '/api/admin/users?q=ada%00', admin.cookie],
            ['admin user id', '/api/admin/users/user%00/lifetime-access', admin.cookie],
            ['verify-email token', '/api/auth/verify-email?token=x%00', ''],
          ]
        : []

    const outcomes: string[] = []
    for (const [label, path, init] of shapes) {
      const response = await app.request(path, { method: path.includes('/saved/') ? 'PUT' : 'POST', ...init })
      outcomes.push(`${label}: ${response.status} ${(await readError(response)).message}`)
    }
    for (const [label, path, cookie] of urls) {
      const response = await app.request(path, { method: path.includes('lifetime-access') ? 'PUT' : 'GET', cookie })
      outcomes.push(`${label}: ${response.status} ${(await readError(response)).message}`)
    }

    expect(outcomes).toEqual([...shapes, ...urls].map(([label]) => `${label}: 400 ${UNSTORABLE_TEXT_MESSAGE}`))
  },
  120_000,
)
