import { describe, expect, test } from 'vitest'
import { canGoNext, EMPTY_ANSWERS, graduationYears, numberAnswer, rerank, toggle, websiteOf } from './assessment-rules'
import { college } from './test-recommendation'

describe('the questionnaire rules', () => {
  test('step 1 needs an academic interest; the other steps need nothing', () => {
    expect(canGoNext(0, EMPTY_ANSWERS)).toBe(false)
    expect(canGoNext(0, { ...EMPTY_ANSWERS, academicInterests: ['Law'] })).toBe(true)
    expect(canGoNext(1, EMPTY_ANSWERS)).toBe(true)
    expect(canGoNext(2, EMPTY_ANSWERS)).toBe(true)
  })

  test('graduation years are this year and the next nine', () => {
    expect(graduationYears(new Date('2026-11-24T00:00:00Z'))).toEqual([
      2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035,
    ])
  })

  test.each([
    ['', 0, 4, false, null],
    ['3.857', 0, 4, false, 3.86],
    ['4.2', 0, 4, false, null],
    ['1550', 400, 1600, true, 1550],
    ['399', 400, 1600, true, null],
    ['abc', 1, 36, true, null],
  ] as const)('%j in %i-%i reads as %j', (text, min, max, integer, expected) => {
    expect(numberAnswer(text, min, max, integer)).toBe(expected)
  })

  test('toggle adds and removes', () => {
    expect(toggle(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggle(['a', 'b'], 'a')).toEqual(['b'])
  })
})

test('moving the weights re-scores and re-ranks, a part without data counting as 50', () => {
  const list = [college('Pricey', 100, 0), college('Cheap', 20, 100)]
  const academic = rerank(list, { academic: 100, program: 0, research: 0, cost: 0, outcome: 0 })
  expect(academic.map((c) => [c.name, c.matchScore, c.matchRank])).toEqual([
    ['Pricey', 100, 1],
    ['Cheap', 20, 2],
  ])
  const cost = rerank(list, { academic: 0, program: 0, research: 0, cost: 100, outcome: 0 })
  expect(cost.map((c) => [c.name, c.matchScore])).toEqual([
    ['Cheap', 100],
    ['Pricey', 0],
  ])
  expect(cost[0]?.parts.find((p) => p.part === 'cost')?.weight).toBe(100)
  expect(
    rerank([college('Unknown', null, null)], { academic: 50, program: 0, research: 0, cost: 50, outcome: 0 })[0]
      ?.matchScore,
  ).toBe(50)
})

test('re-ranking keeps the list balanced: reach, match and safety in rounds, out-scored colleges last', () => {
  const list = [
    college('Safe A', 90, 90, { category: 'safety' }),
    college('Safe B', 85, 85, { category: 'safety' }),
    college('Open Door', 100, 100, { category: 'safety', listedAfterOthers: true }),
    college('Match A', 70, 70, { category: 'match' }),
    college('Reach A', 60, 60, { category: 'reach' }),
    college('Reach B', 50, 50, { category: 'reach' }),
  ]
  const ranked = rerank(list, { academic: 50, program: 0, research: 0, cost: 50, outcome: 0 })
  expect(ranked.map((c) => [c.name, c.matchRank])).toEqual([
    ['Safe A', 1],
    ['Match A', 2],
    ['Reach A', 3],
    ['Safe B', 4],
    ['Reach B', 5],
    ['Open Door', 6],
  ])
})

test('a college without a website gets a search for its admissions', () => {
  expect(websiteOf({ name: 'Bayside College', website: null })).toBe(
    'https://www.google.com/search?q=Bayside+College+admissions',
  )
  expect(websiteOf({ name: 'X', website: 'https://x.example' })).toBe('https://x.example')
})
