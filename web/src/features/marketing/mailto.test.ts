import { expect, test } from 'vitest'
import { mailtoHref } from './mailto'

test('a bare address has no query', () => {
  expect(mailtoHref('team@example.org')).toBe('mailto:team@example.org')
})

test('subject and body are percent-encoded (spaces as %20, not +)', () => {
  expect(mailtoHref('team@example.org', { subject: 'Premium Plan Inquiry', body: 'Hi & thanks\nAda' })).toBe(
    'mailto:team@example.org?subject=Premium%20Plan%20Inquiry&body=Hi%20%26%20thanks%0AAda',
  )
})

test('an empty subject is left out', () => {
  expect(mailtoHref('team@example.org', { subject: '', body: 'Hello' })).toBe('mailto:team@example.org?body=Hello')
})
