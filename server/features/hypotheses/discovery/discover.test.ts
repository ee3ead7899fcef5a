import { expect, test } from 'vitest'
import { buildConceptGraph, type WorkConcepts } from './concept-graph'
import { discoverClosed, discoverOpen, linkingConcepts, noveltyOf, poissonAtMost, rankLinkedConcepts } from './discover'
import { plantedCorpus } from './planted-corpus'

test('C, linked to A through two B, ranks above D, linked through one', () => {
  const graph = buildConceptGraph(plantedCorpus())
  const ranked = rankLinkedConcepts(graph, 'alpha')
  expect(ranked.map(({ key, linkingTermCount }) => [key, linkingTermCount])).toEqual([
    ['echo', 2],
    ['foxtrot', 1],
  ])
  const [first, second] = discoverOpen(graph, 'alpha')
  expect(first?.c.key).toBe('echo')
  expect(first?.links.map((link) => link.via.key).sort()).toEqual(['bravo', 'charli'])
  expect(second?.c.key).toBe('foxtrot')
})

test('a link needs two works: one shared work links nothing', () => {
  const graph = buildConceptGraph(plantedCorpus())
  expect(linkingConcepts(graph, 'alpha')).not.toContain('golf')
  const echo = discoverOpen(graph, 'alpha').find((hypothesis) => hypothesis.c.key === 'echo')
  for (const link of echo?.links ?? []) {
    expect(link.ab.workIds.length).toBeGreaterThanOrEqual(2)
    expect(link.bc.workIds.length).toBeGreaterThanOrEqual(2)
  }
  expect(echo?.links[0]?.ab.workIds).toEqual(expect.arrayContaining(['W0', 'W1', 'W2']))
})

test('with equal linking term counts, the stronger evidence ranks first', () => {
  const works: WorkConcepts[] = plantedCorpus()
  const add = (times: number, ...keys: string[]): void => {
    for (let i = 0; i < times; i++) {
      works.push({ id: `X${String(works.length)}`, concepts: keys.map((key) => ({ key, name: key, kind: 'phrase' })) })
    }
  }
  // hotel is linked through delta like foxtrot, but more weakly: hotel also appears without delta
  add(2, 'delta', 'hotel')
  add(6, 'hotel', 'filler1')
  const ranked = rankLinkedConcepts(buildConceptGraph(works), 'alpha').filter(
    ({ linkingTermCount }) => linkingTermCount === 1,
  )
  expect(ranked.map(({ key }) => key).slice(0, 2)).toEqual(['foxtrot', 'hotel'])
  expect(ranked[0]?.evidence).toBeGreaterThan(ranked[1]?.evidence ?? Infinity)
})

test('a C already studied with A is not new and is dropped', () => {
  const works = plantedCorpus()
  for (let i = 0; i < 2; i++) {
    works.push({
      id: `AC${String(i)}`,
      concepts: ['alpha', 'echo'].map((key) => ({ key, name: key, kind: 'phrase' as const })),
    })
  }
  const graph = buildConceptGraph(works)
  expect(discoverOpen(graph, 'alpha').map((hypothesis) => hypothesis.c.key)).not.toContain('echo')
  expect(discoverOpen(graph, 'alpha', { maxDirectWorks: 2 }).map((hypothesis) => hypothesis.c.key)).toContain('echo')
})

test('near-duplicate C (of a better C, or of A) are dropped', () => {
  const works = plantedCorpus()
  const add = (times: number, ...keys: string[]): void => {
    for (let i = 0; i < times; i++) {
      works.push({ id: `N${String(works.length)}`, concepts: keys.map((key) => ({ key, name: key, kind: 'phrase' })) })
    }
  }
  add(3, 'bravo', 'loud echo')
  add(3, 'charli', 'alpha variant')
  const keys = discoverOpen(buildConceptGraph(works), 'alpha').map((hypothesis) => hypothesis.c.key)
  expect(keys).toContain('echo')
  expect(keys).not.toContain('loud echo')
  expect(keys).not.toContain('alpha variant')
})

test('closed discovery: the B linking A and C, and only those', () => {
  const graph = buildConceptGraph(plantedCorpus())
  const closed = discoverClosed(graph, 'alpha', 'echo')
  expect(closed?.links.map((link) => link.via.key).sort()).toEqual(['bravo', 'charli'])
  expect(closed?.linkingTermCount).toBe(2)
  expect(discoverClosed(graph, 'alpha', 'foxtrot')?.links.map((link) => link.via.key)).toEqual(['delta'])
  expect(discoverClosed(graph, 'alpha', 'nowhere')).toBeNull()
})

test('novelty: observed A∧C against N·p(A)·p(C), a gap when far below', () => {
  const works: WorkConcepts[] = []
  const add = (times: number, ...keys: string[]): void => {
    for (let i = 0; i < times; i++) {
      works.push({ id: `V${String(works.length)}`, concepts: keys.map((key) => ({ key, name: key, kind: 'phrase' })) })
    }
  }
  add(20, 'alpha')
  add(20, 'charli')
  add(60, 'other')
  const apart = noveltyOf(buildConceptGraph(works, { maxShare: 1 }), 'alpha', 'charli')
  expect(apart.observed).toBe(0)
  expect(apart.expected).toBeCloseTo(4) // 100 · 0.2 · 0.2
  expect(apart.pValue).toBeCloseTo(Math.exp(-4))
  expect(apart.isGap).toBe(true)
  add(4, 'alpha', 'charli')
  const together = noveltyOf(buildConceptGraph(works, { maxShare: 1 }), 'alpha', 'charli')
  expect(together.observed).toBe(4)
  expect(together.isGap).toBe(false)
  expect(together.workIds).toHaveLength(4)
})

test('the Poisson tail is exact for small means and does not underflow for large ones', () => {
  expect(poissonAtMost(2, 3)).toBeCloseTo(Math.exp(-3) * (1 + 3 + 4.5), 10)
  expect(poissonAtMost(0, 0)).toBe(1)
  expect(poissonAtMost(790, 800)).toBeGreaterThan(0.3)
  expect(poissonAtMost(700, 800)).toBeLessThan(0.001)
})
