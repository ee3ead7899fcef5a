/**
 * The co-author graph and its link-prediction scores (decision 048). Pure: no I/O.
 * An edge's weight is the number of works two people wrote together; `decay` makes older works count less.
 */
export type Graph = Map<string, Map<string, number>>

export type CoWork = { authors: readonly string[]; year: number }

/** Builds the weighted co-author graph of works up to `untilYear`; each work adds decay^(untilYear − year) per pair. */
export function buildGraph(works: readonly CoWork[], untilYear: number, decay = 1): Graph {
  const graph: Graph = new Map()
  const link = (a: string, b: string, weight: number) => {
    let row = graph.get(a)
    if (!row) graph.set(a, (row = new Map<string, number>()))
    row.set(b, (row.get(b) ?? 0) + weight)
  }
  for (const work of works) {
    if (work.year > untilYear) continue
    const people = [...new Set(work.authors)]
    const weight = decay ** (untilYear - work.year)
    for (let i = 0; i < people.length; i++) {
      for (let j = i + 1; j < people.length; j++) {
        const a = people[i] as string
        const b = people[j] as string
        link(a, b, weight)
        link(b, a, weight)
      }
    }
  }
  return graph
}

/** Common neighbours of `source` and every two-hop candidate (existing co-authors left out). */
export function commonNeighbours(graph: Graph, source: string): Map<string, number> {
  return twoHop(graph, source, () => 1)
}

/** Adamic–Adar: each shared co-author counts 1 / ln(their degree). */
export function adamicAdar(graph: Graph, source: string): Map<string, number> {
  return twoHop(graph, source, (degree) => 1 / Math.log(Math.max(degree, 2)))
}

/** Resource allocation: each shared co-author counts 1 / their degree. */
export function resourceAllocation(graph: Graph, source: string): Map<string, number> {
  return twoHop(graph, source, (degree) => 1 / degree)
}

/**
 * Weighted Adamic–Adar: the path through a shared co-author z counts
 * (w(source,z) · w(z,candidate))^½ / ln(1 + strength(z)), strength = the sum of z's edge weights,
 * so repeated and recent (decayed) collaborations count more.
 */
export function weightedAdamicAdar(graph: Graph, source: string): Map<string, number> {
  const scores = new Map<string, number>()
  const mine = graph.get(source)
  if (!mine) return scores
  for (const [middle, w1] of mine) {
    const row = graph.get(middle)
    if (!row) continue
    let strength = 0
    for (const w of row.values()) strength += w
    const damp = Math.log(1 + strength)
    for (const [candidate, w2] of row) {
      if (candidate === source || mine.has(candidate)) continue
      scores.set(candidate, (scores.get(candidate) ?? 0) + Math.sqrt(w1 * w2) / damp)
    }
  }
  return scores
}

function twoHop(graph: Graph, source: string, credit: (degree: number) => number): Map<string, number> {
  const scores = new Map<string, number>()
  const mine = graph.get(source)
  if (!mine) return scores
  for (const middle of mine.keys()) {
    const row = graph.get(middle)
    if (!row) continue
    const value = credit(row.size)
    for (const candidate of row.keys()) {
      if (candidate === source || mine.has(candidate)) continue
      scores.set(candidate, (scores.get(candidate) ?? 0) + value)
    }
  }
  return scores
}
