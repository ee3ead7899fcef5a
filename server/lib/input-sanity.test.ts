import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { hasUnstorableText, refuseUnstorableText } from './input-sanity'
import type { BaseEnv } from './base-context'

test.each([
  ['a NUL character', 'abc\u0000def', true],
  ['a lone high surrogate', 'x\uD800y', true],
  ['a lone low surrogate', '\uDC00', true],
  ['a surrogate pair (an emoji)', 'reef 🐠 study', false],
  ['plain text with accents', 'Marie Skłodowska-Curie', false],
])('%s in a string → %s', (_label, text, expected) => {
  expect(hasUnstorableText(text)).toBe(expected)
})

test('nested values and object keys are searched', () => {
  expect(hasUnstorableText({ card: { concepts: [{ display_name: 'ok' }, { display_name: 'bad\u0000' }] } })).toBe(true)
  expect(hasUnstorableText({ ['key\uD800']: 'value' })).toBe(true)
  expect(hasUnstorableText({ a: [1, true, null, { b: 'fine' }] })).toBe(false)
})

test('a GET is checked without its body being read', async () => {
  const app = new Hono<BaseEnv>().use(refuseUnstorableText()).get('/x', (c) => c.text('ok'))
  const request = new Request('http://localhost/x?q=fine')
  let bodyRead = false
  // The Node adapter builds a whole Request the moment `body` is read.
  Object.defineProperty(request, 'body', {
    get() {
      bodyRead = true
      return null
    },
  })

  expect((await app.fetch(request)).status).toBe(200)
  expect(bodyRead).toBe(false)
})
