import { expect, test } from 'vitest'
import { deepResearchPlan, deriveSubQueries } from './deep-research'
import { makeWork } from '../../test/works'
import { questionTerms, tokenize } from './text-analysis'

const QUESTION = 'What causes coral bleaching on reefs?'
const CORE = 'causes coral bleaching reefs'
const WORKS = [
  makeWork({
    title: 'Marine heatwaves and coral bleaching',
    abstract: 'Marine heatwaves raise sea surface temperature; symbiotic algae are expelled from the coral.',
    topics: ['Ocean acidification'],
  }),
  makeWork({
    title: 'Sea surface temperature anomalies on reefs',
    abstract: 'Marine heatwaves drive bleaching; symbiotic algae loss follows.',
    topics: ['Ocean acidification'],
  }),
  makeWork({
    title: 'Reef recovery after bleaching',
    abstract: 'Symbiotic algae return slowly after marine heatwaves; ocean acidification slows recovery.',
  }),
]

const derive = (count: number, earlier: string[] = [CORE]) =>
  deriveSubQueries({ question: QUESTION, core: CORE, works: WORKS, count, earlier })

test('sub-queries are the question’s core words plus a thread the top works share, the same every time', () => {
  const queries = derive(3)
  expect(queries).toHaveLength(3)
  expect(derive(3)).toEqual(queries)
  for (const query of queries) expect(query.startsWith(`${CORE} `)).toBe(true)
  expect(queries[0]).toBe(`${CORE} marine heatwaves`)
})

test('what a sub-query adds is never one of the question’s own terms', () => {
  const terms = new Set(questionTerms(QUESTION))
  for (const query of derive(5)) {
    const added = tokenize(query.slice(CORE.length)).map((token) => token.key)
    expect(added.length).toBeGreaterThan(0)
    for (const key of added) expect(terms.has(key)).toBe(false)
  }
})

test('at most K sub-queries; none for K = 0 or without works', () => {
  expect(derive(1)).toHaveLength(1)
  expect(derive(2)).toHaveLength(2)
  expect(derive(0)).toEqual([])
  expect(deriveSubQueries({ question: QUESTION, core: CORE, works: [], count: 3, earlier: [CORE] })).toEqual([])
})

test('a sub-query too like an earlier one is skipped: no “marine” after “marine heatwaves”', () => {
  const first = derive(1)
  const next = derive(3, [CORE, ...first])
  expect(next).not.toContain(first[0])
  expect(next.some((query) => query.endsWith(' marine') || query.endsWith(' heatwaves'))).toBe(false)
})

test.each([
  [1, 1, 2],
  [3, 1, 2],
  [4, 2, 2],
  [7, 2, 2],
  [8, 3, 3],
  [10, 3, 3],
])('scan depth %i plans %i follow-up rounds of %i sub-queries, within a stated budget', (depth, rounds, breadth) => {
  const plan = deepResearchPlan(depth, 3, 20)
  expect(plan).toMatchObject({ extraRounds: rounds, breadth, seconds: 20 })
  expect(plan.maxCalls).toBe(3 * (1 + rounds * breadth))
})
