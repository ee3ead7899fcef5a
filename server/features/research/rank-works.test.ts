import { expect, test } from 'vitest'
import { rankRelevantWorks, rankWorks } from './rank-works'
import { fixtureWorks, makeWork } from '../../test/works'

const now = new Date('2026-06-01T00:00:00Z')

test('the work about the question ranks first, with its score parts', () => {
  const works = [
    makeWork({
      title: 'Soil microbes in tundra',
      abstract: 'We sampled permafrost soils.',
      citationCount: 5000,
      year: 1990,
    }),
    makeWork({
      title: 'Coral bleaching under marine heatwaves',
      abstract: 'Bleaching of reef corals rose with heat stress.',
      year: 2024,
    }),
    makeWork({ title: 'Reef fish', abstract: 'Coral reefs host fish; bleaching was not studied.', year: 2010 }),
  ]
  const [first, second, third] = rankWorks('What causes coral bleaching?', works, { now })
  expect(first?.work.title).toBe('Coral bleaching under marine heatwaves')
  expect(first?.parts.relevance).toBe(1)
  expect(first?.matchedTerms).toEqual(expect.arrayContaining(['coral', 'bleach']))
  expect(second?.work.title).toBe('Reef fish')
  expect(third?.isRelevant).toBe(false)
  expect(third?.parts.citations).toBeGreaterThan(0.9)
})

test('a work that holds none of the question terms is not relevant, however cited', () => {
  const ranked = rankRelevantWorks('coral bleaching', [
    makeWork({ title: 'Deep learning', abstract: 'Neural networks learn representations.', citationCount: 90000 }),
  ])
  expect(ranked).toEqual([])
})

test('citations and recency only break ties between equally relevant works', () => {
  const base = { abstract: 'Coral bleaching thresholds.' }
  const ranked = rankWorks(
    'coral bleaching',
    [
      makeWork({ ...base, title: 'A', citationCount: 0, year: 2000 }),
      makeWork({ ...base, title: 'B', citationCount: 400, year: 2025 }),
    ],
    { now },
  )
  expect(ranked.map((entry) => entry.work.title)).toEqual(['B', 'A'])
  expect(ranked[0]!.score - ranked[1]!.score).toBeLessThan(0.2)
})

test('on our recordings, a heat-stress question finds the coral works and drops the off-topic ones', () => {
  const works = Object.values(fixtureWorks()).flat()
  const relevant = rankRelevantWorks('How do corals survive heat stress and bleaching?', works, { now })
  expect(relevant.length).toBeGreaterThan(0)
  for (const entry of relevant)
    expect(`${entry.work.title} ${entry.work.abstract ?? ''}`.toLowerCase()).toMatch(/coral|bleach|heat/)
  expect(relevant.some((entry) => /Klebsiella|Bacteroides/.test(entry.work.title))).toBe(false)
})

test('no works rank to an empty list', () => {
  expect(rankWorks('anything', [])).toEqual([])
})
