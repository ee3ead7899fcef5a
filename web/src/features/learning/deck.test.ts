import { expect, test } from 'vitest'
import type { Flashcard } from '#shared/contract/learning'
import { dayOfYear, filterCards, hasFilters, NO_FILTERS, quoteOfTheDay, shuffledIndex, wrapIndex } from './deck'

const card = (id: string, overrides: Partial<Flashcard> = {}): Flashcard => ({
  id,
  term: id,
  definition: `About ${id}`,
  category: 'Statistics',
  difficulty: 'beginner',
  tags: ['numbers'],
  relatedTerms: [],
  ...overrides,
})
const cards = [
  card('mean'),
  card('p-value', { difficulty: 'intermediate', tags: ['significance'] }),
  card('informed-consent', { category: 'Research Ethics', definition: 'Voluntary agreement' }),
]

test.each([
  [{}, ['mean', 'p-value', 'informed-consent']],
  [{ search: 'SIGNIF' }, ['p-value']],
  [{ search: 'voluntary' }, ['informed-consent']],
  [{ category: 'Research Ethics' as const }, ['informed-consent']],
  [{ level: 'intermediate' as const }, ['p-value']],
  [{ favoritesOnly: true }, ['mean']],
  [{ category: 'Research Ethics' as const, level: 'intermediate' as const }, []],
])('filters %o keep %o', (filters, ids) => {
  expect(filterCards(cards, { ...NO_FILTERS, ...filters }, new Set(['mean'])).map((c) => c.id)).toEqual(ids)
})

test('the quote of the day follows the day of the year', () => {
  const quotes = Array.from({ length: 10 }, (_, i) => ({ text: `q${i}`, author: 'A', source: 'S' }))
  expect(dayOfYear(new Date(2026, 0, 1))).toBe(1)
  expect(dayOfYear(new Date(2026, 11, 31))).toBe(365)
  expect(quoteOfTheDay(quotes, new Date(2026, 0, 1))?.text).toBe('q0')
  expect(quoteOfTheDay(quotes, new Date(2026, 0, 12))?.text).toBe('q1')
  expect(quoteOfTheDay(quotes.slice(0, 0), new Date())).toBeUndefined()
})

test('moving wraps at both ends and Shuffle always lands on another card', () => {
  expect(wrapIndex(4, 1, 5)).toBe(0)
  expect(wrapIndex(0, -1, 5)).toBe(4)
  expect(wrapIndex(0, 1, 0)).toBe(0)
  for (const r of [0, 0.5, 0.999]) expect(shuffledIndex(2, 5, () => r)).not.toBe(2)
  expect(shuffledIndex(0, 1)).toBe(0)
})

test('filters count as set only when one of them narrows the deck', () => {
  expect(hasFilters(NO_FILTERS)).toBe(false)
  expect(hasFilters({ ...NO_FILTERS, search: '  ' })).toBe(false)
  expect(hasFilters({ ...NO_FILTERS, level: 'advanced' })).toBe(true)
  expect(hasFilters({ ...NO_FILTERS, favoritesOnly: true })).toBe(true)
})
