import { expect, test } from 'vitest'
import { conversationTitle } from './conversations.service'

test.each([
  ['What bleaches coral?', 'What bleaches coral?'],
  ['  several\n  spaces\tand lines  ', 'several spaces and lines'],
  ['', 'Untitled conversation'],
  [`${'word '.repeat(16)}end`, `${'word '.repeat(15).trim()}…`],
  ['x'.repeat(100), `${'x'.repeat(79)}…`],
  [`${'a'.repeat(70)} ${'b'.repeat(20)}`, `${'a'.repeat(70)}…`],
])('the title of %j is %j', (question, title) => {
  expect(conversationTitle(question)).toBe(title)
  expect(conversationTitle(question).length).toBeLessThanOrEqual(80)
})
