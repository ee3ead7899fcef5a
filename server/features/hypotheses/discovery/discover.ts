import { associationOf, idsOfWorksWithBoth, type ConceptGraph } from './concept-graph'
import { dropNearDuplicates, isNearDuplicate } from './near-duplicates'

/**
 * Literature-based discovery on a concept graph (Swanson's ABC model). Open: from A, the concepts B that co-occur
 * with A well above chance, then the concepts C those B link to; each C ranks by its linking term count (how many
 * distinct B link it to A; Henry & McInnes 2019), ties by the evidence Σ_B min(strength A–B, strength B–C).
 * Closed: A and C given, the B that link both. A C already studied with A is not new; novelty compares the works
 * on A and C together with what their marginals would lead one to expect.
 */

export type DiscoveryOptions = {
  /** works a link needs (default 2, never fewer) */
  minWorks?: number
  /** NPMI a link needs (default 0.1; 0: no fewer works than chance; −1: counts alone) */
  minAssociation?: number
  /** the link strength used to rank B and weigh evidence (default npmi) */
  measure?: 'npmi' | 'llr'
  /** the B kept for A, strongest first (default 30) */
  maxLinkingConcepts?: number
  /** a C studied with A in more works than this is not new (default 1) */
  maxDirectWorks?: number
  /** hypotheses returned (default 20) */
  limit?: number
}

export type ConceptRef = { key: string; name: string; works: number }
export type Link = { observed: number; expected: number; npmi: number; strength: number; workIds: string[] }
export type ChainLink = { via: ConceptRef; ab: Link; bc: Link; strength: number }
export type Novelty = {
  /** works holding A and C */
  observed: number
  /** N·p(A)·p(C) */
  expected: number
  /** Poisson P(X ≤ observed) with mean `expected` */
  pValue: number
  /** observed far below expected: P(X ≤ observed) < 0.05 */
  isGap: boolean
  workIds: string[]
}
export type Hypothesis = {
  a: ConceptRef
  c: ConceptRef
  linkingTermCount: number
  evidence: number
  /** the B that link A to C, strongest first */
  links: ChainLink[]
  novelty: Novelty
}
export type RankedConcept = { key: string; linkingTermCount: number; evidence: number }

const GAP_P_VALUE = 0.05

type Settings = Required<DiscoveryOptions>
function settingsOf(options: DiscoveryOptions): Settings {
  return {
    minWorks: Math.max(2, options.minWorks ?? 2),
    minAssociation: options.minAssociation ?? 0.1,
    measure: options.measure ?? 'npmi',
    maxLinkingConcepts: options.maxLinkingConcepts ?? 30,
    maxDirectWorks: options.maxDirectWorks ?? 1,
    limit: options.limit ?? 20,
  }
}

type Strength = { strength: number; npmi: number; observed: number; expected: number }

/** The link between two concepts (by index) when it passes the counts and the threshold, else null. */
function linkBetween(graph: ConceptGraph, x: number, y: number, settings: Settings): Strength | null {
  const both = graph.neighbours[x]?.get(y) ?? 0
  if (both < settings.minWorks) return null
  const association = associationOf(graph.workCount, graph.works[x]?.length ?? 0, graph.works[y]?.length ?? 0, both)
  if (association.npmi < settings.minAssociation) return null
  const strength = settings.measure === 'llr' ? association.llr : association.npmi
  return { strength, npmi: association.npmi, observed: both, expected: association.expected }
}

/** The B of A, strongest link first; B that near-duplicate A are echoes of A, not links. */
export function linkingConcepts(graph: ConceptGraph, a: string, options: DiscoveryOptions = {}): string[] {
  return linkingIndexes(graph, a, settingsOf(options)).map(({ b }) => graph.keys[b] ?? '')
}

function linkingIndexes(graph: ConceptGraph, a: string, settings: Settings): { b: number; link: Strength }[] {
  const x = graph.index.get(a)
  if (x === undefined) return []
  const found: { b: number; link: Strength }[] = []
  for (const b of graph.neighbours[x]?.keys() ?? []) {
    const link = linkBetween(graph, x, b, settings)
    if (link && !isNearDuplicate(a, graph.keys[b] ?? '')) found.push({ b, link })
  }
  found.sort((p, q) => q.link.strength - p.link.strength || q.link.observed - p.link.observed || p.b - q.b)
  return found.slice(0, settings.maxLinkingConcepts)
}

/** Every C reached from A through its B, by linking term count then evidence; no novelty filter, no dedup. */
export function rankLinkedConcepts(graph: ConceptGraph, a: string, options: DiscoveryOptions = {}): RankedConcept[] {
  const settings = settingsOf(options)
  const x = graph.index.get(a)
  if (x === undefined) return []
  const scores = new Map<number, { linkingTermCount: number; evidence: number }>()
  for (const { b, link: ab } of linkingIndexes(graph, a, settings)) {
    for (const c of graph.neighbours[b]?.keys() ?? []) {
      if (c === x) continue
      const bc = linkBetween(graph, b, c, settings)
      if (!bc) continue
      const score = scores.get(c) ?? { linkingTermCount: 0, evidence: 0 }
      score.linkingTermCount++
      score.evidence += Math.min(ab.strength, bc.strength)
      scores.set(c, score)
    }
  }
  return [...scores]
    .map(([c, score]) => ({ key: graph.keys[c] ?? '', ...score }))
    .sort(
      (p, q) =>
        q.linkingTermCount - p.linkingTermCount ||
        q.evidence - p.evidence ||
        // on a tie the more specific concept ("raynaud disease") goes before its near-duplicate ("disease")
        q.key.split(' ').length - p.key.split(' ').length ||
        p.key.localeCompare(q.key),
    )
}

