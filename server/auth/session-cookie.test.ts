import { webcrypto } from 'node:crypto'
import { expect, test } from 'vitest'
import { cookieValue, readSignedCookie } from './session-cookie'

const SECRET = 'test-secret-that-is-long-enough-for-better-auth'
const NAME = 'better-auth.session_token'

/** Signed the way better-call signs (WebCrypto HMAC-SHA256, btoa, then encodeURIComponent), independently of the code under test. */
async function signed(value: string, secret = SECRET): Promise<string> {
  const key = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = new Uint8Array(await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(value)))
  return encodeURIComponent(`${value}.${btoa(String.fromCharCode(...signature))}`)
}

/** A raw signed value whose signature has a "+" or "/", the characters URL-safe base64 replaces. */
async function signedWithPlusOrSlash(): Promise<string> {
  for (let i = 0; ; i++) {
    const raw = decodeURIComponent(await signed(`token-${i}`))
    if (/[+/]/.test(raw.split('.')[1] ?? '')) return raw
  }
}

test('a cookie signed with our secret gives its value back', async () => {
  expect(readSignedCookie(`${NAME}=${await signed('token-1')}`, NAME, SECRET)).toBe('token-1')
})

test('the same cookie read raw (not percent-encoded), quoted, or among other cookies still verifies', async () => {
  const value = await signed('token-1')
  for (const header of [
    `${NAME}=${decodeURIComponent(value)}`,
    `${NAME}="${value}"`,
    `theme=dark; ${NAME}=${value}; other=1`,
    `  ${NAME} = ${value} ;`,
    `flag; ${NAME}=${value}`,
  ]) {
    expect(readSignedCookie(header, NAME, SECRET), header).toBe('token-1')
  }
})

test.each([
  ['no Cookie header', async () => undefined],
  ['no such cookie', async () => `other=${await signed('token-1')}`],
  ['an empty value', async () => `${NAME}=`],
  ['an unsigned token', async () => `${NAME}=token-1`],
  [
    'a value that starts with the dot',
    async () => `${NAME}=${encodeURIComponent(`.${decodeURIComponent(await signed('x')).split('.')[1]}`)}`,
  ],
  [
    'a signature from another secret',
    async () => `${NAME}=${await signed('token-1', 'another-secret-that-is-long-enough-for-it')}`,
  ],
  ['a changed value', async () => `${NAME}=${(await signed('token-1')).replace('token-1', 'token-2')}`],
  [
    'a changed signature',
    async () =>
      `${NAME}=${(await signed('token-1')).replace(/.%3D$/, (end) => (end.startsWith('A') ? 'B' : 'A') + '%3D')}`,
  ],
  ['a signature without its padding', async () => `${NAME}=${(await signed('token-1')).replace(/%3D$/, '')}`],
  [
    'a signature in URL-safe base64',
    async () => `${NAME}=${(await signedWithPlusOrSlash()).replace(/\+/g, '-').replace(/\//g, '_')}`,
  ],
  [
    'a malformed percent-encoding',
    async () => `${NAME}=token%E0%A4%A.${decodeURIComponent(await signed('token')).split('.')[1]}`,
  ],
])('%s reads as no session', async (_name, header) => {
  expect(readSignedCookie(await header(), NAME, SECRET)).toBeNull()
})

test('when the name appears twice, only the first counts (as better-call reads it)', async () => {
  const good = await signed('token-1')

  expect(readSignedCookie(`${NAME}=forged.value; ${NAME}=${good}`, NAME, SECRET)).toBeNull()
  expect(readSignedCookie(`${NAME}=${good}; ${NAME}=forged.value`, NAME, SECRET)).toBe('token-1')
})

test('cookie names are matched exactly: the __Secure- name is another cookie', async () => {
  const header = `__Secure-${NAME}=${await signed('token-1')}`

  expect(readSignedCookie(header, NAME, SECRET)).toBeNull()
  expect(readSignedCookie(header, `__Secure-${NAME}`, SECRET)).toBe('token-1')
})

test('cookieValue percent-decodes, and keeps the raw text when it cannot', () => {
  expect(cookieValue('a=x%2By', 'a')).toBe('x+y')
  expect(cookieValue('a=x%E0y', 'a')).toBe('x%E0y')
  expect(cookieValue('b=1', 'a')).toBeNull()
})
