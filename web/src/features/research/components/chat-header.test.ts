import { expect, test } from 'vitest'
import { chatTitle } from './chat-header'

test('the chat title names the mode once: "Comprehensive research", but "Deep Research", not "Deep Research research"', () => {
  expect(chatTitle('Comprehensive')).toBe('Comprehensive research')
  expect(chatTitle('Deep Research')).toBe('Deep Research')
  expect(chatTitle('Policy Research')).toBe('Policy Research')
})