/** Open discovery: new C for A, near-duplicates (of A or of a better C) left out. */
export function discoverOpen(graph: ConceptGraph, a: string, options: DiscoveryOptions = {}): Hypothesis[] {
  const settings = settingsOf(options)
  const ranked = rankLinkedConcepts(graph, a, settings).filter(
    ({ key }) => directWorks(graph, a, key) <= settings.maxDirectWorks,
  )
  const linking = new Set(linkingIndexes(graph, a, settings).map(({ b }) => b))
  return dropNearDuplicates(ranked, ({ key }) => key, [a], settings.limit)
    .map(({ key }) => hypothesisFor(graph, a, key, settings, linking))
    .filter((hypothesis): hypothesis is Hypothesis => hypothesis !== null)
}

/** Closed discovery: the B linking A and C, strongest first; null when A or C is not in the graph. */
export function discoverClosed(
  graph: ConceptGraph,
  a: string,
  c: string,
  options: DiscoveryOptions = {},
): Hypothesis | null {
  return hypothesisFor(graph, a, c, settingsOf(options))
}

/** `linking`: the B an open discovery ranked with (its top B); closed discovery takes every B. */
function hypothesisFor(
  graph: ConceptGraph,
  a: string,
  c: string,
  settings: Settings,
  linking?: ReadonlySet<number>,
): Hypothesis | null {
  const x = graph.index.get(a)
  const z = graph.index.get(c)
  if (x === undefined || z === undefined) return null
  const links: ChainLink[] = []
  for (const b of graph.neighbours[x]?.keys() ?? []) {
    if (b === z || (linking && !linking.has(b))) continue
    const bKey = graph.keys[b] ?? ''
    if (isNearDuplicate(bKey, a) || isNearDuplicate(bKey, c)) continue
    const ab = linkBetween(graph, x, b, settings)
    const bc = ab && linkBetween(graph, b, z, settings)
    if (!ab || !bc) continue
    links.push({
      via: refOf(graph, b),
      ab: { ...ab, workIds: idsOfWorksWithBoth(graph, a, bKey) },
      bc: { ...bc, workIds: idsOfWorksWithBoth(graph, bKey, c) },
      strength: Math.min(ab.strength, bc.strength),
    })
  }
  links.sort(
    (p, q) =>
      q.strength - p.strength ||
      q.ab.observed + q.bc.observed - (p.ab.observed + p.bc.observed) ||
      p.via.key.localeCompare(q.via.key),
  )
  return {
    a: refOf(graph, x),
    c: refOf(graph, z),
    linkingTermCount: links.length,
    evidence: links.reduce((sum, link) => sum + link.strength, 0),
    links,
    novelty: noveltyOf(graph, a, c),
  }
}

function refOf(graph: ConceptGraph, position: number): ConceptRef {
  return {
    key: graph.keys[position] ?? '',
    name: graph.names[position] ?? '',
    works: graph.works[position]?.length ?? 0,
  }
}

function directWorks(graph: ConceptGraph, a: string, c: string): number {
  return graph.neighbours[graph.index.get(a) ?? -1]?.get(graph.index.get(c) ?? -1) ?? 0
}

/** How many works already hold A and C, against N·p(A)·p(C). */
export function noveltyOf(graph: ConceptGraph, a: string, c: string): Novelty {
  const x = graph.index.get(a)
  const z = graph.index.get(c)
  const countA = x === undefined ? 0 : (graph.works[x]?.length ?? 0)
  const countC = z === undefined ? 0 : (graph.works[z]?.length ?? 0)
  const observed = directWorks(graph, a, c)
  const expected = graph.workCount > 0 ? (countA * countC) / graph.workCount : 0
  const pValue = poissonAtMost(observed, expected)
  return { observed, expected, pValue, isGap: pValue < GAP_P_VALUE, workIds: idsOfWorksWithBoth(graph, a, c) }
}

/** P(X ≤ k) for X ~ Poisson(mean), summed in log space so large means do not underflow. */
export function poissonAtMost(k: number, mean: number): number {
  if (mean <= 0) return 1
  let logTerm = -mean
  let logSum = logTerm
  for (let i = 1; i <= k; i++) {
    logTerm += Math.log(mean / i)
    const high = Math.max(logSum, logTerm)
    logSum = high + Math.log(Math.exp(logSum - high) + Math.exp(logTerm - high))
  }
  return Math.min(1, Math.exp(logSum))
}
