import { expect, test } from 'vitest'
import { allItems, isCurrent, memberGroups } from './nav-items'

test.each([
  ['/pricing', '/pricing', '', true],
  ['/pricing', '/mission', '', false],
  ['/home?tab=ai', '/home', '?tab=ai', true],
  ['/home?tab=ai', '/home', '?tab=college', false],
  // Research Hub (/home) is the current item there; one current item per page.
  ['/home?tab=discovery', '/home', '', false],
])('isCurrent(%s) at %s%s is %s', (to, pathname, search, expected) => {
  expect(isCurrent(to, pathname, search)).toBe(expected)
})

test('the AI Tools menu lists the four writing tools under their own heading, after the engine and the assessment', () => {
  const aiTools = memberGroups.find((group) => group.label === 'AI Tools')
  expect(aiTools?.items.map((item) => item.label)).toEqual(['AI Research Engine', 'College Assessment'])
  expect(aiTools?.sections?.map((section) => section.label)).toEqual(['Writing tools'])
  expect(allItems(aiTools ?? { label: '', items: [] }).map((item) => item.to)).toEqual([
    '/home?tab=ai',
    '/home?tab=college',
    '/ai-literature-review',
    '/ai-hypothesis-generator',
    '/ai-methodology-advisor',
    '/ai-data-analyzer',
  ])
})
