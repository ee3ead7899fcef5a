import { UndirectedGraph } from 'graphology'
import { expect, test } from 'vitest'
import { buildKnnGraph, nearestNeighbours, newmanModularity, type EdgeAttributes } from './knn-graph'
import type { SimilarityMatrix } from './similarity'

function matrixOf(rows: number[][]): SimilarityMatrix {
  return { size: rows.length, values: Float64Array.from(rows.flat()) }
}

// 0 and 1 are close; 2 is nearest to 1; 3 is alike to nobody.
const similarities = matrixOf([
  [0, 0.9, 0.2, 0],
  [0.9, 0, 0.5, 0],
  [0.2, 0.5, 0, 0],
  [0, 0, 0, 0],
])

test('each work keeps its k most similar works, leaving out those with nothing in common', () => {
  expect(nearestNeighbours(similarities, 2, 1)).toEqual([1])
  expect(nearestNeighbours(similarities, 0, 5)).toEqual([1, 2])
  expect(nearestNeighbours(similarities, 3, 5)).toEqual([])
})

test('the neighbour graph is symmetric: an edge chosen by either end, weighted by the similarity', () => {
  const graph = buildKnnGraph(similarities, 1)
  expect(graph.type).toBe('undirected')
  expect(graph.order).toBe(4)
  // 0→1, 1→0 (the same edge) and 2→1: 1 did not choose 2, yet 1 and 2 are linked both ways.
  expect(graph.size).toBe(2)
  expect(graph.hasEdge('2', '1') && graph.hasEdge('1', '2')).toBe(true)
  expect(graph.getEdgeAttribute('1', '2', 'weight')).toBe(0.5)
  expect(graph.hasEdge('0', '2')).toBe(false)
  expect(graph.degree('3')).toBe(0)
})

test('with k = n − 1 every pair with something in common is linked', () => {
  const graph = buildKnnGraph(similarities, 3)
  expect(graph.size).toBe(3)
  graph.forEachEdge((_edge, attributes, source, target) => {
    expect(attributes.weight).toBe(similarities.values[Number(source) * 4 + Number(target)])
  })
})

function twoTriangles(
  weightA: number,
  weightB: number,
  bridge: number,
): UndirectedGraph<Record<string, never>, EdgeAttributes> {
  const graph = new UndirectedGraph<Record<string, never>, EdgeAttributes>()
  for (let node = 0; node < 6; node++) graph.addNode(String(node))
  for (const [source, target] of [
    [0, 1],
    [1, 2],
    [0, 2],
  ])
    graph.addEdge(String(source), String(target), { weight: weightA })
  for (const [source, target] of [
    [3, 4],
    [4, 5],
    [3, 5],
  ])
    graph.addEdge(String(source), String(target), { weight: weightB })
  graph.addEdge('2', '3', { weight: bridge })
  return graph
}

test('modularity matches a hand computation: two triangles joined by one edge', () => {
  // m = 7; each triangle: 3 inner edges, degree sum 7 → Q = 2 × (3/7 − (7/14)²) = 5/14
  expect(newmanModularity(twoTriangles(1, 1, 1), [0, 0, 0, 1, 1, 1])).toBeCloseTo(5 / 14, 12)
  expect(newmanModularity(twoTriangles(1, 1, 1), [0, 0, 0, 0, 0, 0])).toBeCloseTo(0, 12)
})

test('modularity is weighted and at resolution 1', () => {
  // m = 3 + 6 + 0.5 = 9.5; triangle A: inner 3, degrees 6.5; triangle B: inner 6, degrees 12.5
  const expected = 3 / 9.5 - (6.5 / 19) ** 2 + (6 / 9.5 - (12.5 / 19) ** 2)
  expect(newmanModularity(twoTriangles(1, 2, 0.5), [0, 0, 0, 1, 1, 1])).toBeCloseTo(expected, 12)
  expect(expected).toBeCloseTo(0.3975069, 6)
})

test('a graph without edges has no modularity', () => {
  expect(
    newmanModularity(
      buildKnnGraph(
        matrixOf([
          [0, 0],
          [0, 0],
        ]),
        1,
      ),
      [0, 1],
    ),
  ).toBeNull()
})
