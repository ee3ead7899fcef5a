import { expect, test } from 'vitest'
import { collaborationBody, collaborationMailto } from './collaboration-mail'

const ada = {
  display_name: 'Ada Lovelace',
  concepts: [{ display_name: 'Machine Learning' }, { display_name: 'Analytical Engines' }, { display_name: 'Poetry' }],
  works_count: 1234,
  cited_by_count: 56789,
}

test('the mail has no recipient, the spec subject and a percent-encoded body', () => {
  const href = collaborationMailto(ada)
  expect(href.startsWith('mailto:?subject=Research%20Collaboration%20Opportunity%20-%20Ada%20Lovelace&body=')).toBe(
    true,
  )
  const body = new URLSearchParams(href.slice('mailto:?'.length)).get('body')
  expect(body).toBe(collaborationBody(ada))
  expect(href).not.toContain('+')
})

test('the body names the top two topics, the works and the citations', () => {
  const body = collaborationBody(ada)
  expect(body).toContain('Dear Ada Lovelace,')
  expect(body).toContain('your work on Machine Learning and Analytical Engines')
  expect(body).not.toContain('Poetry')
  expect(body).toContain('1,234 publications with 56,789 citations')
  expect(body.split('\r\n').length).toBeGreaterThan(3)
})

test.each([
  [[{ display_name: 'Topology' }], 'your work on Topology,'],
  [[], 'I came across your research,'],
])('with fewer topics the sentence still reads (%j)', (concepts, phrase) => {
  expect(collaborationBody({ ...ada, concepts })).toContain(phrase)
})

test('one work and one citation are singular', () => {
  expect(collaborationBody({ ...ada, works_count: 1, cited_by_count: 1 })).toContain('1 publication with 1 citation.')
})

test('special characters in the name are encoded', () => {
  expect(collaborationMailto({ ...ada, display_name: 'Zoë & Co?' })).toContain(
    'subject=Research%20Collaboration%20Opportunity%20-%20Zo%C3%AB%20%26%20Co%3F&',
  )
})
