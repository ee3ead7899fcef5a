import { expect, test } from 'vitest'
import { LearningContentSchema } from '#shared/contract/learning'
import { FLASHCARD_CATEGORIES, FLASHCARD_DIFFICULTIES } from '#shared/learning'
import { QUICK_REFERENCE, QUOTES, STUDY_RESOURCES } from './companions'
import { FLASHCARDS } from './flashcards'

const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return Object.fromEntries(counts)
}

test('the deck has 105 cards, valid against the contract, with unique ids and terms', () => {
  expect(FLASHCARDS).toHaveLength(105)
  expect(() =>
    LearningContentSchema.parse({
      cards: FLASHCARDS,
      quotes: QUOTES,
      resources: STUDY_RESOURCES,
      quickReference: QUICK_REFERENCE,
    }),
  ).not.toThrow()
  expect(new Set(FLASHCARDS.map((card) => card.id)).size).toBe(105)
  expect(new Set(FLASHCARDS.map((card) => card.term.toLowerCase())).size).toBe(105)
  expect(new Set(FLASHCARDS.map((card) => card.definition)).size).toBe(105)
})

test('the six categories hold 17 or 18 cards each, and every category has all three levels', () => {
  expect(countBy(FLASHCARDS, (card) => card.category)).toEqual({
    'Research Methods': 18,
    Statistics: 18,
    'Academic Process': 17,
    'Literature Review': 17,
    'Research Design': 18,
    'Research Ethics': 17,
  })
  for (const category of FLASHCARD_CATEGORIES) {
    const levels = countBy(
      FLASHCARDS.filter((card) => card.category === category),
      (card) => card.difficulty,
    )
    for (const level of FLASHCARD_DIFFICULTIES) expect(levels[level], `${category} ${level}`).toBeGreaterThanOrEqual(4)
  }
})

test('every related term is another card that exists, listed once', () => {
  const ids = new Set(FLASHCARDS.map((card) => card.id))
  const broken = FLASHCARDS.flatMap((card) =>
    card.relatedTerms.filter((id) => !ids.has(id) || id === card.id).map((id) => `${card.id} → ${id}`),
  )
  expect(broken).toEqual([])
  for (const card of FLASHCARDS) expect(new Set(card.relatedTerms).size, card.id).toBe(card.relatedTerms.length)
  for (const card of FLASHCARDS) expect(card.relatedTerms.length, card.id).toBeGreaterThanOrEqual(1)
})

test('every card names the reference its definition was checked against', async () => {
  const { readFile } = await import('node:fs/promises')
  const source = await readFile(new URL('./flashcards.ts', import.meta.url), 'utf8')
  const unsourced = FLASHCARDS.filter((card) => {
    const at = source.indexOf(`  card(\n    '${card.id}',`)
    const previousLine = source.slice(0, at).trimEnd().split('\n').at(-1) ?? ''
    return !/^\s*\/\/ \S/.test(previousLine)
  })
  expect(unsourced.map((card) => card.id)).toEqual([])
})

test('ten attributed quotes, eight https resources on distinct hosts, and the three reference sections', () => {
  expect(QUOTES).toHaveLength(10)
  for (const quote of QUOTES) expect(quote.author && quote.source).toBeTruthy()
  expect(STUDY_RESOURCES).toHaveLength(8)
  const hosts = STUDY_RESOURCES.map((resource) => new URL(resource.url))
  expect(hosts.every((url) => url.protocol === 'https:')).toBe(true)
  expect(new Set(hosts.map((url) => url.host)).size).toBe(8)
  expect(QUICK_REFERENCE.map((section) => section.title)).toEqual([
    'Research Tips',
    'Ethics Checklist',
    'Statistical Guidelines',
  ])
})
