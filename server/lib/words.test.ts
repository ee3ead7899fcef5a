import { expect, test } from 'vitest'
import { plural } from './words'

test('plural counts one in the singular and every other count in the plural', () => {
  expect(plural(1, 'work')).toBe('1 work')
  expect(plural(0, 'work')).toBe('0 works')
  expect(plural(3, 'hypothesis', 'hypotheses')).toBe('3 hypotheses')
})
