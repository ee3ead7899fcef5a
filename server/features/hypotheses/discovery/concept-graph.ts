import type { Work } from '#shared/contract/sources'
import { extractConcepts, type Concept, type ConceptOptions } from './concepts'

/**
 * Concept co-occurrence over a set of works: each concept's works (its document frequency) and, for every two
 * concepts, the number of works holding both. Counting is binary (a work mentions a concept or not).
 */

export type ConceptGraph = {
  workCount: number
  /** work index → its id */
  workIds: readonly string[]
  /** key → index */
  index: ReadonlyMap<string, number>
  keys: readonly string[]
  names: readonly string[]
  /** per concept, the indexes of its works, ascending */
  works: readonly Int32Array[]
  /** per concept, co-occurring concept → works holding both */
  neighbours: readonly ReadonlyMap<number, number>[]
}

export type GraphOptions = {
  /** a concept in fewer works is left out (default 2) */
  minWorks?: number
  /** a concept in more than this share of the works is too general to link anything (default 0.2) */
  maxShare?: number
  /** concepts kept however common (the user's A and C, the concepts searched for): too general only elsewhere */
  keep?: readonly string[]
}

export type WorkConcepts = { id: string; concepts: readonly Concept[] }

/** The id a work is cited by: DOI, then arXiv, PubMed, OpenAlex and the others, or its title. */
export function workIdOf(work: Pick<Work, 'ids' | 'title'>): string {
  const ids = work.ids
  if (ids.doi) return `doi:${ids.doi}`
  if (ids.arxiv) return `arxiv:${ids.arxiv}`
  if (ids.pmid) return `pmid:${ids.pmid}`
  if (ids.openalex) return `openalex:${ids.openalex}`
  if (ids.semanticscholar) return `s2:${ids.semanticscholar}`
  if (ids.core) return `core:${ids.core}`
  if (ids.local) return `local:${ids.local}`
  return `title:${work.title.toLowerCase()}`
}

export function buildConceptGraphOfWorks(
  works: readonly Work[],
  options: GraphOptions & { concepts?: ConceptOptions } = {},
): ConceptGraph {
  return buildConceptGraph(
    works.map((work) => ({ id: workIdOf(work), concepts: extractConcepts(work, options.concepts) })),
    options,
  )
}

export function buildConceptGraph(items: readonly WorkConcepts[], options: GraphOptions = {}): ConceptGraph {
  const minWorks = options.minWorks ?? 2
  const maxWorks = Math.max(minWorks, Math.floor((options.maxShare ?? 0.2) * items.length))
  const keep = new Set(options.keep ?? [])
  const frequency = new Map<string, number>()
  const nameCounts = new Map<string, Map<string, number>>()
  for (const { concepts } of items) {
    for (const concept of concepts) {
      frequency.set(concept.key, (frequency.get(concept.key) ?? 0) + 1)
      const names = nameCounts.get(concept.key) ?? new Map<string, number>()
      // A topic's name is how the source names it: it outweighs any way a phrase is written.
      names.set(concept.name, (names.get(concept.name) ?? 0) + (concept.kind === 'topic' ? 1000 : 1))
      nameCounts.set(concept.key, names)
    }
  }
  const keys = [...frequency]
    .filter(([key, count]) => count >= minWorks && (count <= maxWorks || keep.has(key)))
    .map(([key]) => key)
    .sort()
  const index = new Map(keys.map((key, position) => [key, position]))
  const postings: number[][] = keys.map(() => [])
  const neighbours = keys.map(() => new Map<number, number>())
  items.forEach(({ concepts }, work) => {
    const present = [...new Set(concepts.map((concept) => index.get(concept.key)))].filter(
      (position): position is number => position !== undefined,
    )
    for (const position of present) postings[position]?.push(work)
    for (let i = 0; i < present.length; i++) {
      const a = present[i] as number
      const aNeighbours = neighbours[a] as Map<number, number>
      for (let j = i + 1; j < present.length; j++) {
        const b = present[j] as number
        aNeighbours.set(b, (aNeighbours.get(b) ?? 0) + 1)
        const bNeighbours = neighbours[b] as Map<number, number>
        bNeighbours.set(a, (bNeighbours.get(a) ?? 0) + 1)
      }
    }
  })
  const names = keys.map((key) => {
    const counts = [...(nameCounts.get(key) ?? [])]
    counts.sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    return counts[0]?.[0] ?? key
  })
  return {
    workCount: items.length,
    workIds: items.map((item) => item.id),
    index,
    keys,
    names,
    works: postings.map((list) => Int32Array.from(list)),
    neighbours,
  }
}

