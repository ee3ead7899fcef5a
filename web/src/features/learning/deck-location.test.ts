import { expect, test } from 'vitest'
import { readDeckLocation, writeDeckLocation } from './deck-location'

test('an address with nothing in it is Study at the first card with no filters', () => {
  expect(readDeckLocation(new URLSearchParams())).toEqual({
    mode: 'study',
    filters: { search: '', category: 'all', level: 'all', favoritesOnly: false },
    positions: { study: 0, quiz: 0, review: 0 },
  })
})

test('unknown modes, categories, levels and card numbers fall back to the defaults', () => {
  const location = readDeckLocation(new URLSearchParams('mode=exam&category=Astrology&level=expert&quiz=-2&study=x'))
  expect(location.mode).toBe('study')
  expect(location.filters).toMatchObject({ category: 'all', level: 'all' })
  expect(location.positions).toEqual({ study: 0, quiz: 0, review: 0 })
})

test('positions are written per mode as card numbers; other parameters stay', () => {
  const next = writeDeckLocation(new URLSearchParams('tab=resources&study=4'), { mode: 'quiz', positions: { quiz: 2 } })
  expect(next.toString()).toBe('tab=resources&study=4&mode=quiz&quiz=3')
  expect(readDeckLocation(next).positions).toEqual({ study: 3, quiz: 2, review: 0 })
})

test('new filters restart every mode at its first card', () => {
  const next = writeDeckLocation(new URLSearchParams('mode=quiz&study=4&quiz=3&review=2'), {
    filters: { search: 'bias', category: 'Statistics', level: 'advanced', favoritesOnly: true },
  })
  expect(next.toString()).toBe('mode=quiz&q=bias&category=Statistics&level=advanced&favorites=1')
})
