import { UndirectedGraph } from 'graphology'
import modularity from 'graphology-metrics/graph/modularity'
import { similarityOf, type SimilarityMatrix } from './similarity'

export type EdgeAttributes = { weight: number }
export type SimilarityGraph = UndirectedGraph<Record<string, never>, EdgeAttributes>

/**
 * The k-nearest-neighbour graph: each work linked to its k most similar works (similarity above 0), an edge kept
 * when either end chose it, weighted by the similarity. Nodes are the works' indexes as strings.
 */
export function buildKnnGraph(matrix: SimilarityMatrix, k: number): SimilarityGraph {
  const graph: SimilarityGraph = new UndirectedGraph()
  for (let node = 0; node < matrix.size; node++) graph.addNode(String(node))
  for (let node = 0; node < matrix.size; node++) {
    for (const neighbour of nearestNeighbours(matrix, node, k)) {
      graph.mergeEdge(String(node), String(neighbour), { weight: similarityOf(matrix, node, neighbour) })
    }
  }
  return graph
}

/** The k works most similar to `node` (ties: the earlier work), leaving out those with nothing in common. */
export function nearestNeighbours(matrix: SimilarityMatrix, node: number, k: number): number[] {
  const row = matrix.values.subarray(node * matrix.size, (node + 1) * matrix.size)
  const similarityTo = (other: number | undefined): number => (other === undefined ? 0 : (row[other] ?? 0))
  const nearest: number[] = []
  for (let other = 0; other < matrix.size; other++) {
    const similarity = similarityTo(other)
    if (other === node || similarity <= 0 || k <= 0) continue
    if (nearest.length === k && similarity <= similarityTo(nearest[k - 1])) continue
    let at = Math.min(nearest.length, k - 1)
    while (at > 0 && similarityTo(nearest[at - 1]) < similarity) {
      nearest[at] = nearest[at - 1] ?? 0
      at--
    }
    nearest[at] = other
  }
  return nearest
}

/**
 * Newman's modularity (resolution 1) of a partition of the weighted graph, null for a graph without edges,
 * where it is undefined.
 */
export function newmanModularity(graph: SimilarityGraph, communityOf: readonly number[]): number | null {
  if (graph.size === 0) return null
  return modularity(graph, {
    getNodeCommunity: (node) => communityOf[Number(node)] ?? -1,
    getEdgeWeight: 'weight',
    resolution: 1,
  })
}
