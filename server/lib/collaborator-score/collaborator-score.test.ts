import { describe, expect, it } from 'vitest'
import {
  adamicAdar,
  buildGraph,
  combineScores,
  commonNeighbours,
  resourceAllocation,
  topicFit,
  topicVector,
  weightedAdamicAdar,
} from './index'

// me–a, me–b; a–x, b–x (x shares two co-authors with me); a–y (one); hub h with many co-authors links me and z
const works = [
  { authors: ['me', 'a'], year: 2020 },
  { authors: ['me', 'b'], year: 2021 },
  { authors: ['a', 'x'], year: 2019 },
  { authors: ['b', 'x'], year: 2019 },
  { authors: ['a', 'y'], year: 2018 },
  { authors: ['me', 'h'], year: 2015 },
  { authors: ['h', 'z', 'p', 'q', 'r'], year: 2015 },
  { authors: ['me', 'later'], year: 2024 },
]

describe('co-author graph scores', () => {
  const graph = buildGraph(works, 2022)

  it('leaves out works after the cut-off and existing co-authors', () => {
    expect(graph.has('later')).toBe(false)
    const scores = adamicAdar(graph, 'me')
    expect(scores.has('a')).toBe(false)
    expect(scores.has('me')).toBe(false)
  })

  it('counts shared co-authors', () => {
    const cn = commonNeighbours(graph, 'me')
    expect(cn.get('x')).toBe(2)
    expect(cn.get('y')).toBe(1)
    expect(cn.get('z')).toBe(1)
  })

  it('Adamic–Adar and resource allocation rank a low-degree shared co-author above a hub', () => {
    const aa = adamicAdar(graph, 'me')
    expect(aa.get('y') as number).toBeGreaterThan(aa.get('z') as number)
    expect(aa.get('x') as number).toBeGreaterThan(aa.get('y') as number)
    const ra = resourceAllocation(graph, 'me')
    expect(ra.get('y')).toBeCloseTo(1 / 3)
    expect(ra.get('z')).toBeCloseTo(1 / 5)
  })

  it('decay makes old collaborations count less and repeats count more', () => {
    const decayed = buildGraph([...works, { authors: ['me', 'a'], year: 2022 }], 2022, 0.5)
    expect(decayed.get('me')?.get('a')).toBeCloseTo(1 + 0.25)
    expect(decayed.get('me')?.get('h')).toBeCloseTo(0.5 ** 7)
    const weighted = weightedAdamicAdar(decayed, 'me')
    expect(weighted.get('y') as number).toBeGreaterThan(weighted.get('z') as number)
  })
})

describe('topic fit', () => {
  it('is the cosine of content-word counts', () => {
    const a = topicVector(['Graph neural networks for molecules'])
    const b = topicVector(['Neural networks on graphs', 'Molecules and graph learning'])
    expect(topicFit(a, b)).toBeGreaterThan(0.4)
    expect(topicFit(a, topicVector(['Robot grasping']))).toBe(0)
    expect(topicFit(a, topicVector([]))).toBe(0)
    expect(topicFit(a, a)).toBeCloseTo(1)
  })
})

describe('combined score', () => {
  it('scales graph and recent parts within the run and applies the weights', () => {
    const ranked = combineScores(
      [
        { id: 'graph-only', graph: 4, topic: 0, recent: 0 },
        { id: 'topic-active', graph: 0, topic: 1, recent: 10 },
        { id: 'nothing', graph: 0, topic: 0, recent: 0 },
      ],
      { graph: 1, topic: 0.25, recent: 0.5 },
    )
    expect(ranked.map((c) => c.id)).toEqual(['graph-only', 'topic-active', 'nothing'])
    expect(ranked[1]?.score).toBeCloseTo(0.75)
    expect(ranked[2]?.score).toBe(0)
  })
})