/** works holding the concept (0 for a concept not in the graph) */
export function worksWith(graph: ConceptGraph, key: string): number {
  const position = graph.index.get(key)
  return position === undefined ? 0 : (graph.works[position]?.length ?? 0)
}

/** works holding both concepts */
export function worksWithBoth(graph: ConceptGraph, a: string, b: string): number {
  const x = graph.index.get(a)
  const y = graph.index.get(b)
  if (x === undefined || y === undefined) return 0
  return graph.neighbours[x]?.get(y) ?? 0
}

/** The ids of the works holding both concepts, in the graph's order. */
export function idsOfWorksWithBoth(graph: ConceptGraph, a: string, b: string): string[] {
  const x = graph.works[graph.index.get(a) ?? -1]
  const y = graph.works[graph.index.get(b) ?? -1]
  if (!x || !y) return []
  const ids: string[] = []
  let i = 0
  let j = 0
  while (i < x.length && j < y.length) {
    const left = x[i] as number
    const right = y[j] as number
    if (left === right) {
      ids.push(graph.workIds[left] ?? String(left))
      i++
      j++
    } else if (left < right) i++
    else j++
  }
  return ids
}

export type Association = {
  /** works holding both */
  observed: number
  /** works expected to hold both if the two were independent: N·p(a)·p(b) */
  expected: number
  /** log(observed / expected); -Infinity when never together */
  pmi: number
  /** PMI / −log p(a,b): 1 always together, 0 independent, −1 never */
  npmi: number
  /** Dunning's log-likelihood ratio G², signed: negative when observed is below expected */
  llr: number
}

/** The association of two concepts from their counts among `total` works. */
export function associationOf(total: number, countA: number, countB: number, both: number): Association {
  const expected = total > 0 ? (countA * countB) / total : 0
  if (both === 0 || total === 0) {
    return { observed: both, expected, pmi: -Infinity, npmi: -1, llr: -signedLlr(total, countA, countB, both) }
  }
  const pmi = Math.log(both / expected)
  const jointShare = both / total
  const npmi = jointShare >= 1 ? 1 : pmi / -Math.log(jointShare)
  return {
    observed: both,
    expected,
    pmi,
    npmi,
    llr: both >= expected ? signedLlr(total, countA, countB, both) : -signedLlr(total, countA, countB, both),
  }
}

function signedLlr(total: number, countA: number, countB: number, both: number): number {
  const cells = [both, countA - both, countB - both, total - countA - countB + both]
  const rows = [countA, total - countA]
  const columns = [countB, total - countB]
  let sum = 0
  cells.forEach((observed, cell) => {
    const expected = ((rows[cell >> 1] ?? 0) * (columns[cell & 1] ?? 0)) / Math.max(1, total)
    if (observed > 0 && expected > 0) sum += observed * Math.log(observed / expected)
  })
  return 2 * sum
}

export function associate(graph: ConceptGraph, a: string, b: string): Association {
  return associationOf(graph.workCount, worksWith(graph, a), worksWith(graph, b), worksWithBoth(graph, a, b))
}

/** The graph's concept for a user's words: the same key, else the most frequent concept holding all its stems. */
export function findConcept(graph: ConceptGraph, key: string): string | null {
  if (graph.index.has(key)) return key
  const words = key.split(' ').filter(Boolean)
  if (!words.length) return null
  let best: string | null = null
  let bestCount = 0
  graph.keys.forEach((candidate, position) => {
    const candidateWords = new Set(candidate.split(' '))
    if (!words.every((word) => candidateWords.has(word))) return
    const count = graph.works[position]?.length ?? 0
    if (count > bestCount) {
      best = candidate
      bestCount = count
    }
  })
  return best
}
