import { spawnSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { deliverableOrNull, parseEnv } from './env'

function problemsOf(source: Record<string, string>) {
  const result = parseEnv(source)
  if (result.ok) throw new Error('expected the configuration to be refused')
  return result.problems
}

test('an empty environment is valid, with working defaults', () => {
  const result = parseEnv({})

  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(result.env).toMatchObject({
    PORT: 3000,
    APP_URL: 'http://localhost:3000',
    MIGRATE_ON_START: true,
    ADMIN_EMAILS: [],
    TRUST_PROXY: false,
    SIGN_IN_MAX_ATTEMPTS_PER_IP: 30,
    SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: 10,
  })
  expect(result.env.DATABASE_URL).toBeUndefined()
  expect(result.env.BETTER_AUTH_SECRET).toBeUndefined()
})

test('each bad key is reported on one line that names it', () => {
  const problems = problemsOf({
    PORT: 'abc',
    DATABASE_URL: 'mysql://x',
    ADMIN_EMAILS: 'a@b.co,not-an-email',
    BETTER_AUTH_SECRET: 'short',
  })

  expect(problems).toHaveLength(4)
  for (const key of ['PORT', 'DATABASE_URL', 'ADMIN_EMAILS', 'BETTER_AUTH_SECRET']) {
    expect(problems.filter((line) => line.startsWith(key))).toHaveLength(1)
  }
  expect(problems.find((line) => line.startsWith('DATABASE_URL'))).toContain('postgres://')
  expect(problems.find((line) => line.startsWith('BETTER_AUTH_SECRET'))).toContain('32')
  expect(problems.every((line) => !line.includes('\n'))).toBe(true)
})

test('a list with several bad e-mails is still one line for ADMIN_EMAILS, naming them', () => {
  const problems = problemsOf({ ADMIN_EMAILS: 'not-an-email,also bad' })

  expect(problems).toHaveLength(1)
  expect(problems[0]).toContain('not-an-email')
  expect(problems[0]).toContain('also bad')
})

test('empty strings count as unset', () => {
  const result = parseEnv({
    PORT: '',
    DATABASE_URL: '',
    BETTER_AUTH_SECRET: '',
    ADMIN_EMAILS: '',
    APP_URL: '',
    TRUST_PROXY: '',
    SMTP_URL: '',
  })

  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(result.env).toMatchObject({
    PORT: 3000,
    DATABASE_URL: undefined,
    BETTER_AUTH_SECRET: undefined,
    ADMIN_EMAILS: [],
    TRUST_PROXY: false,
    SMTP_URL: undefined,
  })
})

test.each([
  ['without SMTP_URL, e-mail verification is optional', {}, false],
  ['with SMTP_URL, e-mail verification is required', { SMTP_URL: 'smtp://mail.example:587' }, true],
  [
    'an explicit false wins over SMTP_URL',
    { SMTP_URL: 'smtp://mail.example:587', REQUIRE_EMAIL_VERIFICATION: 'false' },
    false,
  ],
  ['an explicit true works without SMTP_URL', { REQUIRE_EMAIL_VERIFICATION: 'true' }, true],
])('%s', (_name, source: Record<string, string>, required) => {
  const result = parseEnv(source)

  expect(result.ok && result.env.REQUIRE_EMAIL_VERIFICATION).toBe(required)
})

test('admin e-mails are trimmed and lower-cased, in order', () => {
  const result = parseEnv({ ADMIN_EMAILS: ' Founder@Lodestar.test , ops@lodestar-research.org,' })

  expect(result.ok && result.env.ADMIN_EMAILS).toEqual(['founder@lodestar.test', 'ops@lodestar-research.org'])
})

test('APP_URL loses its trailing slash', () => {
  const result = parseEnv({ APP_URL: 'https://lodestar.example/' })

  expect(result.ok && result.env.APP_URL).toBe('https://lodestar.example')
})

test('database timeouts default to a 2 s connect limit, a 1 s stall check and server limits that slow searches stay under', () => {
  const result = parseEnv({})

  expect(result.ok && result.env).toMatchObject({
    DATABASE_CONNECT_TIMEOUT_MS: 2_000,
    DATABASE_STALL_CHECK_MS: 1_000,
    DATABASE_STATEMENT_TIMEOUT_MS: 10_000,
    DATABASE_QUERY_TIMEOUT_MS: 15_000,
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 10_000,
  })
})

test('database timeouts are whole milliseconds, 0 turns one off', () => {
  const result = parseEnv({
    DATABASE_STATEMENT_TIMEOUT_MS: '0',
    DATABASE_QUERY_TIMEOUT_MS: '500',
    DATABASE_STALL_CHECK_MS: '0',
  })

  expect(result.ok && result.env).toMatchObject({
    DATABASE_STATEMENT_TIMEOUT_MS: 0,
    DATABASE_QUERY_TIMEOUT_MS: 500,
    DATABASE_STALL_CHECK_MS: 0,
  })
  expect(
    problemsOf({ DATABASE_CONNECT_TIMEOUT_MS: '-1', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1.5' }),
  ).toHaveLength(2)
})

test('a client-side query timeout that would fire before the server statement timeout is refused', () => {
  const problems = problemsOf({ DATABASE_STATEMENT_TIMEOUT_MS: '20000', DATABASE_QUERY_TIMEOUT_MS: '20000' })

  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^DATABASE_QUERY_TIMEOUT_MS: .*DATABASE_STATEMENT_TIMEOUT_MS \(20000\)/)
})

test('the server exits with code 1 and one line per problem when started with bad configuration', () => {
  const result = spawnSync('npx', ['tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'test' },
    encoding: 'utf8',
    timeout: 60_000,
  })

  expect(result.status).toBe(1)
  const lines = result.stderr.split('\n').filter((line) => line.startsWith('Invalid configuration'))
  expect(lines).toHaveLength(2)
  expect(lines.some((line) => line.includes('PORT'))).toBe(true)
  expect(lines.some((line) => line.includes('DATABASE_URL'))).toBe(true)
}, 60_000)

test.each([
  ['hello@lodestar.local', null],
  ['ops@lodestar.test', null],
  ['me@example.com', null],
  ['me@mail.example.org', null],
  ['root@localhost', null],
  ['research@university.edu', 'research@university.edu'],
  ['team@examples.com', 'team@examples.com'],
])('the contact sent to scholarly APIs for CONTACT_EMAIL=%s is %s', (email, expected) => {
  expect(deliverableOrNull(email)).toBe(expected)
})

test('the default CONTACT_EMAIL is a placeholder, so no contact goes to the APIs', () => {
  const result = parseEnv({})
  expect(result.ok && result.env.SOURCES_CONTACT_EMAIL).toBeNull()
})

const S3_SECRET = 'never-printed-secret/value+1'
const fullS3 = {
  S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/',
  S3_BUCKET: 'lodestar-avatars',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: S3_SECRET,
}

test('avatars stay on disk without S3 settings; all four required ones turn the bucket on, with defaults', () => {
  const none = parseEnv({})
  const full = parseEnv(fullS3)

  expect(none.ok && none.env.S3).toBeNull()
  expect(full.ok && full.env.S3).toEqual({
    endpoint: 'https://s3.eu-central-1.amazonaws.com',
    bucket: 'lodestar-avatars',
    region: 'us-east-1',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: S3_SECRET,
    forcePathStyle: false,
    prefix: 'avatars/',
    timeoutMs: 10_000,
  })
})

test('the optional S3 settings are read: region, path-style, prefix, timeout', () => {
  const result = parseEnv({
    ...fullS3,
    S3_REGION: 'auto',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'lodestar/pictures/',
    S3_TIMEOUT_MS: '2500',
  })

  expect(result.ok && result.env.S3).toMatchObject({
    region: 'auto',
    forcePathStyle: true,
    prefix: 'lodestar/pictures/',
    timeoutMs: 2500,
  })
})

test('a partial S3 configuration is refused, one line per missing setting, the secret never shown', () => {
  const problems = problemsOf({ S3_BUCKET: 'lodestar-avatars', S3_SECRET_ACCESS_KEY: S3_SECRET })

  expect(problems).toHaveLength(2)
  expect(problems[0]).toMatch(/^S3_ENDPOINT: required .*S3_BUCKET, S3_SECRET_ACCESS_KEY are set/)
  expect(problems[1]).toMatch(/^S3_ACCESS_KEY_ID: required/)
  expect(problems.join('\n')).not.toContain(S3_SECRET)
})

test('an optional S3 setting alone is a partial configuration too', () => {
  const problems = problemsOf({ S3_FORCE_PATH_STYLE: 'true' })

  expect(problems.map((line) => line.split(':')[0])).toEqual([
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ])
})

test('bad S3 values are each reported on their own line', () => {
  const problems = problemsOf({
    ...fullS3,
    S3_ENDPOINT: 'ftp://files.example.org',
    S3_BUCKET: 'My_Bucket',
    S3_PREFIX: '/avatars',
    S3_FORCE_PATH_STYLE: 'maybe',
    S3_TIMEOUT_MS: '-1',
  })

  expect(problems.map((line) => line.split(':')[0]).sort()).toEqual([
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_FORCE_PATH_STYLE',
    'S3_PREFIX',
    'S3_TIMEOUT_MS',
  ])
  expect(problems.join('\n')).not.toContain(S3_SECRET)
})
