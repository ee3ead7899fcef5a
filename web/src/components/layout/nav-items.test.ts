import { expect, test } from 'vitest'
import { isCurrent } from './nav-items'

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
