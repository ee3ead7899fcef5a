import { expect, test } from 'vitest'
import { hasUnstorableText } from './input-sanity'

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
