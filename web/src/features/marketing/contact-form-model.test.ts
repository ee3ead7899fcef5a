import { expect, test } from 'vitest'
import { contactFieldErrorsFrom, isContactFormComplete } from './contact-form-model'

test.each([
  [{ name: 'Ada', email: 'ada@example.org', message: 'Hello' }, true],
  [{ name: '', email: 'ada@example.org', message: 'Hello' }, false],
  [{ name: 'Ada', email: '   ', message: 'Hello' }, false],
  [{ name: 'Ada', email: 'ada@example.org', message: '\n\t' }, false],
])('%o is complete: %s', (fields, complete) => {
  expect(isContactFormComplete(fields)).toBe(complete)
})

test('server issues land under their fields; unknown paths and repeats are ignored', () => {
  expect(
    contactFieldErrorsFrom([
      { path: 'email', message: 'Enter a valid e-mail address' },
      { path: 'email', message: 'Too long' },
      { path: 'subject', message: 'Too long' },
      { path: 'message', message: 'Message is required' },
    ]),
  ).toEqual({ email: 'Enter a valid e-mail address', message: 'Message is required' })
})
